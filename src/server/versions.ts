// The one optimistic-concurrency mechanism of the back-office (docs/decisions/0029). A
// staff write to a versioned record (db/schema-versions.ts) first claims the version its editor
// loaded, in the write's transaction:
//   UPDATE <table> SET version = version + 1, changed_by = <who>, changed_at = now()
//    WHERE id = $id AND version = $loaded RETURNING version
// The claim takes the row lock, so a second writer of the same version waits for the first to
// commit and then matches no row. No row means 404 (no such record) or 409 with the record as it
// is now and who changed it (then the transaction rolls back: nothing of the stale write lands).
// Writes that are not made from a loaded record (the publishing scheduler, one's own password, the
// terminal) bump the version with versionBump() so open editors learn of them too.
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import {
  VERSION_FIELD,
  VERSION_REQUIRED,
  VersionOnlySchema,
  VersionSchema,
  type ChangedBy,
  type VersionConflict,
} from '../lib/versions.ts';
import { HttpError, parseBody, readJsonBody, readOptionalJsonBody } from './http.ts';
import { queryRows } from './sql.ts';

/** A versioned table as the mechanism needs it. */
export interface VersionedEntity<T> {
  /** The table's SQL name (a constant of the code, never input). */
  table:
    | 'blog_posts'
    | 'verses'
    | 'thawab_tasks'
    | 'badges'
    | 'quiz_questions'
    | 'spiritual_level_set'
    | 'users'
    | 'circles'
    | 'circle_goals'
    | 'staff_accounts'
    | 'campaigns'
    | 'translation_strings'
    | 'live_prayer_sessions'
    | 'quota_limits';
  /** What the 409 message calls one, e.g. 'post', 'verse'. */
  noun: string;
  /** The 404 message. */
  notFound: string;
  /** The record as the API answers it: the `current` of a 409. */
  load: (db: Database, id: number) => Promise<T | null>;
}

/** Reads `{ version, ...payload }`: 400 without a valid version, then the payload's own schema. */
export async function readVersioned<T extends z.ZodType>(
  request: Request,
  schema: T,
  maxBytes?: number,
): Promise<{ version: number; payload: z.infer<T> }> {
  const body = await readJsonBody(request, maxBytes);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) requireVersion(undefined);
  const { [VERSION_FIELD]: version, ...payload } = body as Record<string, unknown>;
  return { version: requireVersion(version), payload: parseBody(schema, payload) };
}

/** Reads a body that carries only `{ version }` (a delete, a one-click action). */
export async function readVersion(request: Request): Promise<number> {
  // A DELETE without a body (none at all, or the empty stream a bare request arrives with through
  // an HTTP server) is missing its version: that is the problem to name (400), not the media type.
  const body = await readOptionalJsonBody(request);
  if (body === undefined) requireVersion(undefined);
  const version =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[VERSION_FIELD] : undefined;
  requireVersion(version);
  return parseBody(VersionOnlySchema, body).version;
}

function requireVersion(value: unknown): number {
  const parsed = VersionSchema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, VERSION_REQUIRED, [{ path: VERSION_FIELD, message: VERSION_REQUIRED }]);
  return parsed.data;
}

/**
 * Claims `version` of the record for `who` (a staff username): the record moves to version + 1,
 * or the call throws 404 / 409 (see the file's head). `scope` narrows the id (a goal's circle).
 * Returns the new version.
 */
export async function claimVersion<T>(
  tx: Database,
  entity: VersionedEntity<T>,
  id: number,
  version: number,
  who: string,
  scope: SQL = sql`TRUE`,
): Promise<number> {
  const table = sql.identifier(entity.table);
  const [claimed] = await queryRows<{ version: number }>(
    tx,
    sql`UPDATE ${table} SET version = version + 1, changed_by = ${who}, changed_at = now()
         WHERE id = ${id} AND version = ${version} AND ${scope} RETURNING version`,
  );
  if (claimed) return claimed.version;
  const [now] = await queryRows<{ changed_by: string | null; changed_at: Date | string; display_name: string | null }>(
    tx,
    sql`SELECT t.changed_by, t.changed_at, s.display_name FROM ${table} t
          LEFT JOIN staff_accounts s ON t.changed_by IS NOT NULL AND lower(s.username) = lower(t.changed_by)
         WHERE t.id = ${id} AND ${scope}`,
  );
  const current = now ? await entity.load(tx, id) : null;
  if (!now || current === null) throw new HttpError(404, entity.notFound);
  throw versionConflict(
    entity.noun,
    current,
    now.changed_by === null ? null : { username: now.changed_by, displayName: now.display_name },
    new Date(now.changed_at),
  );
}

function versionConflict<T>(noun: string, current: T, changedBy: ChangedBy | null, changedAt: Date): HttpError {
  const who = changedBy
    ? changedBy.displayName
      ? `${changedBy.displayName} (${changedBy.username})`
      : changedBy.username
    : 'Someone';
  const when = `${changedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const message = `${who} changed this ${noun} at ${when}, after you loaded it. Your change was not saved: reload their version, or keep yours and save it again.`;
  const error = new HttpError(409, message);
  const details: Omit<VersionConflict<T>, 'error'> = {
    conflict: 'version',
    current,
    changedBy,
    changedAt: changedAt.toISOString(),
  };
  error.details = details;
  return error;
}

/** The SET part that makes a new version for a write not made from a loaded record (e.g. 'scheduler'). */
export function versionBump(who: string) {
  return { version: sql`version + 1`, changedBy: who, changedAt: sql`now()` };
}
