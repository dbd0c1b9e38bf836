// What the first page of a visit transfers, per page type and per locale (decision 0063),
// on a phone-sized window: every request from the navigation to a quiet moment after the load
// event, as the browser received it (headers and compressed bodies). The locale's UI font is not
// among them (a visitor who reads one page downloads no font), and its file, when a link of the
// locale is approached, is the subset's size. Lighthouse's figures for the same pages are the
// bench's (npm run bench).
import { expect, test, type Page } from '@playwright/test';
import { LOCALE_CODES, localeOf, type LocaleCode } from '../../src/lib/i18n/locales.ts';
import { localePath } from '../../src/lib/i18n/pages.ts';
import { PAGES } from '../../src/lib/routes.ts';

/** Transfer limits of a visit's first page, KB (decision 0063's table). */
const LIMIT_KB = { text: 60, landing: 60, quiz: 150, blog: 120 } as const;
/** The locale's UI font file, KB (the Arabic-script files are subsets, scripts/subset-locale-fonts.sh). */
const FONT_KB: Partial<Record<LocaleCode, number>> = { ar: 27, ur: 120, bn: 45 };
const UI_FONT = /noto-(naskh|nastaliq|sans-bengali)[\w.-]*\.woff2$/;

const VIEWPORT = { width: 412, height: 823 };
test.use({ viewport: VIEWPORT });

/** Bytes received per request (status line and headers, body as sent), collected as they finish. */
function transfers(page: Page) {
  const received: { url: string; bytes: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      request.sizes().then((sizes) => {
        received.push({ url: request.url(), bytes: sizes.responseHeadersSize + sizes.responseBodySize });
      }),
    );
  });
  return {
    settled: async () => {
      await Promise.all(pending);
      return received;
    },
  };
}

async function firstVisit(page: Page, path: string) {
  const log = transfers(page);
  await page.goto(path);
  await page.waitForLoadState('load');
  await page.waitForTimeout(1500); // a quiet moment: what is fetched after load counts too
  const received = await log.settled();
  return {
    kb: received.reduce((sum, r) => sum + r.bytes, 0) / 1024,
    fonts: received.filter((r) => UI_FONT.test(new URL(r.url).pathname)),
  };
}

for (const code of LOCALE_CODES) {
  test(`${code}: each page type's first visit stays within its transfer limit and fetches no UI font`, async ({
    browser,
  }) => {
    const pages = [
      { type: 'text', path: localePath(code, PAGES.support) },
      // The live recitation shell (decision 0066): any id is the same page; an unknown one says so.
      { type: 'text', path: localePath(code, PAGES.liveSession(0)) },
      { type: 'landing', path: localePath(code, PAGES.landing) },
      { type: 'quiz', path: localePath(code, PAGES.test) },
      { type: 'quiz', path: localePath(code, PAGES.spiritualQuiz) },
      { type: 'blog', path: localePath(code, PAGES.blog) },
    ] as const;
    // A visit of its own each, so nothing another page fetched is in its cache; side by side, as
    // their sizes do not depend on timing and most of a visit is its quiet moment.
    const visits = await Promise.all(
      pages.map(async ({ type, path }) => {
        const context = await browser.newContext({ viewport: VIEWPORT });
        const visit = await firstVisit(await context.newPage(), path);
        await context.close();
        return { type, path, ...visit };
      }),
    );
    for (const { path, fonts } of visits) expect(fonts, path).toEqual([]);
    const over = visits
      .filter(({ type, kb }) => kb > LIMIT_KB[type])
      .map(({ type, path, kb }) => `${path}: ${kb.toFixed(1)} KB > ${LIMIT_KB[type]} KB`);
    expect(over).toEqual([]);
  });
}

for (const code of LOCALE_CODES.filter((code) => localeOf(code).font)) {
  test(`${code}: the UI font is fetched once a link of the locale is approached, within ${FONT_KB[code]} KB`, async ({
    page,
  }) => {
    const log = transfers(page);
    await page.goto(localePath(code, PAGES.support));
    await page.waitForLoadState('load');
    await page
      .getByRole('banner')
      .locator(`a[href="${localePath(code, PAGES.blog)}"]`)
      .first()
      .hover();
    await expect
      .poll(async () => (await log.settled()).filter((r) => UI_FONT.test(new URL(r.url).pathname)).length)
      .toBe(1);
    const [font] = (await log.settled()).filter((r) => UI_FONT.test(new URL(r.url).pathname));
    expect(font!.bytes / 1024).toBeLessThanOrEqual(FONT_KB[code]!);
  });
}

/** The page's largest contentful paint as the browser reports it: the element's tag and its text. */
async function largestContentfulPaint(page: Page, path: string) {
  await page.addInitScript(() => {
    const w = window as unknown as { lcp: { tag: string; text: string }[] };
    w.lcp = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
        w.lcp.push({ tag: entry.element?.tagName ?? '', text: entry.element?.textContent?.trim() ?? '' });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(path);
  await page.waitForLoadState('load');
  // Every image in the first screen, lazy or not, has loaded (and so painted and been reported).
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => {
        const rect = img.getBoundingClientRect();
        return rect.top < innerHeight && rect.bottom > 0 && rect.width > 0;
      })
      .every((img) => img.complete),
  );
  await page.waitForTimeout(1000);
  return page.evaluate(() => (window as unknown as { lcp: { tag: string; text: string }[] }).lcp.at(-1)!);
}

/**
 * Images that come, in the document, before words the first screen shows. A page still arriving
 * paints what has arrived, so such an image (even one CSS moves below the words) can be painted in
 * the first screen of a half-parsed page and become the largest paint on a slow or loaded phone.
 */
function imagesAheadOfFirstScreenWords(page: Page) {
  return page.evaluate(() => {
    const inFirstScreen = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return rect.top < innerHeight && rect.bottom > 0 && rect.width > 0;
    };
    const words: Element[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && node.textContent!.trim().length > 0 && inFirstScreen(parent)) words.push(parent);
    }
    const lastWords = words.at(-1);
    if (!lastWords) return [];
    return [...document.images]
      .filter((img) => img.compareDocumentPosition(lastWords) & Node.DOCUMENT_POSITION_FOLLOWING)
      .map((img) => img.currentSrc || img.src);
  });
}

// Decision 0063: a cover arrives at least one round trip after the document, so on a phone the
// blog's LCP element is words (the lead post's headline or excerpt, a post's title or opening).
test('on a phone, the blog lists’ and posts’ largest paint is text, not a cover', async ({ page }) => {
  const paths = [
    PAGES.blog,
    localePath('ar', PAGES.blog),
    localePath('ur', PAGES.blog),
    localePath('id', PAGES.blog),
    PAGES.blogPost('small-consistent-deeds'),
  ];
  for (const path of paths) {
    const lcp = await largestContentfulPaint(page, path);
    expect(lcp.tag, `${path}: ${lcp.text.slice(0, 60)}`).not.toBe('IMG');
    expect(lcp.text.length, path).toBeGreaterThan(10);
    expect(await imagesAheadOfFirstScreenWords(page), path).toEqual([]);
  }
});
