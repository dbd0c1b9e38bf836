import { execFile } from 'node:child_process';
import { appendFile, readFile, readdir, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import type { Plugin, PluginOption } from 'vite';
import { loadPublicPosts, publicGroups } from './src/server/blog/public-posts.ts';
import { groupKey, postAlternates, postPath } from './src/lib/blog/translations.ts';
import { databaseConfigured, requireDatabaseUrl } from './src/server/db.ts';
import { siteOrigin } from './src/server/site-origin.ts';
import { ADMIN, API, PAGES, blogSlugFrom } from './src/lib/routes.ts';
import { NOINDEX_HEADERS_FILE, indexingAllowed } from './src/server/deploy-context.ts';
import { DEFAULT_LOCALE, LOCALE_CODES } from './src/lib/i18n/locales.ts';
import { localeRedirects } from './src/lib/i18n/redirects.ts';
import { EMAIL_LINK_PAGES, pageLocale, splitLocalePath } from './src/lib/i18n/pages.ts';
import { keepOwnCspHashes } from './src/server/page-csp.ts';

const run = promisify(execFile);

// The address of the site that is running (src/server/site-origin.ts, decision 0058): SITE_URL (npm start's
// own address), a preview's own URL, Netlify's URL in production, else the production origin.
const site = siteOrigin();

/**
 * `npm run dev`: Netlify's emulation (functions, Blobs, redirects, headers) and the embedded database.
 * Both are loaded only for `astro dev`: importing the Netlify plugin alone costs about 2.5 s (it
 * brings the functions bundler, TypeScript and a Vue compiler) and a static build uses neither, so
 * every `astro build` (a deploy, each local rebuild, the test suite's builds) skips that cost
 * (docs/decisions/0077). Decided here, while the config loads: Astro loads this file through a
 * module runner that is closed by the time integration hooks run, so a hook cannot import.
 */
const astroCommand = process.argv.slice(2).find((argument) => !argument.startsWith('-'));
async function devEmulationPlugins(): Promise<PluginOption[]> {
  if (astroCommand !== 'dev') return [];
  const [{ default: netlify }, { devFunctionHost }, { EmbeddedDatabase }] = await Promise.all([
    import('@netlify/vite-plugin'),
    import('./scripts/local-netlify/dev-functions.ts'),
    import('./scripts/local-netlify/embedded-database.ts'),
  ]);
  return [
    // Blobs, the environment, redirects and headers from Netlify's emulation; the functions from
    // our host (scripts/local-netlify/dev-functions.ts). Edge functions would download a Deno
    // runtime; this project has none.
    netlify({
      functions: { enabled: false },
      edgeFunctions: { enabled: false },
      geolocation: { enabled: false },
      database: { enabled: false },
    }),
    devFunctionHost(),
    devDatabase(EmbeddedDatabase),
  ];
}

/**
 * Without DATABASE_URL, start the embedded database behind its session gate (decision 0033; the
 * Netlify plugin's own copy has no gate, so it is off) before the Netlify plugin starts the
 * functions, which read NETLIFY_DB_URL; then apply migrations and prepare first-run data, as
 * `npm start` does, and allow the dev server's own origin for staff writes. Must come after the
 * Netlify plugin: Vite runs configureServer hooks in order.
 */
let devEmbeddedDatabase: Promise<void> | undefined;
function devDatabase(
  EmbeddedDatabase: typeof import('./scripts/local-netlify/embedded-database.ts').EmbeddedDatabase,
): Plugin {
  return {
    name: 'thawab-dev-database',
    apply: 'serve',
    async config() {
      if (databaseConfigured()) return;
      devEmbeddedDatabase ??= (async () => {
        const embedded = new EmbeddedDatabase({
          directory: fileURLToPath(new URL(process.env.START_DB_DIR || './.netlify/db', import.meta.url)),
          log: (line) => console.warn(line),
        });
        process.env.NETLIFY_DB_URL = await embedded.start();
      })();
      await devEmbeddedDatabase;
    },
    async configureServer(server) {
      // Staff writes must carry a configured site origin (src/server/auth/guard.ts): the dev server's.
      server.httpServer?.once('listening', () => {
        const address = server.httpServer?.address();
        if (!address || typeof address === 'string') return;
        const local = [`http://localhost:${address.port}`, `http://127.0.0.1:${address.port}`];
        process.env.ALLOWED_ORIGINS = [process.env.ALLOWED_ORIGINS, ...local].filter(Boolean).join(',');
      });
      // In a process of its own: see scripts/migrate.ts.
      const { stdout } = await run(
        process.execPath,
        [fileURLToPath(new URL('./scripts/migrate.ts', import.meta.url)), '--first-run'],
        {
          env: { ...process.env, NETLIFY_DB_URL: requireDatabaseUrl() },
          maxBuffer: 16 * 1024 * 1024,
        },
      );
      for (const line of stdout.split('\n').filter(Boolean)) console.log(`[dev] ${line}`);
    },
  };
}

/**
 * A deploy preview or branch deploy (Netlify's CONTEXT) must never be indexed: its pages carry a
 * robots noindex <meta> (SeoHead) and every file it serves gets X-Robots-Tag through a `_headers`
 * file written into this build's output only (netlify.toml headers cannot be scoped to a context).
 */
function previewNoindex(context: string | undefined): AstroIntegration {
  return {
    name: 'thawab-preview-noindex',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        if (indexingAllowed(context)) return;
        await appendFile(new URL('_headers', dir), NOINDEX_HEADERS_FILE);
        logger.info(`CONTEXT=${context}: not production, every page and file says noindex`);
      },
    },
  };
}

