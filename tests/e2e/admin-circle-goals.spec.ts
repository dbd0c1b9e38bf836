// Circle goals in Chromium against the production-like server: a Moderator opens a circle's
// View dialog, edits a goal (title, target, progress) and deletes another through the
// confirmation; each change reaches Postgres and the audit log; the Goals tab is axe clean while
// editing.
import { expect as baseExpect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { query } from './support/state.ts';
import { resetStaffAccount } from './support/staff.ts';
import { signInAs } from './support/sign-in.ts';

const USERNAME = 'e2e-moderator-goals';
const PASSWORD = 'a long e2e password for the goals moderator';
const expect = baseExpect.configure({ timeout: 90_000 });

test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);

let context: BrowserContext;
let page: Page;
const dialogs: string[] = [];

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext();
  page = await context.newPage();
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await resetStaffAccount(USERNAME, 'Safiya Moderator', 'Moderator', PASSWORD);
});

test.afterAll(async () => {
  await context?.close();
});

test('a Moderator edits one goal of a circle and deletes another (axe clean)', async () => {
  const [circle] = await query<{ id: number }>('SELECT id FROM circles ORDER BY id DESC LIMIT 1 OFFSET 3');
  const circleName = `E2E Goals Circle ${Date.now()}`;
  await query('UPDATE circles SET name = $1 WHERE id = $2', [circleName, circle!.id]);
  const [kept] = await query<{ id: number }>(
    `INSERT INTO circle_goals (circle_id, title, target_count, current_count, created_at) VALUES ($1, 'Pray Duha daily', 30, 6, now() - interval '2 days') RETURNING id`,
    [circle!.id],
  );
  const [gone] = await query<{ id: number }>(
    `INSERT INTO circle_goals (circle_id, title, target_count, current_count, created_at) VALUES ($1, 'Read Surah Al-Mulk nightly', 10, 3, now() - interval '1 day') RETURNING id`,
    [circle!.id],
  );

  await signInAs(page, { username: USERNAME, password: PASSWORD }, '/admin');
  await page.getByRole('tab', { name: 'Circles' }).click();
  await page.getByLabel('Search circles').fill(circleName);
  const row = page.getByRole('row').filter({ hasText: circleName });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `View ${circleName}` }).click();
  const dialog = page.getByRole('dialog', { name: circleName });
  await dialog.getByRole('tab', { name: 'Goals' }).click();
  await expect(dialog.getByText('Pray Duha daily')).toBeVisible();

  // Edit: a bad progress value is refused in the form; a good one is saved.
  await dialog.getByRole('button', { name: 'Edit goal: Pray Duha daily' }).click();
  const form = dialog.getByRole('form', { name: 'Edit goal: Pray Duha daily' });
  await expect(form.getByLabel('Title')).toHaveValue('Pray Duha daily');
  await expectNoSeriousA11yViolations(page);
  await form.getByLabel('Title').fill('Pray Duha every day');
  await form.getByLabel('Progress').fill('-3');
  await form.getByRole('button', { name: 'Save Goal' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Progress must be at least 0');
  await form.getByLabel('Target').fill('40');
  await form.getByLabel('Progress').fill('10');
  await form.getByRole('button', { name: 'Save Goal' }).click();
  await expect(dialog.getByRole('button', { name: 'Edit goal: Pray Duha every day' })).toBeVisible();
  const edited = dialog.getByRole('listitem').filter({ hasText: 'Pray Duha every day' });
  await expect(edited).toContainText('10 of 40');
  await expect(edited).toContainText('25%');
  const [saved] = await query<{ title: string; target_count: number; current_count: number }>(
    'SELECT title, target_count, current_count FROM circle_goals WHERE id = $1',
    [kept!.id],
  );
  expect(saved).toEqual({ title: 'Pray Duha every day', target_count: 40, current_count: 10 });

  // Delete, through the confirmation.
  await dialog.getByRole('button', { name: 'Delete goal: Read Surah Al-Mulk nightly' }).click();
  await expect(dialog.getByText('Read Surah Al-Mulk nightly')).toHaveCount(0);
  expect(dialogs.at(-1)).toBe('Delete the goal "Read Surah Al-Mulk nightly"? Its progress will be lost.');
  expect(await query('SELECT id FROM circle_goals WHERE id = $1', [gone!.id])).toHaveLength(0);

  const audits = await query<{ action: string }>(
    `SELECT action FROM audit_log WHERE entity_type = 'circle' AND entity_id = $1 AND action LIKE 'circle.goal_%' ORDER BY id`,
    [String(circle!.id)],
  );
  expect(audits.map((a) => a.action)).toEqual(['circle.goal_updated', 'circle.goal_deleted']);
  await expectNoSeriousA11yViolations(page);
});
