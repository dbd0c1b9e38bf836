// `npm run bench:app`: the app user's day at scale (decision 0043).
//
// 1. In-process against a throwaway Postgres 15 (scripts/support/postgres.ts, as the API tests use):
//    the seeded catalogue and BENCH_USERS (default 100,000) app users bulk-inserted with SQL, each
//    with a time zone and a history of deeds (completions, their activity items and the roll-ups
//    the triggers keep); then the p50/p95 of GET /api/app/v1/today and of a completion
//    (PUT /api/app/v1/completions/:date/:id) for users picked across the table, each with their own
//    access token. Budgets: today p95 < 30 ms, a completion p95 < 50 ms.
// 2. Through `npm start`'s default path (the embedded database behind its session gate, decision
//    0033): BENCH_CONCURRENT (default 200) users complete a deed at the same moment; every answer
//    must be 200, every completion stored, no error line in the server's log.
// 3. A prayer-time spike, in-process on the same 100,000 users (decision 0065): every one of them
//    completes a deed, BENCH_SPIKE_CONCURRENCY (default 16) at a time; budget: all of them within
//    10 minutes, with no failed answer. BENCH_PARTS=postgres,embedded leaves it out; BENCH_PG_STATS=1
//    prints the statements the database spent its time on (pg_stat_statements).
// A benchmark: it prints figures, and exits 1 when a budget is missed or a request failed.
import { createHash, randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Context } from '@netlify/functions';
import pg from 'pg';
import { runMigrations } from '../db/migrate.ts';
import { localClock } from '../src/lib/deeds.ts';
import { API } from '../src/lib/routes.ts';
import { seedContent } from '../src/server/content/seed.ts';
import { closeDb, getDb } from '../src/server/db.ts';
import { startPostgres } from './support/postgres.ts';
import { startProductionLikeServer } from './support/production-like-server.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const USERS = Number(process.env.BENCH_USERS || 100_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS || 500);
const CONCURRENT = Number(process.env.BENCH_CONCURRENT || 200);
const SPIKE_CONCURRENCY = Number(process.env.BENCH_SPIKE_CONCURRENCY || 16);
const SPIKE_BUDGET_MS = 10 * 60_000;
const PG_STATS = process.env.BENCH_PG_STATS === '1';
const port = Number(process.env.BENCH_PORT || 8897);
const TODAY_BUDGET_MS = 30;
const COMPLETION_BUDGET_MS = 50;
const ZONES = [
  'Asia/Karachi',
  'Europe/London',
  'America/New_York',
  'Asia/Jakarta',
  'Africa/Cairo',
  'Pacific/Kiritimati',
  'Etc/GMT+12',
  'Asia/Riyadh',
];

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const figures = (ms: number[]) =>
  `p50 ${percentile(ms, 50).toFixed(1)} ms, p95 ${percentile(ms, 95).toFixed(1)} ms, max ${Math.max(...ms).toFixed(1)} ms`;

type Run = (text: string, values?: unknown[]) => Promise<pg.QueryResult>;

async function withClient<T>(url: string, work: (run: Run) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work((text, values) => client.query(text, values));
  } finally {
    await client.end();
  }
}

/** Access tokens (valid for a day) for the given users, stored as the sign-in stores them (hashed). */
async function tokensFor(run: Run, userIds: number[]): Promise<Map<number, string>> {
  const tokens = new Map(userIds.map((id) => [id, randomBytes(32).toString('base64url')]));
  const families = await run(
    `INSERT INTO app_token_families (user_id, created_at) SELECT unnest($1::int[]), now() RETURNING id, user_id`,
    [userIds],
  );
  const byUser = new Map(families.rows.map((row: { id: number; user_id: number }) => [row.user_id, row.id]));
  await run(
    `INSERT INTO app_tokens (token_hash, family_id, kind, created_at, expires_at)
     SELECT h, f, 'access', now(), now() + interval '1 day' FROM unnest($1::text[], $2::int[]) AS t(h, f)`,
    [userIds.map((id) => sha256(tokens.get(id)!)), userIds.map((id) => byUser.get(id)!)],
  );
  return tokens;
}

