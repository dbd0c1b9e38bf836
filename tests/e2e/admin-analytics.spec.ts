// Analytics from real events: a visitor takes the knowledge quiz in Chromium (cookieless beacon),
// then a Moderator sees the visit, the start, each answered question and the completion counted
// in today's funnel, switches the period, exports the report, and the tab is axe clean. Then
// Premium Conversion (decision 0062): waitlist sign-ups of a past week, app accounts linked to
// them, one made premium and one expired by signed App Store notifications, seen in the view and
// its export.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { KNOWLEDGE_BANK } from '../../src/server/quiz/banks.ts';
import { drawByDifficulty, seededRandom } from '../../src/lib/quiz/random.ts';
import { KNOWLEDGE_DRAW } from '../../src/lib/quiz/scoring.ts';
import { addDays, conversionPercent, formatPercent, isoDay } from '../../src/lib/analytics/periods.ts';
import { ADMIN, API, PAGES } from '../../src/lib/routes.ts';
import { localePath } from '../../src/lib/i18n/pages.ts';
import type { PremiumConversionReport } from '../../src/lib/analytics/reports.ts';
import { subscriptionNotification } from '../support/apple-signing.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { e2eAppStore, query } from './support/state.ts';
import { resetStaffAccount } from './support/staff.ts';
import { signInAs } from './support/sign-in.ts';

const USERNAME = 'e2e-analytics-mod';
const PASSWORD = 'a long e2e password for the moderator';
// Headless Chromium names itself HeadlessChrome, which the endpoint ignores as a bot: the visitor
// here presents the user agent of the same browser with a screen.
const VISITOR_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const SEED = 4;
const draw = drawByDifficulty(KNOWLEDGE_BANK, KNOWLEDGE_DRAW, seededRandom(SEED));
const expect = baseExpect.configure({ timeout: 90_000 });

test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);

const daily = async (metric: string) =>
  (
    await query<{ n: number }>(
      'SELECT coalesce(sum(count), 0)::int AS n FROM analytics_daily WHERE metric = $1 AND day = $2',
      [metric, isoDay(new Date())],
    )
  )[0]!.n;

test.beforeAll(async () => {
  await query('TRUNCATE analytics_events, analytics_daily, analytics_visitors, analytics_salts');
  await resetStaffAccount(USERNAME, 'Bilal Moderator', 'Moderator', PASSWORD);
  await query('DELETE FROM login_attempts');
  // Twenty days ago: 5 visits and 2 starts, so 30 Days differs from 7 Days.
  const old = addDays(isoDay(new Date()), -20);
  await query(
    `INSERT INTO analytics_daily (day, metric, source, dim, count) VALUES ($1, 'visit', 'direct', '', 5), ($1, 'quiz_started', 'direct', 'knowledge', 2)`,
    [old],
  );
});

