// Premium Conversion (decision 0062) against a real Postgres: waitlist sign-ups of each
// period → the app accounts linked to them → those premium now. The rows are seeded by hand, each
// with whether it should count, and every expected figure below is written out (5 sign-ups, 3 app
// users, 1 active premium and 1 expired → 1 premium for 7 Days), never computed by the code under
// test. The server's clock is pinned, so the expiry boundary is exact to the millisecond.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import exportCsv from '../../functions/admin-analytics-export.mts';
import premiumView from '../../functions/admin-analytics-premium.mts';
import { addDays, isoDay } from '../../src/lib/analytics/periods.ts';
import { API } from '../../src/lib/routes.ts';
import { setClock } from '../../src/server/clock.ts';
import { premiumConversionReport } from '../../src/server/repositories/analytics-premium.ts';
import { parseCsv } from '../support/csv.ts';
import { call, closeDb, truncate, useTestDatabase } from './helpers.ts';
import { cookieFor, createStaff, staffRequest } from './staff-helpers.ts';

const db = useTestDatabase();
const DAY = 86_400_000;
const NOW = new Date();
const today = isoDay(NOW);
/** Midnight UTC starting the day `days` before today. */
const dayStart = (days: number) => new Date(`${addDays(today, -days)}T00:00:00.000Z`);
const noon = (days: number) => new Date(dayStart(days).getTime() + 12 * 3_600_000);

/** The Monday (UTC) of a date's week, by hand: the cohort key the report should give. */
function mondayOf(date: Date): string {
  const shift = (date.getUTCDay() + 6) % 7;
  return isoDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - shift)));
}

interface Entitlement {
  state: string;
  expiresAt: Date | null;
  kind?: 'subscription' | 'extra';
  store?: 'apple' | 'google';
  environment?: 'production' | 'sandbox';
}
interface Signup {
  name: string;
  at: Date;
  confirmed: boolean;
  /** An app account linked to the record, with its entitlements. */
  user?: Entitlement[];
  /** Whether the user should count as premium now (hand-judged). */
  premium?: boolean;
}

const AHEAD = new Date(NOW.getTime() + 30 * DAY);
const PAST = new Date(NOW.getTime() - DAY);
const SIGNUPS: Signup[] = [
  // 7 Days (today and the six days before): the example of the issue.
  { name: 'a1', at: noon(2), confirmed: true, user: [{ state: 'active', expiresAt: AHEAD }], premium: true },
  { name: 'a2', at: noon(2), confirmed: true, user: [{ state: 'expired', expiresAt: PAST }], premium: false },
  { name: 'a3', at: noon(3), confirmed: true, user: [], premium: false },
  { name: 'a4', at: noon(1), confirmed: true },
  // The first instant of the 7-day window.
  { name: 'a5', at: dayStart(6), confirmed: false },
  // 30 Days: one millisecond before the 7-day window, then 20 and 25 days ago.
  { name: 'b0', at: new Date(dayStart(6).getTime() - 1), confirmed: false },
  {
    name: 'b1',
    at: noon(20),
    confirmed: true,
    // An old expired row and a grace period ending 1 ms from now: premium, counted once.
    user: [
      { state: 'expired', expiresAt: new Date(NOW.getTime() - 40 * DAY) },
      { state: 'grace_period', expiresAt: new Date(NOW.getTime() + 1) },
    ],
    premium: true,
  },
  // Active, but ending exactly now: no longer premium.
  { name: 'b2', at: noon(20), confirmed: true, user: [{ state: 'active', expiresAt: NOW }], premium: false },
  {
    name: 'b3',
    at: noon(25),
    confirmed: true,
    // Billing retry (no grace) and a one-time extra: neither is premium.
    user: [
      { state: 'billing_retry', expiresAt: AHEAD },
      { state: 'active', expiresAt: null, kind: 'extra' },
    ],
    premium: false,
  },
  // 90 Days.
  {
    name: 'c1',
    at: noon(60),
    confirmed: true,
    user: [{ state: 'active', expiresAt: AHEAD, store: 'google' }],
    premium: true,
  },
  {
    name: 'c2',
    at: noon(61),
    confirmed: true,
    user: [
      { state: 'refunded', expiresAt: AHEAD },
      { state: 'revoked', expiresAt: AHEAD, store: 'google' },
    ],
    premium: false,
  },
  // All Time only: a sandbox (test) purchase counts as the rule counts it.
  {
    name: 'd1',
    at: noon(200),
    confirmed: true,
    user: [{ state: 'active', expiresAt: AHEAD, environment: 'sandbox' }],
    premium: true,
  },
];

let moderator = '';
let superAdmin = '';
let editor = '';
let a1UserId = 0;

