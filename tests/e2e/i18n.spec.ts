// Languages (decision 0044): the locale pages, the switcher, the language redirect of /
// with Netlify's nf_lang cookie, right to left and the locale 404, on the production-like server.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { requestDelayAfterLoad } from './support/scripts.ts';
import { e2eDeployDirectory } from './support/state.ts';
import { PAGES, PUBLIC_API, withQuery } from '../../src/lib/routes.ts';
import { LANGUAGE_COOKIE } from '../../src/lib/i18n/cookie.ts';
import { chrome } from '../../src/lib/i18n/chrome.ts';
import { LOCALE_CODES, PREFIXED_LOCALES, localeOf, type LocaleCode } from '../../src/lib/i18n/locales.ts';
import { LOCALIZED_PAGES, TRANSLATED, isTranslated, localePath, type LocalizedPage } from '../../src/lib/i18n/pages.ts';
import { formatDate, formatNumber } from '../../src/lib/i18n/format.ts';
import { landing } from '../../src/lib/i18n/landing.ts';
import { home } from '../../src/lib/i18n/home.ts';
import { linkParts, textPage } from '../../src/lib/i18n/text-pages.ts';
import { SITE } from '../../src/lib/site.ts';
import { PRODUCT_FIGURES } from '../../src/lib/site-figures.ts';
import { TestimonialsSchema } from '../../src/lib/schemas/content.ts';
import { loadBuiltInPosts } from '../../src/server/blog/built-in-posts.ts';
import { postPath } from '../../src/lib/blog/translations.ts';

const fontRequests = (page: Page) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (/noto-(naskh|nastaliq|sans-bengali)/.test(request.url())) fonts.push(request.url());
  });
  return fonts;
};

/** The testimonials as a locale's pages show them (src/content/site/<locale>/testimonials.json). */
const testimonialsIn = (code: string) =>
  TestimonialsSchema.parse(
    JSON.parse(readFileSync(new URL(`../../src/content/site/${code}/testimonials.json`, import.meta.url), 'utf8')),
  );
const UI_FONT = /noto-(naskh|nastaliq|sans-bengali)[\w.-]*\.woff2$/;

test('/ar is the home page in Arabic, right to left, its measured figures hidden below their floor; the font comes after load and serves the next page', async ({
  page,
}) => {
  const fonts = fontRequests(page);
  await page.goto(localePath('ar', PAGES.home));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('banner').getByRole('link', { name: 'المدونة' })).toHaveAttribute(
    'href',
    localePath('ar', PAGES.blog),
  );
  // Translated (decision 0052): no note, its own canonical and the alternates of every locale.
  await expect(page.getByRole('note')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(home('ar', 'heading'));
  await expect(page).toHaveTitle(home('ar', 'title', { name: SITE.name }));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ar$/);
  await expect(page.locator('link[hreflang]')).toHaveCount(LOCALE_CODES.length + 1);
  // The figures are measured (decision 0058): this run's few stored quizzes are below the floor, so
  // both stay hidden (app-story-arabic.spec.ts shows them above it, in Arabic digits).
  await expect(page.locator('.figures [data-measured-figure]')).toHaveCount(2);
  for (const figure of await page.locator('.figures [data-measured-figure]').all()) await expect(figure).toBeHidden();
  // The testimonials in Arabic, the testers' names as they wrote them, isolated.
  const [first] = testimonialsIn('ar');
  await expect(page.locator('.testimonials blockquote').first()).toHaveText(`“${first!.text}”`);
  await expect(page.locator('.testimonials .who bdi').first()).toHaveText(first!.name);
  await expect(page.locator('.testimonials .note')).toHaveText(landing('ar', 'testimonialsTranslated'));
  // The gate in Arabic (the island's strings follow the page, decision 0046).
  await expect(page.getByRole('button', { name: 'ابدأ الاختبار المجاني' })).toBeVisible();
  // The header is laid out right to left: the logo sits on the right.
  const logo = await page.getByRole('banner').locator('.logo').boundingBox();
  expect(logo!.x).toBeGreaterThan(page.viewportSize()!.width / 2);
  // Arabic UI type from npm, on this locale's pages only; the Latin brand name is isolated.
  await expect(page.locator('body')).toHaveCSS('font-family', /^"Noto Naskh Arabic"/);
  await expect(page.getByRole('contentinfo')).toContainText('\u2068Thawab\u2069. جميع الحقوق محفوظة.');
  await expectNoSeriousA11yViolations(page);
  // The first page of a visit does not wait for the font (decision 0052), nor fetch it for nothing
  // (decision 0063): this browser has no Noto Naskh Arabic of its own, yet after the load event and
  // a quiet moment no font has been requested; pointing at a link to another Arabic page fetches
  // the file, once, for that page.
  await page.waitForLoadState('load');
  await page.waitForTimeout(1500);
  expect(fonts).toEqual([]);
  const support = page.getByRole('contentinfo').getByRole('link', { name: 'الدعم' });
  await support.hover();
  await expect.poll(() => requestDelayAfterLoad(page, UI_FONT)).toBeGreaterThanOrEqual(0);
  expect(fonts).toHaveLength(1);
  // The next Arabic page declares the file, which is in the cache, and draws its text in it.
  await support.click();
  await expect(page).toHaveURL(localePath('ar', PAGES.support));
  expect(
    await page.evaluate(async () =>
      (await document.fonts.load('16px "Noto Naskh Arabic"', 'العربية')).map((face) => face.status),
    ),
  ).toEqual(['loaded']);
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Naskh Arabic"', 'العربية'))).toBe(true);
  expect(fonts.length).toBeLessThanOrEqual(2); // the same file (from the cache), never another weight
  expect(new Set(fonts).size).toBe(1);
});

