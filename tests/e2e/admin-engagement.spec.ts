// User Engagement and Circle Activity in Chromium: a Moderator switches period and segment and sees
// the figures change to what the database holds (counted here with independent SQL over the raw
// user_activity rows), the URL keeps the view, the export carries the segment, and both sub-tabs are
// axe clean.
import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { addDays, isoDay } from '../../src/lib/analytics/periods.ts';
import { ADMIN } from '../../src/lib/routes.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { query } from './support/state.ts';
import { resetStaffAccount } from './support/staff.ts';
import { signInAs } from './support/sign-in.ts';

const USERNAME = 'e2e-engagement-mod';
const PASSWORD = 'a long e2e password for the engagement moderator';
const TAG = 'e2e-engagement';
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const today = isoDay(new Date());
const PLANS: Record<string, string> = {
  all: "'Free User', 'Premium User', 'Lifetime User'",
  premium: "'Premium User', 'Lifetime User'",
  free: "'Free User'",
};
const DAYS: Record<string, number> = { '7d': 7, '30d': 30, '90d': 90 };

/** Distinct users active in the period, counted from the raw activity (not the roll-ups the app reads). */
async function activeUsers(period: '7d' | '30d' | '90d', segment: 'all' | 'premium' | 'free' | 'new'): Promise<number> {
  const from = addDays(today, -(DAYS[period]! - 1));
  const plan = segment === 'new' ? PLANS.all : PLANS[segment];
  const newOnly = segment === 'new' ? `AND u.created_at >= ($1::date::timestamp AT TIME ZONE 'UTC')` : '';
  const [row] = await query<{ n: number }>(
    `SELECT count(DISTINCT a.user_id)::int AS n FROM user_activity a JOIN users u ON u.id = a.user_id
     WHERE a.created_at >= ($1::date::timestamp AT TIME ZONE 'UTC') AND u.status IN (${plan}) ${newOnly}`,
    [from],
  );
  return row!.n;
}

async function circleActions(period: '7d' | '30d', segment: 'all' | 'premium'): Promise<number> {
  const [row] = await query<{ n: number }>(
    `SELECT count(*)::int AS n FROM user_activity a JOIN users u ON u.id = a.user_id
     WHERE a.circle_id IS NOT NULL AND a.created_at >= ($1::date::timestamp AT TIME ZONE 'UTC') AND u.status IN (${PLANS[segment]})`,
    [addDays(today, -(DAYS[period]! - 1))],
  );
  return row!.n;
}

test.beforeAll(async () => {
  await resetStaffAccount(USERNAME, 'Hafsa Moderator', 'Moderator', PASSWORD);
  await query('DELETE FROM login_attempts');
  await query(`DELETE FROM circles WHERE name LIKE $1`, [`${TAG}%`]);
  await query(`DELETE FROM users WHERE email LIKE $1`, [`${TAG}%`]);
  // Premium Amina (joined 100 days ago) was active today and 20 days ago in her circle; free Yusuf
  // (joined 3 days ago) today; free Idris (joined 200 days ago) 50 days ago; Lifetime Maryam 10 days ago.
  const users = await query<{ id: number; email: string }>(
    `INSERT INTO users (name, email, age, location, status, streak, created_at) VALUES
       ('Amina E2E', '${TAG}-amina@example.com', 30, 'Leeds', 'Premium User', 12, now() - interval '100 days'),
       ('Yusuf E2E', '${TAG}-yusuf@example.com', 25, 'Cairo', 'Free User', 3, now() - interval '3 days'),
       ('Idris E2E', '${TAG}-idris@example.com', 41, 'Lagos', 'Free User', 0, now() - interval '200 days'),
       ('Maryam E2E', '${TAG}-maryam@example.com', 35, 'Kuala Lumpur', 'Lifetime User', 0, now() - interval '60 days')
     RETURNING id, email`,
  );
  const id = (name: string) => users.find((u) => u.email.startsWith(`${TAG}-${name}`))!.id;
  const [circle] = await query<{ id: number }>(
    `INSERT INTO circles (name, description, type, admin_id) VALUES ('${TAG} circle', 'Fajr together', 'public', $1) RETURNING id`,
    [id('amina')],
  );
  await query(`INSERT INTO circle_members (circle_id, user_id, role) VALUES ($1, $2, 'Creator'), ($1, $3, 'Member')`, [
    circle!.id,
    id('amina'),
    id('maryam'),
  ]);
  await query(
    `INSERT INTO user_activity (user_id, circle_id, type, content, created_at) VALUES
       ($1, $5, 'thawap_completed', 'Prayed Fajr on time', now() - interval '1 minute'),
       ($1, $5, 'goal_contribution', 'Contributed to a circle goal', now() - interval '20 days'),
       ($2, NULL, 'thawap_completed', 'Read a page of Quran', now() - interval '2 minutes'),
       ($3, NULL, 'thawap_completed', 'Gave charity', now() - interval '50 days'),
       ($4, $5, 'blessing_sent', 'Sent a blessing to the circle', now() - interval '10 days')`,
    [id('amina'), id('yusuf'), id('idris'), id('maryam'), circle!.id],
  );
});