async function insertUser(name: string, signupId: number | null): Promise<number> {
  const [row] = (
    (await db.execute(
      sql`INSERT INTO users (name, email, age, location, launch_signup_id) VALUES (${name}, ${`${name}@example.com`}, 30, 'Leeds', ${signupId}) RETURNING id`,
    )) as unknown as { rows: { id: number }[] }
  ).rows;
  return row!.id;
}

async function insertEntitlements(userId: number, list: Entitlement[]) {
  for (const [i, e] of list.entries()) {
    await db.execute(
      sql`INSERT INTO entitlements (user_id, store, product_id, kind, store_key, state, expires_at, environment, purchased_at, state_at)
          VALUES (${userId}, ${e.store ?? 'apple'}, 'app.thawab.premium.monthly', ${e.kind ?? 'subscription'}, ${`key-${userId}-${i}`},
                  ${e.state}, ${e.expiresAt?.toISOString() ?? null}, ${e.environment ?? 'production'},
                  ${new Date(NOW.getTime() - 50 * DAY).toISOString()}, ${new Date(NOW.getTime() - DAY).toISOString()})`,
    );
  }
}

beforeAll(async () => {
  setClock(() => NOW);
  await truncate('launch_signups', 'users', 'entitlements', 'store_events', 'store_accounts', 'staff_accounts');
  for (const s of SIGNUPS) {
    const [row] = (
      (await db.execute(
        sql`INSERT INTO launch_signups (name, email, email_key, source, created_at, confirmed_at)
            VALUES (${s.name}, ${`${s.name}@example.org`}, ${`${s.name}@example.org`}, 'self_assessment', ${s.at.toISOString()},
                    ${s.confirmed ? s.at.toISOString() : null}) RETURNING id`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    if (s.user) {
      const userId = await insertUser(`user-${s.name}`, row!.id);
      await insertEntitlements(userId, s.user);
      if (s.name === 'a1') a1UserId = userId;
    }
  }
  // A premium app user who never joined the waitlist: outside the conversion.
  await insertEntitlements(await insertUser('app-only', null), [{ state: 'active', expiresAt: AHEAD }]);
  superAdmin = await cookieFor((await createStaff('sa-premium', 'Super Admin')).id);
  moderator = await cookieFor((await createStaff('mo-premium', 'Moderator')).id);
  editor = await cookieFor((await createStaff('ce-premium', 'Content Editor')).id);
});

afterAll(async () => {
  setClock();
  await closeDb();
});

const get = (handler: typeof premiumView, path: string, cookie?: string) =>
  call(handler, staffRequest('GET', path, { cookie }));

describe('GET /api/admin/analytics/premium', () => {
  it.each([
    // period, sign-ups, confirmed, app users, premium, % app users of sign-ups, % premium of app users, % premium of sign-ups
    ['7d', 5, 4, 3, 1, 60.0, 33.3, 20.0],
    ['30d', 9, 7, 6, 2, 66.7, 33.3, 22.2],
    ['90d', 11, 9, 8, 3, 72.7, 37.5, 27.3],
    ['all', 12, 10, 9, 4, 75.0, 44.4, 33.3],
  ] as const)(
    '%s: %i sign-ups, %i confirmed, %i app users, %i premium',
    async (period, signups, confirmed, appUsers, premium, appShare, premiumShare, premiumOfSignups) => {
      const { status, body, headers } = await get(premiumView, API.analyticsPremium.path({ period }), moderator);
      expect(status).toBe(200);
      expect(headers.get('cache-control')).toBe('no-store');
      expect(body.to).toBe(today);
      expect(body.from).toBe(
        period === 'all' ? addDays(today, -200) : addDays(today, { '7d': -6, '30d': -29, '90d': -89 }[period]),
      );
      expect(body.premiumAt).toBe(NOW.toISOString());
      expect(body.confirmed).toBe(confirmed);
      expect(body.steps).toEqual([
        { key: 'signups', label: 'Waitlist sign-ups', count: signups, fromPrevious: null, fromSignups: null },
        { key: 'appUsers', label: 'App users', count: appUsers, fromPrevious: appShare, fromSignups: appShare },
        { key: 'premium', label: 'Premium', count: premium, fromPrevious: premiumShare, fromSignups: premiumOfSignups },
      ]);
    },
  );

  it('splits the period by sign-up week (Monday, UTC), newest first, each row from the hand-judged seed', async () => {
    const { body } = await get(premiumView, API.analyticsPremium.path({ period: 'all' }), moderator);
    const expected = new Map<string, { signups: number; confirmed: number; appUsers: number; premium: number }>();
    for (const s of SIGNUPS) {
      const week = mondayOf(s.at);
      const row = expected.get(week) ?? { signups: 0, confirmed: 0, appUsers: 0, premium: 0 };
      row.signups += 1;
      row.confirmed += s.confirmed ? 1 : 0;
      row.appUsers += s.user ? 1 : 0;
      row.premium += s.premium ? 1 : 0;
      expected.set(week, row);
    }
    const weeks = [...expected.keys()].sort().reverse();
    expect(body.cohorts).toEqual(weeks.map((week) => ({ week, ...expected.get(week) })));
  });

  it('follows the entitlement rows at once: nothing is stored a second time', async () => {
    const figure = async () =>
      (await get(premiumView, API.analyticsPremium.path({ period: '7d' }), moderator)).body.steps[2].count;
    expect(await figure()).toBe(1);
    await db.execute(sql`UPDATE entitlements SET state = 'refunded' WHERE user_id = ${a1UserId}`);
    expect(await figure()).toBe(0);
    await db.execute(sql`UPDATE entitlements SET state = 'grace_period' WHERE user_id = ${a1UserId}`);
    expect(await figure()).toBe(1);
    // The same rows judged a day later: a1's end is still ahead, b1's grace period is over.
    const later = await premiumConversionReport(db, 'all', new Date(NOW.getTime() + DAY));
    expect(later.steps[2]!.count).toBe(3);
  });

  it.each([
    ['signed out', 401, undefined],
    ['Content Editor', 403, 'editor'],
    ['Moderator', 200, 'moderator'],
    ['Super Admin', 200, 'superAdmin'],
  ] as const)('%s: the view and its export answer %i', async (_label, status, who) => {
    const cookie = who ? { editor, moderator, superAdmin }[who] : undefined;
    for (const [handler, path] of [
      [premiumView, API.analyticsPremium.path({ period: '30d' })],
      [exportCsv, API.analyticsExport.path({ period: '30d', view: 'premium' })],
    ] as const) {
      expect((await get(handler, path, cookie)).status, path).toBe(status);
    }
  });

  it('takes no segment (the tab says why), nor another period or a stray parameter', async () => {
    for (const segment of ['new', 'premium', 'free']) {
      const res = await get(premiumView, API.analyticsPremium.path({ period: '7d', segment }), moderator);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/Premium Conversion starts from waitlist sign-ups/);
      const csv = await get(exportCsv, API.analyticsExport.path({ period: '7d', segment, view: 'premium' }), moderator);
      expect(csv.status).toBe(400);
    }
    expect(
      (await get(premiumView, API.analyticsPremium.path({ period: '7d', segment: 'all' }), moderator)).status,
    ).toBe(200);
    for (const query of ['period=14d', 'period=7d&language=ar', 'period=7d&view=premium', 'period=7d&page=2'])
      expect((await get(premiumView, `${API.analyticsPremium.pattern}?${query}`, moderator)).status, query).toBe(400);
    expect(
      (await get(exportCsv, API.analyticsExport.path({ period: '7d', view: 'premium', language: 'ar' }), moderator))
        .status,
    ).toBe(400);
  });
});

describe('Export Report of Premium Conversion', () => {
  it('downloads the steps, their definitions and the weekly cohorts as CSV', async () => {
    const res = await get(exportCsv, API.analyticsExport.path({ period: '30d', view: 'premium' }), moderator);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain(`thawab-analytics-premium-30d-${isoDay(new Date())}.csv`);
    const rows = parseCsv(res.body as string);
    expect(rows[0]).toEqual(['Premium conversion, 30 Days', `${addDays(today, -29)} to ${today}`]);
    expect(rows[1]).toEqual(['Premium judged at (UTC)', NOW.toISOString()]);
    expect(rows[2]).toEqual(['Step', 'Count', 'Of the step before %', 'Of waitlist sign-ups %', 'Definition']);
    expect(rows.slice(3, 6).map((row) => row.slice(0, 4))).toEqual([
      ['Waitlist sign-ups', '9', '', ''],
      ['App users', '6', '66.7', '66.7'],
      ['Premium', '2', '33.3', '22.2'],
    ]);
    expect(rows[5]![4]).toMatch(/^those app users premium at the time shown/);
    expect(rows[6]).toEqual(['Confirmed sign-ups', '7']);
    const header = rows.findIndex((row) => row[0] === 'Sign-up week');
    expect(rows[header]).toEqual(['Sign-up week', 'Waitlist sign-ups', 'Confirmed', 'App users', 'Premium']);
    const cohorts = rows.slice(header + 1).filter((row) => row.length === 5);
    expect(cohorts.reduce((sum, row) => sum + Number(row[1]), 0)).toBe(9);
    expect(cohorts.reduce((sum, row) => sum + Number(row[4]), 0)).toBe(2);
  });
});
