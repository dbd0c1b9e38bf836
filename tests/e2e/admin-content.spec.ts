// The content tabs in Chromium against the production-like server: a Content Editor adds a verse
// by reference (text from the verified quran-json source), meets the one-verse-per-date rule,
// schedules it for tomorrow and the app's verse of the day returns it; deactivates a thawab and it
// leaves /api/app/thawabs; every tab and sub-tab is axe clean.
import { expect as baseExpect, test, type BrowserContext, type Page } from '@playwright/test';
import { addDays, todayIso } from '../../src/lib/dates.ts';
import { ADMIN, API, withQuery } from '../../src/lib/routes.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { query } from './support/state.ts';
import { resetStaffAccount } from './support/staff.ts';
import { signInAs } from './support/sign-in.ts';

const USERNAME = 'e2e-content-hafsa';
const PASSWORD = 'a long e2e password for hafsa';
// The server keeps its functions warm, but Chromium, a build and Postgres share the two cores with it:
// under load a chain of saves takes seconds, so waits on server answers are generous.
const expect = baseExpect.configure({ timeout: 180_000 });

test.describe.configure({ mode: 'serial' });
test.setTimeout(600_000);

let context: BrowserContext;
let page: Page;
const today = todayIso();
const tomorrow = addDays(today, 1);

test.beforeAll(async ({ browser }) => {
  await resetStaffAccount(USERNAME, 'Hafsa Noor', 'Content Editor', PASSWORD);
  await query("DELETE FROM verses WHERE surah = 2 AND ayah_number = '201'");
  await query('DELETE FROM login_attempts');
  context = await browser.newContext();
  page = await context.newPage();
});

test.afterAll(async () => {
  await context?.close();
});

test('a Content Editor signs in and sees the content tabs', async () => {
  await page.goto(ADMIN.section('verses'));
  await expect(page.getByRole('heading', { name: 'Admin sign in' })).toBeVisible();
  await signInAs(page, { username: USERNAME, password: PASSWORD });
  await expect(page.locator('.admin-header')).toContainText('Hafsa Noor');
  await expect(page.getByRole('tab', { name: 'Daily Verses' })).toBeVisible();
});

