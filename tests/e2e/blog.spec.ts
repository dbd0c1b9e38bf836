// The public blog in Chromium against the production-like server (docs/product.md §2.4, §2.5). The
// e2e database starts empty, so /blog and the post pages were built from the eleven built-in
// English posts (the team's translations are on the other languages' blogs: blog-i18n.spec.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withBuiltSite } from './support/astro-build.ts';
import { scriptFiles } from './support/scripts.ts';
import { expect, test, type Page } from '@playwright/test';
import { loadBuiltInPosts, type BuiltInPost } from '../../src/server/blog/built-in-posts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { e2eDatabaseUrl, query } from './support/state.ts';
import { insertPost } from './support/blog-posts.ts';
import { ADMIN, API, PAGES } from '../../src/lib/routes.ts';

// Through the emulation, a function's first call builds it (seconds, more on a busy machine).
const FUNCTION_WAIT = 45_000;

let builtIn: BuiltInPost[];
test.beforeAll(async () => {
  builtIn = (await loadBuiltInPosts()).filter((post) => post.language === 'en');
});

const featuredPost = () => builtIn.find((post) => post.featured)!;
const gridCards = (page: Page) => page.locator('[data-post-grid] > li:visible');

async function views(slug: string) {
  const [row] = await query<{ views: number }>('SELECT views FROM blog_posts WHERE slug = $1', [slug]);
  return row?.views;
}

