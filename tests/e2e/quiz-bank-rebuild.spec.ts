// The public knowledge quiz is built from the staff-edited bank (decision 0016): a Content Editor
// edits a question in the Spiritual Quiz tab, the site rebuilds once in the background (a server of
// this spec's own, with the local build hook on, as in local-rebuild.spec.ts), the rebuilt
// /spiritual-quiz names the new bank version, whose bank file holds the edited question, and can
// draw it (?seed= fixes the draw), and the server scores the finished quiz against that version; the run then shows in the
// question's read-only usage count (decision 0023). Then (decision 0051) the same editor changes a
// question's Arabic text with the keyboard alone in the dialog's Translations, the site rebuilds,
// and /ar/test shows it, with the same version and scoring. Axe clean throughout, in Arabic too.
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import pg from 'pg';
import { queryAt, startPostgres, type TestPostgres } from '../../scripts/support/postgres.ts';
import { startProductionLikeServer, type ProductionLikeServer } from '../../scripts/support/production-like-server.ts';
import { localePath } from '../../src/lib/i18n/pages.ts';
import { publishedBanksFromRows, type StaffQuestionRow } from '../../src/lib/quiz/published-bank.ts';
import { drawByDifficulty, seededRandom } from '../../src/lib/quiz/random.ts';
import { KNOWLEDGE_DRAW, SELF_ASSESSMENT_DRAW } from '../../src/lib/quiz/scoring.ts';
import { ADMIN, PAGES, withQuery } from '../../src/lib/routes.ts';
import { REPOSITORY_BANK_VERSION, REPOSITORY_BANKS } from '../../src/server/quiz/banks.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { E2E_STATE_DIR, startFromMainBuild } from './support/state.ts';
import { resetStaffAccount } from './support/staff.ts';
import { signInAs } from './support/sign-in.ts';

const expect = baseExpect.configure({ timeout: 120_000 });
const USERNAME = 'e2e-quizbank-editor';
const PASSWORD = 'a long password for the quiz bank check';
const EDITED = 'How many surahs are there in the Holy Quran, from al-Fatihah to an-Nas?';
const EDITED_AR = 'كم مرة تذكر اسم الله قبل أن تأكل أو تشرب، في بيتك وخارجه؟';

let postgres: TestPostgres;
let server: ProductionLikeServer;

function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  return queryAt<T>(postgres.url, text, values);
}

async function quizHtml(page: Page): Promise<string> {
  return (await page.request.get(`${server.origin}${PAGES.spiritualQuiz}`)).text();
}

/** The questions of the knowledge bank file the built page names (decision 0027), or [] if none. */
async function builtKnowledgeQuestions(page: Page): Promise<string[]> {
  const url = /\/quiz-banks\/[0-9a-f]+\/knowledge\.json/.exec(await quizHtml(page))?.[0];
  if (!url) return [];
  const response = await page.request.get(`${server.origin}${url}`);
  return response.ok() ? ((await response.json()) as { question: string }[]).map((q) => q.question) : [];
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  postgres = await startPostgres();
  const port = Number(process.env.E2E_PORT || 8899) + 3;
  server = await startProductionLikeServer({
    port,
    databaseUrl: postgres.url,
    stateDir: `${E2E_STATE_DIR}-quizbank`,
    echo: '[quizbank-server] ',
    env: startFromMainBuild(),
  });
  await resetStaffAccount(USERNAME, 'Quiz Editor', 'Content Editor', PASSWORD, query);
});

test.afterAll(() => {
  server?.stop();
  postgres?.stop();
});

async function signedInPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: server.origin })).newPage();
  await signInAs(page, { username: USERNAME, password: PASSWORD }, ADMIN.section('quiz'), postgres.url);
  await expect(page.getByRole('tab', { name: 'Question Bank' })).toHaveAttribute('aria-selected', 'true');
  return page;
}