/**
 * A published post keeps its address (decision 0037): each old slug answers 301 to the post's
 * current one through a `_redirects` file in this build's output, which Netlify (and the
 * production-like server, scripts/local-netlify/site-builds.ts) read with netlify.toml's rules.
 * Slugs are unique across languages (decision 0049), so the old slug under any language's prefix
 * leads to the post at its language's address.
 */
function blogSlugRedirects(): AstroIntegration {
  return {
    name: 'thawab-blog-slug-redirects',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const { slugRedirects, posts } = await loadPublicPosts();
        if (slugRedirects.length === 0) return;
        const languageOf = new Map(posts.map((post) => [post.slug, post.language]));
        const lines = slugRedirects.flatMap(({ from, to }) =>
          LOCALE_CODES.map((code) => `${postPath(from, code)} ${postPath(to, languageOf.get(to))} 301\n`),
        );
        await appendFile(new URL('_redirects', dir), lines.join(''));
        logger.info(`${slugRedirects.length} old blog post address(es) redirect to the current one`);
      },
    },
  };
}

/**
 * The locales' platform rules, from the locale table (decision 0044), into this build's
 * `_redirects`: a first visit to / goes to the visitor's language (Netlify's Language condition,
 * which reads the nf_lang cookie before Accept-Language, so a chosen language wins), and an unknown
 * /{locale}/… path shows that locale's 404.
 */
function i18nRedirects(): AstroIntegration {
  return {
    name: 'thawab-i18n-redirects',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        await appendFile(new URL('_redirects', dir), localeRedirects());
      },
    },
  };
}

/**
 * Every page's CSP <meta> names only the hashes of its own inline scripts and styles, not the whole
 * build's (src/server/page-csp.ts): 1.45 KB less gzipped HTML per page (decision 0052).
 */
function ownCspHashes(): AstroIntegration {
  return {
    name: 'thawab-own-csp-hashes',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const pages = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.html'));
        await Promise.all(
          pages.map(async (file) => {
            const path = join(root, file);
            const html = await readFile(path, 'utf8');
            const trimmed = keepOwnCspHashes(html);
            if (trimmed !== html) await writeFile(path, trimmed);
          }),
        );
      },
    },
  };
}

