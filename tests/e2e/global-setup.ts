// Starts a real Postgres and the production-like server (`scripts/start.ts`) against it, exactly as
// `npm start` runs, on E2E_PORT, with its own state folder (.netlify/e2e).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '../../scripts/support/postgres.ts';
import { E2E_STATE_DIR, E2E_STATE_FILE } from './support/state.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.E2E_PORT || 8899);

function waitForReady(child: ChildProcess, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start in time')), timeoutMs);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      process.stdout.write(text.replace(/^/gm, '[server] '));
      if (text.includes('Site ready at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk.toString().replace(/^/gm, '[server] ')));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}`));
    });
  });
}

export default async function globalSetup() {
  const postgres = await startPostgres();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: postgres.url,
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    // Builds, deploys and caches of its own: `npm start` may run in this checkout meanwhile.
    START_STATE_DIR: E2E_STATE_DIR,
    E2E: '1',
  };
  delete env.NETLIFY_DB_URL;
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  await waitForReady(server, 240_000);
  mkdirSync(E2E_STATE_DIR, { recursive: true });
  writeFileSync(E2E_STATE_FILE, JSON.stringify({ databaseUrl: postgres.url }));

  return async () => {
    if (server.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
    postgres.stop();
  };
}
