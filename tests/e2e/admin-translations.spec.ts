// The Translations tab (issue 20, decision 0047) on a production-like server of its own (its own
// database, port and state folder, so other specs keep the Turkish chrome of the first build): a
// Content Editor clears a Turkish chrome string so it is missing, finds it with the Missing filter,
// translates it with the keyboard alone, publishes, and the rebuilt /tr/ shows it. Then a quiz
// island string (decision 0051: the quiz catalogues are registered, and the build merges staff
// edits before it hashes the islands' strings files) reaches /tr/test the same way.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { startPostgres, type TestPostgres } from '../../scripts/support/postgres.ts';
import { startProductionLikeServer, type ProductionLikeServer } from '../../scripts/support/production-like-server.ts';
import { localePath } from '../../src/lib/i18n/pages.ts';
import { ADMIN, PAGES, withQuery } from '../../src/lib/routes.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signInAs } from './support/sign-in.ts';
import { resetStaffAccount } from './support/staff.ts';
import { E2E_STATE_DIR, queryAt } from './support/state.ts';

const expect = baseExpect.configure({ timeout: 60_000 });
const USERNAME = 'e2e-translations-editor';
const PASSWORD = 'a long password for the translations check';
const FILE_TEXT = 'Her gün iyi ameller, Kur’an ve istikrar — her seferinde küçük bir adım';
const TRANSLATED = 'Her gün küçük bir adım: iyi ameller, Kuran ve devamlılık';

let postgres: TestPostgres;
let server: ProductionLikeServer;

const query = (text: string, values: unknown[] = []) => queryAt(postgres.url, text, values);

test.beforeAll(async () => {
  test.setTimeout(300_000);
  postgres = await startPostgres();
  const port = Number(process.env.E2E_PORT || 8899) + 6;
  server = await startProductionLikeServer({
    port,
    databaseUrl: postgres.url,
    stateDir: `${E2E_STATE_DIR}-translations`,
    echo: '[translations-server] ',
  });
  await resetStaffAccount(USERNAME, 'Translations Editor', 'Content Editor', PASSWORD, query);
});

test.afterAll(() => {
  server?.stop();
  postgres?.stop();
});

const turkishHome = async (page: Page) =>
  (await page.request.get(`${server.origin}${localePath('tr', PAGES.home)}`)).text();