test.describe('public blog', () => {
  // Fallback tests wait for functions the emulation builds on first call.
  test.describe.configure({ timeout: 120_000 });
  test('lists the built-in posts with the featured article apart, and ships no script files', async ({ page }) => {
    const scripts = scriptFiles(page);
    await page.goto(PAGES.blog);
    await expect(page).toHaveTitle(/Thawab Blog/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Thawab Blog/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', PAGES.blog);
    await expect(header.getByRole('link', { name: 'Spiritual Quiz' })).toHaveAttribute('href', PAGES.test);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thawab Blog');
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveAttribute(
      'placeholder',
      'Search articles...',
    );
    for (const tab of ['All', 'App Features', 'Islamic Growth', 'User Stories', 'Spiritual Growth', 'Community']) {
      await expect(page.getByRole('button', { name: tab, exact: true })).toBeVisible();
    }

    const featured = page.locator('[data-featured-block]');
    const post = featuredPost();
    await expect(featured).toContainText('Featured Article');
    await expect(featured.getByRole('heading', { level: 2 })).toHaveText(post.title);
    await expect(featured).toContainText(post.category);
    await expect(featured).toContainText(post.author);
    await expect(featured).toContainText(post.excerpt);
    await expect(featured).toContainText(/\d+ min read/);
    await expect(featured.getByRole('img')).toHaveAttribute('alt', post.coverImageAlt!);
    await expect(featured.getByRole('img')).toHaveAttribute('src', /^\/_astro\/.+\.webp$/);
    // The cover follows the words on a phone and sits beside them here (decision 0063); a browser
    // that reads AVIF loads the smaller AVIF.
    await expect
      .poll(() => featured.getByRole('img').evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : '')))
      .toMatch(/\/_astro\/.+\.avif$/);
    await expect(featured.getByRole('link', { name: /Read article/ })).toHaveAttribute(
      'href',
      PAGES.blogPost(post.slug),
    );

    // The grid holds the other ten, each with a 'Read more' link to its page.
    await expect(gridCards(page)).toHaveCount(10);
    await expect(page.locator('[data-post-grid] > li:visible', { hasText: post.title })).toHaveCount(0);
    const other = builtIn.find((item) => !item.featured)!;
    await expect(page.getByRole('link', { name: `Read more: ${other.title}` })).toHaveAttribute(
      'href',
      PAGES.blogPost(other.slug),
    );

    await expect(page.locator('#download').getByRole('link', { name: /App Store/ })).toBeVisible();
    await expect(page.locator('#download').getByRole('link', { name: /Google Play/ })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
    expect(scripts).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test('search and category filters work alone and together, live in the URL, and say when nothing matches', async ({
    page,
  }) => {
    const matching = (q: string, category = 'All') =>
      builtIn.filter(
        (post) =>
          `${post.title}\n${post.excerpt}`.toLowerCase().includes(q.toLowerCase()) &&
          (category === 'All' || post.category === category),
      );
    await page.goto(PAGES.blog);
    const search = page.getByRole('searchbox', { name: 'Search articles' });

    await search.fill('PRAYER');
    await expect(page).toHaveURL(/\/blog\?q=PRAYER$/);
    const byText = matching('prayer');
    expect(byText.length).toBeGreaterThan(1);
    await expect(gridCards(page)).toHaveCount(byText.length);
    await expect(page.locator('[data-featured-block]')).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText(`${byText.length} articles found`);

    await search.fill('');
    await page.getByRole('button', { name: 'Islamic Growth', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Islamic Growth', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page).toHaveURL(/\/blog\?category=Islamic\+Growth$/);
    const byCategory = matching('', 'Islamic Growth');
    await expect(gridCards(page)).toHaveCount(byCategory.length);
    for (const post of byCategory)
      await expect(page.locator('[data-post-grid] > li:visible', { hasText: post.title })).toHaveCount(1);

    await search.fill('prayer');
    const both = matching('prayer', 'Islamic Growth');
    expect(both.length).toBeLessThan(byText.length);
    await expect(gridCards(page)).toHaveCount(both.length);

    // The filtered view can be shared: opening the URL restores it.
    const url = page.url();
    expect(url).toMatch(/q=prayer/);
    expect(url).toMatch(/category=Islamic\+Growth/);
    const shared = await page.context().newPage();
    await shared.goto(url);
    await expect(shared.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('prayer');
    await expect(shared.getByRole('button', { name: 'Islamic Growth', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(gridCards(shared)).toHaveCount(both.length);

    // A category without built-in posts, and a search without matches, say so.
    await page.getByRole('button', { name: 'User Stories', exact: true }).click();
    await expect(gridCards(page)).toHaveCount(0);
    await expect(page.getByText('No articles found.').first()).toBeVisible();
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await search.fill('zzzz-nothing');
    await expect(gridCards(page)).toHaveCount(0);
    await expect(page.getByText('Try a different search term or choose another category.')).toBeVisible();
    await search.fill('');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(gridCards(page)).toHaveCount(10);
    await expect(page.locator('[data-featured-block]')).toBeVisible();
  });

  test('newsletter block subscribes through the API and shows its messages', async ({ page }) => {
    await page.goto(PAGES.blog);
    const email = page.getByRole('textbox', { name: 'Email address' });
    const message = page.locator('#newsletter-message');
    await email.fill('not-an-email');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(message).toHaveText('Please enter a valid email address');
    const address = `reader-${Date.now()}@example.com`;
    await email.fill(address);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(message).toHaveText(/Thanks for subscribing/);
    // …and that nothing comes until the emailed link is confirmed (decision 0058)
    await expect(message).toContainText(`Unless ${address} is already confirmed, a confirmation email is on its way`);
    await expect(message).toContainText('not confirmed within 30 days are deleted');
    await expect(email).toHaveValue('');
    await email.fill(address.toUpperCase());
    await page.getByRole('button', { name: 'Subscribe' }).click();
    // a repeat gets the same answer: the page must not tell who is subscribed
    await expect(message).toHaveText(/Thanks for subscribing/);
    expect(await query('SELECT 1 FROM newsletter_subscriptions WHERE lower(email) = $1', [address])).toHaveLength(1);
  });

  test('a post page shows the article, working share links, related articles and complete head', async ({
    page,
    context,
    baseURL,
  }) => {
    const post = builtIn.find((item) => item.slug === 'consistency-in-prayer')!;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    // Not even the analytics beacon: the view counter is an inline script (a file would count in LCP).
    const scripts = scriptFiles(page);
    await page.goto(PAGES.blogPost(post.slug));
    const article = page.locator('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(article.locator('.post-badge')).toHaveText(post.category);
    await expect(article).toContainText(post.author);
    await expect(article).toContainText(/\d+ min read/);
    await expect(article.locator('time')).toHaveAttribute('datetime', post.publishDate!.toISOString());
    await expect(article.locator('img.post-cover')).toHaveAttribute('alt', post.coverImageAlt!);
    expect(await article.locator('.post-body h2').count()).toBeGreaterThan(1);
    await expect(article.locator('.post-body p').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Back to Blog/ })).toHaveAttribute('href', PAGES.blog);
    await expect(page.getByRole('link', { name: 'View all articles' })).toHaveAttribute('href', PAGES.blog);

    // Head: meta fields, canonical, social cards, indexable, JSON-LD BlogPosting.
    const url = `${baseURL}/blog/${post.slug}`;
    await expect(page).toHaveTitle(post.metaTitle ?? post.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      post.metaDescription ?? post.excerpt,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${baseURL}/blog/covers/${post.slug}.webp`,
    );
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      author: { name: post.author },
      datePublished: post.publishDate!.toISOString(),
      image: [`${baseURL}/blog/covers/${post.slug}.webp`],
    });
    const cover = await page.request.get(PAGES.blogCover(post.slug));
    expect(cover.headers()['content-type']).toBe('image/webp');

    // Share links are real share URLs.
    const encoded = encodeURIComponent(url);
    await expect(page.getByRole('link', { name: 'X (Twitter)' })).toHaveAttribute(
      'href',
      `https://twitter.com/intent/tweet?url=${encoded}&text=${encodeURIComponent(post.title)}`,
    );
    await expect(page.getByRole('link', { name: 'Facebook', exact: true })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    );
    await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${post.title} ${url}`)}`,
    );
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // Related: up to four, same category first.
    const related = page.locator('.post-related li');
    await expect(related).toHaveCount(4);
    const sameCategory = builtIn.filter((item) => item.category === post.category && item.slug !== post.slug);
    const firstTitles = await related.locator('h3').allTextContents();
    expect(firstTitles.slice(0, Math.min(4, sameCategory.length))).toEqual(
      sameCategory.slice(0, 4).map((item) => item.title),
    );
    expect(firstTitles).not.toContain(post.title);
    expect(scripts).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test('a post published after the build is served by the fallback page, counted once per session', async ({
    page,
    context,
  }) => {
    const slug = `fresh-${Date.now()}`;
    await insertPost({
      slug,
      title: 'Fresh after the build',
      excerpt: 'Published after the last build.',
      content:
        '## Fresh heading\n\nFresh **body** with [a source](https://example.com/source).\n\n<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>',
      meta_title: 'Fresh meta title',
      cover_image: null,
    });
    const beacon = page.waitForRequest(
      (request) => request.url().endsWith(API.blogViews) && request.method() === 'POST',
    );
    await page.goto(PAGES.blogPost(slug));
    const article = page.locator('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText('Fresh after the build', {
      timeout: FUNCTION_WAIT,
    });
    await expect(page).toHaveURL(new RegExp(`${PAGES.blogPost(slug)}$`));
    await expect(page).toHaveTitle('Fresh meta title');
    await expect(article.locator('.post-body h2')).toHaveText('Fresh heading');
    await expect(article.getByRole('link', { name: 'a source' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    await expect(article.locator('.post-body img, .post-body script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expect(article.locator('img.post-cover')).toHaveAttribute('src', PAGES.blogFallbackCover);
    await expect(article).toContainText('Yusuf Karim');
    await expect(article).toContainText('About Yusuf Karim');
    await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      new RegExp(`wa\\.me/\\?text=Fresh%20after%20the%20build%20.+${slug}$`),
    );
    await expect(page.getByRole('link', { name: 'View all articles' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${PAGES.blogPost(slug)}$`));

    await beacon;
    await expect.poll(() => views(slug), { timeout: FUNCTION_WAIT }).toBe(1);
    await expectNoSeriousA11yViolations(page);

    // Reload in the same tab (same session): no second count.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(API.blogViews)) sent.push(request.url());
    });
    await page.reload();
    await expect(article.getByRole('heading', { level: 1 })).toHaveText('Fresh after the build');
    await page.waitForLoadState('networkidle');
    expect(sent).toEqual([]);
    expect(await views(slug)).toBe(1);

    // A new tab is a new session: counted again.
    const other = await context.newPage();
    await other.goto(PAGES.blogPost(slug));
    await expect(other.locator('article h1')).toHaveText('Fresh after the build', { timeout: FUNCTION_WAIT });
    await expect.poll(() => views(slug), { timeout: FUNCTION_WAIT }).toBe(2);
  });

  test('the fallback lists related posts from the database', async ({ page }) => {
    const stamp = Date.now();
    await insertPost({ slug: `rel-main-${stamp}`, title: 'Main fresh post', category: 'Good Deeds' });
    await insertPost({
      slug: `rel-same-${stamp}`,
      title: 'Same category fresh post',
      category: 'Good Deeds',
      publish_date: new Date(Date.now() - 120_000),
    });
    await insertPost({
      slug: `rel-draft-${stamp}`,
      title: 'Draft fresh post',
      category: 'Good Deeds',
      status: 'draft',
    });
    await page.goto(PAGES.blogPost(`rel-main-${stamp}`));
    const related = page.locator('.post-related li');
    await expect(related.first()).toContainText('Same category fresh post', { timeout: FUNCTION_WAIT });
    await expect(related.first().getByRole('link', { name: /Read more/ })).toHaveAttribute(
      'href',
      PAGES.blogPost(`rel-same-${stamp}`),
    );
    await expect(page.locator('.post-related')).not.toContainText('Draft fresh post');
  });

  test('an unknown slug or a draft shows Post not found with a way back', async ({ page }) => {
    await page.goto(PAGES.blogPost('no-such-post-anywhere'));
    await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible({ timeout: FUNCTION_WAIT });
    await expect(page.getByText('Loading article...')).toBeHidden();
    await expect(page.getByText("The blog post you're looking for does not exist.")).toBeVisible();
    await expect(page.locator('.post-not-found').getByRole('link', { name: 'Back to Blog' })).toHaveAttribute(
      'href',
      PAGES.blog,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.locator('article')).toBeHidden();
    await expectNoSeriousA11yViolations(page);

    const slug = `draft-${Date.now()}`;
    await insertPost({ slug, title: 'Not yet', status: 'draft', publish_date: null });
    await page.goto(PAGES.blogPost(slug));
    await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible({ timeout: FUNCTION_WAIT });
  });

  test('the fallback shows its loading state while the post is on its way', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/blog/posts/slug/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(PAGES.blogPost('still-loading-post'));
    await expect(page.getByRole('status').filter({ hasText: 'Loading article...' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Post not found' })).toBeHidden();
    release();
    await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible({ timeout: FUNCTION_WAIT });
    await expect(page.getByText('Loading article...')).toBeHidden();
  });

  test('RSS parses as XML and lists the posts; sitemap and robots.txt follow the rules', async ({
    page,
    request,
    baseURL,
  }) => {
    const rss = await request.get(PAGES.rss);
    expect(rss.ok()).toBe(true);
    await page.goto(PAGES.blog);
    const items = await page.evaluate(
      (xml) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml');
        if (doc.querySelector('parsererror')) throw new Error('RSS is not well-formed XML');
        return [...doc.querySelectorAll('channel > item')].map((item) => ({
          title: item.querySelector('title')?.textContent,
          link: item.querySelector('link')?.textContent,
          author: item.getElementsByTagNameNS('http://purl.org/dc/elements/1.1/', 'creator')[0]?.textContent,
        }));
      },
      await rss.text(),
    );
    expect(items).toEqual(
      builtIn.map((post) => ({ title: post.title, link: `${baseURL}/blog/${post.slug}`, author: post.author })),
    );

    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    for (const post of builtIn) expect(locs).toContain(PAGES.blogPost(post.slug));
    expect(locs).toContain(PAGES.blog);
    expect(
      locs.filter(
        (path) =>
          path.startsWith(ADMIN.dashboard) || path === PAGES.blogFallback || path.startsWith(PAGES.blogCoverPrefix),
      ),
    ).toEqual([]);

    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toMatch(/Sitemap: .+\/sitemap-index\.xml/);
  });

  test('a build against a database with posts lists them, keeps noindex posts out of the sitemap and lists every other built post', async () => {
    test.setTimeout(240_000);
    const stamp = Date.now();
    const indexable = `db-indexable-${stamp}`;
    const hidden = `db-noindex-${stamp}`;
    await insertPost({
      slug: indexable,
      title: 'Database post with a built-in cover',
      cover_image: PAGES.blogCover('consistency-in-prayer'),
      cover_image_alt: 'Reused cover',
      featured: true,
    });
    await insertPost({
      slug: hidden,
      title: 'Database post not for search engines',
      allow_indexing: false,
      og_title: 'OG override',
    });
    try {
      await withBuiltSite(
        'blog-build',
        { DATABASE_URL: e2eDatabaseUrl(), NETLIFY_DB_URL: '', SITE_URL: 'https://thawab.app' },
        (outDir) => {
          const read = (path: string) => readFileSync(join(outDir, path), 'utf8');
          const list = read('blog.html');
          expect(list).toContain('Database post with a built-in cover');
          expect(list).toContain('Database post not for search engines');
          expect(list).not.toContain(featuredPost().title); // built-ins only when the database has none

          const hiddenPage = read(`blog/${hidden}.html`);
          expect(hiddenPage).toContain('<meta name="robots" content="noindex, nofollow">');
          expect(hiddenPage).toContain('<meta property="og:title" content="OG override">');
          expect(hiddenPage).toContain(`src="${PAGES.blogFallbackCover}"`);
          const indexablePage = read(`blog/${indexable}.html`);
          expect(indexablePage).toContain('<meta name="robots" content="index, follow">');
          expect(indexablePage).toMatch(
            /<img[^>]+src="\/_astro\/consistency-in-prayer[^"]+\.webp"[^>]+alt="Reused cover"|<img[^>]+alt="Reused cover"[^>]+src="\/_astro\/consistency-in-prayer/,
          );
          // Built-in posts stay reachable by URL (product §4) but are not listed.
          expect(read('blog/consistency-in-prayer.html')).toContain(
            builtIn.find((post) => post.slug === 'consistency-in-prayer')!.title,
          );

          const sitemap = read('sitemap-0.xml');
          expect(sitemap).toContain(`${PAGES.blogPost(indexable)}</loc>`);
          expect(sitemap).not.toContain(hidden);
          // A built-in post the database does not replace is still a built, indexable page: listed.
          expect(sitemap).toContain(`${PAGES.blogPost('consistency-in-prayer')}<`);
          expect(read('rss.xml')).toContain(PAGES.blogPost(indexable));
        },
      );
    } finally {
      await query('DELETE FROM blog_posts WHERE slug = ANY($1)', [[indexable, hidden]]);
    }
  });
});
