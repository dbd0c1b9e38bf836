// The quizzes in other languages (decision 0046): the self-assessment in Arabic on a phone, the
// waitlist in Urdu (stored, an Urdu confirmation mail at the local SMTP server: 0050), the knowledge quiz in
// French, the share card PNG in Arabic and Urdu, right to left and unclipped; axe clean in ar, ur.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { REPOSITORY_PAGE_BANKS } from '../../src/server/quiz/published-banks.ts';
import { banksIn } from '../../src/server/quiz/locale-banks.ts';
import { quizText } from '../../src/lib/i18n/quiz.ts';
import { KNOWLEDGE_LEVELS, SELF_ASSESSMENT_LEVELS } from '../../src/lib/quiz/levels.ts';
import { knowledgePoints } from '../../src/lib/quiz/questions.ts';
import { drawByDifficulty, seededRandom } from '../../src/lib/quiz/random.ts';
import {
  KNOWLEDGE_DRAW,
  SELF_ASSESSMENT_DRAW,
  scoreKnowledge,
  scoreSelfAssessment,
} from '../../src/lib/quiz/scoring.ts';
import { localePath } from '../../src/lib/i18n/pages.ts';
import { PAGES, withQuery } from '../../src/lib/routes.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { E2E_STATE_DIR, query } from './support/state.ts';
import { localMailDir } from '../../scripts/local-netlify/mail-server.ts';
import { readMailbox, waitForMail } from '../../scripts/support/smtp-server.ts';

// Function calls go through the Netlify emulation (seconds each on a busy machine): generous waits.
const SERVER = { timeout: 120_000 };
const answers = (page: Page) => page.locator('ul.options').getByRole('button');

/** Nothing of the page is wider than the viewport, and no text of `selector` is cut off. */
async function expectNothingClipped(page: Page, selector = 'body', strict = false) {
  const overflow = await page.evaluate(
    ([sel, all]) => {
      const root = document.querySelector(sel as string)!;
      // Strict (the share card, whose picture is cut at its box): nothing may run out of its box at
      // all. Visually hidden text (1 px boxes) is clipped on purpose.
      const cut = [...root.querySelectorAll<HTMLElement>('*')].filter(
        (el) =>
          el.clientWidth > 1 &&
          el.scrollWidth > el.clientWidth + 1 &&
          (all || getComputedStyle(el).overflowX !== 'visible'),
      );
      return {
        page: document.documentElement.scrollWidth - window.innerWidth,
        cut: cut.map((el) => el.className || el.tagName),
      };
    },
    [selector, strict] as const,
  );
  expect(overflow).toEqual({ page: 0, cut: [] });
}

/** Answers a knowledge draw in `locale` (right on even positions) and returns the expected score. */
async function knowledgeQuiz(page: Page, locale: 'ar' | 'ur' | 'fr', seed: number, count: (n: number) => RegExp) {
  const bank = banksIn(locale, REPOSITORY_PAGE_BANKS).knowledge;
  const draw = drawByDifficulty(bank, KNOWLEDGE_DRAW, seededRandom(seed));
  const choices = draw.map((q, i) => (i % 2 === 0 ? q.answer : (q.answer + 1) % 4));
  // A run is kept (in any language) until the visitor starts again: start fresh, from a page
  // without a quiz island (which would save its own draw again).
  await page.goto('/robots.txt');
  await page.evaluate(() => localStorage.clear());
  await page.goto(withQuery(localePath(locale, PAGES.spiritualQuiz), { seed }));
  for (const [i, question] of draw.entries()) {
    await expect(page.locator('.question-count')).toHaveText(count(i + 1), SERVER);
    await expect(page.getByRole('heading', { level: 2, name: question.question })).toBeFocused();
    await expect(answers(page).nth(choices[i]!)).toContainText(question.options[choices[i]!]!);
    await answers(page).nth(choices[i]!).click();
  }
  return scoreKnowledge(draw.map((q, i) => knowledgePoints(q, choices[i]!)));
}