test('/ur and /bn home pages speak their language, pass axe, and the gate works by keyboard in Urdu', async ({
  page,
}) => {
  for (const code of ['ur', 'bn'] as const) {
    await page.goto(localePath(code, PAGES.home));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home(code, 'heading'));
    await expect(page.locator('.lead')).toHaveText(home(code, 'lead'));
    await expect(page.locator('.testimonials blockquote').first()).toHaveText(`“${testimonialsIn(code)[0]!.text}”`);
    await expect(page.locator('#sticky-cta a')).toHaveText(home(code, 'stickyCta'));
    await expectNoSeriousA11yViolations(page);
  }

  // Urdu, keyboard only: from the page's top, Tab reaches the e-mail field; an invalid address is
  // refused in Urdu; a valid one and Enter start the quiz, whose first question takes the focus.
  await page.goto(withQuery(localePath('ur', PAGES.home), { seed: 5 })); // a query hydrates at once
  const email = page.getByLabel('ای میل ایڈریس', { exact: true });
  await expect(page.getByRole('button', { name: 'مفت کوئز شروع کریں' })).toBeEnabled({ timeout: 30_000 });
  for (let i = 0; i < 30 && !(await email.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(email).toBeFocused();
  await page.keyboard.type('not-an-email');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'براہ کرم درست ای میل ایڈریس درج کریں' })).toBeVisible();
  await email.fill('');
  await page.keyboard.type(`urdu-home-${Date.now()}@example.com`);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'مفت کوئز شروع کریں' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^7 میں سے 1$/)).toBeVisible({ timeout: 150_000 });
  await expect(page.locator('.quiz h2')).toBeFocused();
  await expect(page.locator('.quiz-marketing').first()).toBeHidden();
});

test('English pages load no locale font and keep their English chrome', async ({ page }) => {
  const fonts = fontRequests(page);
  await page.goto(PAGES.support);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('note')).toHaveCount(0);
  await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute('href', /\/support$/);
  await page.waitForLoadState('load');
  expect(fonts).toEqual([]);
});

