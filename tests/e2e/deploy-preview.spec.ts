// A deploy preview's build (Netlify CONTEXT=deploy-preview) is never indexable: every page says
// noindex, every file gets X-Robots-Tag through the build's own _headers, robots.txt advertises no
// sitemap (README, "Deploy previews and branch deploys"). The production build the other specs
// serve stays indexable.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { withBuiltSite } from './support/astro-build.ts';
import { e2eDeployDirectory } from './support/state.ts';

test('a deploy-preview build is noindex on every page and file', async () => {
  test.setTimeout(240_000);
  // No database: the blog builds from its built-in posts.
  await withBuiltSite(
    'preview-build',
    {
      CONTEXT: 'deploy-preview',
      DATABASE_URL: '',
      NETLIFY_DB_URL: '',
      SITE_URL: 'https://deploy-preview-7--thawab.netlify.app',
    },
    (outDir) => {
      const pages = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
      expect(pages.length).toBeGreaterThan(15);
      for (const page of pages) {
        const html = readFileSync(join(outDir, page), 'utf8');
        expect(html, page).toContain('<meta name="robots" content="noindex, nofollow">');
        expect(html, page).not.toContain('content="index, follow"');
      }
      expect(readFileSync(join(outDir, '_headers'), 'utf8')).toContain('/*\n  X-Robots-Tag: noindex, nofollow');
      const robots = readFileSync(join(outDir, 'robots.txt'), 'utf8');
      expect(robots).not.toContain('Sitemap:');
    },
  );
});

test('the production build served here is indexable and adds no noindex header', async ({ request }) => {
  expect(existsSync(join(e2eDeployDirectory(), '_headers'))).toBe(false);
  const home = await request.get('/');
  expect(home.headers()['x-robots-tag']).toBeUndefined();
  expect(await home.text()).toContain('<meta name="robots" content="index, follow">');
  expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: .+\/sitemap-index\.xml/);
});
