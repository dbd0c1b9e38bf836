import { expect, test, type Locator } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  beaconDelayAfterLoad,
  requestDelayAfterFirstPaint,
  requestDelayAfterLoad,
  scriptFiles,
} from './support/scripts.ts';
import { ADMIN, API, PAGES } from '../../src/lib/routes.ts';
import { LOCALE_CODES } from '../../src/lib/i18n/locales.ts';
import { localePath } from '../../src/lib/i18n/pages.ts';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Every script file the page requests (the analytics beacon is inline: support/scripts.ts). */
const scriptRequests = scriptFiles;

/**
 * Whether the element is laid out: `content-visibility: auto` skips the contents of the block it is
 * set on (not the block itself) until it nears the screen.
 */
function rendered(element: Locator): Promise<boolean> {
  return element.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }));
}

/** The date a legal page's source gives (its `lastUpdated`), as the English page writes it. */
function lastUpdated(page: 'privacy' | 'terms'): string {
  const source = readFileSync(fileURLToPath(new URL(`../../src/content/legal/${page}.md`, import.meta.url)), 'utf8');
  const date = /^lastUpdated: (\d{4}-\d{2}-\d{2})$/m.exec(source)![1]!;
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

test.describe('static public pages', () => {
  test('landing page shows every marketing section and loads no JavaScript file (the beacon is inline)', async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    await page.goto(PAGES.landing);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Small good deeds');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Blog' })).toHaveAttribute('href', PAGES.blog);
    await expect(page.getByRole('link', { name: /App Store/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Google Play/ }).first()).toBeVisible();
    await expect(page.locator('.features li')).toHaveCount(6);
    await expect(page.locator('.testimonials li')).toHaveCount(3);
    await expect(page.locator('.stats dd')).toHaveCount(4);
    await expect(page.getByRole('figure', { name: /app home screen/ }).first()).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', PAGES.privacy);
    await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', PAGES.terms);
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    expect(scripts).toEqual([]);
    // The page view is sent only after the page has loaded and painted (the beacon must not move its
    // first paint).
    await expect.poll(() => beaconDelayAfterLoad(page)).toBeGreaterThanOrEqual(0);
    await expect.poll(() => requestDelayAfterFirstPaint(page, new RegExp(`^${API.events}$`))).toBeGreaterThanOrEqual(0);
    // The phone's verse takes its web font, and the measured figures are asked for, only after the
    // load event and the first contentful paint (requested before, they delayed it), and the verse
    // then shows in its font.
    for (const request of [/amiri-quran-verse\.[\w-]+\.woff2$/, new RegExp(`^${API.quizStats}$`)]) {
      await expect.poll(() => requestDelayAfterLoad(page, request)).toBeGreaterThanOrEqual(0);
      await expect.poll(() => requestDelayAfterFirstPaint(page, request)).toBeGreaterThanOrEqual(0);
    }
    await expect(page.locator('.phone .arabic').first()).toHaveCSS('font-family', /^"Amiri Quran Verse"/);
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Amiri Quran Verse"'))).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });

  test('in every language the landing page lays out its far cards as they near the screen, and its download card is reached by its link and by Tab', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    // The features open within a screen and a half of the first, where Chromium lays such a block out
    // before the first paint: the first card is laid out with the hero, the last and the download card wait.
    for (const locale of LOCALE_CODES) {
      await page.goto(localePath(locale, PAGES.landing));
      const titles = page.locator('.features li h3');
      await expect(titles).toHaveCount(6);
      expect(await rendered(titles.first()), locale).toBe(true);
      expect(await rendered(titles.last()), locale).toBe(false);
      expect(await rendered(page.locator('#download h2')), locale).toBe(false);
    }

    // Its address brings the download card to the top of the window, right below the sticky header
    // (whose 1px border may overlap it), laid out; so does the header's "Get the app" (shown from 30rem).
    const heading = page.getByRole('heading', { name: 'Carry your good deeds with you' });
    const belowHeader = async () => {
      const header = (await page.getByRole('banner').boundingBox())!;
      const card = (await page.locator('#download').boundingBox())!;
      return Math.abs(card.y - (header.y + header.height)) <= 1.5;
    };
    await page.goto(PAGES.download);
    await expect.poll(belowHeader).toBe(true);
    expect(await rendered(heading)).toBe(true);
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto(PAGES.landing);
    expect(await rendered(heading)).toBe(false);
    await page.getByRole('banner').getByRole('link', { name: 'Get the app' }).click();
    await expect(page).toHaveURL(/#download$/);
    await expect.poll(belowHeader).toBe(true);
    expect(await rendered(heading)).toBe(true);

    // From the quiz call's button, one Tab reaches the download card's App Store link, on screen.
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(PAGES.landing);
    await page.locator('.quiz-cta').getByRole('link').focus();
    await page.keyboard.press('Tab');
    const store = page.locator('#download').getByRole('link', { name: /App Store/ });
    await expect(store).toBeFocused();
    await expect(store).toBeInViewport();
    await expectNoSeriousA11yViolations(page);
  });

  test('in every language the footer of a long page is laid out as it nears the screen, axe clean; Tab and the End key reach it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const footer = page.getByRole('contentinfo');
    const firstLink = footer.getByRole('link').first();
    // Its links are not laid out with the first screen of a blog list, a policy or the landing page;
    // axe then reads the colours behind them where their placeholder stands, and finds them clean
    // (a placeholder shorter than the footer left its last links over the page's own background).
    for (const locale of LOCALE_CODES) {
      for (const path of [PAGES.blog, PAGES.privacy, PAGES.landing]) {
        await page.goto(localePath(locale, path));
        expect(await rendered(firstLink), localePath(locale, path)).toBe(false);
      }
      await expectNoSeriousA11yViolations(page);
    }
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/ur/blog');
    expect(await rendered(firstLink)).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 412, height: 823 });

    // From the last control above it, one Tab focuses its first link, laid out and on screen; the End
    // key then shows its last line at the window's foot, with nothing left below it. The Tab waits for
    // the smooth scroll to that control to end, as a reader's eyes do.
    for (const path of [PAGES.blog, '/ur/blog']) {
      await page.goto(path);
      await page.locator('main').evaluate(
        (main) =>
          new Promise<void>((resolve) => {
            const controls = main.querySelectorAll<HTMLElement>(
              'a[href], button:not([disabled]), input:not([disabled])',
            );
            // (a control already on screen scrolls nothing, and no scrollend comes)
            addEventListener('scrollend', () => resolve(), { once: true });
            setTimeout(resolve, 3000);
            controls[controls.length - 1]!.focus();
          }),
      );
      await page.keyboard.press('Tab');
      await expect(firstLink, path).toBeFocused();
      await expect(firstLink, path).toBeInViewport();
      expect(await rendered(firstLink), path).toBe(true);
      await page.keyboard.press('End');
      const copyright = footer.locator('.copyright');
      await expect(copyright, path).toBeInViewport();
      await expect
        .poll(() => page.evaluate(() => Math.round(document.documentElement.scrollHeight - scrollY - innerHeight)), {
          message: path,
        })
        .toBe(0);
      const bottom = await footer.evaluate((node) => Math.round(node.getBoundingClientRect().bottom));
      expect(bottom, path).toBe(page.viewportSize()!.height);
      await expectNoSeriousA11yViolations(page);
    }
  });

  test('the site icon: the home page names its file (Search reads it there), other pages carry it inline', async ({
    page,
    request,
  }) => {
    const file = await (await request.get('/favicon.svg')).text();
    const icon = page.locator('link[rel="icon"]');
    await page.goto(PAGES.home);
    await expect(icon).toHaveAttribute('href', '/favicon.svg');
    for (const path of [PAGES.landing, PAGES.test, PAGES.blog, '/ar/landingpage']) {
      await page.goto(path);
      const href = (await icon.getAttribute('href')) ?? '';
      expect(href, path).toMatch(/^data:image\/svg\+xml,/);
      // The same picture as the file (the inline copy writes its attribute quotes as ').
      expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length)), path).toBe(file.trim().replaceAll('"', "'"));
    }
  });

  test('support FAQ keeps at most one item open and links to email and privacy', async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto(PAGES.support);
    await expect(page.getByRole('link', { name: /Back to home/ })).toHaveAttribute('href', PAGES.home);
    const items = page.locator('details[name="faq"]');
    await expect(items).toHaveCount(4);
    const open = page.locator('details[name="faq"][open]');
    await items.nth(0).locator('summary').click();
    await expect(open).toHaveCount(1);
    await items.nth(2).locator('summary').click();
    await expect(open).toHaveCount(1);
    await expect(items.nth(2)).toHaveAttribute('open', '');
    await items.nth(2).locator('summary').click();
    await expect(open).toHaveCount(0);
    // Keyboard: focus a summary and press Enter.
    await items.nth(1).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(items.nth(1)).toHaveAttribute('open', '');
    await expect(page.getByRole('link', { name: /Email support@/ })).toHaveAttribute(
      'href',
      /^mailto:support@thawab\.app/,
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      PAGES.privacy,
    );
    expect(scripts).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test('privacy and terms show their dates, sections and a way back to support', async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto(PAGES.privacy);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByText(`Last updated ${lastUpdated('privacy')}`)).toBeVisible();
    // the self-service rights page (decision 0036)
    await expect(page.getByRole('main').getByRole('link', { name: 'request page' })).toHaveAttribute(
      'href',
      PAGES.privacyRequest,
    );
    await expect(page.getByRole('main')).toContainText(/under (the age of )?13/i);
    await expect(page.getByRole('link', { name: /Back to Support/ })).toHaveAttribute('href', PAGES.support);
    await expectNoSeriousA11yViolations(page);

    await page.goto(PAGES.terms);
    await expect(page.getByText(`Last updated ${lastUpdated('terms')}`)).toBeVisible();
    await expect(page.locator('.prose h2')).toHaveCount(9);
    await expect(page.getByRole('link', { name: /Back to Support/ })).toHaveAttribute('href', PAGES.support);
    expect(scripts).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test('a long page lays out its far text as it nears the screen, and a keyboard user sees the whole focus ring there', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(PAGES.privacy);
    const back = page.getByRole('main').getByRole('link', { name: 'Back to Support' });
    const link = page.getByRole('main').getByRole('link', { name: 'request page' });
    expect(await rendered(back)).toBe(true);
    expect(await rendered(page.locator('.prose a').last())).toBe(false);
    expect(await rendered(link)).toBe(false);

    // axe reads the colours behind the text not yet laid out from where its placeholder puts it:
    // clean at first paint in every language, where the text is longest.
    for (const locale of LOCALE_CODES) {
      for (const legal of [PAGES.privacy, PAGES.terms]) {
        await page.goto(localePath(locale, legal));
        await expectNoSeriousA11yViolations(page);
      }
    }
    await page.goto(PAGES.privacy);

    // From the link before it, one Tab: the far link has focus and is on screen.
    await back.focus();
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await expect(link).toBeInViewport();
    await expect.poll(() => rendered(link)).toBe(true);

    // The ring is a box-shadow outside the link, and the block around it clips what it paints beyond
    // its clip margin: the margin reaches as far as the ring does...
    const { ringReach, clipMargin } = await link.evaluate((element) => {
      const shadows = getComputedStyle(element).boxShadow.split(/,(?![^(]*\))/);
      const reach = shadows.map((shadow) => {
        const [x = 0, y = 0, blur = 0, spread = 0] = [...shadow.matchAll(/(-?[\d.]+)px/g)].map((m) => Number(m[1]));
        return Math.max(Math.abs(x), Math.abs(y)) + blur + spread;
      });
      return {
        ringReach: Math.max(...reach),
        clipMargin: parseFloat(getComputedStyle(element.closest('.prose > *')!).overflowClipMargin),
      };
    });
    expect(ringReach).toBeGreaterThan(0);
    expect(clipMargin).toBeGreaterThanOrEqual(ringReach);

    // ...and on screen the ring's colour (--focus-ring's #1d4f91) shows on all four sides of the link,
    // once the site's smooth scrolling has brought it to rest (a shot taken while it still moved
    // caught the link a few pixels from where its box had been read: 2 runs in 5).
    await link.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          let last = element.getBoundingClientRect().top;
          const settle = () =>
            requestAnimationFrame(() => {
              const now = element.getBoundingClientRect().top;
              if (now === last) resolve();
              else {
                last = now;
                settle();
              }
            });
          settle();
        }),
    );
    const box = (await link.boundingBox())!;
    const shot = await page.screenshot({
      clip: { x: box.x - 8, y: box.y - 8, width: box.width + 16, height: box.height + 16 },
      scale: 'css',
    });
    const sides = await page.evaluate(async (png) => {
      // decoded here, not fetched: the page's CSP allows no data: fetch
      const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
      const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const context = new OffscreenCanvas(image.width, image.height).getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, image.width, image.height);
      const ring = (x: number, y: number) => {
        const at = (y * width + x) * 4;
        return Math.abs(data[at]! - 0x1d) + Math.abs(data[at + 1]! - 0x4f) + Math.abs(data[at + 2]! - 0x91) < 60;
      };
      const [midX, midY] = [Math.round(width / 2), Math.round(height / 2)];
      const band = [2, 3, 4, 5, 6, 7];
      return {
        top: band.some((y) => ring(midX, y)),
        bottom: band.some((y) => ring(midX, height - y)),
        start: band.some((x) => ring(x, midY)),
        end: band.some((x) => ring(width - x, midY)),
      };
    }, shot.toString('base64'));
    expect(sides).toEqual({ top: true, bottom: true, start: true, end: true });
  });

  test('in every language a legal text lays out its first screen at once and the rest later, each line where one flow of text puts it', async ({
    page,
  }) => {
    const screen = { width: 412, height: 823 };
    await page.setViewportSize(screen);
    // Every block of the text, whether or not it sits in the block laid out later (.was-later: that
    // block without its class, below).
    const blocks = '.prose > :not(.later, .was-later), .prose > :is(.later, .was-later) > *';
    const blockTops = () =>
      page.evaluate((selector) => {
        const top = document.querySelector('.prose')!.getBoundingClientRect().top;
        return [...document.querySelectorAll(selector)].map(
          (block) => Math.round((block.getBoundingClientRect().top - top) * 2) / 2,
        );
      }, blocks);
    for (const locale of LOCALE_CODES) {
      for (const legal of [PAGES.privacy, PAGES.terms]) {
        await page.goto(localePath(locale, legal));
        const laidOut = await page
          .locator(blocks)
          .evaluateAll((nodes) => nodes.map((node) => node.checkVisibility({ contentVisibilityAuto: true })));
        await page.evaluate(() => {
          document.documentElement.style.scrollBehavior = 'auto';
          window.scrollTo(0, document.documentElement.scrollHeight);
        });
        await expect
          .poll(() =>
            page
              .locator(blocks)
              .last()
              .evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true })),
          )
          .toBe(true);
        const tops = await blockTops();
        // What the first screen shows is laid out at once. The end of the privacy policy, 5 to 8
        // screens below in every language, is not; the terms are shorter, and in some languages their
        // later block begins near enough to the window for Chromium to lay it out at once.
        const firstScreen = tops.filter((top) => top < screen.height).length;
        expect(laidOut.slice(0, firstScreen), `${locale} ${legal}`).not.toContain(false);
        if (legal === PAGES.privacy) expect(laidOut.at(-1), `${locale} ${legal}`).toBe(false);
        // Without the later block's box and style (the layout's rules need its class), its children
        // are back in the text's flow: every block keeps its place, so the seam adds and loses no
        // space, whatever opens the block.
        await page.locator('.later').evaluate((later) => {
          later.classList.replace('later', 'was-later');
          (later as HTMLElement).style.display = 'contents';
        });
        expect(await page.locator('.was-later').evaluate((block) => getComputedStyle(block).contentVisibility)).toBe(
          'visible',
        );
        expect(await blockTops(), `${locale} ${legal}`).toEqual(tops);
      }
    }
  });

  test('unknown paths show the 404 card with status 404', async ({ page }) => {
    const response = await page.goto('/definitely-not-a-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('app routes redirect to the home page', async ({ page, request }) => {
    for (const path of ['/today', '/circle/42', '/surah/2']) {
      const redirect = await request.get(path, { maxRedirects: 0 });
      expect(redirect.status(), path).toBe(302);
      expect(new URL(redirect.headers()['location']!, 'http://x').pathname, path).toBe('/');
    }
    await page.goto('/today');
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('static responses carry the security headers', async ({ request }) => {
    const response = await request.get(PAGES.support);
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['permissions-policy']).toContain('camera=()');
  });

  test('the back-office is never cached or indexed, including its /admin shell', async ({ request }) => {
    for (const path of [ADMIN.dashboard, ADMIN.media, ADMIN.blogEdit(7)]) {
      const headers = (await request.get(path)).headers();
      expect(headers['cache-control'], path).toContain('no-store');
      expect(headers['x-robots-tag'], path).toBe('noindex, nofollow');
    }
  });
});
