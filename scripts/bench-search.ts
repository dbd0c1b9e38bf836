// `npm run bench:search`: the content tabs' search in every language (decision 0053) on a large
// catalogue in a throwaway Postgres 15: the seeded content plus BENCH_ROWS (default 20,000) thawab
// tasks and as many badges, each with the seeded translations in the seven locales, and the whole
// Quran (6,236 verses) as Daily Verses with their editions' texts. It times the list endpoints
// in-process (p50/p95 over BENCH_RUNS calls, default 30) for English, Turkish, French, Arabic
// without diacritics, Urdu, a word of a Quran edition, a miss and a two-letter query, first with
// the trigram indexes of migration i18n_search_extra and then without them, and prints the query
// plan (EXPLAIN ANALYZE) of the slowest search with its index.
import type { Context } from '@netlify/functions';
import { sql } from 'drizzle-orm';
import { createDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { verses } from '../db/schema.ts';
import adminThawabs from '../functions/admin-thawabs.mts';
import adminBadges from '../functions/admin-badges.mts';
import adminVerses from '../functions/admin-verses.mts';
import adminLevels from '../functions/admin-quiz-levels.mts';
import { API } from '../src/lib/routes.ts';
import { createStaffAccount } from '../src/server/auth/accounts.ts';
import { createSession, SESSION_COOKIE } from '../src/server/auth/session.ts';
import { seedContent } from '../src/server/content/seed.ts';
import { closeDb, getDb } from '../src/server/db.ts';
import { allAyahs } from '../src/server/quran.ts';
import { startPostgres } from './support/postgres.ts';

const ROWS = Number(process.env.BENCH_ROWS || 20_000);
const RUNS = Number(process.env.BENCH_RUNS || 30);
const ORIGIN = 'http://localhost:8888';
type Handler = (request: Request, context: Context) => Promise<Response>;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function time(once: () => Promise<number>): Promise<{ p50: number; p95: number; total: number }> {
  const total = await once(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await once();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), total };
}

