import type { SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';

/**
 * Independent reads: side by side on the pool (each on a connection of its own), one after another
 * in a transaction, which is one connection. node-postgres queues a query sent to a busy connection
 * and warns that pg 9 will refuse it (tests/api/setup.ts fails a test that does).
 */
export async function readsTogether<T extends readonly unknown[] | []>(
  db: Executor,
  reads: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}

/** Runs raw SQL and returns its rows, whichever driver is underneath (both expose `.rows`). */
export async function queryRows<T extends Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A timestamp column as the API answers it, an ISO string (drivers return a Date or a string). */
export const isoTime = (value: Date | string) => new Date(value).toISOString();
export const isoTimeOrNull = (value: Date | string | null) => (value === null ? null : isoTime(value));

/**
 * True for Postgres' unique_violation (23505), optionally only on the named constraint. Drivers
 * and Drizzle may wrap the database error, so the cause chain is followed.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The LIKE pattern of "contains `q`", LIKE's own wildcards escaped (backslash is the default
 * escape), for `column ILIKE pattern`.
 */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The same for `LIKE` over text already lowercased (`users.search_text`, `lower(name)`). */
export function lowercaseContainsPattern(q: string): string {
  return containsPattern(q.toLowerCase());
}
