// The monthly quota limits staff edit (decision 0070): one row of quota_limits, the defaults of
// src/lib/duas.ts and src/lib/live.ts until the first save. A claim reads the limit inside its own
// conditional UPDATE (limitSql), so the quota stays exact under concurrent requests and a change of
// limit applies to the next request at once.
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { DUA_MONTHLY_LIMIT } from '../lib/duas.ts';
import { DEDICATION_MONTHLY_LIMIT } from '../lib/live.ts';
import type { QuotaLimitsAnswer, QuotaLimitsInput } from '../lib/schemas/quota-limits.ts';
import { recordAudit, type AuditActor } from './audit.ts';
import { queryRows } from './sql.ts';
import { claimVersion, type VersionedEntity } from './versions.ts';

export type QuotaKind = 'duaRequests' | 'dedications';

const DEFAULTS = { duaRequestsPerMonth: DUA_MONTHLY_LIMIT, dedicationsPerMonth: DEDICATION_MONTHLY_LIMIT };
const COLUMN = { duaRequests: 'dua_requests_per_month', dedications: 'dedications_per_month' } as const;
const DEFAULT = { duaRequests: DUA_MONTHLY_LIMIT, dedications: DEDICATION_MONTHLY_LIMIT } as const;

/** The current limit of `kind` as an SQL expression: the saved one, else the default. */
export const limitSql = (kind: QuotaKind): SQL =>
  sql`coalesce((SELECT ${sql.identifier(COLUMN[kind])} FROM quota_limits WHERE id = 1), ${DEFAULT[kind]}::int)`;

/** The current limit of `kind`. */
export async function currentLimit(db: Executor, kind: QuotaKind): Promise<number> {
  const [row] = await queryRows<{ limit: number }>(db, sql`SELECT ${limitSql(kind)} AS "limit"`);
  return row!.limit;
}

interface Row extends Record<string, unknown> {
  dua_requests_per_month: number;
  dedications_per_month: number;
  version: number;
  changed_by: string | null;
  changed_at: Date | string;
}

/** GET /api/admin/quota-limits: the limits, their defaults and version (1 while the defaults apply). */
export async function readQuotaLimits(db: Executor): Promise<QuotaLimitsAnswer> {
  const [row] = await queryRows<Row>(
    db,
    sql`SELECT dua_requests_per_month, dedications_per_month, version, changed_by, changed_at
        FROM quota_limits WHERE id = 1`,
  );
  if (!row) return { ...DEFAULTS, defaults: DEFAULTS, version: 1, changedBy: null, changedAt: null };
  return {
    duaRequestsPerMonth: row.dua_requests_per_month,
    dedicationsPerMonth: row.dedications_per_month,
    defaults: DEFAULTS,
    version: row.version,
    changedBy: row.changed_by,
    changedAt: row.changed_by === null ? null : new Date(row.changed_at).toISOString(),
  };
}

const limitsVersions: VersionedEntity<QuotaLimitsAnswer> = {
  table: 'quota_limits',
  noun: 'set of monthly limits',
  notFound: 'No monthly limits to change',
  load: (db) => readQuotaLimits(db),
};

/** PUT /api/admin/quota-limits: saves both limits from the version loaded, with its audit row. */
export async function saveQuotaLimits(db: Database, staff: AuditActor, version: number, input: QuotaLimitsInput) {
  await db.transaction(async (tx) => {
    // The row is made, with the defaults at version 1, by the first save: what GET showed before it.
    await tx.execute(sql`INSERT INTO quota_limits (id, dua_requests_per_month, dedications_per_month)
                         VALUES (1, ${DEFAULTS.duaRequestsPerMonth}, ${DEFAULTS.dedicationsPerMonth})
                         ON CONFLICT (id) DO NOTHING`);
    await claimVersion(tx, limitsVersions, 1, version, staff.username);
    const was = await readQuotaLimits(tx); // under the claim's row lock: the limits this save replaces
    await tx.execute(sql`UPDATE quota_limits SET dua_requests_per_month = ${input.duaRequestsPerMonth},
                           dedications_per_month = ${input.dedicationsPerMonth} WHERE id = 1`);
    await recordAudit(tx, staff, {
      action: 'quota_limits.updated',
      entityType: 'quota_limits',
      entityId: null,
      summary:
        `Monthly limits: dua requests ${input.duaRequestsPerMonth} (was ${was.duaRequestsPerMonth}), ` +
        `dedications ${input.dedicationsPerMonth} (was ${was.dedicationsPerMonth})`,
    });
  });
  return readQuotaLimits(db);
}
