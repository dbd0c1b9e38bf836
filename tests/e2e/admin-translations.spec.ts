// The Translations tab (decision 0047) on a production-like server of its own (its own
// database, port and state folder, so other specs keep the Turkish chrome of the first build): a
// Content Editor clears a Turkish chrome string so it is missing, finds it with the Missing filter,
// translates it with the keyboard alone, and publishes through the dialog that shows what would go
// out and by whom (decision 0047 amended 2026-11-28): they tick their unreviewed draft, another
// author's draft changed while the list was open is not published and the dialog says so, and the
// rebuilt /tr/ shows theirs. Then a quiz
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
import { E2E_STATE_DIR, queryAt, startFromMainBuild } from './support/state.ts';

const expect = baseExpect.configure({ timeout: 60_000 });
const USERNAME = 'e2e-translations-editor';
const PASSWORD = 'a long password for the translations check';
const FILE_TEXT = 'Her gün iyi ameller, Kur’an ve istikrar — her seferinde küçük bir adım';
const TRANSLATED = 'Her gün küçük bir adım: iyi ameller, Kuran ve devamlılık';
const OTHER_AUTHOR = 'e2e-second-author';
const OTHER_DRAFT = 'Günlük';
const OTHER_NEWER = 'Yazılar';

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
    env: startFromMainBuild(),
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
  await signInAs(page, { username: USERNAME, password: PASSWORD }, ADMIN.section('translations'), postgres.url);
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

  // Another staff member's reviewed draft is waiting too (written straight to the table here).
  await query(
    `INSERT INTO translation_strings (catalogue, key, locale, text, source_hash, reviewed, written_by, changed_by)
     VALUES ('chrome', 'navBlog', 'tr', $1, 'x', true, $2, $2)`,
    [OTHER_DRAFT, OTHER_AUTHOR],
  );
  await page.getByLabel('Show', { exact: true }).selectOption({ label: 'All strings' });

  // A draft is not on the site until it is published. Publishing first shows exactly what would go
  // out, by whom: one table per author; reviewed drafts ticked, unreviewed ones unticked and marked.
  const publish = page.getByRole('button', { name: 'Publish translations (2)' });
  await publish.focus();
  await page.keyboard.press('Enter');
  const publishDialog = page.getByRole('dialog', { name: 'Publish translations' });
  await expect(publishDialog).toContainText('2 changes waiting, by 2 authors; 1 ticked');
  const mine = publishDialog.getByRole('table', { name: `Changes written by ${USERNAME}` });
  const theirs = publishDialog.getByRole('table', { name: `Changes written by ${OTHER_AUTHOR}` });
  await expect(publishDialog.getByRole('heading', { name: `Written by ${USERNAME} (1)` })).toBeVisible();
  await expect(mine).toContainText('chrome.tagline');
  await expect(mine).toContainText(FILE_TEXT);
  await expect(mine).toContainText(TRANSLATED);
  await expect(mine).toContainText('Unreviewed');
  await expect(theirs).toContainText(OTHER_DRAFT);
  await expect(theirs).toContainText('Reviewed');
  const tickMine = mine.getByRole('checkbox', { name: `Publish chrome.tagline in ${tr}` });
  const tickTheirs = theirs.getByRole('checkbox', { name: `Publish chrome.navBlog in ${tr}` });
  await expect(tickMine).not.toBeChecked();
  await expect(tickTheirs).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  // Keyboard: Space ticks the unreviewed draft (the publisher chooses it knowingly).
  await tickMine.focus();
  await page.keyboard.press('Space');
  await expect(tickMine).toBeChecked();
  const send = publishDialog.getByRole('button', { name: 'Publish 2 changes' });
  await expect(send).toBeEnabled();

  // The other author rewrites their draft while the list is open: it is not published.
  await query(
    "UPDATE translation_strings SET text = $1, version = version + 1, changed_by = $2 WHERE key = 'navBlog'",
    [OTHER_NEWER, OTHER_AUTHOR],
  );
  const published = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/publish'));
  await send.focus();
  await page.keyboard.press('Enter');
  const response = await published;
  expect(response.status()).toBe(200);
  expect(response.headers()['x-rebuild']).toBe('triggered');
  const outcome = publishDialog.getByRole('alert');
  await expect(outcome).toContainText('1 change published. 1 change not published:');
  await expect(outcome).toContainText(`chrome.navBlog [tr]: ${OTHER_AUTHOR} changed it after the list was shown`);
  // The list now shows what is still waiting: the newer text, at its new version.
  await expect(publishDialog).toContainText('1 change waiting, by 1 author');
  await expect(theirs).toContainText(OTHER_NEWER);
  await expect(mine).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(publishDialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Publish translations (1)' })).toBeEnabled();
  const audits = await query(
    "SELECT action, summary FROM audit_log WHERE action LIKE 'translation%.published' ORDER BY id",
  );
  expect(audits).toEqual([
    {
      action: 'translations.published',
      summary:
        'Published 1 translation: chrome.tagline [tr]; not published (changed after the list was shown): chrome.navBlog [tr]',
    },
    {
      action: 'translation.published',
      summary: `Published chrome.tagline [tr], written by ${USERNAME}, not reviewed: ${TRANSLATED}`,
    },
  ]);
  expect(await query("SELECT text, published_text FROM translation_strings WHERE key = 'navBlog'")).toEqual([
    { text: OTHER_NEWER, published_text: null },
  ]);
  // The next story starts with nothing else waiting.
  await query("DELETE FROM translation_strings WHERE key = 'navBlog'");

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

  await signInAs(page, { username: USERNAME, password: PASSWORD }, ADMIN.section('translations'), postgres.url);
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
  await page.getByRole('button', { name: 'Publish translations (1)' }).click();
  const publishDialog = page.getByRole('dialog', { name: 'Publish translations' });
  await publishDialog.getByRole('checkbox', { name: 'Publish quiz.selfCount in Turkish (tr)' }).check();
  const published = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/publish'));
  await publishDialog.getByRole('button', { name: 'Publish 1 change' }).click();
  expect((await published).headers()['x-rebuild']).toBe('triggered');
  await expect(page.getByTestId('toast')).toContainText('Translations published');
  await expect(publishDialog).toBeHidden();

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