/** The share card is right to left in the locale's font, fully visible, and downloads as a PNG of its size. */
async function expectShareCard(page: Page, font: RegExp, levelName: string) {
  const card = page.getByTestId('share-card');
  await expect(card).toContainText(levelName);
  expect(await card.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  expect(await card.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(font);
  await expectNothingClipped(page, '[data-testid="share-card"]', true);
  const box = (await card.boundingBox())!;
  const download = page.waitForEvent('download');
  await page.locator('.result-actions .btn-outline').click();
  const png = readFileSync((await (await download).path())!);
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  // IHDR: the picture is the whole card at pixelRatio 2 (nothing cut at its edges).
  expect(Math.abs(png.readUInt32BE(16) - Math.round(box.width * 2))).toBeLessThanOrEqual(2);
  expect(Math.abs(png.readUInt32BE(20) - Math.round(box.height * 2))).toBeLessThanOrEqual(2);
}

test.describe('quizzes in other languages', () => {
  test.describe.configure({ timeout: 360_000 });

  test('the self-assessment in Arabic on a phone: right to left, Arabic-Indic digits, Arabic result and share', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'ar',
    });
    const page = await context.newPage();
    const seed = 5;
    const bank = banksIn('ar', REPOSITORY_PAGE_BANKS).selfAssessment;
    const draw = drawByDifficulty(bank, SELF_ASSESSMENT_DRAW, seededRandom(seed));
    const points = [5, 3, 5, 2, 5, 1, 3];
    const expected = scoreSelfAssessment(points);

    await page.goto(withQuery(localePath('ar', PAGES.test), { seed }));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('التقييم الروحي الذاتي');
    await expect(page.locator('.locale-fallback-note')).toHaveCount(0);
    const digits = ['٠', '١', '٢', '٣', '٤', '٥', '٦', '٧', '٨', '٩'];
    for (const [i, question] of draw.entries()) {
      await expect(page.locator('.question-count')).toHaveText(`${digits[i + 1]} من ٧`, SERVER);
      await expect(page.getByRole('heading', { level: 2, name: question.question })).toBeFocused();
      await expect(page.getByText(question.encouragement)).toBeVisible();
      if (i === 0) {
        await expectNothingClipped(page);
        await expectNoSeriousA11yViolations(page);
      }
      await answers(page)
        .nth(question.options.findIndex((o) => o.points === points[i]))
        .click();
      if (i === 2) {
        const dialog = page.getByRole('dialog', { name: /هل يعجبك الاختبار/ });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByTestId('share-countdown')).toHaveText(/نتابع بعد [٠-٩]+ ث/);
        await dialog.getByRole('button', { name: 'سأكمل وحدي الآن' }).click();
      }
    }

    const result = page.getByTestId('self-result');
    await expect(result, 'the result').toBeVisible(SERVER);
    const level = quizText('ar', 'self', 'all').levels[
      SELF_ASSESSMENT_LEVELS.findIndex((l) => l.name === expected.level.name)
    ]!;
    await expect(result.getByRole('heading', { level: 2 })).toContainText(level.name);
    await expect(result).toContainText(level.description);
    await expect(page.getByTestId('self-score')).toHaveText(
      `${new Intl.NumberFormat('ar-u-nu-arab').format(expected.outOfSeven)} من ٧`,
    ); // e.g. ٤٫٨
    await expect(page.getByTestId('self-percentile')).toHaveText(/^المئين [٠-٩]+$/);
    await expectNothingClipped(page);
    await expectNoSeriousA11yViolations(page);

    // Sharing: this Chromium has no Web Share, so the Arabic result text goes to the clipboard.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await result.getByRole('button', { name: 'شارك نتيجتي' }).click();
    await expect(page.getByTestId('toast')).toContainText(/نُسخت نتيجتك|انسخ نتيجتك/);
    const shared = await page.evaluate(() => navigator.clipboard.readText());
    expect(shared).toContain(`مستواي ${expected.level.emoji} ${level.name} في اختبار ثواب الروحي`);
    expect(shared).toMatch(/ \S+\/ar$/); // the link to the Arabic page (no ?ref= before joining)
    await context.close();
  });

  test('the knowledge quiz in Arabic and in Urdu: the share card PNG is right to left in the locale’s font, nothing clipped', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [locale, font, count] of [
      ['ar', /Naskh/, (n: number) => new RegExp(`^السؤال ${new Intl.NumberFormat('ar-u-nu-arab').format(n)} من ١٠$`)],
      ['ur', /Nastaliq/, (n: number) => new RegExp(`^سوال ${n} از 10$`)],
    ] as const) {
      const expected = await knowledgeQuiz(page, locale, 3, count);
      const result = page.getByTestId('knowledge-result');
      await expect(result).toBeVisible(SERVER);
      const level = quizText(locale, 'knowledge', 'all').levels[
        KNOWLEDGE_LEVELS.findIndex((l) => l.name === expected.level.name)
      ]!;
      await expect(result.getByRole('heading', { level: 2 })).toContainText(level.name);
      await expect(page.getByTestId('knowledge-score')).toContainText(
        new Intl.NumberFormat(`${locale}-u-nu-${locale === 'ar' ? 'arab' : 'latn'}`).format(expected.score),
      );
      await expectShareCard(page, font, level.name);
      await expectNoSeriousA11yViolations(page);
    }
  });

  test('joining the waitlist in Urdu stores the sign-up and sends the confirmation mail', async ({ page }) => {
    const email = `urdu-${Date.now()}@example.com`;
    await page.goto(localePath('ur', PAGES.spiritualQuiz));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'اس کے بجائے ویٹ لسٹ میں شامل ہوں' }).click(SERVER);
    await expect(page.getByRole('heading', { level: 2, name: 'ویٹ لسٹ میں شامل ہوں' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    // The spec's validation, in Urdu.
    const join = page.getByRole('button', { name: 'ویٹ لسٹ میں شامل ہوں' });
    await join.click();
    await expect(page.getByTestId('toast')).toContainText('ویٹ لسٹ میں شامل ہونے کے لیے فون نمبر یا ای میل دیں۔');
    await page.getByLabel('ای میل', { exact: true }).fill(email);
    await join.click();
    await expect(page.getByTestId('toast')).toContainText('نام درکار ہے');
    await page.getByLabel('نام', { exact: true }).fill('عائشہ');
    await join.click();
    await expect(page.getByTestId('toast')).toContainText('✅ آپ ویٹ لسٹ میں شامل ہو گئے', SERVER);
    await expect
      .poll(
        async () =>
          (await query<{ name: string }>('SELECT name FROM launch_signups WHERE email = $1', [email])).map(
            (r) => r.name,
          ),
        SERVER,
      )
      .toEqual(['عائشہ']);
    const [mail] = await waitForMail(() => readMailbox(localMailDir(E2E_STATE_DIR)), email, { timeoutMs: 120_000 });
    // The confirmation is in Urdu too (decision 0050), and the record knows its reader's language.
    expect(mail!.subject).toBe('\u2068Thawab\u2069 کے لیے اپنی ای میل کی تصدیق کریں');
    expect(mail!.html).toMatch(/<html lang="ur" dir="rtl">/);
    expect(
      (await query<{ language: string }>('SELECT language FROM launch_signups WHERE email = $1', [email]))[0]!.language,
    ).toBe('ur');
    // Joined from the question screen, the visitor is taken to the landing page in Urdu.
    await expect(page).toHaveURL(/\/ur\/landingpage$/, SERVER);
  });

  test('the knowledge quiz in French to its result', async ({ page }) => {
    const expected = await knowledgeQuiz(page, 'fr', 9, (n) => new RegExp(`^Question ${n} sur 10$`));
    const result = page.getByTestId('knowledge-result');
    await expect(result).toBeVisible(SERVER);
    const level = quizText('fr', 'knowledge', 'all').levels[
      KNOWLEDGE_LEVELS.findIndex((l) => l.name === expected.level.name)
    ]!;
    await expect(result.getByRole('heading', { level: 2 })).toContainText(level.name);
    await expect(page.getByTestId('knowledge-score')).toHaveText(`${expected.score} sur 50`);
    await expect(result).toContainText(level.description);
    await expect(page.getByRole('heading', { level: 2, name: 'Rejoindre la liste d’attente' })).toBeVisible();
  });
});