/** Copies of the seeded tasks and badges (with their translations), numbered so each row differs. */
async function bulk(url: string) {
  const { db, close } = createDatabase(url, { queryTimeoutMs: 0 });
  const started = performance.now();
  for (const table of ['thawab_tasks', 'badges']) {
    const columns =
      table === 'thawab_tasks'
        ? sql.raw('category, xp_value, icon, scheduling_type, scheduling_value, difficulty_level, min_level, is_active')
        : sql.raw('icon, color_class, required_count, required_days, category, difficulty, is_active');
    await db.execute(sql`
      INSERT INTO ${sql.identifier(table)} (name, description, translations, ${columns})
      SELECT left(s.name || ' ' || g, 120), s.description || ' (' || g || ')',
             (SELECT jsonb_object_agg(t.key, jsonb_set(t.value, '{name}', to_jsonb(coalesce(t.value->>'name', '') || ' ' || g))) FROM jsonb_each(s.translations) t),
             ${columns}
        FROM generate_series(1, ${Math.ceil(ROWS / 30)}) g CROSS JOIN (SELECT * FROM ${sql.identifier(table)} WHERE translations IS NOT NULL) s
       LIMIT ${ROWS}`);
  }
  const ayahs = await allAyahs();
  await db.execute(sql`DELETE FROM verses`);
  for (let i = 0; i < ayahs.length; i += 1000) {
    await db.insert(verses).values(
      ayahs.slice(i, i + 1000).map((a) => ({
        surah: a.surah,
        ayahNumber: String(a.ayah),
        ayahFrom: a.ayah,
        arabic: a.arabic,
        translation: a.translation,
        tags: [],
      })),
    );
  }
  await close();
  console.log(
    `[bench] inserted ${ROWS.toLocaleString('en-US')} thawab tasks and badges and ${ayahs.length.toLocaleString('en-US')} verses in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

const QUERIES: { label: string; handler: Handler; path: string; q: string }[] = [
  { label: 'thawabs: list, no search', handler: adminThawabs, path: API.adminThawabs.path(), q: '' },
  { label: 'thawabs: English "fajr"', handler: adminThawabs, path: API.adminThawabs.path(), q: 'fajr' },
  { label: 'thawabs: Turkish "NAMAZINI"', handler: adminThawabs, path: API.adminThawabs.path(), q: 'NAMAZINI' },
  {
    label: 'thawabs: French "priere de l\'aube"',
    handler: adminThawabs,
    path: API.adminThawabs.path(),
    q: "priere de l'aube",
  },
  { label: 'thawabs: Arabic "صلاة الفجر"', handler: adminThawabs, path: API.adminThawabs.path(), q: 'صلاة الفجر' },
  { label: 'thawabs: Urdu "فجر كي نماز"', handler: adminThawabs, path: API.adminThawabs.path(), q: 'فجر كي نماز' },
  { label: 'thawabs: no match', handler: adminThawabs, path: API.adminThawabs.path(), q: 'zzqx-nowhere' },
  { label: 'thawabs: two letters "sa"', handler: adminThawabs, path: API.adminThawabs.path(), q: 'sa' },
  { label: 'badges: Turkish "ADIM"', handler: adminBadges, path: API.adminBadges.path(), q: 'ADIM' },
  { label: 'badges: no match', handler: adminBadges, path: API.adminBadges.path(), q: 'zzqx-nowhere' },
  { label: 'verses: list, no search', handler: adminVerses, path: API.adminVerses.path(), q: '' },
  { label: 'verses: English "patience"', handler: adminVerses, path: API.adminVerses.path(), q: 'patience' },
  { label: 'verses: Arabic "الصبر"', handler: adminVerses, path: API.adminVerses.path(), q: 'الصبر' },
  {
    label: 'verses: Turkish "yardım dileyin"',
    handler: adminVerses,
    path: API.adminVerses.path(),
    q: 'yardım dileyin',
  },
  { label: 'verses: Urdu "صبر"', handler: adminVerses, path: API.adminVerses.path(), q: 'صبر' },
  { label: 'verses: no match', handler: adminVerses, path: API.adminVerses.path(), q: 'zzqx-nowhere' },
  { label: 'levels: Arabic "العقل اليقظ"', handler: adminLevels, path: API.adminQuizLevels, q: 'العقل اليقظ' },
];

async function measure(cookie: string, title: string) {
  const ctx = { ip: '203.0.113.1', params: {} } as unknown as Context;
  console.log(`\n${title}\nquery                                       p50 ms   p95 ms   matches`);
  const results: { label: string; p95: number; q: string; path: string }[] = [];
  for (const { label, handler, path, q } of QUERIES) {
    const url = `${ORIGIN}${path}?${new URLSearchParams({ q, pageSize: '50' })}`;
    const r = await time(async () => {
      const response = await handler(new Request(url, { headers: { Cookie: cookie } }), ctx);
      if (response.status !== 200) throw new Error(`${label}: ${response.status} ${await response.text()}`);
      const body = (await response.json()) as { total?: number; levels?: unknown[] };
      return body.total ?? body.levels?.length ?? 0;
    });
    console.log(`${label.padEnd(42)} ${r.p50.toFixed(1).padStart(7)}  ${r.p95.toFixed(1).padStart(7)}   ${r.total}`);
    results.push({ label, p95: r.p95, q, path });
  }
  return results;
}

async function main() {
  const postgres = await startPostgres();
  try {
    await runMigrations(postgres.url);
    process.env.DATABASE_URL = postgres.url;
    delete process.env.NETLIFY_DB_URL;
    const { db: seedDb, close } = createDatabase(postgres.url, { queryTimeoutMs: 0 });
    await seedContent(seedDb);
    await close();
    await bulk(postgres.url);
    const { db: fillDb, close: closeFill } = createDatabase(postgres.url, { queryTimeoutMs: 0 });
    const filled = performance.now();
    const { fillEditionTexts } = await import('../src/server/repositories/content-verses.ts');
    const n = await fillEditionTexts(fillDb);
    console.log(
      `[bench] filled the editions' texts of ${n.toLocaleString('en-US')} verses in ${((performance.now() - filled) / 1000).toFixed(1)} s`,
    );
    await fillDb.execute(sql`VACUUM ANALYZE`);
    await closeFill();

    const db = getDb();
    const staff = await createStaffAccount(db, {
      username: 'bench',
      displayName: 'Bench',
      role: 'Super Admin',
      password: 'a long bench password',
    });
    const cookie = `${SESSION_COOKIE}=${(await createSession(db, staff.id)).token}`;
    const withIndex = await measure(cookie, 'with the trigram indexes');

    const explain = async (text: ReturnType<typeof sql>) =>
      (
        (await db.execute(sql`EXPLAIN (ANALYZE, BUFFERS) ${text}`)) as unknown as { rows: { 'QUERY PLAN': string }[] }
      ).rows
        .map((r) => `  ${r['QUERY PLAN']}`)
        .join('\n');
    console.log(
      `\nEXPLAIN ANALYZE, thawab tasks searched for "NAMAZINI" (the list's page query):\n${await explain(sql`SELECT id FROM thawab_tasks WHERE search_text LIKE search_pattern('NAMAZINI') ORDER BY id LIMIT 50`)}`,
    );
    console.log(
      `\nEXPLAIN ANALYZE, verses searched for "yardım dileyin":\n${await explain(sql`SELECT id FROM verses WHERE search_text LIKE search_pattern('yardım dileyin') ORDER BY surah, ayah_from, id LIMIT 50`)}`,
    );

    await db.execute(sql`DROP INDEX thawab_tasks_search_trgm_idx, badges_search_trgm_idx, verses_search_trgm_idx`);
    const without = await measure(cookie, 'without them (every search scans the stored search text of every row)');
    const worst = withIndex.reduce((a, b) => (b.p95 > a.p95 ? b : a));
    console.log(
      `\nslowest with the indexes: ${worst.label}, p95 ${worst.p95.toFixed(1)} ms; the same without them: p95 ${without.find((w) => w.label === worst.label)!.p95.toFixed(1)} ms`,
    );
    await closeDb();
  } finally {
    postgres.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
