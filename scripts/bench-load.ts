// `npm run bench:load`: the production-like server under concurrent requests, as a visitor and a
// load test meet it. Starts `scripts/start.ts` against a throwaway Postgres (its own state folder),
// then reports first-call latency after start, 50 concurrent signups of 10 distinct emails (status
// counts, stored rows, latency percentiles) and 8 simultaneous lookups of a missing post.
// A benchmark, not a test: it prints figures and exits 0 unless it cannot run.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { API } from '../src/lib/routes.ts';
import { startPostgres } from './support/postgres.ts';
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

async function main() {
  const postgres = await startPostgres();
  let server: ProductionLikeServer | undefined;
  try {
    console.log('[bench:load] building and starting the production-like server…');
    server = await startProductionLikeServer({ port, databaseUrl: postgres.url, stateDir: join(root, '.netlify/bench-load'), echo: null });

    const first = await timed(() => fetch(`${base}${API.quizStats}`));
    const firstWrite = await timed(() =>
      fetch(`${base}${API.waitlist}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'first-call@example.com' }) }),
    );
    console.log(`first call after start: GET ${API.quizStats} ${first.status} in ${first.ms.toFixed(0)} ms; first POST ${API.waitlist} ${firstWrite.status} in ${firstWrite.ms.toFixed(0)} ms`);

    const signups = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        timed(() =>
          fetch(`${base}${API.waitlist}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: `load-${i % 10}@example.com` }) }),
        ),
      ),
    );
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    const { rows } = await client.query<{ n: string }>("SELECT count(*) AS n FROM launch_signups WHERE email LIKE 'load-%'");
    await client.end();
    const ms = signups.map((s) => s.ms);
    console.log(`50 concurrent POST ${API.waitlist} (10 distinct emails): ${counts(signups.map((s) => s.status))}; rows stored: ${rows[0]?.n}; p50 ${percentile(ms, 50).toFixed(0)} ms, p95 ${percentile(ms, 95).toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms`);

    const lookups = await Promise.all(Array.from({ length: 8 }, () => timed(() => fetch(`${base}${API.blogPostBySlug.path('no-such-post')}`))));
    console.log(`8 simultaneous GET ${API.blogPostBySlug.path('no-such-post')}: ${counts(lookups.map((s) => s.status))}; max ${Math.max(...lookups.map((s) => s.ms)).toFixed(0)} ms`);
  } finally {
    server?.stop();
    postgres.stop();
  }
}

main().catch((error: unknown) => {
  console.error('[bench:load] failed:', error);
  process.exit(1);
});
