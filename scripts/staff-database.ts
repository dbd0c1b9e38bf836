// The database the staff commands (staff:create, staff:disable) work on, and how they report errors.
import { fileURLToPath } from 'node:url';
import { NetlifyDev } from '@netlify/dev';
import { runMigrations } from '../db/migrate.ts';
import { StaffInputError } from '../src/server/auth/accounts.ts';
import { closeDb, databaseConfigured, requireDatabaseUrl } from '../src/server/db.ts';

/**
 * Runs `work` against NETLIFY_DB_URL or DATABASE_URL, or else against the embedded database that
 * `npm start` uses (.netlify/db), started here with the rest of the emulation off. Stop `npm start`
 * first: two processes must not open the embedded database at once.
 */
export async function withStaffDatabase(work: () => Promise<void>): Promise<void> {
  let stopEmbedded = async () => undefined as void;
  if (!databaseConfigured()) {
    const netlify = new NetlifyDev({
      projectRoot: fileURLToPath(new URL('..', import.meta.url)),
      blobs: { enabled: false },
      edgeFunctions: { enabled: false },
      functions: { enabled: false },
      geolocation: { enabled: false },
      headers: { enabled: false },
      images: { enabled: false },
      redirects: { enabled: false },
      staticFiles: { enabled: false },
      aiGateway: { enabled: false },
      database: { enabled: true },
      serverAddress: null,
    });
    await netlify.start();
    stopEmbedded = () => netlify.stop();
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
    console.error(error instanceof StaffInputError ? error.message : `${command} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  };
}
