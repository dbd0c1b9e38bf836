// The app user's day (decision 0039) against a real Postgres: today, completing and unmarking deeds
// on the local date, streak and XP, badges awarded once, my badges; every endpoint × signed out /
// expired / revoked / valid token; 20 concurrent duplicates; and the same user as staff see them
// (User Management, reset streak, the Badges tab's Earned By, a deleted badge) against our own SQL.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import todayHandler from '../../functions/app-today.mts';
import completionHandler from '../../functions/app-completion.mts';
import myBadgesHandler from '../../functions/app-my-badges.mts';
import myBadgeHandler from '../../functions/app-my-badge.mts';
import adminUser from '../../functions/admin-user.mts';
import meHandler from '../../functions/app-me.mts';
import adminUserStreak from '../../functions/admin-user-reset-streak.mts';
import adminBadges from '../../functions/admin-badges.mts';
import appVerse from '../../functions/app-verse-of-the-day.mts';
import engagement from '../../functions/admin-analytics-engagement.mts';
import { API } from '../../src/lib/routes.ts';
import { DEED_UNMARKED_MESSAGE, ENCOURAGEMENTS } from '../../src/lib/deeds.ts';
import { queryRows } from '../../src/server/sql.ts';
import { bearer, call, createAppUser, deadTokens } from './app-helpers.ts';
import { closeDb, context, ORIGIN, truncate, useTestDatabase, versionOf } from './helpers.ts';
import { cookieFor, createStaff, staffRequest } from './staff-helpers.ts';

const db = useTestDatabase();
afterAll(() => closeDb());

let tasks: { daily: number; giving: number; inactive: number; weekly: number };
let beginner: number;

beforeEach(async () => {
  await truncate('users', 'thawab_tasks', 'badges', 'verses', 'audit_log', 'staff_accounts');
  const task = async (
    name: string,
    category: string,
    xp: number,
    active = true,
    type = 'daily',
    value = 'everyday',
  ) => {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO thawab_tasks (name, description, category, xp_value, icon, scheduling_type, scheduling_value, difficulty_level, min_level, is_active)
          VALUES (${name}, 'For tests', ${category}, ${xp}, '🕌', ${type}, ${value}, 'easy', 'Waking Soul', ${active}) RETURNING id`,
    );
    return row!.id;
  };
  // A weekly task due on no day of the test's dates would be flaky; a specific date long ago is never due today.
  tasks = {
    daily: await task('Pray Fajr on time', 'Prayer', 20),
    giving: await task('Give a little', 'Giving', 35),
    inactive: await task('Old task', 'Prayer', 10, false),
    weekly: await task('Long ago', 'Prayer', 10, true, 'specific-date', '2001-01-01'),
  };
  const badge = async (name: string, count: number, days: number, theme: string | null = null) => {
    const kind = theme ? 'theme' : days > 0 ? 'streak' : 'count';
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO badges (name, description, icon, color_class, required_count, required_days, category, difficulty, kind, theme)
          VALUES (${name}, 'For tests', '🏆', 'Amber', ${count}, ${days}, 'Prayer', 'easy', ${kind}, ${theme}) RETURNING id`,
    );
    return row!.id;
  };
  beginner = await badge('First Deed', 1, 0);
  await badge('First Steps', 3, 3);
  await badge('Generous Soul', 1, 0, 'charity');
});

const utcToday = () => new Date().toISOString().slice(0, 10);
const utcDaysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

const getToday = (token?: string, query = '') =>
  call(todayHandler, new Request(`${ORIGIN}${API.appToday}${query}`, { headers: bearer(token) }));
const mark = (method: 'PUT' | 'DELETE', token: string | undefined, date: string, thawabId: number | string) =>
  call(
    completionHandler,
    new Request(`${ORIGIN}${API.appCompletion.path(date, thawabId)}`, { method, headers: bearer(token) }),
    context({ date, thawabId: String(thawabId) }),
  );
const getMyBadges = (token?: string) =>
  call(myBadgesHandler, new Request(`${ORIGIN}${API.appMyBadges}`, { headers: bearer(token) }));
