// `npm run bench:blog-build`: how long `astro build` takes with 1,000 published posts in each of
// two languages (decision 0049's budget: 1,000 posts × 2 locales under 90 s on a 2-core machine;
// build time should grow linearly with posts). The second language's posts are translations of the
// English ones (decision 0049), so every post page carries its group's hreflang and "Read this in".
// Seeds a throwaway Postgres 15 (scripts/support/postgres.ts), builds into a folder of its own under
// .netlify/builds/ (scripts/support/astro-build.ts) and prints the seconds. Options: BENCH_POSTS
// (per language, default 1000), BENCH_LOCALE (the second language, default id; `en` alone with
// BENCH_LOCALE=en), BENCH_BASELINE=1 also times 0 posts.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { closeSharedDatabase, createDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { BLOG_CATEGORIES } from '../src/lib/blog/categories.ts';
import { BlogPostPayloadSchema } from '../src/lib/schemas/blog-post.ts';
import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from '../src/lib/i18n/locales.ts';
import { localePath } from '../src/lib/i18n/pages.ts';
import { loadBuiltInPosts } from '../src/server/blog/built-in-posts.ts';
import { importBuiltInPosts, type ImportedPost } from '../src/server/repositories/blog-posts.ts';
import { newBuildFolders, spawnAstroBuild } from './support/astro-build.ts';
import { startPostgres } from './support/postgres.ts';
import { API } from '../src/lib/routes.ts';

const count = Number(process.env.BENCH_POSTS || 1000);
const second = process.env.BENCH_LOCALE || 'id';
if (!isLocaleCode(second)) throw new Error(`BENCH_LOCALE must be a locale code, not ${second}`);
const languages: LocaleCode[] = second === DEFAULT_LOCALE ? [DEFAULT_LOCALE] : [DEFAULT_LOCALE, second];

async function seed(url: string, n: number) {
  const builtIn = await loadBuiltInPosts();
  const { db, close } = createDatabase(url, { queryTimeoutMs: 0 });
  for (const language of languages) {
    // Real article bodies in the language (its built-in posts; English where it has none), rotated.
    const own = builtIn.filter((post) => post.language === language);
    const sources = own.length ? own : builtIn.filter((post) => post.language === DEFAULT_LOCALE);
    const posts: ImportedPost[] = [];
    for (let i = 0; i < n; i++) {
      // A third of posts reuse a built-in cover, a third have none (fallback cover), a third point at
      // an uploaded-media path; post i of the second language translates English post i.
      const { featured: _featured, translationOfSlug: _original, ...source } = sources[i % sources.length]!;
      const english = language === DEFAULT_LOCALE;
      posts.push({
        ...BlogPostPayloadSchema.parse({
          ...source,
          language,
          slug: english ? `post-${i + 1}` : `${language}-post-${i + 1}`,
          title: `${source.title} (${i + 1})`,
          category: BLOG_CATEGORIES[i % BLOG_CATEGORIES.length],
          coverImage: i % 3 === 0 ? source.coverImage : i % 3 === 1 ? null : API.mediaFile.path(`cover-${i}.webp`),
          publishDate: new Date(Date.UTC(2024, 0, 1) + i * 3_600_000),
          allowIndexing: i % 50 !== 0,
          status: 'published',
        }),
        featured: i === n - 1,
        translationOfSlug: english ? null : `post-${i + 1}`,
      });
    }
    for (let i = 0; i < posts.length; i += 200) await importBuiltInPosts(db, posts.slice(i, i + 200));
  }
  await close();
}

/** Post pages built, per language. */
function postPagesBuilt(outDir: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const language of languages) {
    const dir = join(outDir, localePath(language, '/blog').slice(1));
    counts[language] = readdirSync(dir).filter((name) => name.endsWith('.html')).length;
  }
  return counts;
}

function build(url: string): Promise<{ seconds: number; pages: Record<string, number> }> {
  const { outDir, cacheDir } = newBuildFolders('bench-blog-build');
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawnAstroBuild({
      outDir,
      cacheDir,
      env: { DATABASE_URL: url, NETLIFY_DB_URL: '' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const pages = code === 0 ? postPagesBuilt(outDir) : {};
      rmSync(outDir, { recursive: true, force: true });
      rmSync(cacheDir, { recursive: true, force: true });
      if (code === 0) resolve({ seconds, pages });
      else reject(new Error(`astro build exited with ${code}`));
    });
  });
}

async function main() {
  const postgres = await startPostgres();
  try {
    await runMigrations(postgres.url);
    if (process.env.BENCH_BASELINE === '1') {
      const baseline = await build(postgres.url);
      console.log(
        `[bench] astro build with 0 database posts (built-in fallback): ${baseline.seconds.toFixed(1)} s, post pages ${JSON.stringify(baseline.pages)}`,
      );
    }
    await seed(postgres.url, count);
    const result = await build(postgres.url);
    const budget = 90;
    console.log(
      `[bench] astro build with ${count} published posts × ${languages.length} language${languages.length === 1 ? '' : 's'} (${languages.join(', ')}): ${result.seconds.toFixed(1)} s ` +
        `(budget ${budget} s: ${result.seconds < budget ? 'within' : 'OVER'}), post pages ${JSON.stringify(result.pages)}`,
    );
  } finally {
    await closeSharedDatabase().catch(() => undefined);
    postgres.stop();
  }
}

main().catch((error: unknown) => {
  console.error('[bench] failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
