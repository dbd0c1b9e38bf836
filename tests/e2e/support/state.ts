import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { currentDeployDirectory } from '../../../scripts/local-netlify/site-builds.ts';
import { queryAt } from '../../../scripts/support/postgres.ts';
import { appStoreFromKeys, type TestAppStore, type TestAppStoreKeys } from '../../support/apple-signing.ts';

export { queryAt };

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** The e2e server's own state folder: its deploys and caches never touch those of `npm start`. */
export const E2E_STATE_DIR = join(root, '.netlify/e2e');
export const E2E_STATE_FILE = join(E2E_STATE_DIR, 'state.json');
/** The main server's Astro cache: its encoded images start the cache of every other build of the suite. */
export const E2E_ASTRO_CACHE = join(E2E_STATE_DIR, 'astro-cache');

/** What the global setup wrote for the specs (tests/e2e/global-setup.ts). */
export interface E2eState {
  databaseUrl: string;
  /** The test App Store whose root certificate the e2e server trusts (decision 0062). */
  appStore: TestAppStoreKeys;
}

const readState = () => JSON.parse(readFileSync(E2E_STATE_FILE, 'utf8')) as E2eState;

/** The database the e2e server uses, for assertions on what a user's actions stored. */
export function e2eDatabaseUrl(): string {
  return readState().databaseUrl;
}

/** Signs App Store notifications the e2e server verifies: a chain from the root it was started with. */
export function e2eAppStore(): TestAppStore {
  return appStoreFromKeys(readState().appStore);
}

/** The folder of the deploy the e2e server is serving. */
export function e2eDeployDirectory(): string {
  return currentDeployDirectory(E2E_STATE_DIR);
}
/**
 * The environment of a spec's own server that starts from the same seeded data as the main one: it
 * serves a copy of the main server's first build (scripts/start.ts START_FROM_DEPLOY) instead of
 * building the same site again. Its rebuilds are its own.
 */
export const startFromMainBuild = () => ({ START_FROM_DEPLOY: e2eDeployDirectory() });

export async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  return queryAt(e2eDatabaseUrl(), text, values);
}