async function inProcess(spike: boolean): Promise<boolean> {
  const postgres = await startPostgres({ trackStatements: PG_STATS });
  try {
    await runMigrations(postgres.url);
    process.env.DATABASE_URL = postgres.url;
    delete process.env.NETLIFY_DB_URL;
    await seedContent(getDb());
    const started = performance.now();
    const { tokens, ids } = await withClient(postgres.url, async (run) => {
      await run(`SET statement_timeout = 0`);
      // Users across time zones, joined over the last year, with a streak.
      await run(
        `INSERT INTO users (name, age, location, email, time_zone, spiritual_level, streak, created_at, last_active_at, is_onboarded)
         SELECT 'Bench User ' || g, 18 + g % 50, 'Somewhere', 'bench.' || g || '@example.org', ($2::text[])[1 + g % array_length($2::text[], 1)],
                'Waking Soul', g % 20, now() - interval '365 days' * (g::float8 / $1), now() - interval '1 hour' * (g % 48), true
         FROM generate_series(1, $1::int) g`,
        [USERS, ZONES],
      );
      // Their history: 2-9 deeds each over the 30 days before today (never today), one task a day
      // each, as completions on the local day with their activity items (the triggers roll them up).
      await run(
        `CREATE TEMP TABLE b_tasks AS SELECT (row_number() OVER (ORDER BY id) - 1)::int AS k, id, xp_value, name FROM thawab_tasks`,
      );
      await run(`CREATE TEMP TABLE b_done AS
        SELECT u.id AS user_id, t.id AS task_id, t.xp_value, t.name, u.time_zone,
               ((now() AT TIME ZONE u.time_zone)::date - (1 + (u.id * 7 + n.k * 3) % 30))::date AS day
        FROM users u CROSS JOIN LATERAL generate_series(1, 2 + u.id % 8) AS n(k)
        JOIN b_tasks t ON t.k = (u.id + n.k) % (SELECT count(*) FROM b_tasks)`);
      await run(
        `INSERT INTO thawab_completions (user_id, task_id, completed_on, time_zone, completed_at, xp)
         SELECT user_id, task_id, day, time_zone, (day + time '12:00') AT TIME ZONE time_zone, xp_value FROM b_done ON CONFLICT DO NOTHING`,
      );
      await run(
        `INSERT INTO user_activity (user_id, type, content, created_at, local_date)
         SELECT user_id, 'thawap_completed', name, (day + time '12:00') AT TIME ZONE time_zone, day FROM b_done`,
      );
      await run(`VACUUM ANALYZE`); // as autovacuum does after a bulk load
      const picked = await run(`SELECT id FROM users ORDER BY id`);
      const all = picked.rows.map((row: { id: number }) => row.id);
      // Users spread over the whole table, each used once per measured call.
      const chosen = Array.from({ length: ITERATIONS + 50 }, (_, i) => all[Math.floor((i * 7919) % all.length)]!);
      return { tokens: await tokensFor(run, chosen), ids: chosen };
    });
    const [counts] = (
      await withClient(postgres.url, (run) =>
        run(`SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM thawab_completions)::int AS completions,
                  (SELECT count(*) FROM user_activity)::int AS activity, (SELECT count(*) FROM activity_user_days)::int AS days`),
      )
    ).rows as { users: number; completions: number; activity: number; days: number }[];
    console.log(
      `[bench:app] ${counts!.users.toLocaleString('en')} users, ${counts!.completions.toLocaleString('en')} completions, ${counts!.activity.toLocaleString('en')} activity items, ${counts!.days.toLocaleString('en')} user-days, made in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const today = (await import('../functions/app-today.mts')).default;
    const completion = (await import('../functions/app-completion.mts')).default;
    const ctx = (params: Record<string, string> = {}) => ({ ip: '127.0.0.1', params }) as unknown as Context;
    const bearer = (id: number) => ({ Authorization: `Bearer ${tokens.get(id)}` });

    const todayTimes: number[] = [];
    const due = new Map<number, { date: string; deed: number }>();
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      const startedAt = performance.now();
      const response = await today(new Request(`http://bench${API.appToday}`, { headers: bearer(id) }), ctx());
      const body = (await response.json()) as { date: string; deeds: { id: number; done: boolean }[] };
      const ms = performance.now() - startedAt;
      if (response.status !== 200) throw new Error(`today answered ${response.status}`);
      if (i >= 50) todayTimes.push(ms); // the first 50 warm up
      const deed = body.deeds.find((d) => !d.done);
      if (deed) due.set(id, { date: body.date, deed: deed.id });
    }
    const completionTimes: number[] = [];
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      const next = due.get(id);
      if (!next) continue;
      const startedAt = performance.now();
      const response = await completion(
        new Request(`http://bench${API.appCompletion.path(next.date, next.deed)}`, {
          method: 'PUT',
          headers: bearer(id),
        }),
        ctx({ date: next.date, thawabId: String(next.deed) }),
      );
      await response.text();
      const ms = performance.now() - startedAt;
      if (response.status !== 200) throw new Error(`a completion answered ${response.status}`);
      if (i >= 50) completionTimes.push(ms);
    }
    const todayOk = percentile(todayTimes, 95) < TODAY_BUDGET_MS;
    const completionOk = percentile(completionTimes, 95) < COMPLETION_BUDGET_MS;
    console.log(
      `GET ${API.appToday} (${todayTimes.length} users): ${figures(todayTimes)} — budget p95 < ${TODAY_BUDGET_MS} ms: ${todayOk ? 'met' : 'MISSED'}`,
    );
    console.log(
      `PUT ${API.appCompletion.pattern} (${completionTimes.length} users): ${figures(completionTimes)} — budget p95 < ${COMPLETION_BUDGET_MS} ms: ${completionOk ? 'met' : 'MISSED'}`,
    );
    const spikeOk = spike ? await prayerTimeSpike(postgres.url, due, completion, ctx) : true;
    return todayOk && completionOk && spikeOk;
  } finally {
    await closeDb();
    postgres.stop();
  }
}

