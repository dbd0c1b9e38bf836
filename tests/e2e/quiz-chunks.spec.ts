// Decision 0054: a quiz page's first load fetches only its first screen's script files (the React
// renderer, the island, what the two quiz islands share, the public routes); the result, the share
// prompt, the waitlist form and the image library arrive when the visitor gets to them. File names
// carry their module's name (astro.config.ts, islandChunks).
import { expect, test, type Page } from '@playwright/test';
import { KNOWLEDGE_BANK, SELF_ASSESSMENT_BANK } from '../../src/server/quiz/banks.ts';
import { drawByDifficulty, seededRandom } from '../../src/lib/quiz/random.ts';
import { KNOWLEDGE_DRAW, SELF_ASSESSMENT_DRAW } from '../../src/lib/quiz/scoring.ts';
import { PAGES, withQuery } from '../../src/lib/routes.ts';
import { scriptFiles } from './support/scripts.ts';

/** A script file's module name: /_astro/SelfResult.B-DLEfN7.js → SelfResult. */
const moduleName = (path: string) => path.replace(/^.*\//, '').replace(/\.[\w-]+\.js$/, '');
const namesOf = (scripts: string[]) => [...new Set(scripts.map(moduleName))].sort();
const firstScreen = (island: string) => ['client', island, 'public-routes', 'quiz'].sort();

const SERVER = { timeout: 60_000 };

/** Opens a quiz page with a fixed draw and checks that its first question came with the first screen's files alone. */
async function openFirstQuestion<Q extends { difficulty: D; question: string }, D extends string>(
  page: Page,
  scripts: string[],
  quiz: { path: string; island: string; bank: readonly Q[]; draw: Readonly<Record<D, number>> },
  seed: number,
) {
  const [first] = drawByDifficulty(quiz.bank, quiz.draw, seededRandom(seed));
  await page.goto(withQuery(quiz.path, { seed }));
  await expect(page.getByRole('heading', { level: 2, name: first!.question })).toBeVisible(SERVER);
  expect(namesOf(scripts)).toEqual(firstScreen(quiz.island));
}

async function answerFirstOption(page: Page, count: string) {
  await expect(page.getByText(count, { exact: true })).toBeVisible(SERVER);
  await page.getByRole('list', { name: 'Answers' }).getByRole('button').first().click();
}

test.describe('quiz pages load later screens when they are needed', () => {
  test.describe.configure({ timeout: 240_000 });

  test('/test: the first question comes with four files; the share prompt and the result after a first answer', async ({
    page,
  }) => {
    const scripts = scriptFiles(page);
    await openFirstQuestion(
      page,
      scripts,
      { path: PAGES.test, island: 'SelfAssessmentQuiz', bank: SELF_ASSESSMENT_BANK, draw: SELF_ASSESSMENT_DRAW },
      4,
    );

    await answerFirstOption(page, '1 of 7');
    await expect
      .poll(() => namesOf(scripts), SERVER)
      .toEqual([...firstScreen('SelfAssessmentQuiz'), 'SelfResult', 'SharePrompt'].sort());
    await answerFirstOption(page, '2 of 7');
    await answerFirstOption(page, '3 of 7');
    await expect(page.getByRole('dialog', { name: /Enjoying the quiz/ })).toBeVisible();
    await page.getByRole('button', { name: "I'll finish solo for now" }).click();
    for (let i = 4; i <= 7; i++) await answerFirstOption(page, `${i} of 7`);
    await expect(page.getByTestId('self-result')).toBeVisible(SERVER);
    // Nothing more: the self-assessment has no share card, so no image library.
    expect(namesOf(scripts)).toEqual([...firstScreen('SelfAssessmentQuiz'), 'SelfResult', 'SharePrompt'].sort());
  });

  test('/: once the visitor shows intent, the email gate hydrates with the same four files', async ({ page }) => {
    const scripts = scriptFiles(page);
    await page.goto(PAGES.home);
    await page.getByLabel('Email address').focus();
    await expect(page.getByRole('button', { name: 'Start the free quiz' })).toBeEnabled(SERVER);
    expect(namesOf(scripts)).toEqual(firstScreen('SelfAssessmentQuiz'));
  });

  test('/spiritual-quiz: four files at first; the waitlist form when opened, the result after a first answer, html-to-image on download', async ({
    page,
  }) => {
    const scripts = scriptFiles(page);
    await openFirstQuestion(
      page,
      scripts,
      { path: PAGES.spiritualQuiz, island: 'KnowledgeQuiz', bank: KNOWLEDGE_BANK, draw: KNOWLEDGE_DRAW },
      6,
    );

    await page.getByRole('button', { name: 'Join the waitlist instead' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Join the waitlist' })).toBeFocused(SERVER);
    expect(namesOf(scripts)).toEqual([...firstScreen('KnowledgeQuiz'), 'WaitlistForm'].sort());
    await page.getByRole('button', { name: 'Back to the quiz' }).click();

    await answerFirstOption(page, 'Question 1 of 10');
    await expect.poll(() => namesOf(scripts), SERVER).toContain('KnowledgeResult');
    for (let i = 2; i <= 10; i++) await answerFirstOption(page, `Question ${i} of 10`);
    await expect(page.getByTestId('knowledge-result')).toBeVisible(SERVER);
    const beforeImage = [...firstScreen('KnowledgeQuiz'), 'KnowledgeResult', 'WaitlistForm'].sort();
    expect(namesOf(scripts)).toEqual(beforeImage);

    // The image library (html-to-image) comes only with the first picture of the card.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download image' }).click();
    await download;
    expect(namesOf(scripts).filter((name) => !beforeImage.includes(name))).toHaveLength(1);
  });
});