const patchBadge = (token: string | undefined, id: number, body: unknown) =>
  call(
    myBadgeHandler,
    new Request(`${ORIGIN}${API.appMyBadge.path(id)}`, {
      method: 'PATCH',
      headers: { ...bearer(token), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
    context({ id: String(id) }),
  );

async function setUser(userId: number, fields: { timeZone?: string; themes?: string[] }) {
  if (fields.timeZone) await db.execute(sql`UPDATE users SET time_zone = ${fields.timeZone} WHERE id = ${userId}`);
  if (fields.themes)
    await db.execute(
      sql`UPDATE users SET themes = ARRAY[${sql.join(
        fields.themes.map((t) => sql`${t}`),
        sql`, `,
      )}]::text[] WHERE id = ${userId}`,
    );
}

function expectUnauthorized(res: { status: number; headers: Headers; body: any }) {
  expect(res.status).toBe(401);
  expect(res.headers.get('www-authenticate')).toMatch(/^Bearer realm="thawab-app"/);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(typeof res.body.error).toBe('string');
}

describe('every endpoint × token', () => {
  it('answers 401 signed out, with an expired or a revoked token, and 200 with a valid one (no-store)', async () => {
    const { userId, accessToken } = await createAppUser();
    const { expired, revoked } = await deadTokens(userId);
    await db.execute(sql`INSERT INTO user_badges (user_id, badge_id) VALUES (${userId}, ${beginner})`);
    const calls: [string, (token?: string) => ReturnType<typeof call>][] = [
      ['GET today', (t) => getToday(t)],
      ['PUT completion', (t) => mark('PUT', t, utcToday(), tasks.daily)],
      ['DELETE completion', (t) => mark('DELETE', t, utcToday(), tasks.daily)],
      ['GET badges', (t) => getMyBadges(t)],
      ['PATCH badge', (t) => patchBadge(t, beginner, { displayed: true })],
    ];
    for (const [name, send] of calls) {
      for (const token of [undefined, expired, revoked, 'not a token']) expectUnauthorized(await send(token));
      const ok = await send(accessToken);
      expect(ok.status, `${name}: ${JSON.stringify(ok.body)}`).toBe(200);
      expect(ok.headers.get('cache-control')).toBe('no-store');
    }
    // Nothing was written by the refused calls: the valid PUT and DELETE left no completion.
    expect(await queryRows(db, sql`SELECT 1 FROM thawab_completions`)).toHaveLength(0);
  });
});

describe('today', () => {
  it('answers the deeds due for the user with their done state, the streak and XP', async () => {
    const { userId, accessToken } = await createAppUser();
    const before = await getToday(accessToken);
    expect(before.status).toBe(200);
    // A user without a time zone lives on UTC days.
    expect(before.body).toMatchObject({
      date: utcToday(),
      timeZone: 'UTC',
      canComplete: true,
      verse: null,
      streak: 0,
      xpToday: 0,
      xpTotal: 0,
    });
    const ids = before.body.deeds.map((d: any) => d.id);
    expect(ids).toEqual([tasks.daily, tasks.giving]); // not the inactive task, not the one due on 2001-01-01
    expect(before.body.deeds.every((d: any) => d.done === false)).toBe(true);

    await mark('PUT', accessToken, utcToday(), tasks.daily);
    const after = await getToday(accessToken, `?date=${utcToday()}`);
    expect(after.body).toMatchObject({ streak: 1, xpToday: 20, xpTotal: 20 });
    expect(after.body.deeds.find((d: any) => d.id === tasks.daily).done).toBe(true);
    expect(after.body.deeds.find((d: any) => d.id === tasks.giving).done).toBe(false);
    const [sqlUser] = await queryRows<{ streak: number }>(db, sql`SELECT streak FROM users WHERE id = ${userId}`);
    expect(sqlUser!.streak).toBe(1);
  });

  it('carries the verse of the user’s local date, as the public verse of the day answers it', async () => {
    const { userId, accessToken } = await createAppUser();
    await setUser(userId, { timeZone: 'Pacific/Kiritimati' });
    const eastToday = new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10);
    await db.execute(sql`INSERT INTO verses (surah, ayah_number, ayah_from, arabic, translation, scheduled_date) VALUES
      (2, '286', 286, 'لَا يُكَلِّفُ', 'Allah does not burden a soul beyond that it can bear.', ${eastToday}),
      (94, '5', 5, 'فَإِنَّ', 'For indeed, with hardship will be ease.', NULL)`);
    const day = await getToday(accessToken);
    const verse = await call(appVerse, new Request(`${ORIGIN}${API.appVerseOfTheDay}?date=${eastToday}`));
    const { locale: _locale, ...publicVerse } = verse.body;
    expect(day.body.verse).toEqual(publicVerse);
    // The licensed translation of the reference, not the row's own English (decision 0061).
    expect(day.body.verse.translation).toMatch(
      /^Allāh does not charge a soul except \[with that within\] its capacity\./,
    );
  });

  it('refuses a malformed date and unknown parameters with 400', async () => {
    const { accessToken } = await createAppUser();
    expect((await getToday(accessToken, '?date=2026-02-30')).status).toBe(400);
    expect((await getToday(accessToken, '?day=2026-02-03')).status).toBe(400);
  });
});

describe('completing and unmarking', () => {
  it('stores the local date and time zone, adds XP and the streak once a day, and unmarks with the message', async () => {
    const { userId, accessToken } = await createAppUser();
    await setUser(userId, { timeZone: 'UTC' });
    const first = await mark('PUT', accessToken, utcToday(), tasks.daily);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      date: utcToday(),
      thawabId: tasks.daily,
      completed: true,
      changed: true,
      streak: 1,
      xpToday: 20,
      xpTotal: 20,
    });
    expect(ENCOURAGEMENTS).toContain(first.body.message);
    expect(first.body.newBadges).toEqual([{ id: beginner, name: 'First Deed', message: 'New badge: First Deed!' }]);

    const second = await mark('PUT', accessToken, utcToday(), tasks.giving);
    // Second deed of the day: no streak; Generous Soul needs the charity theme, which the user has not chosen.
    expect(second.body).toMatchObject({ streak: 1, xpToday: 55, xpTotal: 55, newBadges: [] });

    const rows = await queryRows<{ completed_on: string; time_zone: string; xp: number }>(
      db,
      sql`SELECT to_char(completed_on, 'YYYY-MM-DD') AS completed_on, time_zone, xp FROM thawab_completions WHERE user_id = ${userId} ORDER BY xp`,
    );
    expect(rows).toEqual([
      { completed_on: utcToday(), time_zone: 'UTC', xp: 20 },
      { completed_on: utcToday(), time_zone: 'UTC', xp: 35 },
    ]);
    const items = await queryRows<{ content: string }>(
      db,
      sql`SELECT content FROM user_activity WHERE user_id = ${userId} AND type = 'thawap_completed' ORDER BY content`,
    );
    expect(items.map((i) => i.content)).toEqual(['Give a little', 'Pray Fajr on time']);

    const unmarkOne = await mark('DELETE', accessToken, utcToday(), tasks.giving);
    expect(unmarkOne.body).toMatchObject({
      completed: false,
      changed: true,
      streak: 1,
      xpToday: 20,
      message: DEED_UNMARKED_MESSAGE,
    });
    const unmarkLast = await mark('DELETE', accessToken, utcToday(), tasks.daily);
    expect(unmarkLast.body).toMatchObject({ completed: false, changed: true, streak: 0, xpToday: 0, xpTotal: 0 });
    const again = await mark('DELETE', accessToken, utcToday(), tasks.daily);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ changed: false, streak: 0 });
    expect(await queryRows(db, sql`SELECT 1 FROM user_activity WHERE user_id = ${userId}`)).toHaveLength(0);
    // The badge, once earned, stays.
    expect(await queryRows(db, sql`SELECT 1 FROM user_badges WHERE user_id = ${userId}`)).toHaveLength(1);
  });

  it('awards a theme badge only when the theme is chosen', async () => {
    const { userId, accessToken } = await createAppUser();
    await setUser(userId, { timeZone: 'UTC', themes: ['charity'] });
    const res = await mark('PUT', accessToken, utcToday(), tasks.giving);
    expect(res.body.newBadges.map((b: any) => b.name).sort()).toEqual(['First Deed', 'Generous Soul']);
  });

  it('refuses future dates and two days ago with 400, a deactivated or unknown deed with 404, one not due with 409', async () => {
    const { userId, accessToken } = await createAppUser();
    await setUser(userId, { timeZone: 'UTC' });
    const future = await mark('PUT', accessToken, utcDaysAgo(-1), tasks.daily);
    expect(future.status).toBe(400);
    expect(future.body.error).toMatch(/future/);
    expect((await mark('PUT', accessToken, utcDaysAgo(2), tasks.daily)).status).toBe(400);
    expect((await mark('DELETE', accessToken, utcDaysAgo(2), tasks.daily)).status).toBe(400);
    expect((await mark('PUT', accessToken, '2026-02-30', tasks.daily)).status).toBe(400);
    expect((await mark('PUT', accessToken, utcToday(), tasks.inactive)).status).toBe(404);
    expect((await mark('PUT', accessToken, utcToday(), 999_999)).status).toBe(404);
    expect((await mark('PUT', accessToken, utcToday(), 'abc')).status).toBe(404);
    expect((await mark('PUT', accessToken, utcToday(), tasks.weekly)).status).toBe(409);
    expect(await queryRows(db, sql`SELECT 1 FROM thawab_completions`)).toHaveLength(0);
  });

  it('uses the user’s day: UTC+14 and UTC−12 have different todays at one instant', async () => {
    const east = await createAppUser();
    const west = await createAppUser();
    await setUser(east.userId, { timeZone: 'Pacific/Kiritimati' });
    await setUser(west.userId, { timeZone: 'Etc/GMT+12' });
    const eastToday = new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10);
    const westToday = new Date(Date.now() - 12 * 3600_000).toISOString().slice(0, 10);
    expect(eastToday).not.toBe(westToday);
    expect((await getToday(east.accessToken)).body.date).toBe(eastToday);
    expect((await getToday(west.accessToken)).body.date).toBe(westToday);
    // The east's today is the future for the west.
    expect((await mark('PUT', west.accessToken, eastToday, tasks.daily)).status).toBe(400);
    const done = await mark('PUT', east.accessToken, eastToday, tasks.daily);
    expect(done.status).toBe(200);
    const [row] = await queryRows<{ completed_on: string; time_zone: string }>(
      db,
      sql`SELECT to_char(completed_on, 'YYYY-MM-DD') AS completed_on, time_zone FROM thawab_completions WHERE user_id = ${east.userId}`,
    );
    expect(row).toEqual({ completed_on: eastToday, time_zone: 'Pacific/Kiritimati' });
  });
});

