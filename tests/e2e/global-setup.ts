// Starts a real Postgres and the production-like server (`scripts/start.ts`) against it, exactly as
// `npm start` runs, on E2E_PORT, with its own state folder (.netlify/e2e).
import { mkdirSync, writeFileSync } from 'node:fs';
import { startPostgres } from '../../scripts/support/postgres.ts';
import { startProductionLikeServer } from '../../scripts/support/production-like-server.ts';
import { E2E_STATE_DIR, E2E_STATE_FILE } from './support/state.ts';

const port = Number(process.env.E2E_PORT || 8899);

export default async function globalSetup() {
  const postgres = await startPostgres();
  const server = await startProductionLikeServer({
    port,
    databaseUrl: postgres.url,
    // Builds, deploys and caches of its own: `npm start` may run in this checkout meanwhile.
    stateDir: E2E_STATE_DIR,
    // The pages the specs check are the first build's; rebuilding on publish has its own server
    // and spec (local-rebuild.spec.ts).
    env: { LOCAL_REBUILDS: '0' },
  });
  mkdirSync(E2E_STATE_DIR, { recursive: true });
  writeFileSync(E2E_STATE_FILE, JSON.stringify({ databaseUrl: postgres.url }));

  return async () => {
    server.stop();
    postgres.stop();
  };
}
