// `npm run bench:live`: a live recitation at scale (decision 0065), in-process against a throwaway
// Postgres (scripts/support/postgres.ts, as the API tests use).
//
// 1. BENCH_LISTENERS (default 10,000) app users join a live session at a rate of BENCH_JOINS_PER_MINUTE
//    (default 1,000) compressed: the joins are real PUT /presence calls, BENCH_CONCURRENCY at a time;
//    p50/p95 of a join, and of a heartbeat once all are in.
// 2. The public state behind a 2 s CDN cache: a simulated minute in which every listener polls the state
//    every BENCH_POLL_SECONDS (default 5) and heartbeats every 30 s, at random offsets, in 2 locales,
//    through one edge whose cache keeps an answer 2 s (stale served while one refresh runs). It counts
//    the function invocations per second that reach the origin (heartbeats are never cached), then
//    measures an uncached state answer (p50/p95) with every listener active and 50 dedications.
// A benchmark: it prints figures; it exits 1 when a call fails.
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from '@netlify/functions';
import pg from 'pg';
import { runMigrations } from '../db/migrate.ts';
import { HEARTBEAT_SECONDS, STATE_CDN_SECONDS } from '../src/lib/live.ts';
import { API } from '../src/lib/routes.ts';
import { closeDb } from '../src/server/db.ts';
import { startPostgres } from './support/postgres.ts';

const LISTENERS = Number(process.env.BENCH_LISTENERS || 10_000);
const JOINS_PER_MINUTE = Number(process.env.BENCH_JOINS_PER_MINUTE || 1_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 20);
const POLL_SECONDS = Number(process.env.BENCH_POLL_SECONDS || 5);
const STATE_SAMPLES = Number(process.env.BENCH_STATE_SAMPLES || 200);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const figures = (ms: number[]) =>
  `p50 ${percentile(ms, 50).toFixed(1)} ms, p95 ${percentile(ms, 95).toFixed(1)} ms, max ${Math.max(...ms).toFixed(1)} ms`;

/** Runs `work` over `items`, `limit` at a time, timing each call. */
async function timed<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const item = items[next++]!;
        const started = performance.now();
        await work(item);
        times.push(performance.now() - started);
      }
    }),
  );
  return times;
}

/**
 * One edge's cache over a simulated minute: each poll at time t for a locale is a hit while the
 * stored answer is younger than STATE_CDN_SECONDS; else the first such poll refreshes it (one origin
 * call) and the others meanwhile get the stale answer (stale-while-revalidate).
 */
function simulateMinute(
  listeners: number,
  locales: number,
): { requests: number; originState: number; heartbeats: number } {
  const seconds = 60;
  let requests = 0;
  let originState = 0;
  let heartbeats = 0;
  const storedAt = new Array<number>(locales).fill(-Infinity);
  const polls: { t: number; locale: number }[] = [];
  for (let i = 0; i < listeners; i++) {
    const offset = Math.random() * POLL_SECONDS;
    for (let t = offset; t < seconds; t += POLL_SECONDS) polls.push({ t, locale: i % locales });
    heartbeats += Math.floor((seconds - Math.random() * HEARTBEAT_SECONDS) / HEARTBEAT_SECONDS) + 1;
  }
  polls.sort((a, b) => a.t - b.t);
  for (const poll of polls) {
    requests++;
    if (poll.t - storedAt[poll.locale]! >= STATE_CDN_SECONDS) {
      storedAt[poll.locale] = poll.t;
      originState++;
    }
  }
  return { requests, originState, heartbeats };
}

