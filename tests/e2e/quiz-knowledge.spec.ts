import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { KNOWLEDGE_BANK } from '../../src/server/quiz/banks.ts';
import { knowledgePoints } from '../../src/lib/quiz/questions.ts';
import { drawByDifficulty, seededRandom } from '../../src/lib/quiz/random.ts';
import { KNOWLEDGE_DRAW, scoreKnowledge } from '../../src/lib/quiz/scoring.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { query } from './support/state.ts';
import { PAGES, withQuery } from '../../src/lib/routes.ts';

// The knowledge quiz (product §2.2 "Quiz A") with a fixed draw (?seed=) so the score is known.
const SEED = 9;
const draw = drawByDifficulty(KNOWLEDGE_BANK, KNOWLEDGE_DRAW, seededRandom(SEED));
// Right on even positions, wrong on odd ones.
const choices = draw.map((q, i) => (i % 2 === 0 ? q.answer : (q.answer + 1) % 4));
const expected = scoreKnowledge(draw.map((q, i) => knowledgePoints(q, choices[i]!)));

async function answer(page: Page, index: number) {
  const question = draw[index]!;
  await expect(page.getByText(`Question ${index + 1} of 10`)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 2, name: question.question })).toBeFocused();
  await expect(page.getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute('value', String(index));
  const options = page.getByRole('list', { name: 'Answers' }).getByRole('button');
  await expect(options.first()).toHaveAccessibleName(new RegExp(`^A\\. `));
  await options.nth(choices[index]!).click();
}

/** The bank file a quiz page's island fetches (its props name it). */
function bankUrlIn(html: string, quiz: 'knowledge' | 'selfAssessment'): string {
  const match = new RegExp(`/quiz-banks/[0-9a-f]+/${quiz}\\.json`).exec(html);
  expect(match, 'the page names its bank file').not.toBeNull();
  return match![0];
}

// Function calls go through the Netlify emulation (seconds each on a busy machine): generous waits.
const SERVER = { timeout: 60_000 };

