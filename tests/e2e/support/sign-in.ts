// Signing in to the back-office as a story's own staff account (each spec still makes its account
// with resetStaffAccount, tests/e2e/support/staff.ts). Stories about the sign-in form itself (wrong
// password, keyboard only, one-time passwords, the form's attributes) type it by hand.
import { expect, type Page } from '@playwright/test';

export interface StaffLogin {
  username: string;
  password: string;
}

/**
 * Opens `path` when given (an admin URL, which shows the sign-in form to a visitor signed out),
 * types the account's username and password, presses Sign in and waits until the back-office shows
 * the session (its Logout button).
 */
export async function signInAs(page: Page, login: StaffLogin, path?: string): Promise<void> {
  if (path) await page.goto(path);
  await page.getByLabel('Username', { exact: true }).fill(login.username);
  await page.getByLabel('Password', { exact: true }).fill(login.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 30_000 });
}