async function main(): Promise<boolean> {
  const postgres = await startPostgres();
  const client = new pg.Client({ connectionString: postgres.url });
  try {
    await runMigrations(postgres.url);
    process.env.DATABASE_URL = postgres.url;
    delete process.env.NETLIFY_DB_URL;
    process.env.LISTENER_IP_SECRET = randomBytes(32).toString('hex');
    await client.connect();
    const run = (text: string, values?: unknown[]) => client.query(text, values);
    await run(
      `INSERT INTO users (name, age, location, email, time_zone) SELECT 'Listener ' || g, 30, '', 'listener.' || g || '@example.org', 'UTC'
       FROM generate_series(1, $1::int) g`,
      [LISTENERS],
    );
    const users = (await run(`SELECT id FROM users ORDER BY id`)).rows.map((r: { id: number }) => r.id);
    const tokens = users.map(() => randomBytes(32).toString('base64url'));
    const families = await run(
      `INSERT INTO app_token_families (user_id, created_at) SELECT unnest($1::int[]), now() RETURNING id`,
      [users],
    );
    await run(
      `INSERT INTO app_tokens (token_hash, family_id, kind, created_at, expires_at)
       SELECT h, f, 'access', now(), now() + interval '1 day' FROM unnest($1::text[], $2::int[]) AS t(h, f)`,
      [tokens.map(sha256), families.rows.map((r: { id: number }) => r.id)],
    );
    const timings = Array.from({ length: 30 }, (_, i) => i * 20);
    const session = (
      await run(
        `INSERT INTO live_prayer_sessions (title, surah_name, surah_number, first_ayah, last_ayah, current_ayah, total_ayahs,
           status, is_live, start_time, end_time, started_at, timings_from, ayah_timings)
         VALUES ('Bench', 'Al-Mulk', 67, 1, 30, 1, 30, 'live', TRUE, now(), now() + interval '1 hour', now() - interval '5 minutes',
           now() - interval '5 minutes', $1::jsonb) RETURNING id`,
        [JSON.stringify(timings)],
      )
    ).rows[0].id as number;
    await run(
      `INSERT INTO ayah_dedications (user_id, session_id, recipient_name, dedicator_name, surah_name, surah_number, ayah_number,
         status, is_displayed, approved_at)
       SELECT u, $1, 'Someone ' || u, 'Listener ' || u, 'Al-Mulk', 67, 1 + u % 30, 'approved', TRUE, now() - interval '1 second' * u
       FROM unnest($2::int[]) u`,
      [session, users.slice(0, 200)],
    );

    const presence = (await import('../functions/app-live-session-presence.mts')).default;
    const stateFn = (await import('../functions/live-state.mts')).default;
    const ctx = (i: number) =>
      ({
        ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        params: { id: String(session) },
      }) as unknown as Context;
    const put = async (i: number) => {
      const response = await presence(
        new Request(`http://bench${API.appLiveSessionPresence.path(session)}`, {
          method: 'PUT',
          headers: { Authorization: `Bearer ${tokens[i]}` },
        }),
        ctx(i),
      );
      if (response.status !== 200) throw new Error(`presence answered ${response.status}: ${await response.text()}`);
    };
    const indexes = users.map((_, i) => i);

    const joinStarted = performance.now();
    const joins = await timed(indexes, CONCURRENCY, put);
    const joinSeconds = (performance.now() - joinStarted) / 1000;
    console.log(
      `[bench:live] ${LISTENERS.toLocaleString('en')} joins in ${joinSeconds.toFixed(1)} s (${(LISTENERS / joinSeconds).toFixed(0)}/s, ${CONCURRENCY} at a time; ${JOINS_PER_MINUTE.toLocaleString('en')} a minute is ${(JOINS_PER_MINUTE / 60).toFixed(1)}/s): ${figures(joins)}`,
    );
    const beats = await timed(indexes.slice(0, 2000), CONCURRENCY, put);
    console.log(`[bench:live] heartbeats of listeners already in (2,000): ${figures(beats)}`);

    const minute = simulateMinute(LISTENERS, 2);
    const invocations = (minute.originState + minute.heartbeats) / 60;
    console.log(
      `[bench:live] a simulated minute, ${LISTENERS.toLocaleString('en')} listeners polling every ${POLL_SECONDS} s in 2 locales behind one edge's ${STATE_CDN_SECONDS} s cache: ` +
        `${(minute.requests / 60).toFixed(0)} state requests/s at the CDN, ${(minute.originState / 60).toFixed(2)} state invocations/s at the origin, ` +
        `${(minute.heartbeats / 60).toFixed(0)} heartbeat invocations/s: ${invocations.toFixed(0)} function invocations/s in all`,
    );

    const stateTimes = await timed(
      Array.from({ length: STATE_SAMPLES }, (_, i) => i),
      1,
      async (i) => {
        const locale = i % 2 ? 'id' : 'en';
        const response = await stateFn(new Request(`http://bench${API.liveState.path(session, locale)}`), ctx(0));
        const body = (await response.json()) as { listenerCount: number; dedications: unknown[] };
        if (response.status !== 200) throw new Error(`state answered ${response.status}`);
        if (body.listenerCount !== LISTENERS || body.dedications.length !== 50)
          throw new Error(`state counted ${body.listenerCount} listeners and ${body.dedications.length} dedications`);
      },
    );
    console.log(
      `[bench:live] an uncached state answer with ${LISTENERS.toLocaleString('en')} active listeners and 200 approved dedications (${STATE_SAMPLES}, one at a time): ${figures(stateTimes.slice(10))}`,
    );
    return true;
  } catch (error) {
    console.error('[bench:live] failed:', error);
    return false;
  } finally {
    await client.end().catch(() => undefined);
    await closeDb().catch(() => undefined);
    await postgres.stop();
  }
}

process.exitCode = (await main()) ? 0 : 1;
