// Starts `scripts/start.ts` (the production-like server) in its own process group against a given
// database, with its own state folder, and resolves once it serves. Shared by the e2e setup, the
// e2e specs that need a server of their own, and the benches.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedImageCache } from './astro-build.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ProductionLikeServer {
  origin: string;
  /** The database the server uses: the given one, or the embedded one's (through its session gate). */
  databaseUrl: string;
  /** Every line the server has printed so far (stdout and stderr). */
  output: string[];
  stop: () => void;
}

export interface ServerOptions {
  port: number;
  /** A Postgres to use, or null for the default of `npm start`: the embedded database, kept in `<stateDir>/db`. */
  databaseUrl: string | null;
  /** The run's state folder (its deploys and caches), e.g. `.netlify/e2e`. */
  stateDir: string;
  env?: Record<string, string>;
  /** Another run's Astro cache folder whose encoded images this run's first build starts with. */
  imageCacheFrom?: string;
  /** Prefix for the server's output lines (they are echoed), or null to keep it quiet. */
  echo?: string | null;
  timeoutMs?: number;
}

export function startProductionLikeServer({
  port,
  databaseUrl,
  stateDir,
  env = {},
  imageCacheFrom,
  echo = '[server] ',
  // SERVER_START_TIMEOUT_MS: the build comes first, and on a loaded shared machine takes longer.
  timeoutMs = Number(process.env.SERVER_START_TIMEOUT_MS || 240_000),
}: ServerOptions): Promise<ProductionLikeServer> {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    START_STATE_DIR: stateDir,
    ...env,
  };
  delete childEnv.NETLIFY_DB_URL;
  if (databaseUrl) childEnv.DATABASE_URL = databaseUrl;
  else {
    delete childEnv.DATABASE_URL;
    childEnv.START_DB_DIR = `${stateDir}/db`;
  }
  // scripts/local-netlify/site-builds.ts keeps a run's Astro cache in <stateDir>/astro-cache.
  if (imageCacheFrom) seedImageCache(resolve(root, stateDir, 'astro-cache'), imageCacheFrom);
  const output: string[] = [];
  let usedDatabaseUrl = databaseUrl ?? '';
  // Mail goes to the server's own local SMTP server (scripts/local-netlify/mail-server.ts, kept in
  // <stateDir>/mail), never to a provider named in the caller's environment.
  if (!env.SMTP_URL) delete childEnv.SMTP_URL;
  // Like a plain `npm start`: the server names its own address (SITE_URL) for every link it writes
  // (decision 0058), unless the caller pins one.
  if (!env.SITE_URL) delete childEnv.SITE_URL;
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const stop = () => {
    if (!child.pid) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  return new Promise<ProductionLikeServer>((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error('server did not start in time'));
    }, timeoutMs);
    const print = (chunk: Buffer, stream: NodeJS.WriteStream) => {
      output.push(...chunk.toString().split('\n').filter(Boolean));
      if (echo !== null) stream.write(chunk.toString().replace(/^/gm, echo));
    };
    child.stdout?.on('data', (chunk: Buffer) => {
      print(chunk, process.stdout);
      const text = chunk.toString();
      usedDatabaseUrl ||= /embedded database at (postgres:\/\/\S+)/.exec(text)?.[1] ?? '';
      if (text.includes('Site ready at')) {
        clearTimeout(timer);
        resolve({ origin: `http://127.0.0.1:${port}`, databaseUrl: usedDatabaseUrl, output, stop });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => print(chunk, process.stderr));
    child.on('exit', (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}`));
    });
  });
}