test('/ur is right to left in Nastaliq with room for its tall letters, and passes axe', async ({ page }) => {
  // Reached from another Urdu page, which fetched the font when its link was pointed at (decision 0063).
  await page.goto(localePath('ur', PAGES.support));
  const blog = page.getByRole('banner').getByRole('link', { name: chrome('ur', 'navBlog') });
  await page.waitForLoadState('load');
  await blog.hover();
  await expect.poll(() => requestDelayAfterLoad(page, UI_FONT)).toBeGreaterThanOrEqual(0);
  await blog.click();
  await expect(page).toHaveURL(localePath('ur', PAGES.blog));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('body')).toHaveCSS('font-family', /^"Noto Nastaliq Urdu"/);
  expect(
    await page.evaluate(async () =>
      (await document.fonts.load('16px "Noto Nastaliq Urdu"', 'اردو')).map((face) => face.status),
    ),
  ).toEqual(['loaded']);
  const [lineHeight, fontSize] = await page
    .locator('body')
    .evaluate((body) => [parseFloat(getComputedStyle(body).lineHeight), parseFloat(getComputedStyle(body).fontSize)]);
  expect(lineHeight / fontSize!).toBeGreaterThanOrEqual(2.4);
  // The blog is in Urdu (decision 0049); the English posts it offers keep English type and spacing.
  await expect(page.getByRole('note')).toHaveCount(0);
  await expect(page.locator('main .blog-english')).toHaveCSS('font-family', /^system-ui/);
  const [englishLine, englishSize] = await page
    .locator('main .blog-english')
    .evaluate((list) => [parseFloat(getComputedStyle(list).lineHeight), parseFloat(getComputedStyle(list).fontSize)]);
  expect(englishLine / englishSize!).toBeCloseTo(1.6, 2);
  await expectNoSeriousA11yViolations(page);
  // Every page is translated in every locale now (decision 0052): no English body under a note is
  // left to show (the fallback itself is held by the build test and the unit tests).
  expect(
    LOCALE_CODES.flatMap((code) =>
      (Object.keys(LOCALIZED_PAGES) as LocalizedPage[]).filter((name) => !isTranslated(name, code)),
    ),
  ).toEqual([]);
});

test('a locale’s funnel page counts as its funnel page in analytics, with no console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // Through fetch, whose body the browser reports (a sendBeacon body it does not).
  await page.addInitScript(() => Object.defineProperty(navigator, 'sendBeacon', { value: undefined }));
  const beacon = page.waitForRequest(
    (request) => request.url().endsWith(PUBLIC_API.events) && request.postData()?.includes('page_view') === true,
  );
  await page.goto(localePath('ur', PAGES.test));
  const sent = await beacon;
  expect(JSON.parse(sent.postData()!)).toMatchObject({ type: 'page_view', path: PAGES.test });
  expect((await sent.response())?.status()).toBeLessThan(300);
  expect(errors).toEqual([]);
});

test('the switcher keeps the page, in the header and the footer, and remembers the choice', async ({
  page,
  context,
}) => {
  await page.goto(PAGES.test);
  const banner = page.getByRole('banner');
  await banner.locator('summary').click();
  await banner.getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(localePath('ar', PAGES.test));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  expect((await context.cookies()).find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value).toBe('ar');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(localePath('fr', PAGES.test));
  await expect(page.getByRole('banner').getByRole('link', { name: 'Quiz spirituel' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect((await context.cookies()).find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value).toBe('fr');
});

/** An Arabic browser's visitor picks English in the footer, and gets the English home page. */
async function pickEnglishInTheFooter(page: Page) {
  await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(PAGES.home);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

test('a first visit to / goes to the browser’s language; a chosen language is never overridden', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ locale: 'ar-SA', baseURL });
  const page = await context.newPage();
  await page.goto(PAGES.home);
  await expect(page).toHaveURL(localePath('ar', PAGES.home));

  // The visitor picks English: / now stays English, however often they come back.
  await pickEnglishInTheFooter(page);
  await page.goto(PAGES.test);
  await page.getByRole('banner').getByRole('link', { name: 'Thawab home' }).click();
  await expect(page).toHaveURL(PAGES.home);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

test('a language picked before the page’s module scripts have run is still remembered', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ locale: 'ar-SA', baseURL });
  const page = await context.newPage();
  // A slow phone's page: a module script at the top of the page that never arrives holds every
  // module script after it (they run in order, once the page is parsed), as a slow network does.
  await page.route('**/never-arrives.js', () => undefined);
  await page.route(/\/ar$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '<head>',
      '<head><script type="module" src="/never-arrives.js"></script>',
    );
    await route.fulfill({ response, body: html });
  });
  // Neither DOMContentLoaded nor load comes: both wait for that script.
  await page.goto(localePath('ar', PAGES.home), { waitUntil: 'commit' });
  await expect(page.locator('script[src="/never-arrives.js"]')).toHaveCount(1);

  await pickEnglishInTheFooter(page);
  expect((await context.cookies()).find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value).toBe('en');
  await context.close();
});

