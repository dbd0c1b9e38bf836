// `npm run bench:analytics`: a busy launch month (1,000,000 events) in a throwaway Postgres 15,
// then every chart endpoint's latency in-process (target p95 < 300 ms) and the event ingest's
// (target p95 < 20 ms). Events are bulk-inserted with generate_series and counted into the daily
// roll-up with the same SQL the ingest's recount uses (rebuildRollup); Premium Conversion reads the
// sample's waitlist sign-ups. The app-user views (User
// Engagement, Thawab Metrics, Badge Analytics, Circle Activity) read the db:sample community
// (100,000 users with their activity, thawab completions and earned badges), timed for every
// period × segment. Options: BENCH_EVENTS (default 1,000,000), BENCH_USERS (default 100,000),
// BENCH_RUNS (default 40 per endpoint), BENCH_DEEDS_RUNS (default 15 per period × segment),
// BENCH_INGEST (default 1,000 events), BENCH_LOCALES=0 (events without page locales, decision 0053).
import type { Context } from '@netlify/functions';
import { sql } from 'drizzle-orm';
import { createDatabase } from '../db/client.ts';
import { closeDb, getDb } from '../src/server/db.ts';
import { runMigrations } from '../db/migrate.ts';
import events from '../functions/analytics-events.mts';
import blog from '../functions/admin-analytics-blog.mts';
import exportCsv from '../functions/admin-analytics-export.mts';
import funnel from '../functions/admin-analytics-funnel.mts';
import premiumView from '../functions/admin-analytics-premium.mts';
import badgesView from '../functions/admin-analytics-badges.mts';
import thawabsView from '../functions/admin-analytics-thawabs.mts';
import adminBadges from '../functions/admin-badges.mts';
import { seedContent } from '../src/server/content/seed.ts';
import { generateSampleDeeds } from '../src/server/sample/deeds.ts';
import { generateSampleCommunity } from '../src/server/sample/community.ts';
import { refreshAllDeedsSummaries } from '../src/server/repositories/analytics-deeds.ts';
import engagement from '../functions/admin-analytics-engagement.mts';
import circles from '../functions/admin-analytics-circles.mts';
import { addDays, isoDay, PERIODS, SEGMENTS } from '../src/lib/analytics/periods.ts';
import { API } from '../src/lib/routes.ts';
import { createStaffAccount } from '../src/server/auth/accounts.ts';
import { createSession, SESSION_COOKIE } from '../src/server/auth/session.ts';
import { rebuildRollup } from '../src/server/repositories/analytics.ts';
import { startPostgres } from './support/postgres.ts';

const EVENTS = Number(process.env.BENCH_EVENTS || 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS || 40);
const INGEST = Number(process.env.BENCH_INGEST || 1000);
const USERS = Number(process.env.BENCH_USERS || 100_000);
const DEEDS_RUNS = Number(process.env.BENCH_DEEDS_RUNS || 15);
/** BENCH_LOCALES=0 seeds no page locales: the roll-up as it was before decision 0053, to compare. */
const LOCALES = process.env.BENCH_LOCALES !== '0';
const ORIGIN = 'http://localhost:8888';
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

type Handler = (request: Request, context: Context) => Promise<Response>;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function time(label: string, runs: number, once: (i: number) => Promise<void>) {
  await once(-1); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await once(i);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { label, p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples.at(-1)! };
}

