// User Engagement and Circle Activity: role × endpoint, query validation, and every filter (period,
// segment) changing the answer as expected on seeded users and activity, with the expected figures
// computed here independently of the repository's SQL (plain loops over the seeded rows).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import circles from '../../functions/admin-analytics-circles.mts';
import engagement from '../../functions/admin-analytics-engagement.mts';
import exportCsv from '../../functions/admin-analytics-export.mts';
import { RETENTION_WEEKS, retentionFor, sizeBand, timeBand } from '../../src/lib/analytics/engagement.ts';
import { SEGMENT_STATUSES, newUsersSince } from '../../src/lib/analytics/segments.ts';
import {
  addDays,
  growthPercent,
  isoDay,
  periodRange,
  previousRange,
  PERIODS,
  SEGMENTS,
  type Period,
  type Segment,
} from '../../src/lib/analytics/periods.ts';
import { API } from '../../src/lib/routes.ts';
import { call, closeDb, truncate, useTestDatabase } from './helpers.ts';
import { cookieFor, cookiesByRole, createStaff, staffRequest } from './staff-helpers.ts';

const db = useTestDatabase();
const DAY = 86_400_000;
const NOW = Date.now();
const today = isoDay(new Date(NOW));

interface SeedUser {
  id: number;
  status: string;
  createdAt: Date;
  streak: number;
}
interface SeedActivity {
  userId: number;
  circleId: number | null;
  at: Date;
}
const users: SeedUser[] = [];
const activity: SeedActivity[] = [];
const members: { circleId: number; userId: number; size: number }[] = [];

// A deterministic pseudo-random sequence, so the seeded data has variety without flakiness.
let state = 20261122;
const rand = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
const STATUSES = ['Free User', 'Free User', 'Free User', 'Premium User', 'Lifetime User'];

afterAll(() => closeDb());

