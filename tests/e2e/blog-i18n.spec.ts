// The blog in the audience's languages (decision 0049) in Chromium against the
// production-like server. The e2e database starts empty, so every locale's blog was built from the
// built-in posts: the eleven English ones and the team's Indonesian and Arabic translations.
import { expect, test } from '@playwright/test';
import { loadBuiltInPosts, type BuiltInPost } from '../../src/server/blog/built-in-posts.ts';
import { postPath, postPreviewPath } from '../../src/lib/blog/translations.ts';
import { blogText } from '../../src/lib/i18n/blog.ts';
import { localePath } from '../../src/lib/i18n/pages.ts';
import { ADMIN, PAGES } from '../../src/lib/routes.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { scriptFiles } from './support/scripts.ts';
import { signInAs } from './support/sign-in.ts';
import { resetStaffAccount } from './support/staff.ts';
import { e2eDatabaseUrl, query } from './support/state.ts';
import { insertPost } from './support/blog-posts.ts';
import { withBuiltSite } from './support/astro-build.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Through the emulation, a function's first call builds it (seconds, more on a busy machine).
const FUNCTION_WAIT = 45_000;

let builtIn: BuiltInPost[];
test.beforeAll(async () => {
  builtIn = await loadBuiltInPosts();
});

const inLanguage = (language: string) => builtIn.filter((post) => post.language === language);
const bySlug = (slug: string) => builtIn.find((post) => post.slug === slug)!;

