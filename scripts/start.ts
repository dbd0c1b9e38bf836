// `npm start`: the production-like local run. Netlify's local emulation provides the database
// (Netlify DB emulation persisted under .netlify/db) and Blobs; this script applies migrations,
// prepares first-run data, builds the site into a deploy folder of its own and serves it the way
// Netlify serves a deploy: functions (loaded once, kept warm), redirects and headers from
// netlify.toml, scheduled functions on their schedules, and a local build hook that rebuilds in the
// background and swaps the new deploy in atomically.
//
// Options (environment):  PORT (default 8888) · HOST (default 127.0.0.1) · DATABASE_URL (use this
// Postgres instead of the emulation) · START_DB_DIR (the embedded database's folder, default
// .netlify/db) · SKIP_BUILD=1 (serve the last deploy of this state folder) · START_FROM_DEPLOY=<folder>
// (serve a copy of another run's deploy instead of the first build: the e2e specs, tests/e2e/support/state.ts) ·
// START_STATE_DIR (default .netlify/start; the tests use their own) · BUILD_HOOK_URL (a real
// Netlify build hook instead of the local one) · LOCAL_REBUILDS=0 (no local build hook: new posts show
// through the blog's fallback page until the next start)
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { dirname, relative, resolve } from 'node:path';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { NetlifyDev } from '@netlify/dev';
import { runMigrations } from '../db/migrate.ts';
import { EmbeddedDatabase } from './local-netlify/embedded-database.ts';
import { prepareFirstRun } from '../src/server/setup/first-run.ts';
import { requireDatabaseUrl } from '../src/server/db.ts';
import { json } from '../src/server/http.ts';
import { ADMIN } from '../src/lib/routes.ts';
import { preferredLanguage } from '../src/lib/i18n/accept-language.ts';
import { startLocalMail } from './local-netlify/mail-server.ts';
import { storesStatus } from '../src/server/premium/stores-status.ts';
import {
  functionContext,
  invokeFunction,
  loadFunctions,
  matchFunction,
  type LoadedFunction,
} from './local-netlify/functions.ts';
import { send, toRequest } from './local-netlify/node-http.ts';
import { installTestClock } from './local-netlify/test-clock.ts';
import { HTTP_METHODS, resolveRequestTarget, type RequestTarget } from './local-netlify/request-target.ts';
import { startScheduler } from './local-netlify/scheduler.ts';
import { SiteBuilds, type Deploy, type SiteRules } from './local-netlify/site-builds.ts';

interface ResolvedConfig {
  configPath: string | undefined;
  config: { functionsDirectory?: string; redirects: SiteRules['redirects']; headers: SiteRules['headers'] };
}

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT || 8888);
const host = process.env.HOST || '127.0.0.1';
const stateDir = resolve(projectRoot, process.env.START_STATE_DIR || '.netlify/start');
const embeddedDbDir = resolve(projectRoot, process.env.START_DB_DIR || '.netlify/db');
const useExternalDatabase = Boolean(process.env.DATABASE_URL && !process.env.NETLIFY_DB_URL);
const publicOrigin = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
// The local build hook's URL carries a secret: nobody but this run's functions can trigger a rebuild.
const BUILD_HOOK_PATH = `/.netlify/local-build-hook/${randomBytes(16).toString('hex')}`;

/**
 * Hosts this server answers as. Like the platform, which routes only the site's own domains, any
 * other Host header is replaced by the public origin, so no response (a redirect's Location, a
 * function reading request.url) ever reflects a Host that a client made up.
 */
function allowedHosts(): Set<string> {
  const hosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]);
  for (const value of [process.env.SITE_URL]) {
    try {
      if (value) hosts.add(new URL(value).host);
    } catch {
      /* not a URL: ignored */
    }
  }
  return hosts;
}