describe('a change of time zone (decision 0060)', () => {
  const patchZone = (token: string, timeZone: string) =>
    call(
      meHandler,
      new Request(`${ORIGIN}${API.appMe}`, {
        method: 'PATCH',
        headers: { ...bearer(token), 'Content-Type': 'application/json' },
        body: JSON.stringify({ timeZone }),
      }),
    );
  const dayIn = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString().slice(0, 10);

  it('UTC−12 → UTC+14 does not make tomorrow loggable early; the first zone ever is no change', async () => {
    const farmer = await createAppUser();
    await setUser(farmer.userId, { timeZone: 'Etc/GMT+12' });
    const westToday = dayIn(-12);
    const eastToday = dayIn(14);
    expect(eastToday > westToday).toBe(true);
    expect((await patchZone(farmer.accessToken, 'Pacific/Kiritimati')).status).toBe(200);
    const [stored] = await queryRows<{ previous_time_zone: string; changed: boolean }>(
      db,
      sql`SELECT previous_time_zone, time_zone_changed_at > now() - interval '1 minute' AS changed FROM users WHERE id = ${farmer.userId}`,
    );
    expect(stored).toEqual({ previous_time_zone: 'Etc/GMT+12', changed: true });
    const today = await getToday(farmer.accessToken);
    expect(today.body).toMatchObject({ date: eastToday, canComplete: false });
    const early = await mark('PUT', farmer.accessToken, eastToday, tasks.daily);
    expect(early.status).toBe(400);
    expect(early.body.error).toMatch(/has not begun yet in your previous time zone \(Etc\/GMT\+12/);
    // Hopping on through UTC within the day gains nothing either.
    await patchZone(farmer.accessToken, 'UTC');
    await patchZone(farmer.accessToken, 'Pacific/Kiritimati');
    expect((await mark('PUT', farmer.accessToken, eastToday, tasks.daily)).status).toBe(400);
    expect(await queryRows(db, sql`SELECT 1 FROM thawab_completions`)).toEqual([]);
    expect(
      (await queryRows<{ streak: number }>(db, sql`SELECT streak FROM users WHERE id = ${farmer.userId}`))[0],
    ).toEqual({ streak: 0 });

    // A new user's first zone is no change: their today is theirs at once.
    const fresh = await createAppUser();
    expect((await patchZone(fresh.accessToken, 'Pacific/Kiritimati')).status).toBe(200);
    expect((await mark('PUT', fresh.accessToken, eastToday, tasks.daily)).status).toBe(200);
  });
});

describe('idempotency', () => {
  it('20 concurrent identical PUTs store one completion, one activity item, add XP and the streak once and award the badge once', async () => {
    const { userId, accessToken } = await createAppUser();
    await setUser(userId, { timeZone: 'UTC' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => mark('PUT', accessToken, utcToday(), tasks.daily)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.body.changed)).toHaveLength(1);
    expect(answers.flatMap((a) => a.body.newBadges)).toHaveLength(1);
    for (const a of answers) expect(a.body).toMatchObject({ streak: 1, xpToday: 20, xpTotal: 20 });
    const [counts] = await queryRows<{
      completions: number;
      items: number;
      badges: number;
      streak: number;
      xp: number;
    }>(
      db,
      sql`SELECT (SELECT count(*) FROM thawab_completions WHERE user_id = ${userId})::int AS completions,
                 (SELECT count(*) FROM user_activity WHERE user_id = ${userId})::int AS items,
                 (SELECT count(*) FROM user_badges WHERE user_id = ${userId})::int AS badges,
                 (SELECT streak FROM users WHERE id = ${userId}) AS streak,
                 (SELECT sum(xp) FROM thawab_completions WHERE user_id = ${userId})::int AS xp`,
    );
    expect(counts).toEqual({ completions: 1, items: 1, badges: 1, streak: 1, xp: 20 });

    const unmarks = await Promise.all(
      Array.from({ length: 20 }, () => mark('DELETE', accessToken, utcToday(), tasks.daily)),
    );
    expect(unmarks.filter((a) => a.body.changed)).toHaveLength(1);
    const [user] = await queryRows<{ streak: number }>(db, sql`SELECT streak FROM users WHERE id = ${userId}`);
    expect(user!.streak).toBe(0);
  });
});

describe('different deeds of one day at once', () => {
  it('raise the streak once and add each one’s XP', async () => {
    const { userId, accessToken } = await createAppUser();
    await setUser(userId, { timeZone: 'UTC' });
    const ids = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO thawab_tasks (name, description, category, xp_value, icon, scheduling_type, scheduling_value, difficulty_level, min_level)
          SELECT 'Deed ' || n, 'For tests', 'Dhikr', 5, '📿', 'daily', 'everyday', 'easy', 'Waking Soul' FROM generate_series(1, 12) n RETURNING id`,
    );
    const answers = await Promise.all(ids.map(({ id }) => mark('PUT', accessToken, utcToday(), id)));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    const [user] = await queryRows<{ streak: number; xp: number }>(
      db,
      sql`SELECT streak, (SELECT sum(xp)::int FROM thawab_completions WHERE user_id = ${userId}) AS xp FROM users WHERE id = ${userId}`,
    );
    expect(user).toEqual({ streak: 1, xp: 60 });
    // The last answer to commit saw all twelve.
    expect(Math.max(...answers.map((a) => a.body.xpTotal))).toBe(60);
  });
});

describe('a completion and an unmark of one day racing', () => {
  it('are ordered by the user row lock, so the streak counts the day that still has a deed', async () => {
    const { userId, accessToken } = await createAppUser();
    await setUser(userId, { timeZone: 'UTC' });
    await mark('PUT', accessToken, utcToday(), tasks.giving); // the day's only deed; streak 1
    // Hold the user row so both requests are in flight before either may write it.
    const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const both = Promise.all([
        mark('PUT', accessToken, utcToday(), tasks.daily),
        mark('DELETE', accessToken, utcToday(), tasks.giving),
      ]);
      for (let waited = 0; waited < 100; waited++) {
        // Asked outside the holder's transaction: pg_stat_activity is a snapshot within one.
        const [row] = await queryRows<{ n: number }>(
          db,
          sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
        );
        if (row!.n >= 2) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await holder.query('COMMIT');
      expect((await both).map((a) => a.status)).toEqual([200, 200]);
    } finally {
      await holder.end();
    }
    const [state] = await queryRows<{ streak: number; deeds: number }>(
      db,
      sql`SELECT streak, (SELECT count(*)::int FROM thawab_completions WHERE user_id = ${userId}) AS deeds FROM users WHERE id = ${userId}`,
    );
    expect(state).toEqual({ streak: 1, deeds: 1 });
  });
});

describe('badges', () => {
  it('start not displayed, PATCH marks one shown, a badge not held is 404, a bad body is 400', async () => {
    const { userId, accessToken } = await createAppUser();
    await setUser(userId, { timeZone: 'UTC' });
    await mark('PUT', accessToken, utcToday(), tasks.daily);
    const mine = await getMyBadges(accessToken);
    expect(mine.body.badges).toEqual([expect.objectContaining({ id: beginner, name: 'First Deed', displayed: false })]);
    const shown = await patchBadge(accessToken, beginner, { displayed: true });
    expect(shown.status).toBe(200);
    expect(shown.body.badge).toMatchObject({ id: beginner, displayed: true });
    const [row] = await queryRows<{ displayed: boolean }>(
      db,
      sql`SELECT displayed FROM user_badges WHERE user_id = ${userId} AND badge_id = ${beginner}`,
    );
    expect(row!.displayed).toBe(true);
    const [other] = await queryRows<{ id: number }>(db, sql`SELECT id FROM badges WHERE name = 'First Steps'`);
    expect((await patchBadge(accessToken, other!.id, { displayed: true })).status).toBe(404);
    expect((await patchBadge(accessToken, beginner, { displayed: 'yes' })).status).toBe(400);
    expect((await patchBadge(accessToken, beginner, { displayed: true, extra: 1 })).status).toBe(400);
  });
});

describe('staff see the same user', () => {
  it('User Management shows the streak and the deed; Reset streak shows 0 in today at once; Earned By counts the award; a deleted badge leaves mine', async () => {
    const { userId, accessToken } = await createAppUser();
    await setUser(userId, { timeZone: 'UTC' });
    await mark('PUT', accessToken, utcToday(), tasks.daily);
    const moderator = await cookieFor((await createStaff('mod', 'Moderator')).id);
    const detail = await call(
      adminUser,
      staffRequest('GET', API.adminUser.path(userId), { cookie: moderator }),
      context({ id: String(userId) }),
    );
    expect(detail.status).toBe(200);
    const [sqlUser] = await queryRows<{ streak: number }>(db, sql`SELECT streak FROM users WHERE id = ${userId}`);
    expect(detail.body.user.streak).toBe(sqlUser!.streak);
    expect(detail.body.user.streak).toBe(1);
    expect(detail.body.activity.map((a: any) => [a.type, a.content])).toEqual([
      ['thawap_completed', 'Pray Fajr on time'],
    ]);
    // Analytics, User Engagement: today's daily active users count the completion's activity item.
    const figures = await call(
      engagement,
      staffRequest('GET', API.analyticsEngagement.path({ period: '7d', segment: 'all' }), { cookie: moderator }),
    );
    expect(figures.status).toBe(200);
    const [active] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(DISTINCT user_id)::int AS n FROM user_activity WHERE (created_at AT TIME ZONE 'UTC')::date = ${utcToday()}::date`,
    );
    expect(active!.n).toBe(1);
    expect(figures.body.daily.find((d: any) => d.day === utcToday()).count).toBe(active!.n);

    const reset = await call(
      adminUserStreak,
      staffRequest('POST', API.adminUserStreakReset.path(userId), {
        cookie: moderator,
        body: { version: await versionOf('users', userId) },
      }),
      context({ id: String(userId) }),
    );
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect((await getToday(accessToken)).body.streak).toBe(0);

    const editor = await cookieFor((await createStaff('editor', 'Content Editor')).id);
    const list = await call(adminBadges, staffRequest('GET', `/api/admin/badges?pageSize=100`, { cookie: editor }));
    expect(list.status).toBe(200);
    const [earned] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM user_badges WHERE badge_id = ${beginner}`,
    );
    expect(list.body.items.find((b: any) => b.id === beginner).earnedByCount).toBe(earned!.n);
    expect(earned!.n).toBe(1);

    const removed = await call(
      adminBadges,
      staffRequest('DELETE', `/api/admin/badges/${beginner}`, {
        cookie: editor,
        body: { version: await versionOf('badges', beginner) },
      }),
      context({ id: String(beginner) }),
    );
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await getMyBadges(accessToken)).body.badges).toEqual([]);
  });

  it('a thawab staff deactivate can no longer be completed', async () => {
    const { userId, accessToken } = await createAppUser();
    await setUser(userId, { timeZone: 'UTC' });
    await db.execute(sql`UPDATE thawab_tasks SET is_active = false WHERE id = ${tasks.daily}`);
    expect((await mark('PUT', accessToken, utcToday(), tasks.daily)).status).toBe(404);
    expect((await getToday(accessToken)).body.deeds.map((d: any) => d.id)).toEqual([tasks.giving]);
  });
});