test.describe('knowledge quiz', () => {
  test.describe.configure({ timeout: 240_000 });

  test('the page ships the loading state before the island draws', async ({ request }) => {
    const html = await (await request.get(PAGES.spiritualQuiz)).text();
    expect(html).toContain('Preparing your spiritual assessment...');
  });

  test("the questions are not in the page: the island fetches its version's bank file, cached for good", async ({
    request,
  }) => {
    const html = await (await request.get(PAGES.spiritualQuiz)).text();
    const url = bankUrlIn(html, 'knowledge');
    for (const question of KNOWLEDGE_BANK.slice(0, 5)) expect(html).not.toContain(question.question);
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const bank = (await response.json()) as { id: string; question: string }[];
    // The e2e database's bank is the repository's (seeded), so the file holds exactly those questions.
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect(bank.map((q) => [q.id, q.question]).sort()).toEqual(
      KNOWLEDGE_BANK.toSorted(byId).map((q) => [q.id, q.question]),
    );
  });

  test('a bank that cannot be fetched is said so: try again (offline) or reload (a newer build)', async ({ page }) => {
    let mode: 'abort' | 'gone' | 'pass' = 'abort';
    await page.route('**/quiz-banks/**', (route) =>
      mode === 'abort'
        ? route.abort('internetdisconnected')
        : mode === 'gone'
          ? route.fulfill({ status: 404, body: 'Not found' })
          : route.continue(),
    );
    await page.goto(withQuery(PAGES.spiritualQuiz, { seed: SEED }));
    const problem = page
      .getByRole('alert')
      .filter({ hasText: "We couldn't load the questions. Check your connection and try again." });
    await expect(problem).toBeVisible(SERVER);
    await expectNoSeriousA11yViolations(page);
    mode = 'pass';
    await page.getByRole('button', { name: 'Try again' }).click();
    await answer(page, 0);
    await expect(page.getByText('Question 2 of 10')).toBeVisible();

    // Progress is kept while the bank is missing; a 404 means the site was rebuilt since.
    mode = 'gone';
    await page.reload();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'This quiz has just been updated. Reload the page to get the new questions.' }),
    ).toBeVisible(SERVER);
    mode = 'pass';
    await page.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page.getByText('Question 2 of 10')).toBeVisible(SERVER);
  });

  test('10 questions in order, a reload resumes, result out of 50, PNG share card, waitlist join', async ({ page }) => {
    await page.goto(withQuery(PAGES.spiritualQuiz, { seed: SEED }));
    await expectNoSeriousA11yViolations(page);
    for (let i = 0; i < 5; i++) await answer(page, i);

    await page.reload();
    await expect(page.getByText('Question 6 of 10')).toBeVisible();
    for (let i = 5; i < 10; i++) await answer(page, i);

    const result = page.getByTestId('knowledge-result');
    await expect(result.getByRole('heading', { level: 2 })).toHaveText(new RegExp(expected.level.name));
    await expect(page.getByTestId('knowledge-score')).toHaveText(`${expected.score} out of 50`);
    // not on the waitlist yet: no server-made code, so the card's link carries none and promises no XP
    await expect(page.getByTestId('share-card')).toContainText(PAGES.spiritualQuiz);
    await expect(page.getByTestId('share-card')).not.toContainText('ref=');
    await expect(page.getByTestId('share-card')).not.toContainText('+10 XP');
    await expectNoSeriousA11yViolations(page);

    await expect
      .poll(
        async () =>
          (await query<{ n: number }>("SELECT count(*)::int AS n FROM quiz_completions WHERE quiz = 'knowledge'"))[0]!
            .n,
        SERVER,
      )
      .toBeGreaterThan(0);
    const completions = await query<{ n: number }>(
      "SELECT count(*)::int AS n FROM quiz_completions WHERE quiz = 'knowledge' AND score = $1 AND level = $2",
      [expected.score, expected.level.name],
    );
    expect(completions[0]!.n).toBeGreaterThanOrEqual(1);

    // The card downloads as a non-empty PNG.
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download image' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('thawab-spiritual-level.png');
    const png = readFileSync((await download.path())!);
    expect(png.length).toBeGreaterThan(1000);
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    await expect(page.getByTestId('toast')).toContainText('🎉 Image Saved');

    // Share: this Chromium cannot share files, so the visitor is told and the card is downloaded.
    const secondDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Share my result' }).click();
    await secondDownload;
    await expect(page.getByTestId('toast')).toContainText('❓ Share Not Supported');

    // The waitlist form: both validation toasts, then a successful join.
    const join = page.getByRole('button', { name: 'Join Waitlist' });
    await join.click();
    await expect(page.getByTestId('toast')).toContainText('Information Required');
    await expect(page.getByTestId('toast')).toContainText(
      'Please provide either a phone number or email to join the waitlist.',
    );
    const email = `knowledge-${Date.now()}@example.com`;
    await page.getByLabel('Email').fill(email);
    await join.click();
    await expect(page.getByTestId('toast')).toContainText('Name Required');
    await expect(page.getByTestId('toast')).toContainText('Please provide your name to join the waitlist.');
    await page.getByLabel('Name').fill('Khadijah');
    await page.getByLabel('Phone number').fill('+44 7700 900123');
    await join.click();
    await expect(page.getByTestId('toast')).toContainText('✅ Successfully Joined Waitlist', SERVER);
    await expect(page.getByTestId('toast')).toContainText("We'll notify you when the app launches!");
    await expect(page.getByTestId('toast')).toContainText(`Unless ${email} is already confirmed`);
    await page.waitForURL('**/landingpage');

    const [row] = await query<{
      name: string;
      phone_number: string;
      source: string;
      metadata: any;
      referral_code: string;
    }>(
      'SELECT name, phone_number, source, metadata, referral_code FROM launch_signups WHERE lower(email) = lower($1)',
      [email],
    );
    expect(row).toMatchObject({ name: 'Khadijah', phone_number: '+44 7700 900123', source: 'spiritual_quiz' });
    expect(row!.metadata.knowledgeQuiz).toMatchObject({
      quizScore: expected.score,
      spiritualLevel: expected.level.name,
    });
    expect(row!.metadata.knowledgeQuiz.answers).toEqual(
      draw.map((q, i) => ({ questionId: q.id, optionIndex: choices[i] })),
    );
    expect(row!.referral_code).toMatch(/^[A-Za-z0-9_-]{6,16}$/);
  });

  test('"Join the waitlist instead" opens the form at any time; a server error shows its message', async ({ page }) => {
    await page.goto(withQuery(PAGES.spiritualQuiz, { seed: SEED }));
    await answer(page, 0);
    await page.getByRole('button', { name: 'Join the waitlist instead' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Join the waitlist' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Name').fill('Omar');
    await page.getByLabel('Phone number').fill('12');
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(page.getByTestId('toast')).toContainText('❌ Error', SERVER);
    await expect(page.getByTestId('toast')).toContainText('Please enter a valid phone number');
    await page.getByRole('button', { name: 'Back to the quiz' }).click();
    await expect(page.getByText('Question 2 of 10')).toBeVisible();
  });
});
