// The people tools in Chromium against the production-like server and its first-run sample
// community: a Moderator finds a user by email, resets the streak through the confirmation,
// opens the user's page, makes a circle member an Admin, exports referrals and reads the CSV.
// Each tab (and the circle dialog) is checked with axe.
import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { query } from './support/state.ts';
import { resetStaffAccount } from './support/staff.ts';
import { signInAs } from './support/sign-in.ts';

const USERNAME = 'e2e-moderator-people';
const PASSWORD = 'a long e2e password for the moderator';
const expect = baseExpect.configure({ timeout: 90_000 });

test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);

let context: BrowserContext;
let page: Page;
const dialogs: string[] = [];

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({ acceptDownloads: true });
  page = await context.newPage();
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await resetStaffAccount(USERNAME, 'Idris Moderator', 'Moderator', PASSWORD);
});

test.afterAll(async () => {
  await context?.close();
});

test('a Moderator signs in and lands on User Management (axe clean)', async () => {
  const [users] = await query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  expect(users!.n).toBeGreaterThanOrEqual(400);
  await signInAs(page, { username: USERNAME, password: PASSWORD }, '/admin');
  await expect(page.getByRole('tab', { name: 'User Management' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Blog Management' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await expect(page.getByText(/Page 1 of \d+ \(\d[\d,]* users\)/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('finds a user by email and resets the streak through the confirmation', async () => {
  const [user] = await query<{ id: number; name: string; email: string }>(
    `SELECT id, name, email FROM users ORDER BY id DESC OFFSET 17 LIMIT 1`,
  );
  await query('UPDATE users SET streak = 9 WHERE id = $1', [user!.id]);
  await page.getByLabel('Search users').fill(user!.email.toUpperCase());
  const row = page.getByRole('row').filter({ hasText: user!.email });
  await expect(row).toHaveCount(1);
  await expect(page.getByText('Page 1 of 1 (1 users)')).toBeVisible();
  await expect(row).toContainText('9 days');
  await row.getByRole('button', { name: `Reset streak of ${user!.name}` }).click();
  await expect(row).toContainText('0 days');
  expect(dialogs.at(-1)).toBe("Are you sure you want to reset this user's streak?");
  const [after] = await query<{ streak: number }>('SELECT streak FROM users WHERE id = $1', [user!.id]);
  expect(after!.streak).toBe(0);
  const [audit] = await query<{ n: number }>(
    `SELECT count(*)::int AS n FROM audit_log WHERE action = 'user.streak_reset' AND entity_id = $1`,
    [String(user!.id)],
  );
  expect(audit!.n).toBe(1);

  await row.getByRole('link', { name: `View ${user!.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${user!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: user!.name })).toBeVisible();
  await expect(page.getByText('0 days')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: '← Back to User Management' }).click();
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
});

test('makes a circle member an Admin from the circle dialog (axe clean)', async () => {
  const [member] = await query<{ circle_id: number; user_id: number; name: string }>(`
    SELECT m.circle_id, m.user_id, u.name FROM circle_members m JOIN users u ON u.id = m.user_id
    WHERE m.role = 'Member' ORDER BY m.circle_id, m.id LIMIT 1`);
  const circleName = `E2E Dhikr Circle ${Date.now()}`;
  await query('UPDATE circles SET name = $1 WHERE id = $2', [circleName, member!.circle_id]);
  await page.getByRole('tab', { name: 'Circles' }).click();
  await expect(page.getByRole('heading', { name: 'Circles' })).toBeVisible();
  await expect(page.getByText(/Page 1 of \d+ \(\d[\d,]* circles\)/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Search circles').fill(circleName);
  const row = page.getByRole('row').filter({ hasText: circleName });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `View ${circleName}` }).click();
  const dialog = page.getByRole('dialog', { name: circleName });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: 'Members' }).click();
  const memberRow = dialog.getByRole('row').filter({ hasText: member!.name });
  await expect(memberRow.getByRole('cell', { name: 'Member', exact: true })).toBeVisible();
  await expect(dialog.getByRole('row').filter({ hasText: 'Creator' }).getByRole('button')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await memberRow.getByRole('button', { name: `Make Admin: ${member!.name}` }).click();
  await expect(memberRow.getByRole('cell', { name: 'Admin', exact: true })).toBeVisible();
  await expect(memberRow.getByRole('button', { name: `Remove Admin: ${member!.name}` })).toBeVisible();
  const [after] = await query<{ role: string }>(
    'SELECT role FROM circle_members WHERE circle_id = $1 AND user_id = $2',
    [member!.circle_id, member!.user_id],
  );
  expect(after!.role).toBe('Admin');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('exports referrals: the downloaded CSV has the filtered rows (axe clean)', async () => {
  const [top] = await query<{ id: number; name: string; email: string; total: number; joined: number }>(`
    SELECT u.id, u.name, u.email, count(*)::int AS total, count(i.signed_up_at)::int AS joined
    FROM invitations i JOIN users u ON u.id = i.inviter_id GROUP BY u.id ORDER BY 4 DESC, u.id LIMIT 1`);
  const [wl] = await query<{ n: number }>(
    `SELECT count(*)::int AS n FROM launch_signups s JOIN launch_signups r ON r.id = s.referred_by_id WHERE lower(r.email) = lower($1)
       AND NOT EXISTS (SELECT 1 FROM waitlist_referrals f WHERE f.invitee_id = s.id AND NOT f.credited)`,
    [top!.email],
  );
  const total = top!.total + wl!.n;
  const joined = top!.joined + wl!.n;
  await page.getByRole('tab', { name: 'Referrals' }).click();
  await expect(page.getByRole('heading', { name: 'Referrals' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Referral totals' });
  await expect(cards.getByRole('listitem')).toHaveCount(5);
  await expect(cards.getByRole('listitem').filter({ hasText: 'Conversion Rate' })).toHaveAttribute(
    'title',
    'Total Signups ÷ Total Invites.',
  );
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Search inviters').fill(top!.email);
  const row = page.getByRole('row').filter({ hasText: top!.email });
  await expect(row).toHaveCount(1);
  await expect(page.getByText('Page 1 of 1 (1 inviters)')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`thawab-referrals-${new Date().toISOString().slice(0, 10)}.csv`);
  const bytes = readFileSync((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
  expect(lines[0]).toBe(
    'Inviter,Email,Source,Total Invites,Signups,Active Users,Conversion Rate (%),Retention Rate (%),Last Invite,Bonus XP',
  );
  expect(lines).toHaveLength(2);
  const cells = lines[1]!.split(',');
  expect(cells.slice(1, 5)).toEqual([top!.email, 'App', String(total), String(joined)]);
  expect(cells[9]).toBe(String(joined * 10));

  await row.getByRole('button', { name: `Details of ${top!.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Referrals by ${top!.name}` });
  await expect(dialog.getByRole('heading', { name: 'Invitation Funnel' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Rewards Summary' })).toBeVisible();
  await expect(dialog).toContainText(`${(joined * 10).toLocaleString('en-US')} XP`);
  await expect(dialog).toContainText(`${Math.round((joined * 10) / total)} XP`);
  await expect(dialog.getByRole('row')).toHaveCount(total + 1);
  await expectNoSeriousA11yViolations(page);
});