test('the redirect of / answers by Accept-Language and nf_lang, and only for /', async ({ request }) => {
  const get = (path: string, headers: Record<string, string>) => request.get(path, { headers, maxRedirects: 0 });
  const urdu = await get(PAGES.home, { 'Accept-Language': 'ur-PK,ur;q=0.9,en;q=0.5' });
  expect(urdu.status()).toBe(302);
  expect(new URL(urdu.headers().location!, 'http://x').pathname).toBe(localePath('ur', PAGES.home));
  expect((await get(PAGES.home, { 'Accept-Language': 'en-GB,en;q=0.9' })).status()).toBe(200);
  expect((await get(PAGES.home, { 'Accept-Language': 'de-DE' })).status()).toBe(200);
  // q=0 means "not this language" (decision 0058): no redirect to it, and the weights decide.
  expect((await get(PAGES.home, { 'Accept-Language': 'ar;q=0' })).status()).toBe(200);
  expect((await get(PAGES.home, { 'Accept-Language': 'ar;q=0, en' })).status()).toBe(200);
  const weighted = await get(PAGES.home, { 'Accept-Language': 'en;q=0.2, fr;q=0.8' });
  expect(new URL(weighted.headers().location!, 'http://x').pathname).toBe(localePath('fr', PAGES.home));
  // nf_lang wins over the browser's language, both ways.
  expect((await get(PAGES.home, { 'Accept-Language': 'ar', Cookie: `${LANGUAGE_COOKIE}=en` })).status()).toBe(200);
  const chosen = await get(PAGES.home, { 'Accept-Language': 'en', Cookie: `${LANGUAGE_COOKIE}=tr` });
  expect(new URL(chosen.headers().location!, 'http://x').pathname).toBe(localePath('tr', PAGES.home));
  // Other pages are never redirected by language.
  expect((await get(PAGES.test, { 'Accept-Language': 'ar' })).status()).toBe(200);
});

