import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';

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
      filter: (page) => !new URL(page).pathname.startsWith('/admin') && !new URL(page).pathname.startsWith('/404'),
    }),
  ],
});
