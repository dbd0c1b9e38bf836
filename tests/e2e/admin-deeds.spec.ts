// Thawab Metrics and Badge Analytics from the app's users (the first-run sample community with
// its completions and earned badges), and the Badges tab's real Earned By: a Super Admin sees both
// sub-tabs, switches segment and period and sees the figures the database holds (computed here in
// SQL independently), and every view is axe clean.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { addDays, isoDay } from '../../src/lib/analytics/periods.ts';
import { ADMIN } from '../../src/lib/routes.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { query } from './support/state.ts';
import { resetStaffAccount } from './support/staff.ts';
import { signInAs } from './support/sign-in.ts';

const USERNAME = 'e2e-deeds-admin';
const PASSWORD = 'a long e2e password for the deeds admin';
const expect = baseExpect.configure({ timeout: 60_000 });

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

const n = (value: number) => value.toLocaleString('en-US');
const since = (days: number) => addDays(isoDay(new Date()), -(days - 1));

async function completions(days: number, premiumOnly: boolean): Promise<number> {
  const [row] = await query<{ n: number }>(
    `SELECT count(*)::int AS n FROM thawab_completions c JOIN users u ON u.id = c.user_id
     WHERE c.completed_on >= $1::date AND ($2::boolean IS FALSE OR u.status IN ('Premium User', 'Lifetime User'))`,
    [since(days), premiumOnly],
  );
  return row!.n;
}

/** Users with an activity item on a UTC day of the period (docs/product.md §2.8), from user_activity itself. */
async function activeUsers(days: number, freeOnly: boolean): Promise<number> {
  const [row] = await query<{ n: number }>(
    `SELECT count(DISTINCT a.user_id)::int AS n FROM user_activity a JOIN users u ON u.id = a.user_id
     WHERE a.created_at >= ($1 || 'T00:00:00Z')::timestamptz AND a.created_at < ($3 || 'T00:00:00Z')::timestamptz
       AND ($2::boolean IS FALSE OR u.status = 'Free User')`,
    [since(days), freeOnly, addDays(isoDay(new Date()), 1)],
  );
  return row!.n;
}

test.beforeAll(async () => {
  await resetStaffAccount(USERNAME, 'Maryam Admin', 'Super Admin', PASSWORD);
  await query('DELETE FROM login_attempts');
  // Recompute the analytics summary now (it may hold figures from before earlier specs changed users).
  await query('DELETE FROM analytics_deeds_refresh');
  // The first-run sample (or an earlier run) gave the app users completions and badges.
  const [row] = await query<{ c: number; b: number }>(
    'SELECT (SELECT count(*) FROM thawab_completions)::int AS c, (SELECT count(*) FROM user_badges)::int AS b',
  );
  expect(row!.c).toBeGreaterThan(0);
  expect(row!.b).toBeGreaterThan(0);
});

async function signIn(page: Page, path: string) {
  await signInAs(page, { username: USERNAME, password: PASSWORD }, path);
  await expect(page.locator('.admin-header')).toContainText('Maryam Admin');
}

test('Thawab Metrics: completions follow the segment and the period; axe clean', async ({ page }) => {
  await signIn(page, ADMIN.analytics('thawabs', '30d'));
  await expect(page.getByRole('tab', { name: 'Thawab Metrics', selected: true })).toBeVisible();
  const total = page.getByTestId('thawab-total');
  await expect(total).toHaveText(n(await completions(30, false)));
  await expect(
    page
      .getByRole('table', { name: /Thawab tasks by completions/ })
      .getByRole('row')
      .nth(1),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const premium = await completions(30, true);
  expect(premium).not.toBe(await completions(30, false));
  await page.getByRole('button', { name: 'Premium Users' }).click();
  await expect(page.getByRole('button', { name: 'Premium Users', pressed: true })).toBeVisible();
  await expect(total).toHaveText(n(premium));
  await expect(page).toHaveURL(/[?&]segment=premium/);

  await page.getByRole('button', { name: '7 Days' }).click();
  await expect(total).toHaveText(n(await completions(7, true)));
  await expect(page.getByRole('link', { name: 'Export Report' })).toHaveAttribute(
    'href',
    /view=thawabs.*segment=premium|segment=premium.*view=thawabs/,
  );
});

test('Badge Analytics: active users (the same as User Engagement) and conversion follow the segment; axe clean', async ({
  page,
}) => {
  await signIn(page, ADMIN.analytics('badges', '90d'));
  await expect(page.getByRole('tab', { name: 'Badge Analytics', selected: true })).toBeVisible();
  const active = page.getByTestId('badge-active-users');
  await expect(active).toHaveText(n(await activeUsers(90, false)));
  await expect(
    page
      .getByRole('table', { name: /Badges by users who earned them/ })
      .getByRole('row')
      .nth(1),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Free Users' }).click();
  const free = n(await activeUsers(90, true));
  await expect(active).toHaveText(free);
  // One meaning of "active user" on the tab: User Engagement shows the same number for the same filters.
  await page.getByRole('tab', { name: 'User Engagement' }).click();
  await expect(page.locator('li[data-stat="active"] .stat-value')).toHaveText(free);
  // The Growth Funnel counts anonymous visitors: there the segment is All Users and cannot change.
  await page.getByRole('tab', { name: 'Growth Funnel' }).click();
  await expect(page.getByRole('button', { name: 'Free Users' })).toBeDisabled();
});

test('Badges tab: Earned By is the real number of holders, shown read-only in the dialog', async ({ page }) => {
  // The most-held badge of the first-run sample (whatever other stories did to the catalogue).
  const [badge] = await query<{ name: string; holders: number }>(
    `SELECT b.name, (SELECT count(*) FROM user_badges ub WHERE ub.badge_id = b.id)::int AS holders
     FROM badges b ORDER BY holders DESC, b.id LIMIT 1`,
  );
  expect(badge, 'the first-run sample earned badges').toBeDefined();
  expect(badge!.holders).toBeGreaterThan(0);
  await signIn(page, ADMIN.section('badges'));
  const row = page.getByRole('row').filter({ hasText: badge!.name }).first();
  await expect(row).toContainText(`${n(badge!.holders)} users`);
  await row.getByRole('button', { name: `Edit ${badge!.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Badge' });
  await expect(dialog.getByRole('status').or(dialog.locator('output#badge-earned'))).toHaveText(
    `${n(badge!.holders)} users`,
  );
  await expect(dialog.getByRole('spinbutton', { name: /Earned/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});
