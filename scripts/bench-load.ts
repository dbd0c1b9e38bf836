// `npm run bench:load`: the production-like server under concurrent requests, as a visitor and a
// load test meet it, on BOTH databases `npm start` can use: first the default (the embedded
// database, decision 0033), then a throwaway Postgres 15 (what DATABASE_URL gives). Each run starts
// `scripts/start.ts` in a state folder of its own and reports first-call latency after start, 50
// concurrent signups of 10 distinct emails (status counts, stored rows, latency percentiles, error
// lines in the server's log), 20 concurrent staff saves of 20 different posts, and 8 simultaneous
// lookups of a missing post. `BENCH_DATABASES=embedded` (or `postgres`) runs one of the two.
// A benchmark, not a test: it prints figures and exits 0 unless it cannot run.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { API } from '../src/lib/routes.ts';
import { postPayload } from './support/post-payload.ts';
import { startPostgres, type TestPostgres } from './support/postgres.ts';
import { startProductionLikeServer, type ProductionLikeServer } from './support/production-like-server.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_PORT || 8896);
const base = `http://127.0.0.1:${port}`;

async function timed(work: () => Promise<Response>): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await work();
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

const counts = (statuses: number[]) =>
  Object.entries(statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {}))
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ');

const latency = (ms: number[]) =>
  `p50 ${percentile(ms, 50).toFixed(0)} ms, p95 ${percentile(ms, 95).toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms`;

const errorLines = (lines: string[]) => lines.filter((line) => /error|failed|exception|savepoint|aborted/i.test(line));

async function count(databaseUrl: string, text: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(text);
    return Number(rows[0]?.n);
  } finally {
    await client.end();
  }
}

const json = (body: unknown, cookie?: string) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Origin: base, ...(cookie ? { Cookie: cookie } : {}) },
  body: JSON.stringify(body),
});

const draft = (title: string, slug: string) =>
  postPayload({ title, slug, content: `The body of ${title}.`, excerpt: `About ${title}.` });

async function run(label: string, server: ProductionLikeServer) {
  console.log(`\n== ${label} ==`);
  const first = await timed(() => fetch(`${base}${API.quizStats}`));
  const firstWrite = await timed(() => fetch(`${base}${API.waitlist}`, json({ email: 'first-call@example.com' })));
  console.log(
    `first call after start: GET ${API.quizStats} ${first.status} in ${first.ms.toFixed(0)} ms; first POST ${API.waitlist} ${firstWrite.status} in ${firstWrite.ms.toFixed(0)} ms`,
  );

  let logged = server.output.length;
  const signups = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      timed(() => fetch(`${base}${API.waitlist}`, json({ email: `load-${i % 10}@example.com` }))),
    ),
  );
  const stored = await count(server.databaseUrl, "SELECT count(*) AS n FROM launch_signups WHERE email LIKE 'load-%'");
  console.log(
    `50 concurrent POST ${API.waitlist} (10 distinct emails): ${counts(signups.map((s) => s.status))}; rows stored: ${stored} of 10; ${latency(signups.map((s) => s.ms))}; error lines logged: ${errorLines(server.output.slice(logged)).length}`,
  );

  // Staff saves, signed in as the first-run Super Admin with the password the first start printed.
  const password = /created the Super Admin "admin" with the password (\S+)/.exec(server.output.join('\n'))?.[1];
  if (!password) throw new Error('the first start did not print the Super Admin password');
  const login = await fetch(`${base}${API.adminLogin}`, json({ username: 'admin', password }));
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const posts: { id: number; version: number }[] = [];
  for (let i = 0; i < 20; i++) {
    const created = await fetch(`${base}${API.blogPosts}`, json(draft(`Load draft ${i}`, `load-draft-${i}`), cookie));
    posts.push((await created.json()) as { id: number; version: number });
  }
  logged = server.output.length;
  const saves = await Promise.all(
    posts.map(({ id, version }, i) =>
      timed(() =>
        fetch(`${base}${API.blogPostById.path(id)}`, {
          ...json({ ...draft(`Load draft ${i}, saved`, `load-draft-${i}`), version }, cookie),
          method: 'PUT',
        }),
      ),
    ),
  );
  const saved = await count(
    server.databaseUrl,
    "SELECT count(*) AS n FROM blog_posts WHERE slug LIKE 'load-draft-%' AND title LIKE '%, saved'",
  );
  console.log(
    `20 concurrent staff saves of 20 posts: ${counts(saves.map((s) => s.status))}; saved: ${saved} of 20; ${latency(saves.map((s) => s.ms))}; error lines logged: ${errorLines(server.output.slice(logged)).length}`,
  );

  const lookups = await Promise.all(
    Array.from({ length: 8 }, () => timed(() => fetch(`${base}${API.blogPostBySlug.path('no-such-post')}`))),
  );
  console.log(
    `8 simultaneous GET ${API.blogPostBySlug.path('no-such-post')}: ${counts(lookups.map((s) => s.status))}; max ${Math.max(...lookups.map((s) => s.ms)).toFixed(0)} ms`,
  );
}

async function main() {
  const which = (process.env.BENCH_DATABASES || 'embedded,postgres').split(',');
  if (which.includes('embedded')) {
    const stateDir = join(root, '.netlify/bench-load-embedded');
    rmSync(stateDir, { recursive: true, force: true });
    console.log(
      '[bench:load] building and starting the production-like server on the embedded database (the default)…',
    );
    const server = await startProductionLikeServer({
      port,
      databaseUrl: null,
      stateDir,
      env: { LOCAL_REBUILDS: '0' },
      echo: null,
    });
    try {
      await run('npm start default: embedded database (Netlify DB emulation behind the session gate)', server);
    } finally {
      server.stop();
    }
  }
  if (which.includes('postgres')) {
    let postgres: TestPostgres | undefined;
    let server: ProductionLikeServer | undefined;
    try {
      postgres = await startPostgres();
      console.log('\n[bench:load] building and starting the production-like server on a throwaway Postgres 15…');
      server = await startProductionLikeServer({
        port,
        databaseUrl: postgres.url,
        stateDir: join(root, '.netlify/bench-load'),
        env: { LOCAL_REBUILDS: '0' },
        echo: null,
      });
      await run('DATABASE_URL: Postgres 15', server);
    } finally {
      server?.stop();
      postgres?.stop();
    }
  }
}

main().catch((error: unknown) => {
  console.error('[bench:load] failed:', error);
  process.exit(1);
});