type Handler = (request: Request, context: Context) => Promise<Response>;

/**
 * Every user completes one deed of today (the deed the first measured user had due, one every user
 * may log), SPIKE_CONCURRENCY requests in flight at a time, as after a prayer when everyone logs it.
 */
async function prayerTimeSpike(
  url: string,
  due: Map<number, { date: string; deed: number }>,
  completion: Handler,
  ctx: (params: Record<string, string>) => Context,
): Promise<boolean> {
  const deed = [...due.values()][0]!.deed;
  const users = await withClient(url, async (run) => {
    const rows = (await run(`SELECT id, time_zone FROM users ORDER BY id`)).rows as { id: number; time_zone: string }[];
    const tokens = await tokensFor(
      run,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({ id: row.id, zone: row.time_zone, token: tokens.get(row.id)! }));
  });
  const times: number[] = [];
  const statuses: Record<number, number> = {};
  let next = 0;
  if (PG_STATS) {
    await withClient(url, async (run) => {
      await run('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
      await run('SELECT pg_stat_statements_reset()');
    });
  }
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: SPIKE_CONCURRENCY }, async () => {
      while (next < users.length) {
        const user = users[next++]!;
        const date = localClock(new Date(), user.zone).date;
        const t0 = performance.now();
        const response = await completion(
          new Request(`http://bench${API.appCompletion.path(date, deed)}`, {
            method: 'PUT',
            headers: { Authorization: `Bearer ${user.token}` },
          }),
          ctx({ date, thawabId: String(deed) }),
        );
        await response.text();
        times.push(performance.now() - t0);
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
    }),
  );
  const wall = performance.now() - startedAt;
  if (PG_STATS) {
    // Where the database's time went (time waiting for a row lock counts as the statement's).
    const top = await withClient(url, (run) =>
      run(`SELECT calls, round(total_exec_time)::int AS total_ms, round(mean_exec_time::numeric, 3)::float8 AS mean_ms,
                  left(regexp_replace(query, '\\s+', ' ', 'g'), 140) AS statement
           FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT 20`),
    );
    console.table(top.rows);
  }
  const ok = (statuses[200] ?? 0) === users.length && wall < SPIKE_BUDGET_MS;
  console.log(
    `Prayer-time spike: ${users.length.toLocaleString('en')} users complete a deed, ${SPIKE_CONCURRENCY} at a time: ` +
      `${Object.entries(statuses)
        .map(([s, n]) => `${n} × ${s}`)
        .join(', ')}; ${figures(times)}; all done in ${(wall / 1000).toFixed(1)} s ` +
      `(${Math.round(users.length / (wall / 1000))}/s) — budget: all within ${SPIKE_BUDGET_MS / 60_000} minutes: ${ok ? 'met' : 'MISSED'}`,
  );
  return ok;
}