async function main() {
  // Every link this run writes (mail, the build's canonical and share URLs) opens this server
  // (src/server/site-origin.ts, decision 0058), unless SITE_URL names another address.
  process.env.SITE_URL ||= publicOrigin;
  // The Netlify DB emulation's parts behind a session gate, so concurrent requests' transactions
  // never interleave on its one Postgres session (decision 0033). Started here rather than by
  // NetlifyDev, whose copy has no gate.
  const embedded = useExternalDatabase
    ? undefined
    : new EmbeddedDatabase({ directory: embeddedDbDir, log: (line) => console.warn(line) });
  if (embedded) {
    process.env.NETLIFY_DB_URL = await embedded.start();
    // Its gate runs one transaction at a time, so a burst of requests queues for it: a request
    // waits for a connection up to 30 s instead of 4 s before answering 503 (decision 0053).
    process.env.DATABASE_CONNECT_WAIT_MS ||= '30000';
    console.log(`[start] embedded database at ${process.env.NETLIFY_DB_URL} (psql works; one transaction at a time)`);
  }
  const netlify = new NetlifyDev({
    projectRoot,
    // Functions, static files, redirects and headers are served below from a deploy folder; the
    // emulation provides the database, Blobs and the environment.
    functions: { enabled: false },
    staticFiles: { enabled: false },
    redirects: { enabled: false },
    headers: { enabled: false },
    // Edge functions would download a Deno runtime; this project has none.
    edgeFunctions: { enabled: false },
    aiGateway: { enabled: false },
    geolocation: { enabled: false },
    images: { enabled: false },
    database: { enabled: false },
    serverAddress: null,
  });
  await netlify.start();
  // The emulation resolves netlify.toml as the platform does; its getter is not in the public types.
  const { config, configPath } = await (netlify as unknown as { getConfig(): Promise<ResolvedConfig> }).getConfig();
  const databaseLabel = useExternalDatabase
    ? 'DATABASE_URL'
    : `Netlify DB emulation (${relative(projectRoot, embeddedDbDir) || embeddedDbDir})`;

  await runMigrations(requireDatabaseUrl());
  console.log(`[start] migrations applied to ${databaseLabel}`);
  const firstRun = await prepareFirstRun();

  // LOCAL_REBUILDS=0 turns the local build hook off (the e2e suite's main server, whose tests
  // expect the first build's pages; the rebuild has its own test server).
  const localHook = !process.env.BUILD_HOOK_URL && process.env.LOCAL_REBUILDS !== '0';
  if (localHook) process.env.BUILD_HOOK_URL = `${publicOrigin}${BUILD_HOOK_PATH}`;

  const builds = new SiteBuilds({
    projectRoot,
    stateDir,
    rules: { configPath, redirects: config.redirects, headers: config.headers },
  });
  if (process.env.START_FROM_DEPLOY) {
    await builds.adopt(resolve(process.env.START_FROM_DEPLOY));
  } else if (process.env.SKIP_BUILD === '1' && (await builds.resumeLast())) {
    console.log(`[start] serving the last deploy (${builds.current.id})`);
  } else {
    await builds.buildNow('start');
  }

  // Local mail (decision 0034): unless SMTP_URL is set, a local SMTP server receives every message
  // and staff read it in the local mailbox view (answered below, before the site's routes).
  const localMail = await startLocalMail(stateDir);
  // Unsubscribe links are signed (decision 0036): a local run gets a secret of its own, kept so
  // links in the local mailbox keep working across restarts.
  process.env.UNSUBSCRIBE_SECRET ||= localSecret(resolve(stateDir, 'unsubscribe-secret'));
  if (localMail)
    console.log(
      `[start] mail goes to the local SMTP server ${localMail.smtpUrl}; staff read it at ${publicOrigin}${localMail.mailboxPath}`,
    );

  console.log(`[start] ${storesStatus()}`);

  // Stories that span days move the server's clock through a file (tests only; decision 0043).
  const clockFile = process.env.START_CLOCK_OFFSET_FILE
    ? resolve(projectRoot, process.env.START_CLOCK_OFFSET_FILE)
    : undefined;
  if (installTestClock(clockFile, process.env))
    console.log(`[start] the clock is moved by the offset in ${clockFile} (tests only)`);
  const functions = await loadFunctions(resolve(projectRoot, config.functionsDirectory ?? 'functions'));
  const hosts = allowedHosts();

  // Staff writes must carry one of the site's own origins (src/server/auth/guard.ts compares the
  // Origin header with the configured ones only): here, the hosts this server answers as.
  process.env.ALLOWED_ORIGINS = [process.env.ALLOWED_ORIGINS, ...[...hosts].map((h) => `http://${h}`)]
    .filter(Boolean)
    .join(',');

  const server = createServer(async (req, res) => {
    try {
      const target = resolveRequestTarget(req.method, req.url, req.headers.host, hosts, publicOrigin);
      if (!target.ok) {
        req.resume();
        return void (await send(req, res, await refusal(builds.current, target)));
      }
      const url = target.url;
      if (localHook && url.pathname === BUILD_HOOK_PATH) {
        req.resume();
        if (req.method !== 'POST') return void res.writeHead(405, { Allow: 'POST' }).end();
        builds.requestRebuild(url.searchParams.get('trigger_title') || 'build hook');
        return void res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"rebuild":"queued"}');
      }
      if (localMail?.handles(url)) return void (await send(req, res, await localMail.respond(toRequest(req, url))));
      const response = await respond(req, url, builds.current, functions);
      await send(req, res, withSafeLocation(response, url));
    } catch (error) {
      console.error('[start] request failed:', error);
      if (!res.headersSent)
        res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify({ error: 'Something went wrong on our side. Please try again.' }));
    }
  });

  // Node hands CONNECT to this event, not to the request handler; without it the socket just closes.
  server.on('connect', (_req: IncomingMessage, socket: import('node:stream').Duplex) => {
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${HTTP_METHODS.join(', ')}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
  });

  server.listen(port, host, () => {
    console.log(`\n[start] Site ready at ${publicOrigin}  (database: ${databaseLabel})`);
    console.log(`[start] Staff sign-in: ${publicOrigin}${ADMIN.dashboard}`);
    const rebuilds = localHook
      ? 'through the local build hook'
      : process.env.BUILD_HOOK_URL
        ? 'through BUILD_HOOK_URL'
        : 'never (LOCAL_REBUILDS=0)';
    console.log(
      `[start] ${functions.length} functions loaded once and kept warm; publishing rebuilds the site ${rebuilds}`,
    );
    for (const line of firstRun.messages) console.log(`[start] ${line}`);
  });

  const scheduler = startScheduler(functions, publicOrigin);
  for (const entry of scheduler.entries())
    console.log(`[start] scheduled: ${entry.name} (${entry.schedule}), next ${entry.nextRun.toISOString()}`);

  const stop = async () => {
    scheduler.stop();
    server.close();
    await netlify.stop().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** The answer to a request line the platform would refuse: the 404 page for a path, JSON otherwise. */
async function refusal(deploy: Deploy, target: Extract<RequestTarget, { ok: false }>): Promise<Response> {
  const site = new Request(publicOrigin);
  if (target.status === 404) {
    return withHeaders(
      deploy,
      site,
      new Response(new Uint8Array(deploy.notFoundPage), {
        status: 404,
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      }),
    );
  }
  const body = JSON.stringify({ error: target.error });
  return withHeaders(
    deploy,
    site,
    new Response(body, {
      status: target.status,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...target.headers },
    }),
  );
}

