// Every page the server serves is valid HTML (W3C Nu HTML checker over the build the global setup
// made), and every page has one URL: the one it is served at, linked at, declared canonical at and
// listed in the sitemap at.
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { checkHtml, formatErrors } from '../../scripts/check-html.ts';
import { e2eDeployDirectory } from './support/state.ts';
import { pageLocale } from '../../src/lib/i18n/pages.ts';

/** The deploy the e2e server serves now (scripts/start.ts builds into its own state folder). */
const deployDir = () => e2eDeployDirectory();

async function builtPages(): Promise<{ file: string; path: string; html: string }[]> {
  const DIST = deployDir();
  const entries = await readdir(DIST, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => {
      const file = relative(DIST, join(entry.parentPath, entry.name));
      const path = `/${file.replace(/(?:^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
      return { file, path, html: readFileSync(join(DIST, file), 'utf8') };
    });
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

test.describe('valid HTML, one URL per page', () => {
  test('the W3C Nu HTML checker finds 0 errors on every built page', async () => {
    test.setTimeout(120_000);
    const report = await checkHtml(deployDir());
    expect(report.files.length, 'pages built').toBeGreaterThan(15);
    expect(report.files).toEqual(
      expect.arrayContaining([
        'index.html',
        'blog.html',
        'blog-fallback.html',
        'test.html',
        'spiritual-quiz.html',
        'landingpage.html',
        '404.html',
      ]),
    );
    expect(report.errors, formatErrors(report.errors)).toEqual([]);
  });

  test('canonical, og:url, sitemap and links name each page by its served URL, never its .html file', async ({
    request,
    baseURL,
  }) => {
    const pages = await builtPages();
    // A page a locale has not translated yet names its English original as canonical (decision 0044).
    // Since decision 0052 every page is translated in every locale, so the build has none today; the
    // fallback's canonical and alternates are held by tests/unit/i18n.test.ts (pageLinks) with a table
    // that leaves pages out.
    const fallbacks = pages.filter((page) => pageLocale(page.path).fallback);
    for (const page of fallbacks)
      expect(new URL(canonicalOf(page.html)!).pathname, page.file).toBe(pageLocale(page.path).path);
    const indexable = pages.filter(
      (page) => page.html.includes('<meta name="robots" content="index, follow">') && !fallbacks.includes(page),
    );
    expect(indexable.map((page) => page.path)).toEqual(
      expect.arrayContaining([
        '/',
        '/blog',
        '/landingpage',
        '/support',
        '/privacy',
        '/terms',
        '/test',
        '/spiritual-quiz',
      ]),
    );
    for (const page of pages) {
      const canonical = canonicalOf(page.html);
      expect(canonical, page.file).toBeDefined();
      expect(canonical, page.file).not.toMatch(/\.html$/);
      expect(/<meta property="og:url" content="([^"]+)"/.exec(page.html)?.[1], page.file).toBe(canonical);
      // Internal links point at served URLs.
      const links = [...page.html.matchAll(/<a [^>]*href="([^"]+)"/g)]
        .map((match) => match[1]!)
        .filter((href) => href.startsWith('/'));
      expect(
        links.filter((href) => /\.html(?:[?#]|$)/.test(href)),
        page.file,
      ).toEqual([]);
    }
    for (const page of indexable) expect(new URL(canonicalOf(page.html)!).pathname, page.file).toBe(page.path);

    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(listed.length).toBeGreaterThan(5);
    // The sitemap lists exactly the indexable pages, by their canonical URL.
    expect([...listed].sort()).toEqual(indexable.map((page) => canonicalOf(page.html)!).sort());
    for (const url of listed) {
      const path = new URL(url).pathname;
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(canonicalOf(await response.text()), path).toBe(new URL(path, baseURL).href);
    }
  });
});
