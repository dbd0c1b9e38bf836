// Starts a real Postgres and the production-like server (`scripts/start.ts`) against it, exactly as
// `npm start` runs, on E2E_PORT, with its own state folder (.netlify/e2e). The App Store is on, as
// a deploy configures it (decision 0062), with one difference: the root certificate is a test root
// made here (tests/support/apple-signing.ts), never Apple's, shipped as a file the way the README
// advises (APPLE_ROOT_CERTIFICATES_PATH); its keys go to the state file so the specs sign
// notifications with a chain from it and the server's verifier runs its real code path.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startPostgres } from '../../scripts/support/postgres.ts';
import { startProductionLikeServer } from '../../scripts/support/production-like-server.ts';
import { APP_APPLE_ID, BUNDLE_ID, testAppStore } from '../support/apple-signing.ts';
import { E2E_STATE_DIR, E2E_STATE_FILE, type E2eState } from './support/state.ts';

const port = Number(process.env.E2E_PORT || 8899);

export default async function globalSetup() {
  mkdirSync(E2E_STATE_DIR, { recursive: true });
  const appStore = testAppStore();
  const rootFile = join(E2E_STATE_DIR, 'apple-test-root.pem');
  writeFileSync(rootFile, appStore.rootPem);
  const postgres = await startPostgres();
  const server = await startProductionLikeServer({
    port,
    databaseUrl: postgres.url,
    // Builds, deploys and caches of its own: `npm start` may run in this checkout meanwhile.
    stateDir: E2E_STATE_DIR,
    // The pages the specs check are the first build's; rebuilding on publish has its own server
    // and spec (local-rebuild.spec.ts).
    env: {
      LOCAL_REBUILDS: '0',
      APPLE_BUNDLE_ID: BUNDLE_ID,
      APPLE_APP_APPLE_ID: String(APP_APPLE_ID),
      APPLE_ENVIRONMENT: 'Production',
      APPLE_ROOT_CERTIFICATES: '',
      APPLE_ROOT_CERTIFICATES_PATH: rootFile,
      // No network here for Apple's OCSP responder (the API tests turn it off too).
      APPLE_ONLINE_CHECKS: 'false',
    },
  });
  writeFileSync(
    E2E_STATE_FILE,
    JSON.stringify({ databaseUrl: postgres.url, appStore: appStore.keys } satisfies E2eState),
  );

  return async () => {
    server.stop();
    postgres.stop();
  };
}
