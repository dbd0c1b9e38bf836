import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import netlify from '@netlify/vite-plugin';
import type { Plugin } from 'vite';
import { runMigrations } from './db/migrate.ts';
import { prepareFirstRun } from './db/seed.ts';
import { loadPublicPosts } from './src/server/blog/public-posts.ts';
import { API } from './src/lib/routes.ts';

// SITE_URL wins; Netlify sets URL on its builds; the fallback is the production origin.
const site = process.env.SITE_URL || process.env.URL || 'https://thawab.app';

/**
 * `npm run dev`: once @netlify/vite-plugin has started the emulation (and with it the Netlify DB
 * emulation, which sets NETLIFY_DB_URL), apply migrations and prepare first-run data, as `npm start`
 * does. Must come after the Netlify plugin: Vite runs configureServer hooks in order.
 */
function devDatabase(): Plugin {
  return {
    name: 'thawab-dev-database',
    apply: 'serve',
    async configureServer() {
      await runMigrations();
      const { messages } = await prepareFirstRun();
      for (const line of messages) console.log(`[dev] ${line}`);
    },
  };
}

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  // Inline CSS: one round trip fewer before first paint (the largest cost in Lighthouse's LCP here).
  build: { format: 'file', inlineStylesheets: 'always' },
  // Hashes of every inline script and style go into a per-page CSP <meta>; netlify.toml sends the
  // directives a <meta> cannot carry (frame-ancestors) and the rest of the policy as a header.
  security: { csp: true },
  // Shiki's inline styles would need 'unsafe-inline'; the blog has no code samples.
  markdown: { syntaxHighlight: false },
  vite: {
    // The analytics beacon's endpoint, from the routes module at build time, so the beacon (≤ 1 KB
    // gzipped) does not ship the whole routes table to every funnel page.
    define: { __EVENTS_ENDPOINT__: JSON.stringify(API.events) },
    // Edge functions would download a Deno runtime; this project has none.
    plugins: [netlify({ edgeFunctions: { enabled: false }, geolocation: { enabled: false } }), devDatabase()],
  },
  integrations: [
    react(),
    mdx(),
    sitemap({
      filter: (page) => {
        const { pathname } = new URL(page);
        return !pathname.startsWith('/admin') && !pathname.startsWith('/404') && pathname !== '/blog-fallback';
      },
      // Posts appear only when listed and indexable (allowIndexing false → noindex → not here).
      serialize: async (item) => {
        const slug = /^\/blog\/([^/]+)$/.exec(new URL(item.url).pathname)?.[1];
        if (!slug) return item;
        const { posts } = await loadPublicPosts();
        return posts.some((post) => post.slug === slug && post.allowIndexing) ? item : undefined;
      },
    }),
  ],
});
