// The database as the rest of the server sees it: the shared connection for the configured URL
// (from the environment module). Functions, pages and scripts reach the database through here;
// db/client.ts holds the connection code and never reads the environment itself.
import { closeSharedDatabase, sharedDatabase, type Database, type Executor, type Tx } from '../../db/client.ts';
import { configuredDatabaseUrl, serverEnv } from './env.ts';

export type { Database, Executor, Tx };

export class DatabaseConfigError extends Error {
  override name = 'DatabaseConfigError';
}

/** The configured connection string; throws DatabaseConfigError (the API answers 503) when none is set. */
export function requireDatabaseUrl(): string {
  const url = configuredDatabaseUrl();
  if (!url) {
    throw new DatabaseConfigError(
      'No database configured: set NETLIFY_DB_URL (Netlify DB) or DATABASE_URL (any Postgres).',
    );
  }
  return url;
}

/** True when a database is configured (the build falls back to the built-in posts otherwise). */
export function databaseConfigured(): boolean {
  return configuredDatabaseUrl() !== undefined;
}

/** The shared database of this process, for the configured URL (and connection wait). */
export function getDb(): Database {
  const env = serverEnv();
  const url = configuredDatabaseUrl(env);
  if (!url)
    throw new DatabaseConfigError(
      'No database configured: set NETLIFY_DB_URL (Netlify DB) or DATABASE_URL (any Postgres).',
    );
  return sharedDatabase(url, env.DATABASE_CONNECT_WAIT_MS);
}

/** Closes the shared pool so a build step or script can exit promptly. */
export const closeDb = closeSharedDatabase;
