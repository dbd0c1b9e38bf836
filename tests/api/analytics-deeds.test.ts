// Thawab Metrics, Badge Analytics and the Badges tab's real "Earned By" on a hand-made fixture
// whose every figure is computed by hand below (days relative to today, UTC), × role, × filter.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import thawabs from '../../functions/admin-analytics-thawabs.mts';
import badgesView from '../../functions/admin-analytics-badges.mts';
import engagementView from '../../functions/admin-analytics-engagement.mts';
import exportCsv from '../../functions/admin-analytics-export.mts';
import adminBadges from '../../functions/admin-badges.mts';
import adminUser from '../../functions/admin-user.mts';
import appBadges from '../../functions/app-badges.mts';
import { addDays, isoDay, PERIODS, SEGMENTS } from '../../src/lib/analytics/periods.ts';
import type { BadgeReport, EngagementReport, ThawabReport } from '../../src/lib/analytics/reports.ts';
import { API } from '../../src/lib/routes.ts';
import type { StaffRole } from '../../src/lib/staff-roles.ts';
import { queryRows } from '../../src/server/sql.ts';
import refreshJob from '../../functions/scheduled-refresh-deeds-analytics.mts';
import { call, closeDb, context, truncate, useTestDatabase, versionOf } from './helpers.ts';
import { cookiesByRole, staffRequest } from './staff-helpers.ts';

const db = useTestDatabase();
let cookies = {} as Record<StaffRole, string>;
const today = isoDay(new Date());
const day = (offset: number) => addDays(today, offset);
const at = (offset: number) => `${day(offset)}T12:00:00Z`;
const ids = {
  users: {} as Record<string, number>,
  tasks: {} as Record<string, number>,
  badges: {} as Record<string, number>,
};

async function insert<T extends Record<string, unknown>>(query: ReturnType<typeof sql>) {
  return queryRows<T>(db, query);
}

beforeAll(async () => {
  await truncate(
    'staff_accounts',
    'audit_log',
    'users',
    'circles',
    'thawab_tasks',
    'badges',
    'thawab_completions',
    'user_badges',
    'user_activity',
    'analytics_deeds_refresh',
  );
  cookies = await cookiesByRole('deeds');
  // u1 Free (old), u2 Premium (old), u3 Free (new: joined 2 days ago), u4 Lifetime (last used 60 days ago),
  // u5 Free (old): opened the app today (last_active_at) but has no activity item since 150 days ago,
  // so is active in no period but All Time (active = an activity item on a day of the period, as
  // User Engagement counts; docs/product.md §2.8). Activity: one item per completion below.
  for (const [key, status, created, lastActive] of [
    ['u1', 'Free User', -100, 0],
    ['u2', 'Premium User', -100, 0],
    ['u3', 'Free User', -2, 0],
    ['u4', 'Lifetime User', -200, -60],
    ['u5', 'Free User', -200, 0],
  ] as const) {
    const [row] = await insert<{ id: number }>(sql`
      INSERT INTO users (name, age, location, email, status, created_at, last_active_at)
      VALUES (${key}, 30, 'Leeds', ${`${key}@example.com`}, ${status}, ${at(created)}, ${lastActive === 0 ? new Date().toISOString() : at(lastActive)})
      RETURNING id`);
    ids.users[key] = row!.id;
  }
  for (const name of ['Pray Fajr on time', 'Read a page of Quran']) {
    const [row] = await insert<{ id: number }>(sql`
      INSERT INTO thawab_tasks (name, description, category, xp_value, icon, scheduling_type, scheduling_value, difficulty_level, min_level)
      VALUES (${name}, 'For tests', 'Prayer', 20, '🕌', 'daily', 'everyday', 'easy', 'Waking Soul') RETURNING id`);
    ids.tasks[name === 'Pray Fajr on time' ? 'T1' : 'T2'] = row!.id;
  }
  for (const name of ['First Steps', 'Generous Soul']) {
    const [row] = await insert<{ id: number }>(sql`
      INSERT INTO badges (name, description, icon, color_class, required_count, required_days, category, difficulty)
      VALUES (${name}, 'For tests', '🏆', 'Amber', 3, 0, 'Prayer', 'easy') RETURNING id`);
    ids.badges[name === 'First Steps' ? 'B1' : 'B2'] = row!.id;
  }
  const { users: u, tasks: t, badges: b } = ids;
  const completions: [number, number, number][] = [
    [u.u1!, t.T1!, -6],
    [u.u1!, t.T1!, -5],
    [u.u1!, t.T1!, -1],
    [u.u2!, t.T1!, -5],
    [u.u3!, t.T1!, -1],
    [u.u3!, t.T1!, 0],
    [u.u1!, t.T2!, -20],
    [u.u4!, t.T2!, -60],
    [u.u2!, t.T2!, -3],
  ];
  for (const [user, task, offset] of completions) {
    await db.execute(
      sql`INSERT INTO thawab_completions (user_id, task_id, completed_on, completed_at, xp) VALUES (${user}, ${task}, ${day(offset)}, ${at(offset)}, 20)`,
    );
    await db.execute(sql`INSERT INTO user_activity (user_id, type, content, created_at)
                         VALUES (${user}, 'thawap_completed', 'Completed a deed', ${offset === 0 ? new Date().toISOString() : at(offset)})`);
  }
  await db.execute(
    sql`INSERT INTO user_activity (user_id, type, content, created_at) VALUES (${u.u5!}, 'blessing_sent', 'Sent a blessing', ${at(-150)})`,
  );
  const held: [number, number, number][] = [
    [u.u1!, b.B1!, -3],
    [u.u2!, b.B1!, -40],
    [u.u3!, b.B2!, 0],
    [u.u4!, b.B1!, -70],
    [u.u5!, b.B2!, -2],
  ];
  for (const [user, badge, offset] of held) {
    await db.execute(
      sql`INSERT INTO user_badges (user_id, badge_id, earned_at) VALUES (${user}, ${badge}, ${offset === 0 ? new Date().toISOString() : at(offset)})`,
    );
  }
});

