// `npm run db:migrate` (and the first step of `npm run build`): applies db/migrations to the
// configured database (NETLIFY_DB_URL or DATABASE_URL, read through src/server/env.ts).
// `--first-run` also prepares first-run data as `npm start` does (`npm run dev` runs it so, in a
// process of its own: Astro's config module runner is closed by the time the dev server starts, so
// the lazy imports of the first run, such as the Quran text, cannot run inside it).
import { runMigrations } from '../db/migrate.ts';
import { prepareFirstRun } from '../src/server/setup/first-run.ts';
import { closeDb, getDb } from '../src/server/db.ts';
import { fillEditionTexts } from '../src/server/repositories/content-verses.ts';
import { configuredDatabaseUrl } from '../src/server/env.ts';
import { checkQuranEncFiles } from '../src/server/quran/quranenc-files.ts';
import { refreshStoredEnglish } from '../src/server/quran/english-refresh.ts';

const url = configuredDatabaseUrl();
if (!url) {
  // `--if-configured`: a build without a database (e.g. a first deploy) still builds, using the
  // built-in blog posts, instead of failing.
  if (process.argv.includes('--if-configured')) {
    console.warn('[db] no NETLIFY_DB_URL or DATABASE_URL: skipping migrations');
    process.exit(0);
  }
  console.error('[db] no database configured: set NETLIFY_DB_URL (Netlify DB) or DATABASE_URL (any Postgres).');
  process.exit(1);
}
runMigrations(url)
  .then(async () => {
    console.log('[db] migrations applied');
    // The vendored QuranEnc translations: a changed or damaged file stops the build here (decision 0061).
    for (const line of await checkQuranEncFiles()) console.log(`[quran] ${line}`);
    // Derived search texts of verses written before they existed (decision 0053); a deploy's build
    // fills them here, `npm start` in its first-run step.
    const filled = await fillEditionTexts(getDb());
    if (filled > 0) console.log(`[db] filled the published editions' texts of ${filled} verses, for search`);
    const refreshed = await refreshStoredEnglish(getDb());
    if (refreshed > 0)
      console.log(`[db] ${refreshed} verses now store the licensed English translation (decision 0061)`);
    if (!process.argv.includes('--first-run')) return void (await closeDb());
    const { messages } = await prepareFirstRun();
    for (const line of messages) console.log(line);
    await closeDb();
  })
  .catch((error: unknown) => {
    console.error('[db] migration failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