test('an unknown path under a locale shows that locale’s 404 with status 404', async ({ page }) => {
  const response = await page.goto('/ar/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /^"Noto Naskh Arabic"/);
  await expect(page.getByRole('link', { name: 'اذهب إلى الصفحة الرئيسية' })).toHaveAttribute(
    'href',
    localePath('ar', PAGES.home),
  );
  await expect(page.getByRole('note')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Urdu's Nastaliq headings get the room their tall letters need.
  expect((await page.goto('/ur/kahin-nahin'))?.status()).toBe(404);
  const [headingLine, headingSize] = await page
    .getByRole('heading', { level: 1 })
    .evaluate((h1) => [parseFloat(getComputedStyle(h1).lineHeight), parseFloat(getComputedStyle(h1).fontSize)]);
  expect(headingLine / headingSize!).toBeGreaterThanOrEqual(1.9);
  await expectNoSeriousA11yViolations(page);

  const french = await page.goto('/fr/nulle-part');
  expect(french?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  // Unknown English paths keep the English 404.
  expect((await page.goto('/nowhere-at-all'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
});

// The text pages' bodies in the locales (decision 0045).

test('/fr/landingpage, /ar/support and /ur/privacy read in their language and pass axe', async ({ page }) => {
  await page.goto(localePath('fr', PAGES.landing));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing('fr', 'heroHeading'));
  await expect(page.getByRole('note')).toHaveCount(0);
  await expect(page.getByRole('link', { name: linkParts(landing('fr', 'secondaryCta')).link })).toHaveAttribute(
    'href',
    localePath('fr', PAGES.test),
  );
  // The product's figures (decision 0058), labelled in French; no rating or percentage is claimed.
  await expect(page.locator('.stats dd').first()).toHaveText(formatNumber('fr', PRODUCT_FIGURES.languages));
  await expect(page.locator('.stats dt').first()).toHaveText(landing('fr', 'statLanguages'));
  await expect(page.locator('section.stats')).not.toContainText('%');
  // The testers' words translated (decision 0052), said to be so under the heading.
  await expect(page.locator('.testimonials blockquote').first()).toHaveText(`“${testimonialsIn('fr')[0]!.text}”`);
  await expect(page.locator('.testimonials .note')).toHaveText(landing('fr', 'testimonialsTranslated'));
  await expect(page.locator('.testimonials .visually-hidden').first()).toHaveText('Noté 5 sur 5');
  await expectNoSeriousA11yViolations(page);

  await page.goto(localePath('ar', PAGES.support));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('كيف يمكننا مساعدتك؟');
  await expect(page.getByRole('heading', { level: 2, name: textPage('ar', 'faqHeading') })).toBeVisible();
  await expect(page.locator('main details')).toHaveCount(4);
  await expect(page.locator('.intro bdi', { hasText: SITE.supportEmail })).toHaveCount(1);
  await expect(page.getByRole('link', { name: linkParts(textPage('ar', 'privacyLine')).link })).toHaveAttribute(
    'href',
    localePath('ar', PAGES.privacy),
  );
  await expectNoSeriousA11yViolations(page);

  // Urdu privacy, translated now that the shell is lighter (decision 0052), names the nf_lang cookie.
  await page.goto(localePath('ur', PAGES.privacy));
  expect(isTranslated('privacy', 'ur')).toBe(true);
  await expect(page.locator('.locale-fallback-note')).toHaveCount(0);
  await expect(page.locator('.translation-notice')).toHaveText(
    textPage('ur', 'translationNotice').replace(/<\/?a>/g, ''),
  );
  await expect(page.locator('main .prose')).toContainText('nf_lang');
  await expectNoSeriousA11yViolations(page);
});

test('a translated legal page says it translates the English original, which prevails, and dates it in the locale', async ({
  page,
}) => {
  for (const [code, path] of [
    ['ur', PAGES.terms],
    ['fr', PAGES.privacy],
  ] as const) {
    await page.goto(localePath(code, path));
    const notice = page.locator('.translation-notice');
    await expect(notice).toHaveText(textPage(code, 'translationNotice').replace(/<\/?a>/g, ''));
    await expect(notice.getByRole('link')).toHaveAttribute('href', path);
    await expect(notice.getByRole('link')).toHaveAttribute('hreflang', 'en');
    const datetime = await page.locator('.updated time').getAttribute('datetime');
    await expect(page.locator('.updated time')).toHaveText(
      formatDate(code, new Date(datetime!), { year: 'numeric', month: 'long', day: 'numeric' }),
    );
    await expectNoSeriousA11yViolations(page);
  }
  await expect(page.locator('.updated time')).toHaveText('28 novembre 2026');
  // The footer's Cookie Policy link lands on the translated cookie section, which names nf_lang.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Politique relative aux cookies' }).click();
  await expect(page.locator('#cookies-and-browser-storage')).toBeInViewport();
  await expect(page.locator('main')).toContainText('nf_lang');
});

/**
 * Text whose glyphs do not fit its line: every text fragment's box (the font's ascent + descent,
 * where the letters are drawn) against its line height, and every clipping box's content against
 * its size. Nastaliq's tall letters overflow a line height that is too small, overlapping or being
 * cut by the lines around them.
 */
const clippedText = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const main = document.querySelector('main')!;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (
        !node.textContent?.trim() ||
        parent.closest('[aria-hidden="true"], .visually-hidden, details:not([open]) > :not(summary)')
      )
        continue;
      const lineHeight = parseFloat(getComputedStyle(parent).lineHeight);
      if (Number.isNaN(lineHeight)) continue; // 'normal' is the font's own height: nothing to clip
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) {
        if (box.width > 0 && box.height > lineHeight + 0.5)
          found.push(
            `${parent.tagName.toLowerCase()} “${node.textContent.trim().slice(0, 24)}”: ${box.height.toFixed(1)} > ${lineHeight}`,
          );
      }
    }
    for (const element of main.querySelectorAll('*')) {
      if (element.closest('[aria-hidden="true"], .visually-hidden')) continue;
      const style = getComputedStyle(element);
      if (style.overflowY !== 'visible' && element.scrollHeight > element.clientHeight + 1)
        found.push(
          `${element.tagName.toLowerCase()}.${element.className}: scrolls ${element.scrollHeight} > ${element.clientHeight}`,
        );
    }
    return found;
  });

test('text pages and every home page draw every letter whole, in the locale’s face (a screenshot attached to a failure)', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const pages: [LocaleCode, string][] = [
    ['ar', PAGES.landing],
    ['ur', PAGES.support],
    ['ar', PAGES.privacy],
    ['ur', PAGES.privacy],
    ['bn', PAGES.privacy],
    ...LOCALE_CODES.map((code): [LocaleCode, string] => [code, PAGES.home]),
    ['ur', PAGES.terms],
  ];
  for (const [code, path] of pages) {
    await page.goto(localePath(code, path));
    // The locale's face comes after the first page's load (decision 0052) and, font-display: optional,
    // would wait for the next page: draw this one in it (the same file, display block).
    const drawnIn = await page.evaluate(async () => {
      const url = document.documentElement.dataset.uiFont;
      if (!url) return 'no face';
      const family = getComputedStyle(document.body).fontFamily.split(',')[0]!.replaceAll('"', '');
      const loaded = await new FontFace(family, `url(${url})`, { display: 'block' }).load();
      document.fonts.add(loaded);
      await document.fonts.ready;
      return loaded.status;
    });
    expect(drawnIn, `${code}${path}`).toBe(localeOf(code).font ? 'loaded' : 'no face');
    await page
      .locator('main details')
      .evaluateAll((all) => all.forEach((details) => ((details as HTMLDetailsElement).open = true)));
    // The page as drawn, for whoever reads a failure (a full-page screenshot is seconds of CPU each).
    const clipped = await clippedText(page);
    if (clipped.length > 0)
      await testInfo.attach(`${code}${path}.png`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: 'image/png',
      });
    expect(clipped, `${code}${path}`).toEqual([]);
  }
  // The check sees clipping when there is some: the same Urdu page with a Latin line height.
  // (Through the CSSOM: the page's CSP admits no new style element.)
  await page
    .locator('main, main *')
    .evaluateAll((all) =>
      all.forEach((element) => (element as HTMLElement).style.setProperty('line-height', '1.2', 'important')),
    );
  expect((await clippedText(page)).length).toBeGreaterThan(10);
});