/** The custom client directives: `client:intent` (hydrate-on-intent.ts) and `client:painted` (hydrate-after-paint.ts). */
function clientDirectives(): AstroIntegration {
  const entrypoint = (file: string) => fileURLToPath(new URL(`./src/islands/shared/${file}`, import.meta.url));
  return {
    name: 'thawab-client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'intent', entrypoint: entrypoint('hydrate-on-intent.ts') });
        addClientDirective({ name: 'painted', entrypoint: entrypoint('hydrate-after-paint.ts') });
      },
    },
  };
}

/**
 * How the browser's JavaScript is cut into files (Rolldown's `codeSplitting.groups`, decision 0054).
 * The quiz pages' budget is Lighthouse's count, in which every file also costs its response
 * headers (~0.8 KB on the production-like server), so a quiz page loads four files at first where
 * the bundler alone made twelve or thirteen:
 * - `client`: the React renderer's own file with what every island needs at start (React,
 *   react-dom, nanostores, the bundler's runtime and preload helper);
 * - `public-routes`: the paths and the waitlist owner key, which the quiz islands share with plain
 *   page scripts (the confirm page, the blog fallback): a file of its own that imports nothing, or
 *   those pages would load React;
 * - `quiz`: what the two quiz islands (and the back-office's toaster) share, their style sheets too
 *   (a CSS import is an empty module to the bundler; left out of a group, one both islands import
 *   lands in one island's file and the other island's page loads that file as well);
 * - the island's own file: its first screen and its store (which its lazy screens also import: without
 *   the island's group the store would be a file of its own).
 * A group takes only modules some entry imports statically (`$initial`; a group also takes what
 * they import), so what a visitor needs later keeps files of its own: the result screens, the
 * share prompt and the waitlist form (lazy in the islands) and html-to-image. The beacon and its
 * first-paint wait stay out of `quiz`: Astro inlines the beacon only while its bundle imports nothing.
 */
function islandChunks() {
  const src = (pattern: string) => new RegExp(`[\\/]src[\\/](?:${pattern})`);
  return {
    groups: [
      {
        name: 'client',
        priority: 4,
        test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler|@astrojs[\\/]react|nanostores|@nanostores[\\/][\w-]+)[\\/]|^\0?(?:rolldown[\\/]runtime|vite[\\/]preload-helper)/,
      },
      { name: 'public-routes', priority: 3, test: src('lib[\\/](?:public-routes|waitlist-owner-key)\\.') },
      {
        name: 'quiz',
        priority: 2,
        tags: ['$initial' as const],
        test: src(
          'islands[\\/]shared[\\/](?!beacon\\.|first-paint\\.)|styles[\\/]|stores[\\/](?:quiz-(?:persist|referral)|toast)\\.|lib[\\/](?:quiz[\\/]|api-client\\.|analytics[\\/]constants\\.)',
        ),
      },
      {
        name: 'SelfAssessmentQuiz',
        priority: 1,
        tags: ['$initial' as const],
        test: src('islands[\\/]quiz-self[\\/]|stores[\\/]quiz-self\\.'),
      },
      {
        name: 'KnowledgeQuiz',
        priority: 1,
        tags: ['$initial' as const],
        test: src('islands[\\/]quiz-knowledge[\\/]|stores[\\/]quiz-knowledge\\.'),
      },
    ],
  };
}

/**
 * Astro builds the browser's entries with `preserveEntrySignatures: 'exports-only'`, which makes the
 * bundler give an entry whose modules a group also exports to others a facade file of its own (one
 * more request). 'allow-extension' lets that entry's file export more than the entry does.
 */
function entryChunksMayExport(): Plugin {
  return {
    name: 'thawab-entry-chunks-may-export',
    configEnvironment(name, config) {
      if (name !== 'client') return;
      config.build ??= {};
      config.build.rolldownOptions = { ...config.build.rolldownOptions, preserveEntrySignatures: 'allow-extension' };
    },
  };
}

