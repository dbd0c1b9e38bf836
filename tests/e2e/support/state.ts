import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

// One file per port: engineers on one machine run their e2e suites side by side.
export const E2E_STATE_FILE = join(tmpdir(), `thawab-e2e-state-${process.env.E2E_PORT || 8899}.json`);

/** The database the e2e server uses, for assertions on what a user's actions stored. */
export function e2eDatabaseUrl(): string {
  return (JSON.parse(readFileSync(E2E_STATE_FILE, 'utf8')) as { databaseUrl: string }).databaseUrl;
}

export async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