test.describe('a reader of the Indonesian blog', () => {
  test('opens /id/blog, reads an Indonesian post and switches to its English original through the language list', async ({
    page,
  }) => {
    const scripts = scriptFiles(page);
    await page.goto(localePath('id', PAGES.blog));
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Thawab');
    await expect(page.getByRole('searchbox', { name: 'Cari artikel' })).toHaveAttribute(
      'placeholder',
      'Cari artikel...',
    );
    await expect(page.getByRole('button', { name: 'Semua', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Fitur Aplikasi', exact: true })).toBeVisible();
    await expect(page.getByRole('note')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/id\/blog$/);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      localePath('id', PAGES.rss),
    );

    // Its own posts: the featured one in its block, the others in the grid, dated in Indonesian.
    const indonesian = inLanguage('id');
    const featured = indonesian.find((post) => post.featured)!;
    const block = page.locator('[data-featured-block]');
    await expect(block).toContainText('Artikel Pilihan');
    await expect(block.getByRole('heading', { level: 2 })).toHaveText(featured.title);
    await expect(block).toContainText(/\d+ menit baca/);
    await expect(block.getByRole('link', { name: /Baca artikel/ })).toHaveAttribute(
      'href',
      postPath(featured.slug, 'id'),
    );
    await expect(page.locator('[data-post-grid] > li:visible')).toHaveCount(indonesian.length - 1);

    // Few posts of its own: the newest English posts it has not translated, marked English, and the way to all of them.
    const english = page.locator('.in-english');
    await expect(english.getByRole('heading', { level: 2 })).toHaveText('Dalam bahasa Inggris');
    await expect(english.locator('ul')).toHaveAttribute('lang', 'en');
    const translatedOriginals = new Set(indonesian.map((post) => post.translationOfSlug));
    const untranslated = inLanguage('en').filter((post) => !translatedOriginals.has(post.slug));
    await expect(english.locator('li h3')).toHaveText(untranslated.slice(0, 3).map((post) => post.title));
    await expect(english.locator('li').first()).toContainText('Read more');
    await expect(english.getByRole('link', { name: 'Semua artikel dalam bahasa Inggris' })).toHaveAttribute(
      'href',
      PAGES.blog,
    );
    await expect(page.getByRole('heading', { name: 'Dapatkan artikel baru lewat email' })).toBeVisible();
    expect(scripts).toEqual([]);
    await expectNoSeriousA11yViolations(page);

    // Reading the Indonesian post.
    const post = bySlug('amal-kecil-yang-konsisten');
    await page.getByRole('link', { name: `Baca selengkapnya: ${post.title}` }).click();
    await expect(page).toHaveURL(postPath(post.slug, 'id'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    const article = page.locator('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(article.locator('.post-badge')).toHaveText('Tumbuh dalam Islam');
    await expect(article.locator('time')).toHaveText('22 Juli 2025');
    await expect(article).toContainText(/\d+ menit baca/);
    await expect(article.locator('.post-body')).toContainText('Shahih al-Bukhari no. 6464');
    await expect(page.getByRole('link', { name: /Kembali ke Blog/ })).toHaveAttribute(
      'href',
      localePath('id', PAGES.blog),
    );
    await expect(page.getByRole('heading', { name: 'Bagikan artikel ini' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${postPath(post.slug, 'id')}$`),
    );
    await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute(
      'href',
      new RegExp(`${PAGES.blogPost('small-consistent-deeds')}$`),
    );
    // Its related articles are Indonesian.
    await expect(page.locator('.post-related li h3')).toHaveText(
      inLanguage('id')
        .filter((other) => other.slug !== post.slug)
        .map((other) => other.title),
    );
    await expectNoSeriousA11yViolations(page);

    // "Read this in": its translations, each named in its own language; English leads to the original.
    const languages = page.getByRole('navigation', { name: 'Baca dalam bahasa lain:' });
    await expect(languages.getByRole('link')).toHaveText(['English', 'العربية']);
    await expect(languages.getByRole('link', { name: 'العربية' })).toHaveAttribute('dir', 'rtl');
    await languages.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(PAGES.blogPost('small-consistent-deeds'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bySlug('small-consistent-deeds').title);
    await expect(page.getByRole('navigation', { name: 'Read this in:' }).getByRole('link')).toHaveText([
      'العربية',
      'Bahasa Indonesia',
    ]);
  });
});

test('/ar/blog and an Arabic post read right to left, count in Arabic, and pass axe', async ({ page }) => {
  await page.goto(localePath('ar', PAGES.blog));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('مدونة \u2068Thawab\u2069');
  await expect(page.locator('.in-english ul')).toHaveAttribute('dir', 'ltr');
  await expectNoSeriousA11yViolations(page);

  const search = page.getByRole('searchbox', { name: 'ابحث في المقالات' });
  await search.fill('الأعمال');
  await expect(page.getByRole('status').filter({ hasText: 'عُثر' })).toHaveText('عُثر على مقال واحد');
  await search.fill('لا شيء هنا');
  await expect(page.locator('[data-result-status]')).toHaveText('لم يُعثر على أي مقال.');
  await expect(page.getByText('جرّب كلمة بحث أخرى أو اختر تصنيفًا آخر.')).toBeVisible();
  await search.fill('');

  const post = inLanguage('ar')[0]!;
  // The newest Arabic post leads the list (decision 0063): its headline, then its link.
  const lead = page.locator('section[aria-labelledby="featured-heading"]');
  await expect(lead.getByRole('heading', { level: 2 })).toHaveText(post.title);
  await lead.getByRole('link', { name: new RegExp(post.title) }).click();
  await expect(page).toHaveURL(postPath(post.slug, 'ar'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('article time')).toHaveText('٢٢ يوليو ٢٠٢٥');
  await expect(page.locator('article .post-body')).toContainText(
    '«أَحَبُّ الأَعْمَالِ إِلَى اللَّهِ أَدْوَمُهَا وَإِنْ قَلَّ» (صحيح البخاري ٦٤٦٤؛ صحيح مسلم ٧٨٣)',
  );
  // The Latin brand name inside the Arabic text is isolated.
  await expect(page.locator('article .post-body bdi', { hasText: /^Thawab$/ })).toHaveCount(1);
  // The title sits on the right, where an Arabic reader starts.
  const title = await page.getByRole('heading', { level: 1 }).boundingBox();
  const main = await page.locator('article').boundingBox();
  expect(title!.x + title!.width).toBeGreaterThan(main!.x + main!.width - 2);
  await expect(page.getByRole('navigation', { name: 'اقرأه بلغة أخرى:' }).getByRole('link')).toHaveText([
    'English',
    'Bahasa Indonesia',
  ]);
  await expectNoSeriousA11yViolations(page);
});

test('a language with no posts yet says so and offers the English posts, and every list links its own feed', async ({
  page,
  request,
}) => {
  await page.goto(localePath('bn', PAGES.blog));
  await expect(page.locator('main')).toContainText(blogText('bn', 'noPostsYet'));
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  // Three English posts: the first leads the section in English (decision 0063), two cards follow
  // (three keep every list within the first round trip's 14 KB).
  const lead = page.locator('.in-english [data-featured-block]');
  await expect(lead).toHaveAttribute('lang', 'en');
  await expect(lead.getByRole('heading', { level: 2 })).toHaveCount(1);
  await expect(page.locator('.in-english li')).toHaveCount(2);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    localePath('bn', PAGES.rss),
  );
  await expectNoSeriousA11yViolations(page);

  const feed = async (path: string) => {
    const response = await request.get(path);
    expect(response.ok(), path).toBe(true);
    return page.evaluate(
      (xml) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml');
        if (doc.querySelector('parsererror')) throw new Error('not well-formed XML');
        return {
          language: doc.querySelector('channel > language')?.textContent,
          links: [...doc.querySelectorAll('channel > item > link')].map((link) => new URL(link.textContent!).pathname),
        };
      },
      await response.text(),
    );
  };
  expect(await feed(PAGES.rss)).toEqual({ language: 'en', links: inLanguage('en').map((post) => postPath(post.slug)) });
  expect(await feed(localePath('id', PAGES.rss))).toEqual({
    language: 'id',
    links: inLanguage('id').map((post) => postPath(post.slug, 'id')),
  });
  expect(await feed(localePath('ar', PAGES.rss))).toEqual({
    language: 'ar',
    links: inLanguage('ar').map((post) => postPath(post.slug, 'ar')),
  });
  expect(await feed(localePath('bn', PAGES.rss))).toEqual({ language: 'bn', links: [] });
});

test.describe('posts published after the build', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an Indonesian post is served by /id’s fallback page in Indonesian, with its translations; its English address leads there', async ({
    page,
  }) => {
    const stamp = Date.now();
    const original = await insertPost({ slug: `fresh-en-${stamp}`, title: 'Fresh English original' });
    await insertPost({
      slug: `fresh-id-${stamp}`,
      title: 'Artikel segar',
      language: 'id',
      translation_of: original,
      read_time: '3 min read',
      publish_date: new Date('2026-03-05T08:00:00Z'),
    });
    await page.goto(postPath(`fresh-id-${stamp}`, 'id'));
    await expect(page.locator('article h1')).toHaveText('Artikel segar', { timeout: FUNCTION_WAIT });
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.locator('article time')).toHaveText('5 Maret 2026');
    await expect(page.locator('article')).toContainText('3 menit baca');
    await expect(page.getByRole('link', { name: 'Lihat semua artikel' })).toHaveAttribute(
      'href',
      localePath('id', PAGES.blog),
    );
    await expect(
      page.getByRole('navigation', { name: 'Baca dalam bahasa lain:' }).getByRole('link', { name: 'English' }),
    ).toHaveAttribute('href', postPath(`fresh-en-${stamp}`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${postPath(`fresh-id-${stamp}`, 'id')}$`),
    );
    await expectNoSeriousA11yViolations(page);

    // The same post asked for at the English address opens at its own.
    await page.goto(PAGES.blogPost(`fresh-id-${stamp}`));
    await expect(page).toHaveURL(postPath(`fresh-id-${stamp}`, 'id'), { timeout: FUNCTION_WAIT });
    await expect(page.locator('article h1')).toHaveText('Artikel segar');

    // An unknown slug under a locale says so in that locale.
    await page.goto(postPath(`no-such-post-${stamp}`, 'id'));
    await expect(page.getByRole('heading', { name: 'Artikel tidak ditemukan' })).toBeVisible({
      timeout: FUNCTION_WAIT,
    });
    await expect(page.locator('.post-not-found').getByRole('link', { name: 'Kembali ke Blog' })).toHaveAttribute(
      'href',
      localePath('id', PAGES.blog),
    );
  });

  test('the editor’s Preview of an Arabic draft is right to left, in Arabic', async ({ page }) => {
    const username = 'e2e-arabic-editor';
    const password = 'a long password for the arabic preview';
    await resetStaffAccount(username, 'Arabic Editor', 'Content Editor', password);
    await query('DELETE FROM login_attempts');
    const slug = `e2e-arabic-draft-${Date.now()}`;
    const id = await insertPost({
      slug,
      title: 'مسودة عن الصبر',
      content: 'نصّ المسودة عن **الصبر**.',
      language: 'ar',
      status: 'draft',
      publish_date: null,
    });
    await signInAs(page, { username, password }, ADMIN.dashboard);
    await page.goto(ADMIN.blogEdit(id));
    await expect(page.getByLabel('Language', { exact: true })).toHaveValue('ar', { timeout: FUNCTION_WAIT });
    for (const field of [/^Title/, /^Excerpt/, /^Content/])
      await expect(page.getByLabel(field)).toHaveAttribute('dir', 'auto');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = await popup;
    await expect(preview).toHaveURL(new RegExp(`${postPreviewPath(slug, id, 'ar').replace('?', '\\?')}$`));
    await expect(preview.locator('article h1')).toHaveText('مسودة عن الصبر', { timeout: FUNCTION_WAIT });
    await expect(preview.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(preview.getByText(blogText('ar', 'previewDraft'))).toBeVisible();
    const direction = await preview
      .locator('article .post-body p')
      .first()
      .evaluate((p) => getComputedStyle(p).direction);
    expect(direction).toBe('rtl');
    await preview.close();
  });
});

test('a build against a database lists each language’s posts, links published translations by hreflang (indexable ones only), and redirects an old slug under every prefix', async () => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const slugs = {
    en: `db-en-${stamp}`,
    id: `db-id-${stamp}`,
    ar: `db-ar-${stamp}`,
    draft: `db-id-draft-${stamp}`,
    old: `db-id-old-${stamp}`,
  };
  const english = await insertPost({ slug: slugs.en, title: `Database original ${stamp}` });
  const indonesian = await insertPost({
    slug: slugs.id,
    title: `Terjemahan basis data ${stamp}`,
    language: 'id',
    translation_of: english,
  });
  await insertPost({
    slug: slugs.ar,
    title: `ترجمة غير مفهرسة ${stamp}`,
    language: 'ar',
    translation_of: english,
    allow_indexing: false,
  });
  await insertPost({ slug: slugs.draft, title: `Draf ${stamp}`, language: 'id', status: 'draft', publish_date: null });
  await query('INSERT INTO post_slug_redirects (old_slug, post_id) VALUES ($1, $2)', [slugs.old, indonesian]);
  try {
    await withBuiltSite(
      'blog-i18n-build',
      { DATABASE_URL: e2eDatabaseUrl(), NETLIFY_DB_URL: '', SITE_URL: 'https://thawab.app' },
      (outDir) => {
        const read = (path: string) => readFileSync(join(outDir, path), 'utf8');
        const alternates = (html: string) =>
          Object.fromEntries(
            [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [
              m[1]!,
              new URL(m[2]!).pathname,
            ]),
          );

        // Each list has its language's published posts only.
        expect(read('id/blog.html')).toContain(`Terjemahan basis data ${stamp}`);
        expect(read('id/blog.html')).not.toContain(`Draf ${stamp}`);
        expect(read('blog.html')).toContain(`Database original ${stamp}`);
        expect(read('blog.html')).not.toContain(`Terjemahan basis data ${stamp}`);
        expect(read('id/rss.xml')).toContain(postPath(slugs.id, 'id'));
        expect(read('rss.xml')).not.toContain(slugs.id);

        // The Indonesian page names its indexable translation and the English original; the noindex Arabic
        // one is readable from "Read this in" but is nobody's alternate.
        const page = read(`id/blog/${slugs.id}.html`);
        expect(alternates(page)).toEqual({
          en: postPath(slugs.en),
          id: postPath(slugs.id, 'id'),
          'x-default': postPath(slugs.en),
        });
        expect(page).toContain(`href="${postPath(slugs.ar, 'ar')}" hreflang="ar" lang="ar" dir="rtl"`);
        expect(alternates(read(`blog/${slugs.en}.html`))).toEqual(alternates(page));
        const arabic = read(`ar/blog/${slugs.ar}.html`);
        expect(arabic).toContain('<meta name="robots" content="noindex, nofollow">');
        expect(alternates(arabic)).toEqual({});
        const sitemap = read('sitemap-0.xml');
        expect(sitemap).toContain(
          `<loc>https://thawab.app${postPath(slugs.id, 'id')}</loc><xhtml:link rel="alternate" hreflang="en" href="https://thawab.app${postPath(slugs.en)}"/>`,
        );
        expect(sitemap).not.toContain(slugs.ar);

        // The old slug leads to the post at its language's address, whichever prefix it is asked under.
        const redirects = read('_redirects');
        expect(redirects).toContain(`${postPath(slugs.old, 'id')} ${postPath(slugs.id, 'id')} 301`);
        expect(redirects).toContain(`${postPath(slugs.old)} ${postPath(slugs.id, 'id')} 301`);

        // The built-in translations the database lacks are still built (not listed), linked among themselves.
        const builtInTranslation = read(`id/blog/amal-kecil-yang-konsisten.html`);
        expect(alternates(builtInTranslation)).toMatchObject({
          en: postPath('small-consistent-deeds'),
          id: postPath('amal-kecil-yang-konsisten', 'id'),
        });
        expect(read('id/blog.html')).not.toContain('amal-kecil-yang-konsisten');
      },
    );
  } finally {
    await query('DELETE FROM blog_posts WHERE slug = ANY($1)', [Object.values(slugs)]);
  }
});
