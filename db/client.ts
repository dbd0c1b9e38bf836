// The only connection code. Netlify DB (and its local emulation) sets NETLIFY_DB_URL; any other
// Postgres is given as DATABASE_URL. Neon hosts use Neon's serverless driver (WebSocket pool, fine
// for short-lived functions); every other server uses node-postgres.
import { Pool as NeonPool } from '@neondatabase/serverless';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNeon } from 'drizzle-orm/neon-serverless';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export { schema };

/** How long a request may wait for a connection before the API answers 503. */
export const CONNECT_TIMEOUT_MS = 4000;
/**
 * How long one query may run. Client-side, so it also covers a server that accepted the
 * connection and then went quiet; the API answers 503 instead of waiting for the platform's limit.
 */
export const QUERY_TIMEOUT_MS = 4000;

export class DatabaseConfigError extends Error {
  override name = 'DatabaseConfigError';
}

export function databaseUrl(env: Record<string, string | undefined> = process.env): string {
  const url = env.NETLIFY_DB_URL || env.DATABASE_URL;
  if (!url) {
    throw new DatabaseConfigError(
      'No database configured: set NETLIFY_DB_URL (Netlify DB) or DATABASE_URL (any Postgres).',
    );
  }
  return url;
}

export function isNeonHost(url: string): boolean {
  try {
    return new URL(url).hostname.endsWith('.neon.tech');
  } catch {
    return false;
  }
}

interface Connection {
  url: string;
  db: Database;
  close: () => Promise<void>;
}

let current: Connection | undefined;

/** `queryTimeoutMs: 0` lifts the query limit, for migrations and bulk scripts. */
export function createDatabase(url: string, { queryTimeoutMs = QUERY_TIMEOUT_MS }: { queryTimeoutMs?: number } = {}): Connection {
  const query_timeout = queryTimeoutMs > 0 ? queryTimeoutMs : undefined;
  if (isNeonHost(url)) {
    const pool = new NeonPool({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, query_timeout });
    pool.on('error', (error: Error) => console.error('[db] idle Neon client error:', error.message));
    return { url, db: drizzleNeon({ client: pool, schema }) as unknown as Database, close: () => pool.end() };
  }
  const pool = new pg.Pool({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout,
    // Functions are short-lived; a few connections per instance is plenty and kind to the server.
    max: 5,
    idleTimeoutMillis: 10_000,
  });
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));
  return { url, db: drizzlePg({ client: pool, schema }), close: () => pool.end() };
}

/** The shared database for this process, created on first use from the environment. */
export function getDb(): Database {
  const url = databaseUrl();
  if (!current || current.url !== url) {
    const previous = current;
    current = createDatabase(url);
    void previous?.close().catch(() => undefined);
  }
  return current.db;
}

export async function closeDb(): Promise<void> {
  const connection = current;
  current = undefined;
  await connection?.close();
}