test('a visitor takes the knowledge quiz: the beacon records the visit, the start, each question and the completion', async ({
  browser,
  request,
}) => {
  // The local emulation bundles a function on its first call; concurrent first calls can race
  // while it copies node_modules (a 500 "Cannot find module"). One bot call (ignored) warms it.
  const origin = new URL(String(test.info().project.use.baseURL)).origin;
  const warm = await request.post(API.events, {
    data: { type: 'page_view', path: '/', source: 'direct' },
    headers: { 'User-Agent': 'warm-up bot', Origin: origin },
  });
  expect(warm.status()).toBe(202);
  const context = await browser.newContext({ userAgent: VISITOR_UA });
  const page = await context.newPage();
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/events')) sent.push(request.postData() ?? '');
  });
  const answers: number[] = [];
  const failures: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/events')) answers.push(response.status());
    if (response.status() >= 500)
      failures.push(`${response.url()} ${response.status()} ${await response.text().catch(() => '')}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') console.log('[browser]', message.text());
  });
  await page.goto(`${PAGES.spiritualQuiz}?seed=${SEED}`);
  // One answer after the other's beacon is answered: the emulation serves each call in a fresh
  // worker, and overlapping cold calls can race (see above).
  await expect.poll(() => answers.length).toBe(2); // page view and quiz start, sent once idle
  for (let i = 0; i < draw.length; i++) {
    await expect(page.getByText(`Question ${i + 1} of 10`)).toBeVisible();
    await page.getByRole('list', { name: 'Answers' }).getByRole('button').first().click();
    await expect.poll(() => answers.length).toBeGreaterThanOrEqual(3 + i);
  }
  await expect(page.getByTestId('knowledge-result')).toBeVisible();

  await expect.poll(() => answers.length).toBe(13);
  expect(failures).toEqual([]);
  await expect.poll(() => daily('quiz_completed')).toBe(1);
  await expect.poll(() => daily('question_answered')).toBe(10);
  expect(await daily('visit')).toBe(1);
  expect(await daily('page_view')).toBe(1);
  expect(await daily('quiz_started')).toBe(1);
  const answered = await query<{ dim: string }>(
    "SELECT dim FROM analytics_daily WHERE metric = 'question_answered' AND day = $1 ORDER BY dim",
    [isoDay(new Date())],
  );
  expect(answered.map((row) => row.dim).sort()).toEqual(draw.map((q, i) => `knowledge:${i + 1}:${q.id}`).sort());
  // No cookie, no answer, no IP: the browser holds no cookie and the events carry none of it.
  expect(await context.cookies()).toEqual([]);
  // page view, start, 10 answers, completion: 13 beacons, each accepted.
  expect(sent).toHaveLength(13);
  expect(answers).toEqual(Array(13).fill(202));
  const stored = JSON.stringify(await query('SELECT * FROM analytics_events'));
  expect(stored).not.toContain('127.0.0.1');
  expect(stored).not.toContain('Chrome/140');
  await context.close();
});

async function signIn(page: Page) {
  await signInAs(page, { username: USERNAME, password: PASSWORD }, ADMIN.analytics('funnel', '7d'));
  await expect(page.locator('.admin-header')).toContainText('Bilal Moderator');
}

const card = (page: Page, step: string) => page.locator(`li[data-step="${step}"] .stat-value`);

test('a Moderator sees today in the funnel, switches period, exports the report; axe clean', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('tab', { name: 'Analytics', selected: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Growth Funnel', selected: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '7 Days', pressed: true })).toBeVisible();
  await expect(card(page, 'visits')).toHaveText('1');
  await expect(card(page, 'quizStarts')).toHaveText('1');
  await expect(card(page, 'completions')).toHaveText('1');
  await expect(card(page, 'waitlistJoins')).toHaveText('0');

  // Each answered question, from the drop-off table screen readers get (shown on demand).
  const dropOff = page.getByRole('table', { name: /Knowledge quiz drop-off per question/ });
  for (let position = 1; position <= 10; position++) {
    await expect(dropOff.getByRole('row', { name: new RegExp(`^Question ${position} 1 1 0 0\\.0%$`) })).toHaveCount(1);
  }
  // Today's row of the per-day table: 1 visit, 1 start, 1 completion.
  const perDay = page.getByRole('table', { name: /Funnel per day/ });
  await expect(perDay.getByRole('row', { name: new RegExp(`^${isoDay(new Date())} 1 1 1 0 0$`) })).toHaveCount(1);
  // Segments say why they cannot filter anonymous visitors.
  await expect(page.getByRole('button', { name: 'Premium Users' })).toBeDisabled();
  await expect(page.getByText('Segments do not apply to the Growth Funnel', { exact: false })).toBeVisible();
  // What a browser can and cannot forge (decision 0031).
  await expect(page.getByTestId('funnel-trust')).toContainText(
    'Waitlist joins and referral conversions are counted by the server',
  );
  await expect(page.getByTestId('funnel-trust')).toContainText('anyone can send them');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: '30 Days' }).click();
  await expect(card(page, 'visits')).toHaveText('6');
  await expect(card(page, 'quizStarts')).toHaveText('3');
  await expect(page).toHaveURL(/[?&]period=30d/);
  await page.getByRole('button', { name: '7 Days' }).click();
  await expect(card(page, 'visits')).toHaveText('1');

  // The shared URL opens the same view.
  await page.goto(ADMIN.analytics('funnel', '30d'));
  await expect(card(page, 'visits')).toHaveText('6');
  await expect(page.getByRole('button', { name: '30 Days', pressed: true })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export Report' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`thawab-analytics-funnel-30d-${isoDay(new Date())}.csv`);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.subarray(3).toString('utf8');
  expect(csv).toContain('Date,Source,Visits,Quiz starts,Completions,Waitlist joins,Referral conversions');
  expect(csv).toContain(`${isoDay(new Date())},all,1,1,1,0,0`);

  // The Blog view, its tab chosen by keyboard.
  await page.getByRole('tab', { name: 'Growth Funnel' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Blog', selected: true })).toBeFocused();
  await expect(page).toHaveURL(/[?&]view=blog/);
  await expect(page.getByRole('heading', { name: 'Most read' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Readable on a phone: nothing wider than the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('tab', { name: 'Growth Funnel' }).click();
  await expect(card(page, 'visits')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a visitor starts the knowledge quiz in Arabic: its beacons carry the page locale, and the funnel shows it per language; axe clean', async ({
  browser,
  page,
}) => {
  // Another browser (another visitor hash), so its first page is a visit of its own.
  const context = await browser.newContext({ userAgent: VISITOR_UA.replace('Chrome/140', 'Chrome/141') });
  const visitor = await context.newPage();
  const sent: string[] = [];
  const answers: number[] = [];
  visitor.on('request', (request) => {
    if (request.url().endsWith('/api/events')) sent.push(request.postData() ?? '');
  });
  visitor.on('response', (response) => {
    if (response.url().endsWith('/api/events')) answers.push(response.status());
  });
  await visitor.goto(`${localePath('ar', PAGES.spiritualQuiz)}?seed=${SEED}`);
  await expect.poll(() => answers.length).toBe(2);
  expect(answers).toEqual([202, 202]);
  expect(sent).toHaveLength(2);
  await context.close();
  // sendBeacon's body is a Blob the browser does not show the test: what arrived is in the events.
  const latest = await query<{ type: string; locale: string }>(
    'SELECT type, locale FROM analytics_events ORDER BY id DESC LIMIT 2',
  );
  expect(latest.map((row) => row.locale)).toEqual(['ar', 'ar']);
  const arabic = await query<{ metric: string; count: number }>(
    "SELECT metric, count FROM analytics_daily WHERE locale = 'ar' AND day = $1 ORDER BY metric",
    [isoDay(new Date())],
  );
  expect(arabic).toEqual([
    { metric: 'page_view', count: 1 },
    { metric: 'quiz_started', count: 1 },
    { metric: 'visit', count: 1 },
  ]);

  await signIn(page);
  // Every language: the English run and the Arabic start.
  await expect(card(page, 'visits')).toHaveText('2');
  const byLanguage = page.getByRole('table', { name: /Funnel per page language/ });
  await expect(byLanguage.getByRole('row', { name: /^English \(en\) 1 1 1 0 / })).toHaveCount(1);
  await expect(byLanguage.getByRole('row', { name: /^Arabic \(ar\) 1 1 0 0 / })).toHaveCount(1);

  const languages = page.getByRole('group', { name: 'Page language' });
  await expect(languages.getByRole('button', { name: 'All languages', pressed: true })).toBeVisible();
  await languages.getByRole('button', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/[?&]language=ar/);
  await expect(card(page, 'visits')).toHaveText('1');
  await expect(card(page, 'quizStarts')).toHaveText('1');
  await expect(card(page, 'completions')).toHaveText('0');
  await expect(page.getByText('Pages in Arabic (ar) only.', { exact: false })).toBeVisible();
  await expect(languages.locator('span[lang="ar"]')).toHaveText('العربية');
  await expectNoSeriousA11yViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export Report' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`thawab-analytics-funnel-7d-ar-${isoDay(new Date())}.csv`);
  const csv = readFileSync((await download.path())!)
    .subarray(3)
    .toString('utf8');
  expect(csv).toContain('Growth funnel, 7 Days, Arabic (ar)');
  expect(csv).toContain('Arabic (ar),1,1,0,0,0');

  // The language filter belongs to the funnel: another view does not show it.
  await page.getByRole('tab', { name: 'Blog' }).click();
  await expect(page.getByRole('group', { name: 'Page language' })).toHaveCount(0);
});

/** The Monday (UTC) of a date's week, by hand: the report's cohort key. */
function mondayOf(date: Date): string {
  const shift = (date.getUTCDay() + 6) % 7;
  return isoDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - shift)));
}

test('Premium Conversion: sign-ups of a past week, their app accounts and premium from signed notifications; the view, its export, axe clean', async ({
  page,
  request,
}) => {
  await signInAs(page, { username: USERNAME, password: PASSWORD }, ADMIN.analytics('premium', '90d'));
  await expect(page.getByRole('tab', { name: 'Premium Conversion', selected: true })).toBeVisible();
  // Seventy days ago: a week other specs do not write to (they sign up today), so the figures of
  // its row move by exactly what this test adds; the sample community's sign-ups may be there
  // already, so the row is read before and after.
  const signedUpAt = new Date(`${addDays(isoDay(new Date()), -70)}T12:00:00.000Z`);
  const week = mondayOf(signedUpAt);
  const report = async () => {
    const answer = await page.request.get(API.analyticsPremium.path({ period: '90d' }));
    expect(answer.status()).toBe(200);
    return (await answer.json()) as PremiumConversionReport;
  };
  const before = await report();
  const base = before.cohorts.find((c) => c.week === week) ?? { signups: 0, confirmed: 0, appUsers: 0, premium: 0 };
  const premiumBefore = before.steps[2]!.count;

  // 5 sign-ups (4 confirmed); 3 of them app users; 1 subscribes, 1 subscribes and lets it expire.
  const run = Date.now();
  const ids: number[] = [];
  for (let i = 0; i < 5; i++) {
    const email = `conversion-${run}-${i}@example.org`;
    const [row] = await query<{ id: number }>(
      `INSERT INTO launch_signups (name, email, email_key, source, created_at, confirmed_at)
       VALUES ($1, $2, $2, 'self_assessment', $3, $4) RETURNING id`,
      [`Conversion ${i}`, email, signedUpAt, i < 4 ? signedUpAt : null],
    );
    ids.push(row!.id);
  }
  const tokens: string[] = [];
  for (let i = 0; i < 3; i++) {
    const [user] = await query<{ id: number }>(
      `INSERT INTO users (name, email, age, location, launch_signup_id) VALUES ($1, $2, 30, 'Leeds', $3) RETURNING id`,
      [`Conversion ${i}`, `conversion-${run}-${i}@example.org`, ids[i]],
    );
    tokens.push(randomUUID());
    await query('INSERT INTO store_accounts (user_id, app_account_token) VALUES ($1, $2)', [user!.id, tokens[i]]);
  }
  const store = e2eAppStore();
  const notify = async (payload: string) =>
    expect((await request.post(API.storeAppleNotifications, { data: { signedPayload: payload } })).status()).toBe(200);
  const t0 = Date.now() - 60_000;
  const premium = { originalTransactionId: `conv-${run}-0`, appAccountToken: tokens[0] };
  const lapsed = { originalTransactionId: `conv-${run}-1`, appAccountToken: tokens[1] };
  await notify(subscriptionNotification(store, premium, 'SUBSCRIBED', t0, { subtype: 'INITIAL_BUY' }));
  await notify(subscriptionNotification(store, lapsed, 'SUBSCRIBED', t0, { subtype: 'INITIAL_BUY' }));
  await notify(subscriptionNotification(store, lapsed, 'EXPIRED', t0 + 1000, { expiresDate: t0 - 3_600_000 }));

  await page.reload();
  const row = page.getByRole('table', { name: /Premium conversion per weekly sign-up cohort/ }).getByRole('row', {
    name: new RegExp(`^${week} `),
  });
  const expected = {
    signups: base.signups + 5,
    confirmed: base.confirmed + 4,
    appUsers: base.appUsers + 3,
    premium: base.premium + 1,
  };
  await expect(row.locator('td')).toHaveText([
    String(expected.signups),
    String(expected.confirmed),
    String(expected.appUsers),
    String(expected.premium),
    formatPercent(conversionPercent(expected.premium, expected.signups)),
  ]);
  // Only this story makes waitlist sign-ups' app users premium: the total moves by one.
  await expect(page.locator('li[data-step="premium"] .stat-value')).toHaveText(String(premiumBefore + 1));
  await expect(page.getByRole('button', { name: 'Premium Users' })).toBeDisabled();
  await expect(page.getByText('Segments do not apply to Premium Conversion', { exact: false })).toBeVisible();
  await expect(page.getByTestId('conversion-definitions')).toContainText(
    'those app users premium at the time shown: a store subscription active or in its grace period',
  );
  await expectNoSeriousA11yViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export Report' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`thawab-analytics-premium-90d-${isoDay(new Date())}.csv`);
  const csv = readFileSync((await download.path())!)
    .subarray(3)
    .toString('utf8');
  expect(csv).toContain('Premium conversion, 90 Days');
  expect(csv).toContain(
    `${week},${expected.signups},${expected.confirmed},${expected.appUsers},${expected.premium}\r\n`,
  );
});
