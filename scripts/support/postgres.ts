// Starts a throwaway Postgres 15 server for the API and e2e tests and the benches. It lives in
// scripts/support (tools shared by scripts and tests) because scripts never import tests/.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, chmodSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const PG_BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';

export interface TestPostgres {
  url: string;
  stop: () => void;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function ensureInstalled() {
  if (existsSync(join(PG_BIN, 'initdb'))) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('[tests] installing PostgreSQL 15 with apt-get…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql-15'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(join(PG_BIN, 'initdb'))) return;
  }
  throw new Error(
    `PostgreSQL 15 server binaries not found in ${PG_BIN}. Install them (Debian: apt-get install postgresql-15) or set PG_BIN.`,
  );
}

/** As root, Postgres refuses to run: use the postgres system user. */
function asPostgres(command: string, args: string[]) {
  const isRoot = process.getuid?.() === 0;
  const [cmd, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
}

/**
 * A throwaway Postgres. `trackStatements` loads pg_stat_statements (a bench's profile of where the
 * database's time goes; `CREATE EXTENSION pg_stat_statements` then reads it).
 */
export async function startPostgres({ trackStatements = false } = {}): Promise<TestPostgres> {
  ensureInstalled();
  const dir = mkdtempSync(join(tmpdir(), 'thawab-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  const port = await freePort();
  asPostgres(join(PG_BIN, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  asPostgres(join(PG_BIN, 'pg_ctl'), [
    '-D',
    dataDir,
    '-w',
    '-l',
    join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200${trackStatements ? ' -c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=all' : ''}`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        asPostgres(join(PG_BIN, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** One statement on the database at `databaseUrl`, on a connection of its own (tests and benches). */
export async function queryAt<T extends pg.QueryResultRow>(
  databaseUrl: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
