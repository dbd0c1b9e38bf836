// App content in other languages (decision 0048), in Chromium against the production-like server: a
// Content Editor opens a thawab task in the Thawab Tasks tab, types its Arabic name in the dialog's
// Translations section (right to left by dir="auto"), saves, and the app's read API answers that
// name with ?locale=ar while English keeps the English one; the dialog is axe clean.
import { expect as baseExpect, test } from '@playwright/test';
import { ADMIN, API, withQuery } from '../../src/lib/routes.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { query } from './support/state.ts';
import { resetStaffAccount } from './support/staff.ts';
import { signInAs } from './support/sign-in.ts';

const USERNAME = 'e2e-translations-maryam';
const PASSWORD = 'a long e2e password for maryam';
const TASK = 'E2E Translations task';
const ARABIC = 'مهمة التجربة بالعربية';
// The server keeps its functions warm, but Chromium, a build and Postgres share the two cores with it:
// under load a chain of saves takes seconds, so waits on server answers are generous.
const expect = baseExpect.configure({ timeout: 180_000 });
test.setTimeout(600_000);

test('a Content Editor sets a thawab’s Arabic name in the Thawab Tasks tab and the app API answers it with ?locale=ar', async ({
  page,
}) => {
  await resetStaffAccount(USERNAME, 'Maryam Idris', 'Content Editor', PASSWORD);
  await query('DELETE FROM login_attempts');
  await query('DELETE FROM thawab_tasks WHERE name = $1', [TASK]);
  const [task] = await query<{ id: number }>(
    `INSERT INTO thawab_tasks (name, description, category, xp_value, icon, scheduling_type, scheduling_value, difficulty_level, min_level, translations)
     VALUES ($1, 'An everyday task for the languages test.', 'Prayer', 10, '🌙', 'daily', 'everyday', 'easy', 'Waking Soul', '{}'::jsonb) RETURNING id`,
    [TASK],
  );

  await page.goto(ADMIN.section('thawabs'));
  await signInAs(page, { username: USERNAME, password: PASSWORD });
  await expect(page.getByRole('heading', { name: 'Thawab Tasks' })).toBeVisible();
  await page.getByLabel('Search thawab tasks').fill('E2E Translations');
  await page.getByRole('button', { name: `Edit ${TASK}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Thawab Task' });
  const translations = dialog.getByRole('group', { name: 'Translations' });
  await expect(translations).toBeVisible();
  for (const language of ['Arabic', 'Urdu', 'Indonesian', 'Bengali', 'Turkish', 'Malay', 'French']) {
    await expect(translations.getByLabel(`${language} name`, { exact: true })).toHaveAttribute('dir', 'auto');
  }
  const arabicName = translations.getByLabel('Arabic name', { exact: true });
  await arabicName.fill(ARABIC);
  await expect(arabicName).toHaveAttribute('lang', 'ar');
  // dir="auto" runs the typed Arabic right to left inside the English back-office.
  expect(await arabicName.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  const [stored] = await query<{ name: string; by: string; reviewed: boolean }>(
    "SELECT translations->'ar'->>'name' AS name, translations->'ar'->>'writtenBy' AS by, (translations->'ar'->>'reviewed')::boolean AS reviewed FROM thawab_tasks WHERE id = $1",
    [task!.id],
  );
  expect(stored).toEqual({ name: ARABIC, by: USERNAME, reviewed: false });
  const [audit] = await query<{ n: number }>(
    "SELECT count(*)::int AS n FROM audit_log WHERE action = 'thawab.updated' AND entity_id = $1",
    [String(task!.id)],
  );
  expect(audit!.n).toBe(1);

  // A date no earlier request asked for, so no cache layer answers from before the save.
  const date = '2031-04-09';
  const ar = await page.request.get(withQuery(API.appThawabs, { date, locale: 'ar' }));
  expect(ar.headers()['content-language']).toBe('ar');
  const arTask = (await ar.json()).tasks.find((t: { id: number }) => t.id === task!.id);
  expect(arTask).toMatchObject({
    name: ARABIC,
    description: 'An everyday task for the languages test.',
    fallback: ['description'],
  });
  const en = (await (await page.request.get(withQuery(API.appThawabs, { date }))).json()).tasks.find(
    (t: { id: number }) => t.id === task!.id,
  );
  expect(en).toMatchObject({ name: TASK, fallback: [] });

  await page.getByRole('button', { name: `Edit ${TASK}` }).click();
  await expect(
    page.getByRole('dialog', { name: 'Edit Thawab Task' }).getByLabel('Arabic name', { exact: true }),
  ).toHaveValue(ARABIC);
  await expect(page.getByRole('dialog', { name: 'Edit Thawab Task' })).toContainText(`by ${USERNAME}, not reviewed`);
  await query('DELETE FROM thawab_tasks WHERE id = $1', [task!.id]);
});