test('a Content Editor finds a missing Turkish string, translates it with the keyboard, publishes, and /tr/ shows it after the rebuild', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const page = await (await browser.newContext({ baseURL: server.origin })).newPage();
  expect(await turkishHome(page)).toContain(FILE_TEXT);
  await signInAs(page, { username: USERNAME, password: PASSWORD }, ADMIN.section('translations'));
  await expect(page.getByRole('heading', { name: 'Translations', level: 2 })).toBeVisible();
  const coverage = page.getByRole('table', { name: 'Translated strings per area and language' });
  const tr = 'Turkish (tr)';
  await expect(coverage.getByRole('row', { name: /Site chrome/ })).toContainText('24/24 (100%)');
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Language', { exact: true }).selectOption({ label: tr });
  await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Missing' });
  const strings = page.getByRole('table', { name: 'Strings', exact: true });
  await expect(strings).toContainText('No strings match these filters.');

  // Clear the tagline so it is missing (English shows until someone translates it).
  await page.getByLabel('Show', { exact: true }).selectOption({ label: 'All strings' });
  await page.getByLabel('Search strings', { exact: true }).fill('tagline');
  await expect(strings.getByRole('row')).toHaveCount(2);
  await strings.getByRole('button', { name: `Edit tagline in ${tr}` }).click();
  let dialog = page.getByRole('dialog', { name: 'Translate tagline' });
  const field = dialog.getByLabel('Turkish translation', { exact: true });
  await expect(field).toHaveValue(FILE_TEXT);
  await expect(field).toHaveAttribute('dir', 'auto');
  await expectNoSeriousA11yViolations(page);
  await field.fill('');
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('toast')).toContainText('Draft saved');

  // The Missing filter finds it; the coverage counts it.
  await page.getByLabel('Search strings', { exact: true }).fill('');
  await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Missing' });
  await expect(strings.getByRole('row')).toHaveCount(2);
  await expect(strings).toContainText('Missing (English shows)');
  await expect(coverage.getByRole('row', { name: /Site chrome/ })).toContainText('23/24 (95%)');

  // Keyboard only: Enter opens the editor, Tab reaches the translation, Tab to Save draft, Enter.
  await strings.getByRole('button', { name: `Edit tagline in ${tr}` }).focus();
  await page.keyboard.press('Enter');
  dialog = page.getByRole('dialog', { name: 'Translate tagline' });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 5 && !(await field.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(field).toBeFocused();
  await page.keyboard.type(TRANSLATED);
  const save = dialog.getByRole('button', { name: 'Save draft' });
  for (let i = 0; i < 6 && !(await save.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(save).toBeFocused();
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT');
  await page.keyboard.press('Enter');
  expect((await saved).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(strings).toContainText('No strings match these filters.');

  // A draft is not on the site until it is published; publishing rebuilds once.
  const publish = page.getByRole('button', { name: 'Publish translations (1)' });
  const published = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/publish'));
  await publish.click();
  const response = await published;
  expect(response.status()).toBe(200);
  expect(response.headers()['x-rebuild']).toBe('triggered');
  await expect(page.getByTestId('toast')).toContainText('Translations published');
  await expect(page.getByRole('button', { name: 'Publish translations (0)' })).toBeDisabled();
  const [audit] = await query("SELECT summary FROM audit_log WHERE action = 'translations.published'");
  expect(audit).toEqual({ summary: 'Published 1 translation: chrome.tagline [tr]' });

  await expect
    .poll(async () => (await turkishHome(page)).includes(TRANSLATED), { timeout: 300_000, intervals: [3_000] })
    .toBe(true);
  expect(await turkishHome(page)).not.toContain(FILE_TEXT);
  // The English page keeps its own text.
  expect(await (await page.request.get(`${server.origin}${PAGES.home}`)).text()).not.toContain(TRANSLATED);
});

test('a published Turkish quiz string reaches /tr/test: the island’s strings file is written after the merge, under the hash of what it holds', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const QUIZ_COUNT = '{total} sorudan {n}.';
  const page = await (await browser.newContext({ baseURL: server.origin })).newPage();
  const turkishTest = withQuery(localePath('tr', PAGES.test), { seed: 3 });
  const strings = async () => {
    const html = await (await page.request.get(`${server.origin}${localePath('tr', PAGES.test)}`)).text();
    const url = /\/quiz-banks\/[0-9a-f]+\/tr-[0-9a-f]+\/selfAssessment-text\.json/.exec(html)?.[0];
    return url ? (await page.request.get(`${server.origin}${url}`)).text() : '';
  };
  await page.goto(turkishTest);
  await expect(page.locator('.question-count')).toHaveText('1 / 7', { timeout: 60_000 });

  await signInAs(page, { username: USERNAME, password: PASSWORD }, ADMIN.section('translations'));
  const coverage = page.getByRole('table', { name: 'Translated strings per area and language' });
  await expect(coverage.getByRole('row', { name: /^Quiz/ })).toBeVisible();
  await page.getByLabel('Area', { exact: true }).selectOption({ label: 'Quiz' });
  await page.getByLabel('Language', { exact: true }).selectOption({ label: 'Turkish (tr)' });
  await page.getByLabel('Search strings', { exact: true }).fill('selfCount');
  const table = page.getByRole('table', { name: 'Strings', exact: true });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('button', { name: 'Edit selfCount in Turkish (tr)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Translate selfCount' });
  const field = dialog.getByLabel('Turkish translation', { exact: true });
  await expect(field).toHaveValue('{n} / {total}');
  await field.fill(QUIZ_COUNT);
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('toast')).toContainText('Draft saved');
  const published = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/publish'));
  await page.getByRole('button', { name: 'Publish translations (1)' }).click();
  expect((await published).headers()['x-rebuild']).toBe('triggered');

  await expect
    .poll(async () => (await strings()).includes(QUIZ_COUNT), { timeout: 300_000, intervals: [3_000] })
    .toBe(true);
  // The rebuilt page names a strings file that exists and holds the staff text: the island shows it.
  const visitor = await (await browser.newContext({ baseURL: server.origin })).newPage();
  await visitor.goto(turkishTest);
  await expect(visitor.locator('.question-count')).toHaveText('7 sorudan 1.', { timeout: 60_000 });
  await expectNoSeriousA11yViolations(visitor);
  await visitor.goto(withQuery(PAGES.test, { seed: 3 }));
  await expect(visitor.locator('.question-count')).toHaveText('1 of 7', { timeout: 60_000 });
});
