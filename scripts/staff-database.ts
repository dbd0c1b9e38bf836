// The database the staff commands (staff:create, staff:disable) work on, and how they report errors.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runMigrations } from '../db/migrate.ts';
import { StaffInputError } from '../src/server/auth/accounts.ts';
import { closeDb, databaseConfigured, requireDatabaseUrl } from '../src/server/db.ts';
import { EmbeddedDatabase } from './local-netlify/embedded-database.ts';

/**
 * Runs `work` against NETLIFY_DB_URL or DATABASE_URL, or else against the embedded database that
 * `npm start` uses (.netlify/db, or START_DB_DIR), started here. Stop `npm start` first: two
 * processes must not open the embedded database's files at once.
 */
export async function withStaffDatabase(work: () => Promise<void>): Promise<void> {
  let stopEmbedded = async () => undefined as void;
  if (!databaseConfigured()) {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const embedded = new EmbeddedDatabase({
      directory: resolve(root, process.env.START_DB_DIR || '.netlify/db'),
      log: (line) => console.warn(line),
    });
    process.env.NETLIFY_DB_URL = await embedded.start();
    stopEmbedded = () => embedded.stop();
  }
  try {
    await runMigrations(requireDatabaseUrl());
    await work();
  } finally {
    await closeDb().catch(() => undefined);
    await stopEmbedded();
  }
}

/** Prints a StaffInputError as it is (it is meant for the person at the terminal) and exits 1. */
export function reportAndExit(command: string) {
  return (error: unknown) => {
    console.error(
      error instanceof StaffInputError
        ? error.message
        : `${command} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  };
}
