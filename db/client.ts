// The only connection code. It is given a connection string by its callers (src/server/db.ts reads it
// from the environment module; scripts and tests pass their own) and never reads the environment
// itself. Neon hosts use Neon's serverless driver (WebSocket pool, fine for short-lived functions);
// every other server uses node-postgres.
import { Pool as NeonPool } from '@neondatabase/serverless';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNeon } from 'drizzle-orm/neon-serverless';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** An open transaction, as `db.transaction((tx) => …)` gives it. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything that runs raw SQL: the database or an open transaction. */
export type Executor = Pick<Database, 'execute'>;
/** Anything that reads and writes through the query builder: the database or an open transaction. */
export type Writer = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;
export { schema };

/** How long a request may wait for a connection before the API answers 503. */
export const CONNECT_TIMEOUT_MS = 4000;
/**
 * How long one query may run. Client-side, so it also covers a server that accepted the
 * connection and then went quiet; the API answers 503 instead of waiting for the platform's limit.
 */
export const QUERY_TIMEOUT_MS = 4000;

export function isNeonHost(url: string): boolean {
  try {
    return new URL(url).hostname.endsWith('.neon.tech');
  } catch {
    return false;
  }
}

interface Connection {
  url: string;
  connectTimeoutMs: number;
  db: Database;
  close: () => Promise<void>;
}

let current: Connection | undefined;

export interface DatabaseOptions {
  /** `0` lifts the query limit, for migrations and bulk scripts. */
  queryTimeoutMs?: number;
  /** How long a caller waits for a free connection of the pool (and to connect): CONNECT_TIMEOUT_MS by default. */
  connectTimeoutMs?: number;
}

export function createDatabase(
  url: string,
  { queryTimeoutMs = QUERY_TIMEOUT_MS, connectTimeoutMs = CONNECT_TIMEOUT_MS }: DatabaseOptions = {},
): Connection {
  const query_timeout = queryTimeoutMs > 0 ? queryTimeoutMs : undefined;
  if (isNeonHost(url)) {
    const pool = new NeonPool({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs, query_timeout });
    pool.on('error', (error: Error) => console.error('[db] idle Neon client error:', error.message));
    return {
      url,
      connectTimeoutMs,
      db: drizzleNeon({ client: pool, schema }) as unknown as Database,
      close: () => pool.end(),
    };
  }
  const pool = new pg.Pool({
    connectionString: url,
    // Also how long a request waits for one of the `max` connections when all are busy.
    connectionTimeoutMillis: connectTimeoutMs,
    query_timeout,
    // Functions are short-lived; a few connections per instance is plenty and kind to the server.
    max: 5,
    idleTimeoutMillis: 10_000,
  });
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));
  return { url, connectTimeoutMs, db: drizzlePg({ client: pool, schema }), close: () => pool.end() };
}

/**
 * The shared database of this process for `url`, created on first use. A different URL (tests and
 * the local server switch databases) or connection wait replaces the previous pool.
 */
export function sharedDatabase(url: string, connectTimeoutMs = CONNECT_TIMEOUT_MS): Database {
  if (!current || current.url !== url || current.connectTimeoutMs !== connectTimeoutMs) {
    const previous = current;
    current = createDatabase(url, { connectTimeoutMs });
    void previous?.close().catch(() => undefined);
  }
  return current.db;
}

/** Closes the shared pool (build steps and scripts call it so the process can exit). */
export async function closeSharedDatabase(): Promise<void> {
  const connection = current;
  current = undefined;
  await connection?.close();
}
