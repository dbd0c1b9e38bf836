// Engagement analytics count an app user's deeds on the user's local day (decision 0043): a user in
// UTC+14 (Pacific/Kiritimati) completes deeds at 00:30 and 23:30 of their today, a user in UTC−12
// (Etc/GMT+12) at 23:30 of their yesterday; the roll-ups and the User Engagement endpoint put each
// on the user's own day ("active today" included), checked against SQL written here from the raw
// activity and the users' time zones — which differs from the UTC-day count, so the test can tell.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import completionHandler from '../../functions/app-completion.mts';
import engagement from '../../functions/admin-analytics-engagement.mts';
import { API } from '../../src/lib/routes.ts';
import { setClock } from '../../src/server/clock.ts';
import { queryRows } from '../../src/server/sql.ts';
import { call, createAppUser } from './app-helpers.ts';
import { closeDb, context, ORIGIN, truncate, useTestDatabase } from './helpers.ts';
import { cookieFor, createStaff, staffRequest } from './staff-helpers.ts';

const db = useTestDatabase();
const HOUR = 3_600_000;
let moderator: string;
let tasks: number[];

beforeAll(async () => {
  await truncate('users', 'thawab_tasks', 'badges', 'user_activity', 'staff_accounts', 'audit_log');
  tasks = [];
  for (const name of ['Pray Fajr on time', 'Read one page', 'Smile at someone']) {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO thawab_tasks (name, description, category, xp_value, icon, scheduling_type, scheduling_value, difficulty_level, min_level, is_active)
          VALUES (${name}, 'For tests', 'Prayer', 10, '🕌', 'daily', 'everyday', 'easy', 'Waking Soul', true) RETURNING id`,
    );
    tasks.push(row!.id);
  }
  moderator = await cookieFor((await createStaff('local-day-moderator', 'Moderator')).id);
});
afterEach(() => setClock());
afterAll(() => closeDb());

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Completes a deed at the UTC instant `at` (the server's clock set there), on the user's local date `date`. */
async function completeAt(at: number, token: string, date: string, taskId: number, method: 'PUT' | 'DELETE' = 'PUT') {
  setClock(() => new Date(at));
  const res = await call(
    completionHandler,
    new Request(`${ORIGIN}${API.appCompletion.path(date, taskId)}`, {
      method,
      headers: { Authorization: `Bearer ${token}` },
    }),
    context({ date, thawabId: String(taskId) }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  setClock();
}

describe('engagement on the user’s local day', () => {
  it('counts a UTC+14 and a UTC−12 user on their own days, active today included, against independent SQL', async () => {
    const today = isoDay(Date.now());
    const yesterday = isoDay(Date.now() - 24 * HOUR);
    const midnightUtc = Date.parse(`${today}T00:00:00Z`);
    const east = await createAppUser();
    const west = await createAppUser();
    await db.execute(sql`UPDATE users SET time_zone = 'Pacific/Kiritimati' WHERE id = ${east.userId}`);
    await db.execute(sql`UPDATE users SET time_zone = 'Etc/GMT+12' WHERE id = ${west.userId}`);
    // The clock moves up to 11.5 h past today's UTC midnight, which is later than an access token
    // issued now lives when the test runs just after midnight: let these tokens outlive the test.
    await db.execute(sql`UPDATE app_tokens SET expires_at = now() + interval '2 days' WHERE family_id IN
                           (SELECT id FROM app_token_families WHERE user_id IN (${east.userId}, ${west.userId}))`);

    // UTC+14: 00:30 of today local is 10:30 UTC yesterday; 23:30 of today local is 09:30 UTC today.
    await completeAt(midnightUtc - 13.5 * HOUR, east.accessToken, today, tasks[0]!);
    await completeAt(midnightUtc + 9.5 * HOUR, east.accessToken, today, tasks[1]!);
    // UTC−12: 23:30 of yesterday local is 11:30 UTC today.
    await completeAt(midnightUtc + 11.5 * HOUR, west.accessToken, yesterday, tasks[0]!);

    // The roll-up, and what the raw activity says per local day (the users' own time zones).
    const rollup = await queryRows<{ user_id: number; day: string; actions: number }>(
      db,
      sql`SELECT user_id, day::text, actions FROM activity_user_days ORDER BY user_id, day`,
    );
    const byZone = (zone: string) =>
      queryRows<{ user_id: number; day: string; actions: number }>(
        db,
        sql`SELECT a.user_id, (a.created_at AT TIME ZONE ${sql.raw(zone)})::date::text AS day, count(*)::int AS actions
            FROM user_activity a JOIN users u ON u.id = a.user_id GROUP BY 1, 2 ORDER BY 1, 2`,
      );
    const local = await byZone('u.time_zone');
    const utc = await byZone(`'UTC'`);
    expect(local).toEqual([
      { user_id: east.userId, day: today, actions: 2 },
      { user_id: west.userId, day: yesterday, actions: 1 },
    ]);
    expect(utc, 'the UTC days differ, so the check below can fail').not.toEqual(local);
    expect(rollup).toEqual(local);

    // User Engagement: active users per day, "active today" the users whose local day is today.
    const res = await call(
      engagement,
      staffRequest('GET', API.analyticsEngagement.path({ period: '7d', segment: 'all' }), { cookie: moderator }),
    );
    expect(res.status).toBe(200);
    const daily = new Map((res.body.daily as { day: string; count: number }[]).map((d) => [d.day, d.count]));
    const [expected] = await queryRows<{ today: number; yesterday: number }>(
      db,
      sql`SELECT count(DISTINCT a.user_id) FILTER (WHERE (a.created_at AT TIME ZONE u.time_zone)::date = ${today}::date)::int AS today,
                 count(DISTINCT a.user_id) FILTER (WHERE (a.created_at AT TIME ZONE u.time_zone)::date = ${yesterday}::date)::int AS yesterday
          FROM user_activity a JOIN users u ON u.id = a.user_id`,
    );
    expect(expected).toEqual({ today: 1, yesterday: 1 });
    expect(daily.get(today)).toBe(expected!.today);
    expect(daily.get(yesterday)).toBe(expected!.yesterday);
    expect(res.body.activeUsers).toBe(2);

    // Unmarking takes the item off the same local day.
    await completeAt(midnightUtc + 9.6 * HOUR, east.accessToken, today, tasks[1]!, 'DELETE');
    expect(
      await queryRows(db, sql`SELECT day::text, actions FROM activity_user_days WHERE user_id = ${east.userId}`),
    ).toEqual([{ day: today, actions: 1 }]);
  });
});