test.describe('the build, every locale × page', () => {
  // Listed from the files, not from Astro's routes: its fallback and sitemap have open bugs with
  // locale-prefixed names (decision 0044).
  const fileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);
  const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
  const alternatesOf = (html: string) =>
    Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [
        match[1]!,
        new URL(match[2]!).pathname,
      ]),
    );

  test('has each page in each locale with its lang, dir, canonical and reciprocal hreflang with x-default', async () => {
    const dir = e2eDeployDirectory();
    const read = (path: string) => readFileSync(join(dir, fileOf(path)), 'utf8');
    const built = LOCALE_CODES.flatMap((code) =>
      Object.entries(LOCALIZED_PAGES).map(([page, english]) => ({
        code,
        page: page as LocalizedPage,
        english,
        path: localePath(code, english),
      })),
    );
    expect(built).toHaveLength(LOCALE_CODES.length * Object.keys(LOCALIZED_PAGES).length);
    const missing = built.filter(({ path }) => !existsSync(join(dir, fileOf(path)))).map(({ path }) => path);
    expect(missing).toEqual([]);

    for (const { code, page, english, path } of built) {
      const html = read(path);
      expect(attribute(html, /<html lang="([^"]+)"/), path).toBe(code);
      expect(attribute(html, /<html lang="[^"]+" dir="([^"]+)"/), path).toBe(localeOf(code).dir);
      const canonical = new URL(attribute(html, /<link rel="canonical" href="([^"]+)"/)!).pathname;
      const alternates = alternatesOf(html);
      if (!isTranslated(page, code)) {
        // English in the locale's chrome: the note, the English canonical, no alternates.
        expect(canonical, path).toBe(english);
        expect(html, path).toContain('class="container locale-fallback-note"');
        expect(alternates, path).toEqual({});
        continue;
      }
      expect(html, path).not.toContain('class="container locale-fallback-note"');
      if (page === 'notFound') continue; // noindex: no alternates
      expect(canonical, path).toBe(path);
      expect(alternates['x-default'], path).toBe(english);
      expect(alternates[code], path).toBe(path);
      // Reciprocal: every alternate names the same set back.
      for (const [hreflang, other] of Object.entries(alternates)) {
        if (hreflang === 'x-default') continue;
        expect(alternatesOf(read(other)), `${path} → ${other}`).toEqual(alternates);
      }
    }
  });

  test('the text pages and the home page are built in each locale’s own words (decisions 0045, 0052)', () => {
    const dir = e2eDeployDirectory();
    for (const page of ['home', 'landing', 'support', 'privacy', 'terms'] as const)
      expect(TRANSLATED[page], page).toEqual(PREFIXED_LOCALES);
    const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
    for (const code of PREFIXED_LOCALES) {
      const read = (path: string) => readFileSync(join(dir, fileOf(localePath(code, path))), 'utf8');
      expect(read(PAGES.landing), code).toContain(escape(landing(code, 'heroHeading')));
      expect(read(PAGES.support), code).toContain(escape(textPage(code, 'faqHeading')));
      expect(read(PAGES.home), code).toContain(escape(home(code, 'heading')));
      expect(read(PAGES.home), code).toContain(escape(home(code, 'stickyText')));
      for (const page of ['privacy', 'terms'] as const) {
        const html = read(PAGES[page]);
        if (!isTranslated(page, code)) continue;
        expect(html, `${code} ${page}`).toContain(escape(linkParts(textPage(code, 'translationNotice')).before));
        expect(html, `${code} ${page}`).toContain(`<a href="${PAGES[page]}" hreflang="en"`);
      }
    }
  });

  test('every locale’s quiz, text and blog pages and every post stay within the first round trip (HTML ≤ 14 KB gzipped)', () => {
    // Home and privacy in every locale included: translated since decision 0052, when a lighter shell
    // (own CSP hashes, fewer scoping attributes, controls.css) made room for them. The blog lists
    // hold the built-in posts here (the e2e database has none published); their size is the shell,
    // the cards and the card styles only (the post page's styles are in post-page.css).
    // The legal documents are long by what they must say, and grow with each feature that keeps
    // data: the first round trip must carry their first screen (everything before the second
    // section), and the whole document stays under LEGAL_DOCUMENT_KB (decision 0052, amended).
    const dir = e2eDeployDirectory();
    const budgeted = [
      'home',
      'test',
      'spiritualQuiz',
      'landing',
      'support',
      'privacy',
      'terms',
      'notFound',
      'blog',
    ] as const;
    const LEGAL_DOCUMENT_KB = 18;
    const over = LOCALE_CODES.flatMap((code) =>
      budgeted.flatMap((page) => {
        const path = localePath(code, LOCALIZED_PAGES[page]);
        const html = readFileSync(join(dir, fileOf(path)), 'utf8');
        const kb = (text: string) => gzipSync(text).length / 1024;
        if (page !== 'privacy' && page !== 'terms') return kb(html) > 14 ? [{ path, kb: kb(html) }] : [];
        const firstSection = html.indexOf('<h2', html.indexOf('<h2', html.indexOf('<main')) + 3);
        expect(firstSection, `${path} has sections`).toBeGreaterThan(0);
        const firstScreen = kb(html.slice(0, firstSection));
        return [
          ...(firstScreen > 14 ? [{ path: `${path} (first screen)`, kb: firstScreen }] : []),
          ...(kb(html) > LEGAL_DOCUMENT_KB ? [{ path, kb: kb(html) }] : []),
        ];
      }),
    );
    // Every pre-rendered post, in each language it is written in (decision 0063, amended 2026-11-28).
    const posts = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /^(?:[a-z]{2}\/)?blog\/[^/]+\.html$/.test(file),
    );
    expect(posts.length, 'the built-in posts are built').toBeGreaterThan(LOCALE_CODES.length);
    for (const file of posts) {
      const kb = gzipSync(readFileSync(join(dir, file), 'utf8')).length / 1024;
      if (kb > 14) over.push({ path: file, kb });
    }
    expect(over).toEqual([]);
  });

  test('the sitemap lists only pages whose canonical is themselves, with their alternates', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    for (const code of PREFIXED_LOCALES) {
      for (const [page, english] of Object.entries(LOCALIZED_PAGES)) {
        const path = localePath(code, english);
        const expected = page !== 'notFound' && isTranslated(page as LocalizedPage, code);
        expect(listed.includes(path), path).toBe(expected);
      }
    }
    expect(listed).toEqual(
      expect.arrayContaining(Object.values(LOCALIZED_PAGES).filter((path) => path !== LOCALIZED_PAGES.notFound)),
    );
  });

  test('has every post at its language’s address only, with its lang, self canonical and reciprocal hreflang with x-default between translations (decision 0049)', async () => {
    const dir = e2eDeployDirectory();
    const read = (path: string) => readFileSync(join(dir, fileOf(path)), 'utf8');
    // The e2e database starts empty: the built-in posts are the blog.
    const posts = await loadBuiltInPosts();
    const pathOf = new Map(posts.map((post) => [post.slug, postPath(post.slug, post.language)]));
    const sitemap = readFileSync(join(dir, 'sitemap-0.xml'), 'utf8');
    let linked = 0;
    for (const post of posts) {
      const path = pathOf.get(post.slug)!;
      const html = read(path);
      expect(attribute(html, /<html lang="([^"]+)"/), path).toBe(post.language);
      expect(attribute(html, /<html lang="[^"]+" dir="([^"]+)"/), path).toBe(localeOf(post.language).dir);
      expect(new URL(attribute(html, /<link rel="canonical" href="([^"]+)"/)!).pathname, path).toBe(path);
      // Built at its own language's prefix, nowhere else.
      for (const code of LOCALE_CODES.filter((code) => code !== post.language))
        expect(existsSync(join(dir, fileOf(postPath(post.slug, code)))), `${post.slug} under ${code}`).toBe(false);
      // Its group: the original and every translation of it; x-default the English original.
      const original = post.translationOfSlug ?? post.slug;
      const group = posts.filter((other) => (other.translationOfSlug ?? other.slug) === original);
      const expected = Object.fromEntries([
        ...group.map((member) => [member.language, pathOf.get(member.slug)!]),
        ['x-default', pathOf.get(original)!],
      ]);
      const alternates = alternatesOf(html);
      expect(alternates, path).toEqual(expected);
      for (const [hreflang, other] of Object.entries(alternates)) {
        if (hreflang !== 'x-default') expect(alternatesOf(read(other)), `${path} → ${other}`).toEqual(alternates);
      }
      if (group.length > 1) linked++;
      // The sitemap names the same alternates for the post.
      const entry = new RegExp(`<url><loc>[^<]*${path}</loc>(.*?)</url>`).exec(sitemap)?.[1];
      expect(entry, path).toBeDefined();
      expect(
        Object.fromEntries(
          [...entry!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, new URL(m[2]!).pathname]),
        ),
        path,
      ).toEqual(expected);
    }
    // The team's translations make groups to check: at least the two Indonesian and one Arabic posts and their originals.
    expect(linked).toBeGreaterThanOrEqual(5);
  });

  test('has each language’s blog feed with its <language>, and each locale’s fallback page for posts published since', () => {
    const dir = e2eDeployDirectory();
    for (const code of LOCALE_CODES) {
      const feed = readFileSync(join(dir, localePath(code, PAGES.rss).slice(1)), 'utf8');
      expect(feed, code).toContain(`<language>${code}</language>`);
      const fallback = readFileSync(join(dir, fileOf(localePath(code, PAGES.blogFallback))), 'utf8');
      expect(attribute(fallback, /<html lang="([^"]+)"/), code).toBe(code);
      expect(fallback, code).toContain('<meta name="robots" content="noindex, nofollow">');
    }
    const redirects = readFileSync(join(dir, '_redirects'), 'utf8');
    for (const code of PREFIXED_LOCALES) {
      expect(redirects.indexOf(`/${code}/blog/*  /${code}/blog-fallback  200`), code).toBeGreaterThan(-1);
      expect(redirects.indexOf(`/${code}/blog/*  /${code}/blog-fallback  200`), code).toBeLessThan(
        redirects.indexOf(`/${code}/*  /${code}/404  404`),
      );
    }
  });

  test('the deploy’s _redirects has the language redirect and the 404 of every locale', () => {
    const redirects = readFileSync(join(e2eDeployDirectory(), '_redirects'), 'utf8');
    for (const code of PREFIXED_LOCALES) {
      expect(redirects).toContain(`/  /${code}  302!  Language=${code}`);
      expect(redirects).toContain(`/${code}/*  /${code}/404  404`);
    }
  });
});