/** 1,000,000 events over the last 30 days, with a realistic mix of types, sources and questions. */
async function seed(url: string) {
  const { db, close } = createDatabase(url, { queryTimeoutMs: 0 });
  const today = isoDay(new Date());
  const from = addDays(today, -29);
  const started = performance.now();
  await db.execute(sql`
    INSERT INTO analytics_events (occurred_at, day, type, source, path, quiz, question_id, position, score_band, waitlist_source, slug, locale)
    SELECT ts, ts::date, t.type, s.source,
      CASE WHEN t.type = 'page_view' THEN (ARRAY['/', '/test', '/spiritual-quiz', '/landingpage'])[1 + (g % 4)] END,
      CASE WHEN t.type IN ('quiz_started', 'question_answered', 'quiz_completed') THEN q.quiz END,
      CASE WHEN t.type = 'question_answered' THEN q.prefix || lpad((1 + (g / 7) % 40)::text, 2, '0') END,
      CASE WHEN t.type = 'question_answered' THEN 1 + (g / 3) % q.len END,
      CASE WHEN t.type = 'quiz_completed' THEN (ARRAY['0-9', '10-19', '20-29', '30-39', '40-50'])[1 + (g % 5)] END,
      CASE WHEN t.type = 'waitlist_joined' THEN (ARRAY['self_assessment', 'spiritual_quiz'])[1 + (g % 2)] END,
      CASE WHEN t.type = 'blog_read' THEN 'post-' || (1 + (g / 11) % 300) END,
      -- Page locales (decision 0053): half English, the rest spread over the seven other locales.
      CASE WHEN NOT ${LOCALES} OR t.type IN ('blog_read', 'referral_converted') THEN NULL
           ELSE (ARRAY['en', 'en', 'en', 'en', 'en', 'en', 'en', 'en', 'en', 'en', 'ar', 'ar', 'ar', 'ur', 'ur', 'id', 'bn', 'tr', 'ms', 'fr'])[1 + (g / 17) % 20] END
    FROM generate_series(1, ${EVENTS}) AS g
    CROSS JOIN LATERAL (SELECT ${from}::timestamptz + ((g::float8 / ${EVENTS}) * interval '30 days') AS ts) AS time
    CROSS JOIN LATERAL (SELECT CASE
        WHEN g % 200 < 70 THEN 'page_view' WHEN g % 200 < 94 THEN 'quiz_started' WHEN g % 200 < 174 THEN 'question_answered'
        WHEN g % 200 < 186 THEN 'quiz_completed' WHEN g % 200 < 192 THEN 'waitlist_joined' WHEN g % 200 < 195 THEN 'referral_opened'
        WHEN g % 200 < 196 THEN 'referral_converted' ELSE 'blog_read' END AS type) AS t
    CROSS JOIN LATERAL (SELECT (ARRAY['direct', 'direct', 'direct', 'referral', 'google.com', 'instagram.com', 'facebook.com', 'newsletter', 't.co', 'bing.com'])[1 + (g / 13) % 10] AS source) AS s
    CROSS JOIN LATERAL (SELECT CASE WHEN g % 3 = 0 THEN 'knowledge' ELSE 'self' END AS quiz,
                               CASE WHEN g % 3 = 0 THEN 'k-' ELSE 's-' END AS prefix,
                               CASE WHEN g % 3 = 0 THEN 10 ELSE 7 END AS len) AS q`);
  const inserted = performance.now();
  await rebuildRollup(db, from, today);
  // Visits: about 60% of page views are a visitor's first of the day (their hashes are not kept).
  await db.execute(sql`
    INSERT INTO analytics_daily (day, metric, source, dim, locale, count)
    SELECT day, 'visit', source, '', locale, (sum(count) * 0.6)::int FROM analytics_daily WHERE metric = 'page_view' GROUP BY day, source, locale`);
  // Today's visitor hashes, as a busy day leaves them.
  await db.execute(
    sql`INSERT INTO analytics_visitors (day, visitor_hash) SELECT ${today}, md5(g::text) || md5((g + 1)::text) FROM generate_series(1, 30000) g`,
  );
  await db.execute(sql`ANALYZE`);
  const [{ n }] = (
    (await db.execute(sql`SELECT count(*)::int AS n FROM analytics_daily`)) as unknown as { rows: { n: number }[] }
  ).rows as [{ n: number }];
  await close();
  console.log(
    `seeded ${EVENTS.toLocaleString('en-US')} events in ${((inserted - started) / 1000).toFixed(1)} s; roll-up rebuilt in ${((performance.now() - inserted) / 1000).toFixed(1)} s (${n.toLocaleString('en-US')} roll-up rows)`,
  );
}

