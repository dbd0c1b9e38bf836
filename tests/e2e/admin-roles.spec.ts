// Admin Roles in Chromium against the production-like server: a Super Admin creates a Content
// Editor with a one-time password, the editor signs in with it, must choose a new password before
// anything else, then sees only the tabs of that role; the Super Admin sees it all in the audit log.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { query } from './support/state.ts';
import { storyPasswordHash } from './support/staff.ts';

const ROOT = 'e2e-roles-root';
const ROOT_PASSWORD = 'a long e2e password for the root';
const EDITOR = 'e2e-hafsa';
const EDITOR_NEW_PASSWORD = 'hafsa chose this herself';
// The server keeps its functions warm, but Chromium, a build and Postgres share the two cores with it:
// under load a chain of saves takes seconds, so waits on server answers are generous.
const expect = baseExpect.configure({ timeout: 90_000 });

test.describe.configure({ mode: 'serial' });
test.setTimeout(600_000);

let oneTimePassword = '';

test.beforeAll(async () => {
  await query('DELETE FROM staff_accounts WHERE lower(username) IN (lower($1), lower($2))', [ROOT, EDITOR]);
  await query(
    `INSERT INTO staff_accounts (username, display_name, role, password_hash) VALUES ($1, 'Roles Root', 'Super Admin', $2)`,
    [ROOT, await storyPasswordHash(ROOT_PASSWORD)],
  );
  await query('DELETE FROM login_attempts');
});

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin sign in' })).toBeVisible();
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Admin sign in' })).toBeVisible();
}

test('a Super Admin creates a Content Editor; the editor must change the one-time password; the audit log shows it all', async ({
  page,
}) => {
  await test.step('the Super Admin adds a Content Editor and sees the one-time password once', async () => {
    await signIn(page, ROOT, ROOT_PASSWORD);
    await page.getByRole('tab', { name: 'Admin Roles' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Roles' })).toBeVisible();
    const staffTable = page.getByRole('table', { name: /Staff accounts/ });
    await expect(staffTable.getByRole('row', { name: new RegExp(ROOT) })).toContainText('(you)');
    await expect(page.getByRole('table', { name: /Audit log/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Add staff member' }).click();
    const create = page.getByRole('dialog', { name: 'Add a staff member' });
    await create.getByLabel('Username', { exact: true }).fill(EDITOR);
    await create.getByLabel('Name', { exact: true }).fill('Hafsa Karim');
    await create.getByLabel('Role', { exact: true }).selectOption('Content Editor');
    await expectNoSeriousA11yViolations(page);
    await create.getByRole('button', { name: 'Create account' }).click();

    const shown = page.getByRole('dialog', { name: `One-time password for ${EDITOR}` });
    await expect(shown).toBeVisible();
    oneTimePassword = (await shown.locator('.otp-box code').textContent())?.trim() ?? '';
    await expectNoSeriousA11yViolations(page);
    expect(oneTimePassword).toMatch(/^[A-Za-z0-9_-]{20}$/);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();
    const row = staffTable.getByRole('row', { name: new RegExp(EDITOR) });
    await expect(row).toContainText('Hafsa Karim');
    await expect(row).toContainText('Active');
    await expect(row).toContainText('Must choose a new password');
    await expect(row).toContainText('Never');
    await expect(row.getByLabel(`Role of ${EDITOR}`)).toHaveValue('Content Editor');
    // The password is in the page nowhere any more.
    expect(await page.content()).not.toContain(oneTimePassword);
    await signOut(page);
  });

  await test.step("the editor must choose a new password, then sees only a Content Editor's tabs", async () => {
    await signIn(page, EDITOR, oneTimePassword);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Current (one-time) password').fill(oneTimePassword);
    await page.getByLabel('New password', { exact: true }).fill('password1234');
    await expect(page.getByText('This password is one of the most common ones.', { exact: false })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(EDITOR_NEW_PASSWORD);
    await page.getByLabel('Repeat the new password').fill(EDITOR_NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();

    await expect(page.getByRole('tab')).toHaveText([
      'Blog Management',
      'Daily Verses',
      'Thawab Tasks',
      'Badges',
      'Campaigns',
      'Spiritual Quiz',
      'Live Recitation',
      'Translations',
    ]);
    await expect(page.getByRole('tab', { name: 'Admin Roles' })).toHaveCount(0);
    await signOut(page);
    // The new password works (and the one-time one no longer does: checked through the audit below).
    await signIn(page, EDITOR, EDITOR_NEW_PASSWORD);
    await expect(page.getByRole('tab', { name: 'Blog Management' })).toBeVisible();
    await signOut(page);
  });

  await test.step('the Super Admin sees all of it in the audit log, filtered by person and entity', async () => {
    await signIn(page, ROOT, ROOT_PASSWORD);
    await page.getByRole('tab', { name: 'Admin Roles' }).click();
    const audit = page.getByRole('table', { name: /Audit log/ });
    await expect(audit.getByRole('row', { name: /Staff created/ }).first()).toContainText(
      `Created Content Editor "${EDITOR}" (Hafsa Karim)`,
    );
    await expect(audit.getByRole('row', { name: /Own password changed/ }).first()).toContainText(EDITOR);
    const editorRow = page
      .getByRole('table', { name: /Staff accounts/ })
      .getByRole('row', { name: new RegExp(EDITOR) });
    await expect(editorRow).not.toContainText('Must choose a new password');
    await expect(editorRow).not.toContainText('Never');

    await page.getByLabel('Person').selectOption({ label: EDITOR });
    await expect(audit.getByRole('row')).toHaveCount(2); // header + one entry
    await expect(audit).toContainText('Changed their own password');
    await page.getByLabel('Person').selectOption({ label: 'Everyone' });
    await page.getByLabel('Entity').selectOption('staff');
    await expect(audit).toContainText(`Created Content Editor "${EDITOR}"`);
    await expectNoSeriousA11yViolations(page);

    const rows = await query<{ action: string; staff_username: string }>(
      "SELECT action, staff_username FROM audit_log WHERE entity_type = 'staff' AND (summary LIKE $1 OR staff_username = $2) ORDER BY id",
      [`%${EDITOR}%`, EDITOR],
    );
    expect(rows).toEqual([
      { action: 'staff.created', staff_username: ROOT },
      { action: 'staff.own_password_changed', staff_username: EDITOR },
    ]);
  });
});