async function embeddedConcurrency(): Promise<boolean> {
  const stateDir = join(root, '.netlify/bench-app-embedded');
  rmSync(stateDir, { recursive: true, force: true });
  console.log(
    `\n[bench:app] building and starting the production-like server on the embedded database (npm start's default)…`,
  );
  const server = await startProductionLikeServer({
    port,
    databaseUrl: null,
    stateDir,
    env: { LOCAL_REBUILDS: '0' },
    echo: null,
  });
  try {
    const base = server.origin;
    const tokens = await withClient(server.databaseUrl, async (run) => {
      const made = await run(
        `INSERT INTO users (name, age, location, email, time_zone, is_onboarded)
         SELECT 'Concurrent ' || g, 30, '', 'concurrent.' || g || '@example.org', 'UTC', true FROM generate_series(1, $1::int) g RETURNING id`,
        [CONCURRENT],
      );
      return tokensFor(
        run,
        made.rows.map((row: { id: number }) => row.id),
      );
    });
    const [firstId] = [...tokens.keys()];
    const day = (await (
      await fetch(`${base}${API.appToday}`, { headers: { Authorization: `Bearer ${tokens.get(firstId!)}` } })
    ).json()) as { date: string; deeds: { id: number }[] };
    const deed = day.deeds[0]!.id;
    const logged = server.output.length;
    const startedAt = performance.now();
    const answers = await Promise.all(
      [...tokens.entries()].map(async ([, token]) => {
        const t0 = performance.now();
        const response = await fetch(`${base}${API.appCompletion.path(day.date, deed)}`, {
          method: 'PUT',
          headers: { Authorization: `Bearer ${token}` },
        });
        await response.arrayBuffer();
        return { status: response.status, ms: performance.now() - t0 };
      }),
    );
    const wall = performance.now() - startedAt;
    const stored = await withClient(server.databaseUrl, async (run) =>
      Number(
        (
          await run(
            `SELECT count(*) AS n FROM thawab_completions c JOIN users u ON u.id = c.user_id WHERE u.email LIKE 'concurrent.%' AND c.completed_on = $1::date AND c.task_id = $2`,
            [day.date, deed],
          )
        ).rows[0].n,
      ),
    );
    const errors = server.output.slice(logged).filter((line) => /error|failed|exception|aborted/i.test(line));
    const statuses = answers.reduce<Record<number, number>>(
      (acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }),
      {},
    );
    const failed = answers.filter((a) => a.status !== 200).length;
    console.log(
      `${CONCURRENT} concurrent PUT completions (embedded database): ${Object.entries(statuses)
        .map(([s, n]) => `${n} × ${s}`)
        .join(', ')}; stored ${stored} of ${CONCURRENT}; ` +
        `${figures(answers.map((a) => a.ms))}; all done in ${wall.toFixed(0)} ms; errors: ${failed}; error lines logged: ${errors.length}`,
    );
    for (const line of errors.slice(0, 5)) console.log(`  ${line}`);
    return failed === 0 && stored === CONCURRENT && errors.length === 0;
  } finally {
    server.stop();
  }
}

async function main() {
  const which = (process.env.BENCH_PARTS || 'postgres,spike,embedded').split(',');
  let ok = true;
  if (which.includes('postgres')) ok = (await inProcess(which.includes('spike'))) && ok;
  if (which.includes('embedded')) ok = (await embeddedConcurrency()) && ok;
  process.exit(ok ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error('[bench:app] failed:', error);
  process.exit(1);
});