afterAll(() => closeDb());

const get = (
  handler: Parameters<typeof call>[0],
  path: string,
  role: StaffRole | null = 'Moderator',
  params: Record<string, string> = {},
) => call(handler, staffRequest('GET', path, { cookie: role ? cookies[role] : undefined }), context(params));

async function thawabReport(period: string, segment = 'all'): Promise<ThawabReport> {
  const res = await get(thawabs, API.analyticsThawabs.path({ period, segment }));
  expect(res.status).toBe(200);
  return res.body;
}
async function badgeReport(period: string, segment = 'all'): Promise<BadgeReport> {
  const res = await get(badgesView, API.analyticsBadges.path({ period, segment }));
  expect(res.status).toBe(200);
  return res.body;
}
const task = (report: ThawabReport, key: 'T1' | 'T2') => report.tasks.find((x) => x.id === ids.tasks[key])!;
const badge = (report: BadgeReport, key: 'B1' | 'B2') => report.badges.find((x) => x.id === ids.badges[key])!;

describe('analytics endpoints × role', () => {
  it.each([
    ['Super Admin', 200],
    ['Moderator', 200],
    ['Content Editor', 403],
    [null, 401],
  ] as const)('%s → %i on thawabs, badges and their exports (no-store)', async (role, status) => {
    for (const [handler, path] of [
      [thawabs, API.analyticsThawabs.path({ period: '7d' })],
      [badgesView, API.analyticsBadges.path({ period: '7d' })],
      [exportCsv, API.analyticsExport.path({ period: '7d', view: 'thawabs' })],
      [exportCsv, API.analyticsExport.path({ period: '7d', view: 'badges' })],
    ] as const) {
      const res = await get(handler, path, role);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it.each([
    ['period=1y', 'Period must be 7d, 30d, 90d or all'],
    ['period=7d&segment=vip', 'Segment must be all, new, premium or free'],
    ['period=7d&page=0', 'Page must be a whole number from 1 to 1000000'],
    ['period=7d&page=abc', 'Page must be a whole number from 1 to 1000000'],
    ['period=7d&extra=1', null],
    ['period=7d&period=30d', "Query parameter 'period' is repeated"],
  ])('?%s → 400', async (query, message) => {
    for (const handler of [thawabs, badgesView]) {
      const res = await get(handler, `${API.analyticsThawabs.pattern}?${query}`);
      expect(res.status).toBe(400);
      if (message) expect(res.body.error).toBe(message);
    }
  });
});

describe('Thawab Metrics: completions and retention per task', () => {
  it('7 days, all users: hand-computed completions, users, halves and retention', async () => {
    const r = await thawabReport('7d');
    expect(r).toMatchObject({
      from: day(-6),
      to: today,
      secondHalfFrom: day(-3),
      totalCompletions: 7,
      completingUsers: 3,
      totalTasks: 2,
    });
    // T1: u1 (−6, −5, −1: both halves), u2 (−5: first only), u3 (−1, 0: second only) → 1 of 2 retained.
    expect(task(r, 'T1')).toMatchObject({
      completions: 6,
      users: 3,
      firstHalfUsers: 2,
      retainedUsers: 1,
      retention: 50,
    });
    expect(task(r, 'T2')).toMatchObject({
      completions: 1,
      users: 1,
      firstHalfUsers: 0,
      retainedUsers: 0,
      retention: null,
    });
    expect(r.tasks[0]!.id).toBe(ids.tasks.T1); // most completed first
    expect(r.daily).toHaveLength(7);
    expect(r.daily.find((d) => d.day === day(-5))!.completions).toBe(2);
    expect(r.daily.find((d) => d.day === day(-1))!.completions).toBe(2);
  });

  it('each segment changes the answer as computed by hand', async () => {
    const premium = await thawabReport('7d', 'premium'); // u2 (u4 has nothing in 7 days)
    expect(task(premium, 'T1')).toMatchObject({
      completions: 1,
      users: 1,
      firstHalfUsers: 1,
      retainedUsers: 0,
      retention: 0,
    });
    expect(premium.totalCompletions).toBe(2);
    const free = await thawabReport('7d', 'free'); // u1 and u3
    expect(task(free, 'T1')).toMatchObject({
      completions: 5,
      users: 2,
      firstHalfUsers: 1,
      retainedUsers: 1,
      retention: 100,
    });
    expect(task(free, 'T2')!.completions).toBe(0);
    const fresh = await thawabReport('7d', 'new'); // u3 joined 2 days ago
    expect(task(fresh, 'T1')).toMatchObject({ completions: 2, users: 1, firstHalfUsers: 0, retention: null });
    expect(fresh.completingUsers).toBe(1);
  });

  it('each period changes the answer: 30 days halves at day −15, 90 days and All Time reach u4', async () => {
    const month = await thawabReport('30d');
    expect(month.secondHalfFrom).toBe(day(-14));
    // T2 in 30 days: u1 at −20 (first half), u2 at −3 (second half) → 0 of 1 retained.
    expect(task(month, 'T2')).toMatchObject({
      completions: 2,
      users: 2,
      firstHalfUsers: 1,
      retainedUsers: 0,
      retention: 0,
    });
    expect(task(month, 'T1')).toMatchObject({ completions: 6, firstHalfUsers: 0, retention: null });
    expect(task(await thawabReport('90d'), 'T2')!.completions).toBe(3);
    const all = await thawabReport('all');
    expect(all.from).toBe(day(-60));
    expect(all.totalCompletions).toBe(9);
    expect(task(await thawabReport('all', 'premium'), 'T2')!.completions).toBe(2); // u4 (Lifetime) and u2
  });
});

describe('Badge Analytics: earned by and conversion', () => {
  it('7 days, all users: active users, earned in period and conversion per badge', async () => {
    const r = await badgeReport('7d');
    // Active: u1, u2, u3 (activity items in the 7 days); not u5, whose last_active_at is today but
    // whose last activity item is 150 days old.
    expect(r).toMatchObject({ from: day(-6), activeUsers: 3, earnedInPeriod: 2, totalBadges: 2 });
    expect(badge(r, 'B1')).toMatchObject({ earnedBy: 3, earnedInPeriod: 1, conversion: 33.3 });
    // B2: u3 (today, active) counts; u5 (2 days ago, not active in the period) does not.
    expect(badge(r, 'B2')).toMatchObject({ earnedBy: 2, earnedInPeriod: 1, conversion: 33.3 });
  });

  it('active users are those of User Engagement for every period and segment', async () => {
    const expected: Record<string, number> = {
      '7d:all': 3,
      '7d:new': 1,
      '7d:premium': 1,
      '7d:free': 2,
      '30d:all': 3,
      '30d:new': 1,
      '30d:premium': 1,
      '30d:free': 2,
      '90d:all': 4,
      '90d:new': 1,
      '90d:premium': 2,
      '90d:free': 2,
      // All Time: u5 too (activity 150 days ago); New = signed up in the last 30 days (u3).
      'all:all': 5,
      'all:new': 1,
      'all:premium': 2,
      'all:free': 3,
    };
    for (const period of PERIODS) {
      for (const segment of SEGMENTS) {
        const res = await get(engagementView, API.analyticsEngagement.path({ period, segment }));
        expect(res.status).toBe(200);
        const engagement = res.body as EngagementReport;
        const badges = await badgeReport(period, segment);
        expect(badges.activeUsers, `${period} ${segment}`).toBe(expected[`${period}:${segment}`]);
        expect(engagement.activeUsers, `${period} ${segment}`).toBe(badges.activeUsers);
      }
    }
  });

  it('segments and periods change the answer as computed by hand', async () => {
    const premium = await badgeReport('7d', 'premium'); // active premium: u2 only; holders u2 and u4
    expect(premium.activeUsers).toBe(1);
    expect(badge(premium, 'B1')).toMatchObject({ earnedBy: 2, earnedInPeriod: 0, conversion: 0 });
    const quarter = await badgeReport('90d'); // active: all four; B1 earned at −3, −40, −70
    expect(quarter.activeUsers).toBe(4);
    expect(badge(quarter, 'B1')).toMatchObject({ earnedInPeriod: 3, conversion: 75 });
    expect(badge(quarter, 'B2')).toMatchObject({ earnedInPeriod: 1, conversion: 25 });
    const fresh = await badgeReport('30d', 'new'); // u3 only
    expect(fresh.activeUsers).toBe(1);
    expect(badge(fresh, 'B2')).toMatchObject({ earnedBy: 1, earnedInPeriod: 1, conversion: 100 });
    expect(badge(fresh, 'B1')!.earnedBy).toBe(0);
  });

  it('the export carries the current view with its segment (BOM, one row per badge)', async () => {
    const res = await exportCsv(
      staffRequest('GET', API.analyticsExport.path({ period: '90d', view: 'badges', segment: 'all' }), {
        cookie: cookies.Moderator,
      }),
      context(),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="thawab-analytics-badges-90d-all-${today}.csv"`,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text).toContain('Badge analytics, 90 Days, All Users');
    expect(text).toContain('Active users,4\r\n');
    expect(text).toContain('First Steps,Prayer,Active,3,3,75\r\n');
    const tasks = await get(exportCsv, API.analyticsExport.path({ period: '7d', view: 'thawabs', segment: 'free' }));
    expect(tasks.body).toContain('Thawab metrics, 7 Days, Free Users');
    expect(tasks.body).toContain('Pray Fajr on time,Prayer,Active,5,2,1,1,100\r\n');
  });
});

describe('Badges tab: Earned By is the real count of holders', () => {
  it('the staff list, the item and the app API count user_badges; a user delete lowers it and leaves no orphans', async () => {
    const list = await get(adminBadges, API.adminBadges.path(), 'Super Admin');
    expect(list.status).toBe(200);
    const b1 = list.body.items.find((x: { id: number }) => x.id === ids.badges.B1);
    expect(b1.earnedByCount).toBe(3);
    const app = await call(appBadges, new Request(`http://localhost:8888${API.appBadges}`));
    expect(app.body.badges.find((x: { id: number }) => x.id === ids.badges.B1).earnedByCount).toBe(3);

    const del = await call(
      adminUser,
      staffRequest('DELETE', API.adminUser.path(ids.users.u4!), {
        cookie: cookies.Moderator,
        body: { version: await versionOf('users', ids.users.u4!) },
      }),
      context({ id: String(ids.users.u4) }),
    );
    expect(del.status).toBe(200);
    const item = await get(adminBadges, API.adminBadges.path(ids.badges.B1!), 'Super Admin', {
      id: String(ids.badges.B1),
    });
    expect(item.body.earnedByCount).toBe(2);
    const [orphans] = await queryRows<{ completions: number; badges: number }>(
      db,
      sql`SELECT (SELECT count(*) FROM thawab_completions c WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = c.user_id))::int AS completions,
                 (SELECT count(*) FROM user_badges b WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = b.user_id))::int AS badges`,
    );
    expect(orphans).toEqual({ completions: 0, badges: 0 });
    // The analytics summary still holds the figures from before the delete until the scheduled refresh runs.
    expect(task(await thawabReport('all'), 'T2')!.completions).toBe(3);
    const job = await call(
      refreshJob,
      new Request('http://localhost:8888/.netlify/functions/scheduled-refresh-deeds-analytics', { method: 'POST' }),
    );
    expect(job.status).toBe(200);
    expect(job.body.views).toBe(16);
    expect(task(await thawabReport('all'), 'T2')!.completions).toBe(2);
    expect(badge(await badgeReport('all'), 'B1')!.earnedBy).toBe(2);
  });
});
