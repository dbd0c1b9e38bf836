// `npm start`: the production-like local run. Starts Netlify's local emulation (functions,
// redirects, headers, Blobs and the Netlify DB emulation persisted under .netlify/db), applies
// migrations, prepares first-run data, builds the site against that database and serves dist/.
//
// Options (environment):  PORT (default 8888) · DATABASE_URL (use this Postgres instead of the
// emulation) · SKIP_BUILD=1 (serve the existing dist/) · HOST (default 127.0.0.1)
import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib';
import { NetlifyDev } from '@netlify/dev';
import { runMigrations } from '../db/migrate.ts';
import { prepareFirstRun } from '../src/server/auth/first-run.ts';
import { requireDatabaseUrl } from '../src/server/db.ts';
import { serverEnv } from '../src/server/env.ts';
import { ADMIN } from '../src/lib/routes.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT || 8888);
const host = process.env.HOST || '127.0.0.1';
const startEnv = serverEnv();
const useExternalDatabase = Boolean(startEnv.DATABASE_URL && !startEnv.NETLIFY_DB_URL);

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: projectRoot, stdio: 'inherit', env: process.env });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
    child.on('error', reject);
  });
}

async function main() {
  const netlify = new NetlifyDev({
    projectRoot,
    // Edge functions would download a Deno runtime; this project has none.
    edgeFunctions: { enabled: false },
    aiGateway: { enabled: false },
    geolocation: { enabled: false },
    database: { enabled: !useExternalDatabase },
    serverAddress: null,
  });
  await netlify.start();
  const databaseLabel = useExternalDatabase ? 'DATABASE_URL' : 'Netlify DB emulation (.netlify/db)';

  await runMigrations(requireDatabaseUrl());
  console.log(`[start] migrations applied to ${databaseLabel}`);
  const firstRun = await prepareFirstRun();

  if (process.env.SKIP_BUILD !== '1') {
    console.log('[start] building the site…');
    await run(process.execPath, [fileURLToPath(new URL('../node_modules/astro/bin/astro.mjs', import.meta.url)), 'build']);
  }

  const notFoundPage = await readFile(new URL('../dist/404.html', import.meta.url)).catch(() => Buffer.from('Not found'));

  const server = createServer(async (req, res) => {
    try {
      const match = await netlify.handleAndIntrospectNodeRequest(req);
      if (match) return await send(req, res, match.response);
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end(notFoundPage);
    } catch (error) {
      console.error('[start] request failed:', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal error');
    }
  });

  server.listen(port, host, () => {
    const url = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;
    console.log(`\n[start] Site ready at ${url}  (database: ${databaseLabel})`);
    console.log(`[start] Staff sign-in: ${url}${ADMIN.dashboard}`);
    for (const line of firstRun.messages) console.log(`[start] ${line}`);
  });

  const stop = async () => {
    server.close();
    await netlify.stop().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

// Netlify's CDN compresses text responses; the emulation does not. Doing it here keeps local
// measurements (npm run bench) honest about what visitors download.
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml|font\/ttf)/;

function pickEncoding(req: IncomingMessage, response: Response): 'br' | 'gzip' | null {
  if (!response.body || response.headers.has('content-encoding')) return null;
  if (!COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) return null;
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

async function send(req: IncomingMessage, res: ServerResponse, response: Response) {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key === 'set-cookie') return;
    headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  const encoding = pickEncoding(req, response);
  if (encoding) {
    headers['content-encoding'] = encoding;
    headers['vary'] = headers['vary'] ? `${headers['vary']}, Accept-Encoding` : 'Accept-Encoding';
    delete headers['content-length'];
  }
  res.writeHead(response.status, response.statusText, headers);
  if (!response.body) return void res.end();
  const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
  if (!encoding) return void body.pipe(res);
  const compressor =
    encoding === 'br' ? createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip({ level: 6 });
  body.pipe(compressor).pipe(res);
}

main().catch((error: unknown) => {
  console.error('[start] failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
