import { expect, test, type Page } from '@playwright/test';
import { KNOWLEDGE_BANK, SELF_ASSESSMENT_BANK } from '../../src/server/quiz/banks.ts';
import { drawByDifficulty, seededRandom } from '../../src/lib/quiz/random.ts';
import { KNOWLEDGE_DRAW, SELF_ASSESSMENT_DRAW } from '../../src/lib/quiz/scoring.ts';
import { localePath } from '../../src/lib/i18n/pages.ts';
import { PAGES, withQuery } from '../../src/lib/routes.ts';
import { requestDelayAfterFirstPaint } from './support/scripts.ts';

// Decision 0072: after hydration the quiz pages render in slices (transitions) so the main thread
// stays free between them. What the visitor sees must not change: the first question's answers
// work the moment they are on screen, by pointer and by keyboard, and the answer is kept.
const SEED = 11;
/** The script files of the quiz islands (React, the island, the quiz; the beacon is inline). */
const ISLAND_FILES = /^\/_astro\/.+\.js$/;
const answers = (page: Page) => page.getByRole('list', { name: 'Answers' }).getByRole('button');
const saved = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null') as { answers: unknown[] } | null, key);

test.describe('the first question answers at once', () => {
  test.describe.configure({ timeout: 120_000 });

  test('/test: a tap as soon as the options show is recorded and the next question follows', async ({ page }) => {
    const draw = drawByDifficulty(SELF_ASSESSMENT_BANK, SELF_ASSESSMENT_DRAW, seededRandom(SEED));
    await page.goto(withQuery(PAGES.test, { seed: SEED }));
    // No wait for focus or for anything else: the click goes as soon as the button is there.
    await answers(page).first().click({ timeout: 60_000 });
    await expect(page.getByRole('heading', { level: 2, name: draw[1]!.question })).toBeFocused();
    await expect(page.getByText('2 of 7')).toBeVisible();
    expect((await saved(page, 'thawab:quiz-self'))?.answers).toHaveLength(1);
    // The island's files are asked for only after the first paint (client:painted, decision 0063).
    expect(await requestDelayAfterFirstPaint(page, ISLAND_FILES)).toBeGreaterThanOrEqual(0);
  });

  test('/spiritual-quiz: the keyboard answers the first question as soon as it shows', async ({ page }) => {
    const draw = drawByDifficulty(KNOWLEDGE_BANK, KNOWLEDGE_DRAW, seededRandom(SEED));
    await page.goto(withQuery(PAGES.spiritualQuiz, { seed: SEED }));
    await answers(page).nth(2).focus({ timeout: 60_000 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: draw[1]!.question })).toBeFocused();
    await expect(page.getByText('Question 2 of 10')).toBeVisible();
    expect((await saved(page, 'thawab:quiz-knowledge'))?.answers).toEqual([
      { questionId: draw[0]!.id, optionIndex: 2 },
    ]);
    expect(await requestDelayAfterFirstPaint(page, ISLAND_FILES)).toBeGreaterThanOrEqual(0);
  });

  test('/ur/test: the Urdu page answers its first tap too', async ({ page }) => {
    await page.goto(withQuery(localePath('ur', PAGES.test), { seed: SEED }));
    await page.locator('.options button').first().click({ timeout: 60_000 });
    await expect.poll(async () => (await saved(page, 'thawab:quiz-self'))?.answers.length).toBe(1);
    await expect(page.locator('progress.quiz-progress')).toHaveAttribute('value', '1');
  });
});

// A main thread that never goes idle (a busy phone, a tab kept in the background): the browser runs
// an idle callback with a deadline when the deadline passes and one without a deadline never, so
// the quiz must not wait for an idle period without one (src/lib/quiz/start.ts).
test.describe('the quiz starts on a main thread that never goes idle', () => {
  for (const path of [PAGES.test, PAGES.spiritualQuiz]) {
    test(`${path}: the first question shows`, async ({ page }) => {
      await page.addInitScript(() => {
        window.requestIdleCallback = (callback, options) =>
          options?.timeout
            ? window.setTimeout(() => callback({ didTimeout: true, timeRemaining: () => 0 }), options.timeout)
            : 0;
      });
      await page.goto(withQuery(path, { seed: SEED }));
      await expect(answers(page).first()).toBeVisible({ timeout: 30_000 });
    });
  }
});

// Decision 0063: CLS ≤ 0.05 on every page. The wait for the first question has the question card's
// boxes (QuestionLoading), so the question takes its place without moving the page below it on a
// phone (the 16rem wait card moved /test's footer by 0.051–0.056).
test.describe('the first question arrives without moving the page', () => {
  test.use({ viewport: { width: 412, height: 823 } });
  for (const path of [PAGES.test, PAGES.spiritualQuiz, localePath('ur', PAGES.test)]) {
    test(`${path}: the layout shifts add up to at most 0.05`, async ({ page }) => {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.defineProperty(window, 'layoutShifts', { value: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(withQuery(path, { seed: SEED }));
      // The question's answers are buttons; the wait's boxes are not.
      await expect(page.locator('.options button').first()).toBeVisible({ timeout: 60_000 });
      await page.waitForTimeout(500); // shifts are reported after the frame that made them
      const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.05);
    });
  }
});
