// The whole story of one person (decisions 0038, 0039 and 0043), through the production-like
// server: they take the quiz on `/` and join the waitlist; sign in to the app API with the code the
// server emailed to its local SMTP server; complete a deed on three local days in a row while the
// server's clock moves a day at a time (the test-only clock only the local server can move,
// decision 0043); earn First Steps; and a Moderator finds them in User Management among the sample
// community — real, not sample — with their streak and badge. The clock jumps would end other
// specs' sessions, so this story runs a server of its own (its own database, port and state
// folder).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  expect as baseExpect,
  test,
  request as playwrightRequest,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import pg from 'pg';
import { localMailDir } from '../../scripts/local-netlify/mail-server.ts';
import { readClockOffset } from '../../scripts/local-netlify/test-clock.ts';
import { queryAt, startPostgres, type TestPostgres } from '../../scripts/support/postgres.ts';
import { startProductionLikeServer, type ProductionLikeServer } from '../../scripts/support/production-like-server.ts';
import { readMailbox, waitForMail } from '../../scripts/support/smtp-server.ts';
import { drawByDifficulty, seededRandom } from '../../src/lib/quiz/random.ts';
import { SELF_ASSESSMENT_DRAW, scoreSelfAssessment } from '../../src/lib/quiz/scoring.ts';
import { quizStartPosition } from '../../src/lib/progress/levels.ts';
import { API, PAGES, withQuery } from '../../src/lib/routes.ts';
import { ACCESS_TOKEN_LIFETIME_MS } from '../../src/lib/schemas/app-auth.ts';
import { SELF_ASSESSMENT_BANK } from '../../src/server/quiz/banks.ts';
import { setClock } from '../../src/server/clock.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signInAs } from './support/sign-in.ts';
import { resetStaffAccount } from './support/staff.ts';
import { E2E_STATE_DIR, startFromMainBuild } from './support/state.ts';

const expect = baseExpect.configure({ timeout: 90_000 });
const STATE_DIR = `${E2E_STATE_DIR}-story`;
const CLOCK_FILE = join(STATE_DIR, 'clock-offset-ms');
const DAY = 86_400_000;
const HOUR = 3_600_000;
const TIME_ZONE = 'Asia/Karachi'; // UTC+5 all year
const MODERATOR = { username: 'e2e-story-moderator', password: 'a long e2e password for the story moderator' };

let postgres: TestPostgres;
let server: ProductionLikeServer;
let request: APIRequestContext;

function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  return queryAt<T>(postgres.url, text, values);
}

/** Moves the story server's clock to `offset` ms from real time (read at every reading of its clock). */
const moveClock = (offset: number) => writeFileSync(CLOCK_FILE, String(offset));

test.beforeAll(async () => {
  test.setTimeout(400_000);
  mkdirSync(STATE_DIR, { recursive: true });
  moveClock(0);
  postgres = await startPostgres();
  const port = Number(process.env.E2E_PORT || 8899) + 5;
  server = await startProductionLikeServer({
    port,
    databaseUrl: postgres.url,
    stateDir: STATE_DIR,
    echo: '[story-server] ',
    env: { LOCAL_REBUILDS: '0', START_CLOCK_OFFSET_FILE: CLOCK_FILE, ...startFromMainBuild() },
  });
  request = await playwrightRequest.newContext({ baseURL: server.origin });
});

test.afterAll(async () => {
  await request?.dispose();
  server?.stop();
  postgres?.stop();
});

// The self-assessment with a fixed draw (?seed=), as quiz-self.spec.ts answers it.
const SEED = 5;
const POINTS = [5, 3, 5, 2, 5, 1, 3] as const;
const draw = drawByDifficulty(SELF_ASSESSMENT_BANK, SELF_ASSESSMENT_DRAW, seededRandom(SEED));