export default defineConfig({
  site,
  // The production-like run gives each of its deploys' builds a cache folder of its own.
  cacheDir: process.env.ASTRO_CACHE_DIR || undefined,
  output: 'static',
  trailingSlash: 'never',
  // Inline CSS: one round trip fewer before first paint (the largest cost in Lighthouse's LCP here).
  build: { format: 'file', inlineStylesheets: 'always' },
  // Hashes of every inline script and style go into a per-page CSP <meta>; netlify.toml sends the
  // directives a <meta> cannot carry (frame-ancestors) and the rest of the policy as a header.
  security: { csp: true },
  // English unprefixed as before; every other locale under /{code}/… (src/pages/[locale]/, decision
  // 0044). No Astro fallback: a page a locale lacks is built under its prefix in English, with a
  // note and an English canonical, by the page itself.
  i18n: {
    locales: [...LOCALE_CODES],
    defaultLocale: DEFAULT_LOCALE,
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  // Shiki's inline styles would need 'unsafe-inline'; the blog has no code samples.
  markdown: { syntaxHighlight: false },
  vite: {
    // The browser's script files (decision 0054; see islandChunks).
    environments: { client: { build: { rolldownOptions: { output: { codeSplitting: islandChunks() } } } } },
    // The analytics beacon's endpoint, from the routes module at build time, so the beacon (≤ 1 KB
    // gzipped) does not ship the whole routes table to every funnel page.
    define: { __EVENTS_ENDPOINT__: JSON.stringify(API.events) },
    plugins: [entryChunksMayExport(), ...(await devEmulationPlugins())],
    // `npm run dev` need not watch the local state: the embedded database writes there all the
    // time, and the test suite's builds and deploys fill it with thousands of files.
    server: { watch: { ignored: ['**/.netlify/**', '**/test-results/**'] } },
  },
  integrations: [
    previewNoindex(process.env.CONTEXT),
    blogSlugRedirects(),
    i18nRedirects(),
    ownCspHashes(),
    clientDirectives(),
    react(),
    mdx(),
    sitemap({
      // hreflang alternates between the listed pages of the locales (only translated ones are listed).
      i18n: { defaultLocale: DEFAULT_LOCALE, locales: Object.fromEntries(LOCALE_CODES.map((code) => [code, code])) },
      filter: (page) => {
        const { pathname } = new URL(page);
        // A page a locale serves in English has its canonical on the English page: not listed.
        const { fallback, page: localized, path } = pageLocale(pathname);
        if (fallback || localized === 'notFound') return false;
        // The pages emailed links open (noindex, in every locale) are nobody's search result, nor is
        // any locale's blog fallback or live recitation shell (sessions come and go, decision 0066).
        return (
          !pathname.startsWith(ADMIN.dashboard) &&
          path !== PAGES.blogFallback &&
          path !== PAGES.liveShell &&
          !EMAIL_LINK_PAGES.includes(path)
        );
      },
      // Posts appear only when listed and indexable (allowIndexing false → noindex → not here), each
      // with the hreflang alternates of its page: its indexable translations and x-default (decision 0049).
      serialize: async (item) => {
        const { locale, path } = splitLocalePath(new URL(item.url).pathname);
        const slug = blogSlugFrom(path);
        if (!slug) return item;
        // Every built post page: the database's posts and the built-in ones it does not replace.
        const build = await loadPublicPosts();
        const post = [...build.posts, ...build.builtInExtras].find(
          (candidate) => candidate.slug === slug && candidate.language === locale,
        );
        if (!post?.allowIndexing) return undefined;
        const members = (publicGroups(build).get(groupKey(post)) ?? [post]).filter((member) => member.allowIndexing);
        return {
          ...item,
          links: postAlternates(post, members).map(({ hreflang, path: href }) => ({
            lang: hreflang,
            url: new URL(href, site).href,
          })),
        };
      },
    }),
  ],
});
