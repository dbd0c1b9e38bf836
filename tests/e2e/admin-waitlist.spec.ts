// A Moderator works the Waitlist tab (decision 0035) with the keyboard: finds a sign-up made through
// the public API, opens its detail, unsubscribes it, sees it under the Unsubscribed filter, then
// deletes the person after the confirmation dialog. axe is clean on the tab and both dialogs.
import { expect as baseExpect, test } from '@playwright/test';
import { API, ADMIN } from '../../src/lib/routes.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { query } from './support/state.ts';
import { storyPasswordHash } from './support/staff.ts';

const expect = baseExpect.configure({ timeout: 90_000 });
const PASSWORD = 'a long e2e password for the waitlist';

test('a Moderator finds, unsubscribes and deletes a sign-up, by keyboard', async ({ page, request }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const email = `waitlister-${stamp}@example.com`;
  const name = `Waitlister ${stamp}`;
  const signup = await request.post(API.notifyLaunch, {
    data: { name, email, source: 'spiritual_quiz', locale: 'tr' },
  });
  expect(signup.status()).toBe(200);
  const { referralCode } = (await signup.json()) as { referralCode: string };

  await query('DELETE FROM staff_accounts WHERE lower(username) = lower($1)', ['e2e-waitlist-mod']);
  await query(`INSERT INTO staff_accounts (username, display_name, role, password_hash) VALUES ($1, $2, $3, $4)`, [
    'e2e-waitlist-mod',
    'Waitlist moderator',
    'Moderator',
    await storyPasswordHash(PASSWORD),
  ]);
  await query('DELETE FROM login_attempts');

  await page.goto(ADMIN.section('waitlist'));
  await page.getByLabel('Username', { exact: true }).fill('e2e-waitlist-mod');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.keyboard.press('Enter');
  const tab = page.getByRole('tab', { name: 'Waitlist' });
  await tab.focus();
  await page.keyboard.press('Enter');
  const section = page.getByRole('region', { name: 'Waitlist' });
  await expect(section.getByRole('heading', { name: 'Waitlist', exact: true })).toBeVisible();
  await expect(section.locator('[data-stat="total"] .stat-value')).not.toHaveText('0');

  await page.getByLabel('Search sign-ups').focus();
  await page.keyboard.type(email);
  const list = section.getByRole('table', { name: 'Sign-ups, page 1' });
  const row = list.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(list.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('Knowledge quiz');
  await expect(row).toContainText('Unconfirmed');
  // Signed up on a Turkish page: their mail is Turkish, and the language filter finds them.
  await expect(row).toContainText('Turkish (Türkçe)');
  await page.getByLabel('Language', { exact: true }).selectOption('ar');
  await expect(section.getByText('No sign-ups match these filters.')).toBeVisible();
  await page.getByLabel('Language', { exact: true }).selectOption('tr');
  await expect(row).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: `Details of ${name}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Sign-up: ${name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(referralCode);
  await expect(dialog.getByRole('heading', { name: 'Quiz result' })).toBeVisible();
  await expect(dialog).toContainText('Nobody has joined through this link yet.');
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Unsubscribe' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Unsubscribed' })).toBeDisabled();
  await expect(dialog).toContainText('Unsubscribed');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Filtered: it is among the unsubscribed and not among the subscribed.
  await page.getByLabel('Unsubscribed', { exact: true }).selectOption('yes');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Unsubscribed');
  await page.getByLabel('Unsubscribed', { exact: true }).selectOption('no');
  await expect(section.getByText('No sign-ups match these filters.')).toBeVisible();
  await page.getByLabel('Unsubscribed', { exact: true }).selectOption('');
  await expect(row).toHaveCount(1);

  // Delete: a confirmation dialog first; Cancel goes back, the second time it deletes.
  await row.getByRole('button', { name: `Details of ${name}` }).focus();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Delete person' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
  await expect(confirm).toContainText('It cannot be undone.');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete person' }).click();
  await confirm.getByRole('button', { name: 'Delete everywhere' }).focus();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(dialog).toBeHidden();
  await expect(section.getByText('No sign-ups match these filters.')).toBeVisible();
  const left = await query<{ n: number }>(
    'SELECT count(*)::int AS n FROM launch_signups WHERE lower(email) = lower($1)',
    [email],
  );
  expect(left[0]!.n).toBe(0);
});