/** The db:sample community with its thawab completions and earned badges. */
async function seedPeople(url: string) {
  const { db, close } = createDatabase(url, { queryTimeoutMs: 0 });
  const started = performance.now();
  await seedContent(db);
  const people = await generateSampleCommunity(db, { users: USERS });
  const deeds = await generateSampleDeeds(db);
  if (!deeds) throw new Error('No sample deeds were generated');
  await db.execute(sql`ANALYZE`);
  await close();
  console.log(
    `seeded ${people.users.toLocaleString('en-US')} users, ${deeds.thawabCompletions.toLocaleString('en-US')} thawab completions and ${deeds.userBadges.toLocaleString('en-US')} earned badges in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  // What the scheduled refresh (every 10 minutes) does: all 16 period × segment summaries.
  const refreshed = performance.now();
  const { db: bulk, close: closeBulk } = createDatabase(url, { queryTimeoutMs: 0 });
  const views = await refreshAllDeedsSummaries(bulk);
  await closeBulk();
  console.log(
    `scheduled refresh of the thawab and badge summaries: ${views} views in ${((performance.now() - refreshed) / 1000).toFixed(1)} s`,
  );
}

async function main() {
  const postgres = await startPostgres();
  try {
    await runMigrations(postgres.url);
    await seed(postgres.url);
    await seedPeople(postgres.url);
    process.env.DATABASE_URL = postgres.url;
    delete process.env.NETLIFY_DB_URL;
    // The beacon's writes must come from the site (requireSameOrigin): the bench's requests name it.
    process.env.SITE_URL = ORIGIN;
    const db = getDb();
    const staff = await createStaffAccount(db, {
      username: 'bench',
      displayName: 'Bench',
      role: 'Super Admin',
      password: 'a long bench password',
    });
    const cookie = `${SESSION_COOKIE}=${(await createSession(db, staff.id)).token}`;
    const ctx = { ip: '203.0.113.1', params: {} } as unknown as Context;
    const get = (handler: Handler, path: string) => async () => {
      const response = await handler(new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } }), ctx);
      if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
    };

    const results = [];
    for (const period of PERIODS)
      results.push(await time(`GET funnel ${period}`, RUNS, get(funnel, API.analyticsFunnel.path({ period }))));
    // One page language (decision 0053): Arabic, about 15% of the events.
    for (const period of PERIODS)
      results.push(
        await time(
          `GET funnel ${period} language=ar`,
          RUNS,
          get(funnel, API.analyticsFunnel.path({ period, language: 'ar' })),
        ),
      );
    for (const period of PERIODS)
      results.push(await time(`GET blog ${period}`, RUNS, get(blog, API.analyticsBlog.path({ period }))));
    // Premium Conversion (decision 0062) over the sample's waitlist sign-ups.
    for (const period of PERIODS)
      results.push(await time(`GET premium ${period}`, RUNS, get(premiumView, API.analyticsPremium.path({ period }))));
    for (const period of PERIODS) {
      for (const segment of SEGMENTS) {
        results.push(
          await time(
            `GET engagement ${period} ${segment}`,
            DEEDS_RUNS,
            get(engagement, API.analyticsEngagement.path({ period, segment })),
          ),
        );
        results.push(
          await time(
            `GET circles ${period} ${segment}`,
            DEEDS_RUNS,
            get(circles, API.analyticsCircles.path({ period, segment })),
          ),
        );
        results.push(
          await time(
            `GET thawabs ${period} ${segment}`,
            DEEDS_RUNS,
            get(thawabsView, API.analyticsThawabs.path({ period, segment })),
          ),
        );
        results.push(
          await time(
            `GET badges ${period} ${segment}`,
            DEEDS_RUNS,
            get(badgesView, API.analyticsBadges.path({ period, segment })),
          ),
        );
      }
    }
    // The Badges tab's Earned By is counted live from user_badges on every list.
    results.push(await time('GET badges tab (Earned By)', RUNS, get(adminBadges, API.adminBadges.path())));
    results.push(
      await time(
        'GET export.csv engagement 30d',
        RUNS,
        get(exportCsv, API.analyticsExport.path({ period: '30d', segment: 'all', view: 'engagement' })),
      ),
    );
    results.push(
      await time(
        'GET export.csv thawabs 30d',
        RUNS,
        get(exportCsv, API.analyticsExport.path({ period: '30d', view: 'thawabs' })),
      ),
    );
    results.push(
      await time(
        'GET export.csv badges 30d',
        RUNS,
        get(exportCsv, API.analyticsExport.path({ period: '30d', view: 'badges' })),
      ),
    );
    results.push(
      await time(
        'GET export.csv funnel 30d',
        RUNS,
        get(exportCsv, API.analyticsExport.path({ period: '30d', view: 'funnel' })),
      ),
    );
    results.push(
      await time(
        'GET export.csv funnel 30d ar',
        RUNS,
        get(exportCsv, API.analyticsExport.path({ period: '30d', view: 'funnel', language: 'ar' })),
      ),
    );
    results.push(
      await time(
        'GET export.csv blog 30d',
        RUNS,
        get(exportCsv, API.analyticsExport.path({ period: '30d', view: 'blog' })),
      ),
    );

    const bodies = [
      (i: number) => ({
        type: 'page_view',
        path: '/',
        source: 'direct',
        locale: i % 2 ? 'ar' : 'en',
        _ip: `198.51.${(i >> 8) & 255}.${i & 255}`,
      }),
      () => ({
        type: 'question_answered',
        quiz: 'self',
        questionId: 's-mod-02',
        position: 3,
        source: 'google.com',
        locale: 'ur',
      }),
      () => ({ type: 'quiz_completed', quiz: 'knowledge', scoreBand: '30-39', source: 'referral', locale: 'tr' }),
    ];
    const ingest = await time('POST /api/events', INGEST, async (i) => {
      const { _ip, ...body } = bodies[Math.abs(i) % bodies.length]!(Math.abs(i)) as Record<string, unknown> & {
        _ip?: string;
      };
      const request = new Request(`${ORIGIN}${API.events}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'User-Agent': UA },
        body: JSON.stringify(body),
      });
      const response = await events(request, { ip: _ip ?? '203.0.113.9', params: {} } as unknown as Context);
      if (response.status !== 202) throw new Error(`ingest: ${response.status} ${await response.text()}`);
    });

    console.log('\nendpoint                                p50 ms   p95 ms   max ms   target');
    const row = (r: { label: string; p50: number; p95: number; max: number }, target: number) =>
      console.log(
        `${r.label.padEnd(39)} ${r.p50.toFixed(1).padStart(6)}   ${r.p95.toFixed(1).padStart(6)}   ${r.max.toFixed(1).padStart(6)}   p95 < ${target} ${r.p95 < target ? 'ok' : 'OVER'}`,
      );
    for (const r of results) row(r, 300);
    row(ingest, 20);
    const failed = results.some((r) => r.p95 >= 300) || ingest.p95 >= 20;
    await closeDb();
    if (failed) process.exitCode = 1;
  } finally {
    postgres.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
