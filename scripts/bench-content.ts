// `npm run bench:content`: p50/p95 of each /api/app/* handler, called in-process with real Requests
// against a throwaway Postgres 15 (scripts/support/postgres.ts) that holds the whole Quran (6,236
// verses, one scheduled per day, 1 in 50 marked priority) plus the seeded thawabs, badges and
// levels. Budget: p95 under 20 ms per endpoint (decisions 0017, 0048). Options: BENCH_ITERATIONS
// (default 400).
import type { Context } from '@netlify/functions';
import { createDatabase } from '../db/client.ts';
import { closeDb, getDb } from '../src/server/db.ts';
import { runMigrations } from '../db/migrate.ts';
import { verses } from '../db/schema.ts';
import { addDays } from '../src/lib/dates.ts';
import { API, withQuery } from '../src/lib/routes.ts';
import { seedContent } from '../src/server/content/seed.ts';
import { allAyahs } from '../src/server/quran.ts';
import { checkQuranEncFiles } from '../src/server/quran/quranenc-files.ts';
import { startPostgres } from './support/postgres.ts';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS || 400);
const BUDGET_MS = 20;
const FIRST_DATE = '2020-01-01';

async function main() {
  const postgres = await startPostgres();
  try {
    await runMigrations(postgres.url);
    process.env.DATABASE_URL = postgres.url;
    delete process.env.NETLIFY_DB_URL;
    const { db, close } = createDatabase(postgres.url, { queryTimeoutMs: 0 });
    // A cold instance's first Quran answer: read, hash and check both QuranEnc files (decision 0061).
    const coldStart = performance.now();
    await checkQuranEncFiles();
    console.log(
      `[bench] QuranEnc files read, SHA-256 checked and parsed in ${(performance.now() - coldStart).toFixed(0)} ms (once per instance)`,
    );
    const ayahs = await allAyahs();
    for (let i = 0; i < ayahs.length; i += 1000) {
      await db.insert(verses).values(
        ayahs.slice(i, i + 1000).map((a, j) => ({
          surah: a.surah,
          ayahNumber: String(a.ayah),
          ayahFrom: a.ayah,
          arabic: a.arabic,
          translation: a.translation,
          tags: [],
          scheduledDate: addDays(FIRST_DATE, i + j),
          isWidgetPriority: (i + j) % 50 === 0,
        })),
      );
    }
    await close();
    await seedContent(getDb()); // verses already there: seeds thawabs, badges, questions and levels only
    await getDb().execute('VACUUM ANALYZE'); // as autovacuum does after a bulk load
    console.log(`[bench] ${ayahs.length} verses scheduled from ${FIRST_DATE}; ${ITERATIONS} calls per endpoint`);

    const ctx = { ip: '127.0.0.1', params: {} } as unknown as Context;
    const handlers = {
      verseOfTheDay: (await import('../functions/app-verse-of-the-day.mts')).default,
      thawabs: (await import('../functions/app-thawabs.mts')).default,
      badges: (await import('../functions/app-badges.mts')).default,
      levels: (await import('../functions/app-levels.mts')).default,
      surahs: (await import('../functions/app-surahs.mts')).default,
      surah: (await import('../functions/app-surah.mts')).default,
      dailySurah: (await import('../functions/app-daily-surah.mts')).default,
    };
    // Dates inside the schedule (mostly scheduled verses), then dates after it only (the priority path).
    const date = (i: number) => addDays(FIRST_DATE, (i * 37) % (ayahs.length + 400));
    const unscheduled = (i: number) =>
      handlers.verseOfTheDay(
        new Request(`http://bench${withQuery(API.appVerseOfTheDay, { date: addDays(FIRST_DATE, ayahs.length + i) })}`),
        ctx,
      );
    const cases: [string, (i: number) => Promise<Response>, (() => Promise<unknown>)?][] = [
      [
        'GET /api/app/verse-of-the-day',
        (i) =>
          handlers.verseOfTheDay(new Request(`http://bench${withQuery(API.appVerseOfTheDay, { date: date(i) })}`), ctx),
      ],
      ['… verse-of-the-day, no schedule', unscheduled],
      [
        'GET /api/app/thawabs',
        (i) => handlers.thawabs(new Request(`http://bench${withQuery(API.appThawabs, { date: date(i) })}`), ctx),
      ],
      ['GET /api/app/badges', () => handlers.badges(new Request(`http://bench${API.appBadges}`), ctx)],
      ['GET /api/app/levels', () => handlers.levels(new Request(`http://bench${API.appLevels}`), ctx)],
      // In a locale (decision 0048): the Indonesian edition's text of the verse; seeded translations of the rest.
      [
        '… verse-of-the-day ?locale=id',
        (i) =>
          handlers.verseOfTheDay(
            new Request(`http://bench${withQuery(API.appVerseOfTheDay, { date: date(i), locale: 'id' })}`),
            ctx,
          ),
      ],
      [
        '… thawabs ?locale=ar',
        (i) =>
          handlers.thawabs(
            new Request(`http://bench${withQuery(API.appThawabs, { date: date(i), locale: 'ar' })}`),
            ctx,
          ),
      ],
      [
        '… badges ?locale=ur',
        () => handlers.badges(new Request(`http://bench${withQuery(API.appBadges, { locale: 'ur' })}`), ctx),
      ],
      [
        '… levels ?locale=bn',
        () => handlers.levels(new Request(`http://bench${withQuery(API.appLevels, { locale: 'bn' })}`), ctx),
      ],
      // Quran reading (decision 0061): the list, the longest surah with the Indonesian translation, the daily surah.
      [
        'GET /api/app/v1/surahs ?locale=tr',
        () => handlers.surahs(new Request(`http://bench${withQuery(API.appSurahs, { locale: 'tr' })}`), ctx),
      ],
      [
        'GET /api/app/v1/surahs/2 ?locale=id',
        () =>
          handlers.surah(new Request(`http://bench${withQuery(API.appSurah.path(2), { locale: 'id' })}`), {
            ...ctx,
            params: { n: '2' },
          } as Context),
      ],
      [
        'GET /api/app/v1/surahs/{n}',
        (i) => {
          const n = String((i % 114) + 1);
          return handlers.surah(new Request(`http://bench${API.appSurah.path(n)}`), {
            ...ctx,
            params: { n },
          } as Context);
        },
      ],
      [
        'GET /api/app/v1/quran/daily-surah',
        (i) => handlers.dailySurah(new Request(`http://bench${withQuery(API.appDailySurah, { date: date(i) })}`), ctx),
      ],
      // Last, as it changes the data: no priority verses, so the rotation over all 6,236.
      [
        '… verse-of-the-day, rotation',
        unscheduled,
        async () => {
          await getDb().execute('UPDATE verses SET is_widget_priority = false');
          await getDb().execute('VACUUM ANALYZE verses'); // as autovacuum does after a bulk update
        },
      ],
    ];
    let failed = false;
    for (const [name, run, setup] of cases) {
      await setup?.();
      for (let i = 0; i < 30; i++) await (await run(i)).text(); // warm-up
      const times: number[] = [];
      for (let i = 0; i < ITERATIONS; i++) {
        const start = performance.now();
        const response = await run(i);
        await response.text();
        times.push(performance.now() - start);
        if (response.status !== 200) throw new Error(`${name} answered ${response.status}`);
      }
      times.sort((a, b) => a - b);
      const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
      const ok = p(0.95) < BUDGET_MS;
      failed ||= !ok;
      console.log(
        `${name.padEnd(32)} p50 ${p(0.5).toFixed(2)} ms   p95 ${p(0.95).toFixed(2)} ms   max ${times.at(-1)!.toFixed(2)} ms   ${ok ? 'OK' : `OVER ${BUDGET_MS} ms`}`,
      );
    }
    process.exitCode = failed ? 1 : 0;
  } finally {
    await closeDb();
    postgres.stop();
  }
}

await main();