test('Daily Verses: add 2:201 by reference, resolve the date clash, schedule it for tomorrow; verse of the day returns it', async () => {
  await page.getByRole('tab', { name: 'Daily Verses' }).click();
  await expect(page.getByRole('heading', { name: 'Daily Verses' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Add New Verse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Verse' });
  await dialog.getByLabel('Surah').selectOption('2');
  await dialog.getByLabel('Ayah Number').fill('201');
  await expect(dialog.getByLabel('Translation')).toHaveValue(/Our Lord, give us in this world \[that which is\] good/);
  await expect(dialog.getByLabel('Arabic Text')).toHaveValue(/[\u0600-\u06FF]{3}/);
  await expect(dialog.getByRole('status')).toHaveText('Arabic matches the verified text of Al-Baqarah 201.');
  await expect(dialog).toContainText('CC BY-SA 4.0');
  await dialog.getByLabel('Hope').check();
  await dialog.getByLabel('Schedule Date').fill(tomorrow);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Add Verse' }).click();
  // The seeded schedule already holds tomorrow: the server names that verse.
  await expect(dialog.getByRole('alert')).toContainText(`${tomorrow} already has a verse:`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The calendar shows the month with Hijri dates; unschedule tomorrow's seeded verse from there.
  await page.getByRole('button', { name: 'Calendar' }).click();
  if (tomorrow.slice(0, 7) !== today.slice(0, 7)) await page.getByRole('button', { name: 'Next month' }).click();
  const cell = page.locator(`.calendar-day[data-date="${tomorrow}"]`);
  await expect(cell.locator('.hijri')).toHaveText(/AH$/);
  await expectNoSeriousA11yViolations(page);
  await cell.getByRole('button').click();
  const edit = page.getByRole('dialog', { name: 'Edit Verse' });
  await edit.getByLabel('Schedule Date').fill('');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.locator(`.calendar-day[data-date="${tomorrow}"]`)).toContainText('No verse');

  await page.getByRole('button', { name: 'Add New Verse' }).click();
  const again = page.getByRole('dialog', { name: 'Add New Verse' });
  await again.getByLabel('Surah').selectOption('2');
  await again.getByLabel('Ayah Number').fill('201');
  await expect(again.getByLabel('Translation')).toHaveValue(/Our Lord, give us in this world/);
  await again.getByLabel('Schedule Date').fill(tomorrow);
  await again.getByRole('button', { name: 'Add Verse' }).click();
  await expect(again).toBeHidden();
  await expect(page.locator(`.calendar-day[data-date="${tomorrow}"]`)).toContainText('Al-Baqarah (2) 201');

  const response = await page.request.get(withQuery(API.appVerseOfTheDay, { date: tomorrow }));
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+/);
  const verse = await response.json();
  expect(verse).toMatchObject({
    date: tomorrow,
    reason: 'scheduled',
    surah: 2,
    ayah: '201',
    surahNameEnglish: 'Al-Baqarah',
  });
  expect(verse.translation).toMatch(/^But among them is he who says, "Our Lord, give us in this world/);
  expect(verse.attribution).toMatch(/quran-json/);
});

test('Thawab Tasks: toggling a task inactive dims it and removes it from /api/app/thawabs', async () => {
  await page.getByRole('tab', { name: 'Thawab Tasks' }).click();
  await expect(page.getByRole('heading', { name: 'Thawab Tasks' })).toBeVisible();
  await page.getByLabel('Search thawab tasks').fill('Morning remembrance');
  const row = page.getByRole('row').filter({ hasText: 'Morning remembrance' });
  await expect(row).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  const [task] = await query<{ id: number }>("SELECT id FROM thawab_tasks WHERE name = 'Morning remembrance'");
  const dueBefore = await (await page.request.get(withQuery(API.appThawabs, { date: today }))).json();
  expect(dueBefore.tasks.map((t: { id: number }) => t.id)).toContain(task!.id);

  await row.getByRole('button', { name: /Morning remembrance: Active/ }).click();
  await expect(row.getByRole('button', { name: /Morning remembrance: Inactive/ })).toBeVisible();
  await expect(row).toHaveClass(/row-inactive/);
  // Another date than the one asked above, so no cache layer can answer from before the change.
  const dueAfter = await (await page.request.get(withQuery(API.appThawabs, { date: tomorrow }))).json();
  expect(dueAfter.tasks.map((t: { id: number }) => t.id)).not.toContain(task!.id);
  expect(dueAfter.tasks.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Add New Thawab' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Thawab Task' });
  await expect(dialog.getByLabel('XP Value')).toHaveValue('20');
  await expect(dialog.getByLabel('Icon (emoji)')).toHaveValue('🕌');
  await dialog.getByLabel('XP Value').fill('');
  await dialog.getByRole('button', { name: 'Add Thawab' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(dialog).toContainText('XP must be a whole number from 1 to 1000');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await row.getByRole('button', { name: /Morning remembrance: Inactive/ }).click();
  await expect(row).not.toHaveClass(/row-inactive/);
});

test('Badges and Spiritual Quiz tabs are axe clean, with the spec texts', async () => {
  await page.getByRole('tab', { name: 'Badges' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Weekly Devotion' })).toContainText(
    '7 completions within 7 days',
  );
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Spiritual Quiz' }).click();
  await expect(page.getByRole('tab', { name: 'Question Bank' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'Quiz questions' }).getByRole('row').nth(1)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: 'Spiritual Levels' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Luminous Soul' })).toContainText('95');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: 'Quiz Analytics' }).click();
  await expect(page.getByText('Score distribution')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