beforeAll(async () => {
  await truncate('users', 'circles', 'circle_members', 'user_activity', 'staff_accounts');
  // 60 users signed up between 200 and 0 days ago; each did 0–8 things at random times after signing up.
  for (let i = 0; i < 60; i++) {
    const createdAt = new Date(NOW - Math.floor(rand() * 200 * DAY) - 3_600_000);
    const status = STATUSES[i % STATUSES.length]!;
    const streak = Math.floor(rand() * 20);
    const [row] = (
      (await db.execute(
        sql`INSERT INTO users (name, email, age, location, status, streak, created_at) VALUES (${`User ${i}`}, ${`user${i}@example.com`}, 30, 'Leeds', ${status}, ${streak}, ${createdAt.toISOString()}) RETURNING id`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    users.push({ id: row!.id, status, createdAt, streak });
  }
  // Six circles of sizes 1, 3, 5, 9, 20 and 33 (every band), members drawn in turn from the users.
  const sizes = [1, 3, 5, 9, 20, 33];
  let next = 0;
  for (const [c, size] of sizes.entries()) {
    const creator = users[next % users.length]!;
    const [row] = (
      (await db.execute(
        sql`INSERT INTO circles (name, description, type, admin_id, created_at) VALUES (${`Circle ${c}`}, 'd', 'public', ${creator.id}, ${new Date(NOW - 300 * DAY).toISOString()}) RETURNING id`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    for (let k = 0; k < size; k++) {
      const user = users[next++ % users.length]!;
      await db.execute(
        sql`INSERT INTO circle_members (circle_id, user_id, role) VALUES (${row!.id}, ${user.id}, ${k === 0 ? 'Creator' : 'Member'})`,
      );
      members.push({ circleId: row!.id, userId: user.id, size });
    }
  }
  for (const user of users) {
    const mine = members.filter((m) => m.userId === user.id);
    const count = Math.floor(rand() * 9);
    for (let k = 0; k < count; k++) {
      const at = new Date(user.createdAt.getTime() + Math.floor(rand() * (NOW - user.createdAt.getTime())));
      const circleId = mine.length > 0 && rand() < 0.6 ? mine[Math.floor(rand() * mine.length)]!.circleId : null;
      activity.push({ userId: user.id, circleId, at });
    }
    // Every member of the circles of up to 9 did something in it yesterday at 07:00 UTC (morning) or 20:00 (evening).
    for (const m of mine.filter((x) => x.size <= 9))
      activity.push({
        userId: user.id,
        circleId: m.circleId,
        at: new Date(`${addDays(today, -1)}T${user.id % 2 ? '07' : '20'}:00:00Z`),
      });
  }
  for (const a of activity) {
    await db.execute(
      sql`INSERT INTO user_activity (user_id, circle_id, type, content, created_at) VALUES (${a.userId}, ${a.circleId}, 'thawap_completed', 'x', ${a.at.toISOString()})`,
    );
  }
});

// ---------------------------------------------------------------------------------------------
// The expected figures, computed from the seeded arrays.

const dayOf = (d: Date) => isoDay(d);
function inRange(d: Date, range: { from: string | null; to: string }) {
  const day = dayOf(d);
  return (range.from === null || day >= range.from) && day <= range.to;
}
function inSegment(user: SeedUser, segment: Segment, range: { from: string | null; to: string }) {
  if (segment === 'all') return true;
  if (segment === 'new') return inRange(user.createdAt, { from: newUsersSince(range), to: range.to });
  return (SEGMENT_STATUSES[segment] as readonly string[]).includes(user.status);
}
const byId = (id: number) => users.find((u) => u.id === id)!;

function expectedEngagement(period: Period, segment: Segment) {
  const range = periodRange(period, today);
  const previous = previousRange(period, today);
  const activeIn = (r: { from: string | null; to: string }) =>
    new Set(activity.filter((a) => inRange(a.at, r) && inSegment(byId(a.userId), segment, r)).map((a) => a.userId));
  const active = activeIn(range);
  const daily = new Map<string, Set<number>>();
  for (const a of activity)
    if (inRange(a.at, range) && inSegment(byId(a.userId), segment, range))
      daily.set(dayOf(a.at), (daily.get(dayOf(a.at)) ?? new Set()).add(a.userId));
  const cohort = users.filter((u) => inRange(u.createdAt, range) && inSegment(u, segment, range));
  const retention = RETENTION_WEEKS.map((week) => {
    let eligible = 0;
    let retained = 0;
    for (const u of cohort) {
      const r = retentionFor(
        dayOf(u.createdAt),
        activity.filter((a) => a.userId === u.id).map((a) => dayOf(a.at)),
        week,
        today,
      );
      if (r.eligible) eligible++;
      if (r.retained) retained++;
    }
    return { eligible, retained };
  });
  const streaks = [...active].map((id) => byId(id).streak);
  return {
    activeUsers: active.size,
    activeGrowth: previous ? growthPercent(active.size, activeIn(previous).size) : null,
    daily,
    retention,
    signups: cohort.length,
    averageStreak: streaks.length ? Math.round((streaks.reduce((s, n) => s + n, 0) / streaks.length) * 10) / 10 : null,
    segmentUsers: users.filter((u) => inSegment(u, segment, range)).length,
  };
}

function expectedCircles(period: Period, segment: Segment) {
  const range = periodRange(period, today);
  const acts = activity.filter(
    (a) => a.circleId !== null && inRange(a.at, range) && inSegment(byId(a.userId), segment, range),
  );
  const active = new Set(acts.map((a) => a.circleId!));
  const sizes: Record<string, { circles: number; members: number }> = {};
  for (const circleId of active) {
    const mine = members.filter((m) => m.circleId === circleId);
    const band = sizeBand(mine.length);
    sizes[band] ??= { circles: 0, members: 0 };
    sizes[band].circles++;
    sizes[band].members += mine.filter((m) => inSegment(byId(m.userId), segment, range)).length;
  }
  const bands: Record<string, number> = {};
  for (const a of acts) bands[timeBand(a.at.getUTCHours())] = (bands[timeBand(a.at.getUTCHours())] ?? 0) + 1;
  return { activeCircles: active.size, actions: acts.length, sizes, bands };
}

// ---------------------------------------------------------------------------------------------

describe('engagement and circle endpoints', () => {
  let moderator = '';
  let superAdmin = '';
  let editor = '';
  beforeAll(async () => {
    ({ 'Super Admin': superAdmin, Moderator: moderator, 'Content Editor': editor } = await cookiesByRole('engage'));
  });
  const get = (handler: typeof engagement, path: string, cookie?: string) =>
    call(handler, staffRequest('GET', path, { cookie }));

  it.each([
    ['signed out', undefined, 401],
    ['Content Editor', 'editor', 403],
    ['Moderator', 'moderator', 200],
    ['Super Admin', 'superAdmin', 200],
  ] as const)('%s: engagement, circles and their exports answer %i', async (_label, who, status) => {
    const cookie = who ? { editor, moderator, superAdmin }[who] : undefined;
    for (const [handler, path] of [
      [engagement, API.analyticsEngagement.path({ period: '30d', segment: 'premium' })],
      [circles, API.analyticsCircles.path({ period: '30d', segment: 'premium' })],
      [exportCsv, API.analyticsExport.path({ period: '30d', segment: 'premium', view: 'engagement' })],
      [exportCsv, API.analyticsExport.path({ period: '30d', segment: 'premium', view: 'circles' })],
    ] as const) {
      const res = await get(handler, path, cookie);
      expect(res.status, path).toBe(status);
      if (status === 200) expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it.each([
    'period=14d',
    'period=7d&segment=paid',
    'period=7d&segment=',
    'period=7d&period=30d',
    'period=7d&colour=red',
    'period=7d&segment=new%00',
  ])('rejects the query %s with 400', async (query) => {
    for (const pattern of [API.analyticsEngagement.pattern, API.analyticsCircles.pattern]) {
      const handler = pattern === API.analyticsEngagement.pattern ? engagement : circles;
      const res = await get(handler, `${pattern}?${query}`, moderator);
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual(expect.any(String));
    }
  });

  it('refuses a segment on the visitor views of the export, but takes one for the app-data views', async () => {
    expect(
      (await get(exportCsv, API.analyticsExport.path({ period: '7d', segment: 'free', view: 'funnel' }), moderator))
        .status,
    ).toBe(400);
    expect(
      (await get(exportCsv, API.analyticsExport.path({ period: '7d', segment: 'free', view: 'engagement' }), moderator))
        .status,
    ).toBe(200);
  });

  describe.each(PERIODS)('period %s', (period) => {
    it.each(SEGMENTS)('engagement for segment %s matches the seeded rows', async (segment) => {
      const { status, body } = await get(engagement, API.analyticsEngagement.path({ period, segment }), moderator);
      expect(status).toBe(200);
      const expected = expectedEngagement(period, segment);
      expect(body.to).toBe(today);
      expect(body.activeUsers).toBe(expected.activeUsers);
      expect(body.activeGrowth).toBe(expected.activeGrowth);
      expect(body.segmentUsers).toBe(expected.segmentUsers);
      expect(body.signups).toBe(expected.signups);
      expect(body.averageStreak).toBe(expected.averageStreak);
      expect(
        body.retention.map((r: { eligible: number; retained: number }) => ({
          eligible: r.eligible,
          retained: r.retained,
        })),
      ).toEqual(expected.retention);
      for (const d of body.daily as { day: string; count: number }[])
        expect(d.count, d.day).toBe(expected.daily.get(d.day)?.size ?? 0);
      expect((body.daily as { count: number }[]).reduce((s, d) => s + d.count, 0)).toBe(
        [...expected.daily.values()].reduce((s, set) => s + set.size, 0),
      );
    });

    it.each(SEGMENTS)('circle activity for segment %s matches the seeded rows', async (segment) => {
      const { status, body } = await get(circles, API.analyticsCircles.path({ period, segment }), moderator);
      expect(status).toBe(200);
      const expected = expectedCircles(period, segment);
      expect(body.activeCircles).toBe(expected.activeCircles);
      expect(body.actions).toBe(expected.actions);
      for (const row of body.sizes)
        expect(row, row.band).toMatchObject(expected.sizes[row.band] ?? { circles: 0, members: 0 });
      for (const row of body.timeBands) expect(row.actions, row.band).toBe(expected.bands[row.band] ?? 0);
    });
  });

  it('each filter changes the answer: periods differ, and the segments split All Users', async () => {
    const active = async (period: Period, segment: Segment) =>
      (await get(engagement, API.analyticsEngagement.path({ period, segment }), moderator)).body.activeUsers as number;
    expect(await active('7d', 'all')).toBeLessThan(await active('all', 'all'));
    expect(await active('30d', 'all')).toBeLessThan(await active('90d', 'all'));
    // Every user is Free or Premium (Premium + Lifetime): the two segments add up to everyone.
    for (const period of PERIODS)
      expect((await active(period, 'premium')) + (await active(period, 'free'))).toBe(await active(period, 'all'));
    expect(await active('30d', 'premium')).toBeGreaterThan(0);
    expect(await active('30d', 'new')).toBeLessThan(await active('30d', 'all'));
    const actions = async (segment: Segment) =>
      (await get(circles, API.analyticsCircles.path({ period: '7d', segment }), moderator)).body.actions as number;
    expect((await actions('premium')) + (await actions('free'))).toBe(await actions('all'));
    expect(await actions('premium')).toBeLessThan(await actions('all'));
  });

  it('exports the engagement view as CSV with the figures of the chosen segment', async () => {
    const res = await get(
      exportCsv,
      API.analyticsExport.path({ period: '30d', segment: 'premium', view: 'engagement' }),
      moderator,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain(`thawab-analytics-engagement-30d-premium-${today}.csv`);
    const text = String(res.body).replace(/^\uFEFF/, '');
    expect(text).toContain('User engagement, 30 Days, Premium Users');
    const expected = expectedEngagement('30d', 'premium');
    const lines = text.split('\r\n');
    const header = lines.findIndex((l) => l.startsWith('Users in segment'));
    expect(lines[header + 1]!.split(',').slice(0, 2)).toEqual([
      String(expected.segmentUsers),
      String(expected.activeUsers),
    ]);
    const circlesCsv = await get(
      exportCsv,
      API.analyticsExport.path({ period: '30d', segment: 'premium', view: 'circles' }),
      moderator,
    );
    expect(String(circlesCsv.body)).toContain('Morning,6am–12pm');
  });
});

describe('the roll-ups follow the activity', () => {
  it('when activity is deleted, a circle is deleted (its activity leaves the circle), a user upgrades and a user is deleted', async () => {
    const moderator = await cookieFor((await createStaff('mo-engage-2', 'Moderator')).id);
    const check = async () => {
      for (const [period, segment] of [
        ['7d', 'all'],
        ['all', 'all'],
        ['30d', 'premium'],
        ['30d', 'free'],
      ] as const) {
        const e = await call(
          engagement,
          staffRequest('GET', API.analyticsEngagement.path({ period, segment }), { cookie: moderator }),
        );
        const exp = expectedEngagement(period, segment);
        expect(e.body.activeUsers).toBe(exp.activeUsers);
        expect(e.body.retention.map((r: { retained: number }) => r.retained)).toEqual(
          exp.retention.map((r) => r.retained),
        );
        const c = await call(
          circles,
          staffRequest('GET', API.analyticsCircles.path({ period, segment }), { cookie: moderator }),
        );
        const expC = expectedCircles(period, segment);
        expect(c.body.actions).toBe(expC.actions);
        expect(c.body.activeCircles).toBe(expC.activeCircles);
      }
    };
    // Yesterday's circle activity of one user.
    const victim = activity.find((a) => a.circleId !== null && dayOf(a.at) === addDays(today, -1))!;
    await db.execute(
      sql`DELETE FROM user_activity WHERE user_id = ${victim.userId} AND circle_id = ${victim.circleId} AND created_at = ${victim.at.toISOString()}`,
    );
    activity.splice(activity.indexOf(victim), 1);
    await check();
    // A circle goes: its members leave it and its activity stays the users' own (circle_id set null).
    const circleId = members.find((m) => m.size === 9)!.circleId;
    await db.execute(sql`DELETE FROM circles WHERE id = ${circleId}`);
    for (const a of activity) if (a.circleId === circleId) a.circleId = null;
    members.splice(0, members.length, ...members.filter((m) => m.circleId !== circleId));
    await check();
    // A free user active this month upgrades to Premium: they move segment in every roll-up.
    const upgrader = users.find(
      (u) =>
        u.status === 'Free User' &&
        activity.some((a) => a.userId === u.id && a.circleId !== null && inRange(a.at, periodRange('30d', today))),
    )!;
    await db.execute(sql`UPDATE users SET status = 'Premium User' WHERE id = ${upgrader.id}`);
    upgrader.status = 'Premium User';
    await check();
    // A user deletes their account: their activity goes with it.
    const leaver = users.find((u) =>
      activity.some((a) => a.userId === u.id && inRange(a.at, periodRange('7d', today))),
    )!;
    await db.execute(sql`DELETE FROM users WHERE id = ${leaver.id}`);
    users.splice(users.indexOf(leaver), 1);
    activity.splice(0, activity.length, ...activity.filter((a) => a.userId !== leaver.id));
    members.splice(0, members.length, ...members.filter((m) => m.userId !== leaver.id));
    await check();
  });
});

describe('activity dated after today (a device clock ahead)', () => {
  it('counts nobody as active on a day that has not come yet, in every period and segment', async () => {
    const moderator = await cookieFor((await createStaff('mo-engage-3', 'Moderator')).id);
    const tomorrow = new Date(`${addDays(today, 1)}T12:00:00Z`);
    const last30 = periodRange('30d', today);
    // Active 31–89 days ago but not since: active in 90 days, not in 30 (their last day is after
    // both periods, so only their days can say); and a user whose only activity is tomorrow.
    const lapsed = users.find((u) => {
      const mine = activity.filter((a) => a.userId === u.id);
      return mine.some((a) => inRange(a.at, periodRange('90d', today))) && !mine.some((a) => inRange(a.at, last30));
    })!;
    const onlyTomorrow = users.find((u) => !activity.some((a) => a.userId === u.id))!;
    expect(lapsed).toBeDefined();
    expect(onlyTomorrow).toBeDefined();
    for (const user of [lapsed, onlyTomorrow]) {
      await db.execute(
        sql`INSERT INTO user_activity (user_id, type, content, created_at) VALUES (${user.id}, 'thawap_completed', 'x', ${tomorrow.toISOString()})`,
      );
      activity.push({ userId: user.id, circleId: null, at: tomorrow });
    }
    for (const period of PERIODS) {
      for (const segment of SEGMENTS) {
        const { body } = await call(
          engagement,
          staffRequest('GET', API.analyticsEngagement.path({ period, segment }), { cookie: moderator }),
        );
        const expected = expectedEngagement(period, segment);
        expect(body.activeUsers, `${period} ${segment}`).toBe(expected.activeUsers);
        expect(body.activeGrowth, `${period} ${segment}`).toBe(expected.activeGrowth);
        expect(body.averageStreak, `${period} ${segment}`).toBe(expected.averageStreak);
      }
    }
  });
});