async function signIn(page: Page) {
  await signInAs(page, { username: USERNAME, password: PASSWORD }, ADMIN.analytics('engagement', '7d'));
  await expect(page.locator('.admin-header')).toContainText('Hafsa Moderator');
}

const stat = (page: Page, key: string) => page.locator(`li[data-stat="${key}"] .stat-value`);

/** The card shows the independently counted figure (recounted and reloaded if another spec changed the data meanwhile). */
async function expectFigure(page: Page, key: string, count: () => Promise<number>) {
  await expect(async () => {
    const expected = (await count()).toLocaleString('en-US');
    if ((await stat(page, key).textContent({ timeout: 15_000 })) !== expected) {
      await page.reload();
      await expect(stat(page, key)).toHaveText(expected, { timeout: 15_000 });
    }
  }).toPass({ timeout: 90_000 });
}

test('User Engagement: period and segment change the figures; the URL keeps the view; axe clean', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('tab', { name: 'User Engagement', selected: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '7 Days', pressed: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'All Users', pressed: true })).toBeVisible();
  await expectFigure(page, 'active', () => activeUsers('7d', 'all'));
  const sevenAll = await activeUsers('7d', 'all');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: '90 Days' }).click();
  await expect(page).toHaveURL(/[?&]period=90d/);
  await expectFigure(page, 'active', () => activeUsers('90d', 'all'));
  expect(await activeUsers('90d', 'all')).toBeGreaterThan(sevenAll);

  await page.getByRole('button', { name: 'Premium Users' }).click();
  await expect(page.getByRole('button', { name: 'Premium Users', pressed: true })).toBeVisible();
  await expect(page).toHaveURL(/[?&]segment=premium/);
  await expect(page.locator('#segment-note')).toContainText('Premium User or Lifetime User');
  await expectFigure(page, 'active', () => activeUsers('90d', 'premium'));
  expect(await activeUsers('90d', 'premium')).toBeLessThan(await activeUsers('90d', 'all'));

  await page.getByRole('button', { name: 'New Users' }).click();
  await expectFigure(page, 'active', () => activeUsers('90d', 'new'));

  // The retention table is there for screen readers (and on demand for everyone).
  await expect(page.getByRole('table', { name: /Retention by week after sign-up/ })).toBeAttached();
  await expectNoSeriousA11yViolations(page);

  // A shared URL opens the same view; the export carries the segment.
  await page.goto(ADMIN.analytics('engagement', '30d', 'free'));
  await expect(page.getByRole('button', { name: 'Free Users', pressed: true })).toBeVisible();
  await expectFigure(page, 'active', () => activeUsers('30d', 'free'));
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export Report' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`thawab-analytics-engagement-30d-free-${today}.csv`);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.subarray(3).toString('utf8')).toContain('User engagement, 30 Days, Free Users');
});

test('Circle Activity: sizes and time bands for the period and segment; segments are off for visitor views; axe clean', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('tab', { name: 'Circle Activity' }).click();
  await expect(page).toHaveURL(/[?&]view=circles/);
  await expectFigure(page, 'actions', () => circleActions('7d', 'all'));
  await expect(page.getByRole('table', { name: /Active circles by size/ })).toBeAttached();
  await expect(page.getByRole('table', { name: /Circle actions by time band/ })).toBeAttached();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: '30 Days' }).click();
  await expectFigure(page, 'actions', () => circleActions('30d', 'all'));
  expect(await circleActions('30d', 'all')).toBeGreaterThan(await circleActions('7d', 'all'));
  await page.getByRole('button', { name: 'Premium Users' }).click();
  await expectFigure(page, 'actions', () => circleActions('30d', 'premium'));

  // The Growth Funnel counts anonymous visitors: the segment buttons say so and stay on All Users.
  await page.getByRole('tab', { name: 'Growth Funnel' }).click();
  await expect(page.getByRole('button', { name: 'Premium Users' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'All Users', pressed: true })).toBeVisible();
  await expect(page.locator('#segment-note')).toContainText('Segments do not apply to the Growth Funnel');
});