/** Netlify's request chain: a function's own path first, then redirects and rewrites, then files. */
async function respond(
  req: IncomingMessage,
  url: URL,
  deploy: Deploy,
  functions: readonly LoadedFunction[],
): Promise<Response> {
  const ip = req.socket.remoteAddress ?? '127.0.0.1';
  const request = toRequest(req, url);
  const invoke = (match: NonNullable<ReturnType<typeof matchFunction>>) =>
    invokeFunction(match.fn, request, functionContext(request, { ip, params: match.params }));

  const fnMatch = matchFunction(functions, url, request.method);
  if (fnMatch) {
    if (fnMatch.fn.preferStatic) {
      const file = await deploy.staticFiles.match(request);
      if (file) return withHeaders(deploy, request, await file.handle());
    }
    return invoke(fnMatch);
  }

  const redirect = await deploy.redirects.match(withPreferredLanguage(request));
  if (redirect) {
    const rewritten = matchFunction(functions, redirect.target, request.method);
    if (rewritten && !redirect.redirect) return invoke(rewritten);
    let rewrittenToFile = false;
    const response = await deploy.redirects.handle(request, redirect, async (candidate) => {
      const file = await deploy.staticFiles.match(candidate);
      if (file) rewrittenToFile = candidate.url !== request.url;
      return file ? async () => withHeaders(deploy, new Request(redirect.target), await file.handle()) : undefined;
    });
    // A rewrite with a status (`/ar/* /ar/404 404`) answers that status with the target's body, as
    // Netlify does; the handler would answer the file's own 200.
    if (response && rewrittenToFile && !redirect.redirect && redirect.statusCode !== 200) {
      return withHeaders(
        deploy,
        request,
        new Response(response.body, { status: redirect.statusCode, headers: response.headers }),
      );
    }
    if (response) return withHeaders(deploy, request, response);
  }

  const file = await deploy.staticFiles.match(request);
  if (file) return withHeaders(deploy, request, await file.handle());

  if (url.pathname === '/api' || url.pathname.startsWith('/api/') || url.pathname.startsWith('/.netlify/')) {
    return json({ error: 'Not found' }, { status: 404 });
  }
  return withHeaders(
    deploy,
    request,
    new Response(new Uint8Array(deploy.notFoundPage), {
      status: 404,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    }),
  );
}

/**
 * The request as the Language condition of the redirect rules should read it. The emulation's matcher
 * takes the first two letters of Accept-Language whatever their weight, so `ar;q=0` ("not Arabic")
 * went to /ar; this hands it the language the header prefers (src/lib/i18n/accept-language.ts), or
 * none (English, no redirect) when nothing listed is acceptable.
 */
function withPreferredLanguage(request: Request): Request {
  const header = request.headers.get('accept-language');
  if (header === null) return request;
  const headers = new Headers(request.headers);
  const language = preferredLanguage(header);
  if (language) headers.set('accept-language', language);
  else headers.delete('accept-language');
  return new Request(request.url, { method: request.method, headers });
}

/** netlify.toml's [[headers]] apply to every page response, 404s and redirects included. */
async function withHeaders(deploy: Deploy, request: Request, response: Response): Promise<Response> {
  const mutable = new Response(response.body, response);
  await deploy.headers.apply(request, mutable);
  return mutable;
}

/** A Location on this site becomes a path, so a redirect never names a host. */
function withSafeLocation(response: Response, url: URL): Response {
  const location = response.headers.get('location');
  if (!location) return response;
  try {
    const target = new URL(location, url);
    if (target.origin !== url.origin) return response;
    const safe = new Response(response.body, response);
    safe.headers.set('location', `${target.pathname}${target.search}${target.hash}`);
    return safe;
  } catch {
    return response;
  }
}

main().catch((error: unknown) => {
  console.error('[start] failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});

function localSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
