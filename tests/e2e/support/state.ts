import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { currentDeployDirectory } from '../../../scripts/local-netlify/site-builds.ts';
import { queryAt } from '../../../scripts/support/postgres.ts';

export { queryAt };

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** The e2e server's own state folder: its deploys and caches never touch those of `npm start`. */
export const E2E_STATE_DIR = join(root, '.netlify/e2e');
export const E2E_STATE_FILE = join(E2E_STATE_DIR, 'state.json');

/** The database the e2e server uses, for assertions on what a user's actions stored. */
export function e2eDatabaseUrl(): string {
  return (JSON.parse(readFileSync(E2E_STATE_FILE, 'utf8')) as { databaseUrl: string }).databaseUrl;
}

/** The folder of the deploy the e2e server is serving. */
export function e2eDeployDirectory(): string {
  return currentDeployDirectory(E2E_STATE_DIR);
}
export async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  return queryAt(e2eDatabaseUrl(), text, values);
}