test('a Content Editor edits a quiz question; the rebuilt /spiritual-quiz draws it and the server scores it against that bank', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const page = await signedInPage(browser);
  // The first build publishes the seeded bank, which is the repository bank (same version).
  expect(await quizHtml(page)).toContain(PAGES.quizBank(REPOSITORY_BANK_VERSION, 'knowledge'));
  expect(await builtKnowledgeQuestions(page)).not.toContain(EDITED);

  const [row] = await query<{ id: number; question: string }>(
    "SELECT id, question FROM quiz_questions WHERE code = 'k-easy-01'",
  );
  await page.getByLabel('Search questions').fill(row!.question);
  const table = page.getByRole('table', { name: 'Quiz questions' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  await table.getByRole('button', { name: `Edit question ${row!.id}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Question' });
  await expect(dialog.getByLabel('Question', { exact: true })).toHaveValue(row!.question);
  await expectNoSeriousA11yViolations(page);
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes(`/${row!.id}`));
  await dialog.getByLabel('Question', { exact: true }).fill(EDITED);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  const response = await saved;
  expect(response.status()).toBe(200);
  expect(response.headers()['x-rebuild']).toBe('triggered');
  await expect(page.getByTestId('toast')).toContainText('Question updated');

  // The rebuild lands in the background: the built page then names a bank file with the edited question.
  await expect
    .poll(async () => (await builtKnowledgeQuestions(page)).includes(EDITED), { timeout: 300_000, intervals: [3_000] })
    .toBe(true);
  const html = await quizHtml(page);
  expect(html).not.toContain(REPOSITORY_BANK_VERSION);
  const [current] = await query<{ version: string }>(
    'SELECT version FROM quiz_bank_versions ORDER BY current_since DESC LIMIT 1',
  );
  expect(html).toContain(PAGES.quizBank(current!.version, 'knowledge'));

  // The published bank as the build made it (same mapping), and a seed whose draw opens with the edited question.
  const rows = await query<StaffQuestionRow>(
    'SELECT id, quiz, code, question, options, difficulty FROM quiz_questions',
  );
  const bank = publishedBanksFromRows(rows, REPOSITORY_BANKS).banks.knowledge;
  const seed = Array.from({ length: 2000 }, (_, i) => i + 1).find(
    (s) => drawByDifficulty(bank, KNOWLEDGE_DRAW, seededRandom(s))[0]!.id === 'k-easy-01',
  )!;
  expect(seed).toBeDefined();
  const draw = drawByDifficulty(bank, KNOWLEDGE_DRAW, seededRandom(seed));

  const visitor = await (await browser.newContext({ baseURL: server.origin })).newPage();
  await visitor.goto(withQuery(PAGES.spiritualQuiz, { seed }));
  await expect(visitor.getByRole('heading', { level: 2, name: EDITED })).toBeVisible();
  await expectNoSeriousA11yViolations(visitor);
  for (const [i, question] of draw.entries()) {
    await expect(visitor.getByText(`Question ${i + 1} of 10`)).toBeVisible();
    await expect(visitor.getByRole('heading', { level: 2, name: question.question })).toBeVisible();
    await visitor.getByRole('list', { name: 'Answers' }).getByRole('button').nth(question.answer).click();
  }
  await expect(visitor.getByTestId('knowledge-score')).toHaveText('50 out of 50');
  // The completion carried the page's version and the server scored it against that bank.
  await expect
    .poll(
      async () =>
        (
          await query<{ n: number }>(
            "SELECT count(*)::int AS n FROM quiz_completions WHERE quiz = 'knowledge' AND score = 50",
          )
        )[0]!.n,
      { timeout: 60_000 },
    )
    .toBe(1);
  await expectNoSeriousA11yViolations(visitor);

  // The run counted once for the edited question (decision 0023): its Usage in the bank, read-only in the dialog.
  await page.reload();
  await page.getByLabel('Search questions').fill(EDITED);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(5)).toHaveText('1');
  await table.getByRole('button', { name: `Edit question ${row!.id}` }).click();
  await expect(dialog.locator('output#question-usage')).toHaveText('1');
  await expect(dialog.getByRole('spinbutton', { name: 'Usage Count' })).toHaveCount(0);
});

/** The self-assessment bank file /ar/test names (its locale folder), or [] if none. */
async function builtArabicSelfQuestions(page: Page): Promise<string[]> {
  const html = await (await page.request.get(`${server.origin}${localePath('ar', PAGES.test)}`)).text();
  const url = /\/quiz-banks\/[0-9a-f]+\/ar-[0-9a-f]+\/selfAssessment\.json/.exec(html)?.[0];
  if (!url) return [];
  const response = await page.request.get(`${server.origin}${url}`);
  return response.ok() ? ((await response.json()) as { question: string }[]).map((q) => q.question) : [];
}

test('a Content Editor changes a question’s Arabic text with the keyboard in the Spiritual Quiz tab; the rebuilt /ar/test shows it', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const page = await signedInPage(browser);
  const [row] = await query<{ id: number; question: string; ar: string; version: string }>(
    "SELECT q.id, q.question, q.translations->'ar'->>'question' AS ar, (SELECT version FROM quiz_bank_versions ORDER BY current_since DESC LIMIT 1) AS version FROM quiz_questions q WHERE code = 's-easy-01'",
  );
  expect(await builtArabicSelfQuestions(page)).toContain(row!.ar); // the seeded Arabic, from the database

  // Search finds the question by its Arabic text (in SQL, decision 0051).
  await page.getByLabel('Search questions').fill(row!.ar.slice(0, 18));
  const table = page.getByRole('table', { name: 'Quiz questions' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(row!.question);
  await expect(table.getByRole('row').nth(1)).toContainText('7 of 7');

  // Keyboard only: Enter opens the dialog; Tab to the language, Arabic; Tab to the Arabic question.
  await table.getByRole('button', { name: `Edit question ${row!.id}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit Question' });
  await expect(dialog).toBeVisible();
  const tabTo = async (target: ReturnType<Page['locator']>, most = 30) => {
    for (let i = 0; i < most && !(await target.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(target).toBeFocused();
  };
  const language = dialog.getByLabel('Language', { exact: true });
  await tabTo(language);
  await expect(language).toHaveValue('ar');
  const arabic = dialog.getByLabel('Arabic question', { exact: true });
  await expect(arabic).toHaveValue(row!.ar);
  await expect(arabic).toHaveAttribute('dir', 'auto');
  await expect(arabic).toHaveAttribute('lang', 'ar');
  expect(await arabic.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  // The English beside it, tied to the field for a screen reader.
  await expect(dialog.getByText(row!.question, { exact: false }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await tabTo(arabic);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(EDITED_AR);
  await expect(arabic).toHaveValue(EDITED_AR);
  const save = dialog.getByRole('button', { name: 'Save Changes' });
  await tabTo(save, 40);
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes(`/${row!.id}`));
  await page.keyboard.press('Enter');
  const response = await saved;
  expect(response.status()).toBe(200);
  expect(response.headers()['x-rebuild']).toBe('triggered');
  await expect(page.getByTestId('toast')).toContainText('Question updated');
  const [audit] = await query<{ n: number }>(
    "SELECT count(*)::int AS n FROM audit_log WHERE action = 'quiz_question.updated' AND entity_id = $1",
    [String(row!.id)],
  );
  expect(audit!.n).toBe(1);

  // The rebuild lands in the background; the bank version (what scoring reads) is unchanged.
  await expect
    .poll(async () => (await builtArabicSelfQuestions(page)).includes(EDITED_AR), {
      timeout: 300_000,
      intervals: [3_000],
    })
    .toBe(true);
  const [current] = await query<{ version: string }>(
    'SELECT version FROM quiz_bank_versions ORDER BY current_since DESC LIMIT 1',
  );
  expect(current!.version).toBe(row!.version);

  const rows = await query<StaffQuestionRow>(
    'SELECT id, quiz, code, question, options, difficulty FROM quiz_questions',
  );
  const bank = publishedBanksFromRows(rows, REPOSITORY_BANKS).banks.selfAssessment;
  const seed = Array.from({ length: 2000 }, (_, i) => i + 1).find(
    (s) => drawByDifficulty(bank, SELF_ASSESSMENT_DRAW, seededRandom(s))[0]!.id === 's-easy-01',
  )!;
  expect(seed).toBeDefined();
  const visitor = await (await browser.newContext({ baseURL: server.origin })).newPage();
  await visitor.goto(withQuery(localePath('ar', PAGES.test), { seed }));
  await expect(visitor.getByRole('heading', { level: 2, name: EDITED_AR })).toBeVisible();
  await expect(visitor.locator('html')).toHaveAttribute('dir', 'rtl');
  // English keeps its own question.
  await visitor.goto(withQuery(PAGES.test, { seed }));
  await expect(visitor.getByRole('heading', { level: 2, name: row!.question })).toBeVisible();
});
