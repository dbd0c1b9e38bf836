import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { loadPublicPosts } from './src/server/blog/public-posts.ts';

// SITE_URL wins; Netlify sets URL on its builds; the fallback is the production origin.
const site = process.env.SITE_URL || process.env.URL || 'https://thawab.app';

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file' },
  // Hashes of every inline script and style go into a per-page CSP <meta>; netlify.toml sends the
  // directives a <meta> cannot carry (frame-ancestors) and the rest of the policy as a header.
  security: { csp: true },
  // Shiki's inline styles would need 'unsafe-inline'; the blog has no code samples.
  markdown: { syntaxHighlight: false },
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
