// The monthly quotas of dua requests (decision 0064) and dedications (decision 0065), one mechanism
// for both: a row per user and local month (src/lib/quota-month.ts), the limit staff set
// (src/server/quota-limits.ts, decision 0070) plus extras bought in a store (decision 0062).
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { monthLabel, type LocalMonth, type QuotaPeriod } from '../lib/quota-month.ts';
import { now } from './clock.ts';
import { HttpError } from './http.ts';
import { currentLimit, limitSql, type QuotaKind } from './quota-limits.ts';
import { queryRows } from './sql.ts';

/** Each quota's table and columns, and what its 429 calls the things counted. */
const QUOTAS = {
  duaRequests: {
    table: 'dua_quota',
    used: 'requests_used',
    extra: 'extra_requests_purchased',
    noun: 'dua requests',
  },
  dedications: {
    table: 'user_dedication_quota',
    used: 'dedications_used',
    extra: 'extra_dedications_purchased',
    noun: 'dedications',
  },
} as const satisfies Record<QuotaKind, { table: string; used: string; extra: string; noun: string }>;

/** The quota's table and columns as SQL identifiers (the store credits extras through them). */
export function quotaColumns(kind: QuotaKind): { table: SQL; used: SQL; extra: SQL } {
  const q = QUOTAS[kind];
  const name = (text: string) => sql`${sql.identifier(text)}`;
  return { table: name(q.table), used: name(q.used), extra: name(q.extra) };
}

export const quotaSpent = (kind: QuotaKind, limit: number, month: string) =>
  `You have made all ${limit} ${QUOTAS[kind].noun} of ${month}; more become available when your next month begins.`;

/** /me/quotas' answer for one quota: used, left (never below 0), limit, extras, month. */
export async function quotaAnswer(db: Executor, userId: number, kind: QuotaKind, month: LocalMonth) {
  const { table, used, extra } = quotaColumns(kind);
  const [row] = await queryRows<{ used: number; extra: number }>(
    db,
    sql`SELECT ${used} AS used, ${extra} AS extra FROM ${table}
        WHERE user_id = ${userId} AND year = ${month.year} AND month = ${month.month}`,
  );
  const q = row ?? { used: 0, extra: 0 };
  const limit = await currentLimit(db, kind);
  // A limit lowered below what a user has used leaves them none, never less (decision 0070).
  return {
    used: q.used,
    left: Math.max(0, limit + q.extra - q.used),
    limit,
    extraPurchased: q.extra,
    month: monthLabel(month),
  };
}

/**
 * Takes one of this month's quota, or refuses with 429 and the wait until it starts over. One
 * conditional UPDATE under the row's lock that reads the current limit itself, so concurrent
 * requests with n left take exactly n (decisions 0064, 0070).
 */
export async function claimQuota(tx: Executor, userId: number, kind: QuotaKind, { month, endsAt }: QuotaPeriod) {
  const { table, used, extra } = quotaColumns(kind);
  await tx.execute(sql`INSERT INTO ${table} (user_id, year, month) VALUES (${userId}, ${month.year}, ${month.month})
                       ON CONFLICT (user_id, year, month) DO NOTHING`);
  const claimed = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE ${table} SET ${used} = ${used} + 1, updated_at = now()
        WHERE user_id = ${userId} AND year = ${month.year} AND month = ${month.month}
          AND ${used} < ${limitSql(kind)} + ${extra}
        RETURNING id`,
  );
  if (claimed.length) return;
  const wait = Math.max(1, Math.ceil((endsAt.getTime() - now().getTime()) / 1000));
  throw new HttpError(429, quotaSpent(kind, await currentLimit(tx, kind), monthLabel(month)), undefined, {
    'Retry-After': String(wait),
  });
}