async function takeTheQuiz(page: Page, email: string) {
  await page.goto(`${server.origin}${withQuery(PAGES.home, { seed: SEED })}`);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Start the free quiz' }).click();
  for (let i = 0; i < 7; i++) {
    if (i === 3) await page.getByRole('button', { name: "I'll finish solo for now" }).click();
    const question = draw[i]!;
    await expect(page.getByText(`${i + 1} of 7`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: question.question })).toBeVisible();
    await page
      .getByRole('list', { name: 'Answers' })
      .getByRole('button')
      .nth(question.options.findIndex((o) => o.points === POINTS[i]))
      .click();
  }
  const expected = scoreSelfAssessment([...POINTS]);
  await expect(page.getByTestId('self-result').getByRole('heading', { level: 2 })).toHaveText(
    new RegExp(expected.level.name),
  );
  await page.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page.getByTestId('toast')).toContainText('Successfully Joined Waitlist');
  return expected;
}

test('a quiz taker joins the waitlist, keeps a 3-day streak in the app, earns First Steps, and a Moderator sees them as a real user', async ({
  page,
}) => {
  test.setTimeout(400_000);
  const email = `story-${Date.now()}@example.org`;
  const result = await takeTheQuiz(page, email);
  const [signup] = await query<{ id: number }>('SELECT id FROM launch_signups WHERE lower(email) = lower($1)', [email]);
  expect(signup).toBeDefined();

  // An app account links only to a confirmed record (decision 0060): the quiz taker confirms first.
  const [confirmation] = await waitForMail(() => readMailbox(localMailDir(STATE_DIR)), email, { timeoutMs: 120_000 });
  // In the browser that took the quiz: a confirmation from another one drops what that one set.
  const confirmLink = new URL(/(https?:\/\/\S+\/confirm\?token=[A-Za-z0-9_-]+)/.exec(confirmation!.text ?? '')![1]!);
  // The link names the story's own server (decision 0058), not the suite's main one (baseURL).
  expect(confirmLink.origin).toBe(server.origin);
  await page.goto(confirmLink.toString());
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status')).toHaveText(/your email is confirmed/, { timeout: 120_000 });

  // Sign in to the app with the code the server emailed (its local SMTP server's mailbox).
  expect((await request.post(API.appAuthStart, { data: { email } })).status()).toBe(202);
  // Two messages by now: the waitlist's confirmation email, then the sign-in code.
  const mails = await waitForMail(() => readMailbox(localMailDir(STATE_DIR)), email, { count: 2, timeoutMs: 120_000 });
  const mail = mails.find((m) => /\b\d{6}\b/.test(m.subject ?? ''));
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  expect(code).toBeDefined();
  const verified = await request.post(API.appAuthVerify, { data: { email, code } });
  expect(verified.status()).toBe(200);
  let tokens = (await verified.json()) as { accessToken: string; refreshToken: string; user: { id: number } };
  const userId = tokens.user.id;
  const [linked] = await query<{ launch_signup_id: number; spiritual_level: string }>(
    'SELECT launch_signup_id, spiritual_level FROM users WHERE id = $1',
    [userId],
  );
  // The quiz's band starts the user at a level of the app's table (decision 0056).
  const levels = await query<{ name: string }>('SELECT name FROM spiritual_levels ORDER BY position');
  const start = levels[quizStartPosition('self_assessment', result.score, levels.length)]!.name;
  expect(linked).toEqual({ launch_signup_id: signup!.id, spiritual_level: start });
  const headers = () => ({ Authorization: `Bearer ${tokens.accessToken}` });
  expect(
    (
      await request.patch(API.appMe, {
        headers: headers(),
        data: { name: 'Maryam Story', timeZone: TIME_ZONE, onboarded: true },
      })
    ).status(),
  ).toBe(200);

  // Three local days: the first at about noon in Karachi (away from midnight), then a day later twice.
  const karachiHour = (new Date().getUTCHours() + 5) % 24;
  const base = ((((12 - karachiHour) % 24) + 24) % 24) * HOUR;
  const dates: string[] = [];
  let last: { streak: number; newBadges: { name: string }[] } | undefined;
  for (let day = 0; day < 3; day++) {
    moveClock(base + day * DAY);
    if (base + day * DAY > ACCESS_TOKEN_LIFETIME_MS) {
      // Hours or a day later the 15-minute access token has expired: the app refreshes, as it would.
      expect((await request.get(API.appToday, { headers: headers() })).status()).toBe(401);
      const refreshed = await request.post(API.appAuthRefresh, { data: { refreshToken: tokens.refreshToken } });
      expect(refreshed.status()).toBe(200);
      tokens = { ...tokens, ...((await refreshed.json()) as { accessToken: string; refreshToken: string }) };
    }
    const today = await request.get(API.appToday, { headers: headers() });
    expect(today.status()).toBe(200);
    const answer = (await today.json()) as {
      date: string;
      timeZone: string;
      canComplete: boolean;
      streak: number;
      deeds: { id: number; done: boolean }[];
    };
    expect(answer).toMatchObject({ timeZone: TIME_ZONE, canComplete: true, streak: day });
    expect(answer.date).toBe(new Date(Date.now() + base + day * DAY + 5 * HOUR).toISOString().slice(0, 10));
    dates.push(answer.date);
    const deed = answer.deeds.find((d) => !d.done)!;
    const done = await request.put(API.appCompletion.path(answer.date, deed.id), { headers: headers() });
    expect(done.status()).toBe(200);
    last = (await done.json()) as typeof last;
    expect(last!.streak).toBe(day + 1);
    if (day < 2) expect(last!.newBadges.map((b) => b.name)).not.toContain('First Steps');
  }
  // Consecutive local dates, and the third deed earned First Steps.
  expect(dates.map((d) => Date.parse(`${d}T00:00:00Z`) - Date.parse(`${dates[0]}T00:00:00Z`))).toEqual([
    0,
    DAY,
    2 * DAY,
  ]);
  expect(last!.newBadges.map((b) => b.name)).toContain('First Steps');
  const myBadges = (await (await request.get(API.appMyBadges, { headers: headers() })).json()) as {
    badges: { name: string }[];
  };
  expect(myBadges.badges.map((b) => b.name)).toContain('First Steps');
  const stored = await query<{ completed_on: string; time_zone: string }>(
    `SELECT completed_on::text, time_zone FROM thawab_completions WHERE user_id = $1 ORDER BY completed_on`,
    [userId],
  );
  expect(stored).toEqual(dates.map((date) => ({ completed_on: date, time_zone: TIME_ZONE })));

  // A Moderator finds them among the 500 sample users: real, with the streak and the badge.
  const [sample] = await query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE is_sample');
  expect(sample!.n).toBeGreaterThanOrEqual(400);
  await resetStaffAccount(MODERATOR.username, 'Story Moderator', 'Moderator', MODERATOR.password, query);
  // The session is made at the story server's time: its clock is days ahead, and a session made at
  // real time would already have expired there.
  setClock(() => new Date(Date.now() + readClockOffset(CLOCK_FILE)));
  try {
    await signInAs(page, MODERATOR, `${server.origin}/admin`, postgres.url);
  } finally {
    setClock();
  }
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Sample' }).first()).toBeVisible();
  await page.getByLabel('Real or sample').selectOption('real');
  await expect(page.getByText('Page 1 of 1 (1 users)')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Maryam Story');
  await expect(row).toContainText('3 days');
  await expect(row).not.toContainText('Sample');
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('link', { name: 'View Maryam Story' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Maryam Story' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Sample');
  await expect(page.getByRole('definition').filter({ hasText: /^3 days$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Badges earned/ })).toContainText('First Steps');
  await expectNoSeriousA11yViolations(page);

  // A sample user's page says so.
  const [someone] = await query<{ id: number; name: string }>(
    'SELECT id, name FROM users WHERE is_sample ORDER BY id LIMIT 1',
  );
  await page.goto(`${server.origin}/admin/users/${someone!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${someone!.name} Sample`);
});
