// Signing in to the back-office as a story's own staff account (each spec still makes its account
// with resetStaffAccount, tests/e2e/support/staff.ts) without typing the form: a real session is
// made in the server's database by the server's own code (createSession) and its cookie is given
// to the browser, as the form's answer would. Typing the form costs a password hash per story and
// is what the sign-in stories themselves test (wrong password, keyboard only, one-time passwords,
// the form's attributes), so they type it by hand.
import { expect, type Page } from '@playwright/test';
import { sharedDatabase } from '../../../db/client.ts';
import { ADMIN } from '../../../src/lib/routes.ts';
import { createSession, SESSION_COOKIE } from '../../../src/server/auth/session.ts';
import { e2eDatabaseUrl, queryAt } from './state.ts';

export interface StaffLogin {
  username: string;
  /** Not typed (the session is made directly); kept so a story names the whole account it made. */
  password?: string;
}

/**
 * Opens `path` (default: stays on the page it is on, or opens the dashboard), gives the page a
 * session of the account for that page's server, reloads, and waits until the back-office shows
 * the session (its Logout button). `databaseUrl`: that server's database (stories with a server of
 * their own pass theirs; the account must be there, made with resetStaffAccount).
 */
export async function signInAs(
  page: Page,
  login: StaffLogin,
  path?: string,
  databaseUrl: string = e2eDatabaseUrl(),
): Promise<void> {
  const [account] = await queryAt<{ id: number }>(
    databaseUrl,
    'SELECT id FROM staff_accounts WHERE lower(username) = lower($1) AND NOT disabled',
    [login.username],
  );
  if (!account) throw new Error(`No enabled staff account "${login.username}": make it with resetStaffAccount first`);
  // Opened first, so the page's own context resolves the path (a story's server of its own has its
  // own baseURL) and the cookie goes to the host the page is on.
  if (path !== undefined || !page.url().startsWith('http')) await page.goto(path ?? ADMIN.dashboard);
  const { token, expiresAt } = await createSession(sharedDatabase(databaseUrl), account.id);
  await page.context().addCookies([
    {
      name: SESSION_COOKIE,
      value: token,
      // Not `url`: Chromium refuses a Secure cookie set for an http URL, though it sends one to
      // 127.0.0.1 (a secure context), as it keeps the one the sign-in form's answer sets.
      domain: new URL(page.url()).hostname,
      path: '/',
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      expires: Math.floor(expiresAt.getTime() / 1000),
    },
  ]);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 30_000 });
}
