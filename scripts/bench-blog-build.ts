// `npm run bench:blog-build`: how long `astro build` takes with 1,000 published posts (issue 4
// budget: under 90 s on a 2-core machine; build time should grow linearly with posts).
// Seeds a throwaway Postgres 15 (scripts/support/postgres.ts), builds into a folder of its own under
// .netlify/builds/ (scripts/support/astro-build.ts) and prints the seconds. Options: BENCH_POSTS (default 1000), BENCH_BASELINE=1 also times 0 posts.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { closeSharedDatabase, createDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { BLOG_CATEGORIES } from '../src/lib/blog/categories.ts';
import { builtInCoverUrl } from '../src/lib/blog/covers.ts';
import { BlogPostPayloadSchema, type BlogPostPayload } from '../src/lib/schemas/blog-post.ts';
import { loadBuiltInPosts } from '../src/server/blog/built-in-posts.ts';
import { importBuiltInPosts } from '../src/server/repositories/blog-posts.ts';
import { newBuildFolders, spawnAstroBuild } from './support/astro-build.ts';
import { startPostgres } from './support/postgres.ts';
import { API } from '../src/lib/routes.ts';

const count = Number(process.env.BENCH_POSTS || 1000);

async function seed(url: string, n: number) {
  const builtIn = await loadBuiltInPosts();
  const { db, close } = createDatabase(url, { queryTimeoutMs: 0 });
  const posts: (BlogPostPayload & { featured: boolean })[] = [];
  for (let i = 0; i < n; i++) {
    // Real article bodies (the built-in posts), rotated; a third of posts reuse a built-in cover,
    // a third have none (fallback cover), a third point at an uploaded-media path.
    const { featured: _featured, ...source } = builtIn[i % builtIn.length]!;
    posts.push({
      ...BlogPostPayloadSchema.parse({
        ...source,
        slug: `${source.slug}-${i + 1}`,
        title: `${source.title} (${i + 1})`,
        category: BLOG_CATEGORIES[i % BLOG_CATEGORIES.length],
        coverImage: i % 3 === 0 ? builtInCoverUrl(source.slug) : i % 3 === 1 ? null : API.mediaFile.path(`cover-${i}.webp`),
        publishDate: new Date(Date.UTC(2024, 0, 1) + i * 3_600_000),
        allowIndexing: i % 50 !== 0,
        status: 'published',
      }),
      featured: i === n - 1,
    });
  }
  for (let i = 0; i < posts.length; i += 200) await importBuiltInPosts(db, posts.slice(i, i + 200));
  await close();
}

function build(url: string): Promise<{ seconds: number; pages: number }> {
  const { outDir, cacheDir } = newBuildFolders('bench-blog-build');
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawnAstroBuild({ outDir, cacheDir, env: { DATABASE_URL: url, NETLIFY_DB_URL: '' }, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const pages = code === 0 ? readdirSync(join(outDir, 'blog')).filter((name) => name.endsWith('.html')).length : 0;
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
      console.log(`[bench] astro build with 0 database posts (built-in fallback): ${baseline.seconds.toFixed(1)} s, ${baseline.pages} post pages`);
    }
    await seed(postgres.url, count);
    const result = await build(postgres.url);
    console.log(`[bench] astro build with ${count} published posts: ${result.seconds.toFixed(1)} s, ${result.pages} post pages`);
  } finally {
    await closeSharedDatabase().catch(() => undefined);
    postgres.stop();
  }
}

main().catch((error: unknown) => {
  console.error('[bench] failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
