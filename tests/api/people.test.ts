// People tools (issue 10): users, circles, referrals and their CSV exports, against a generated
// sample community in a real Postgres. Lists are checked against SQL written independently here.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminUsers from '../../functions/admin-users.mts';
import adminUser from '../../functions/admin-user.mts';
import adminUserStreak from '../../functions/admin-user-streak.mts';
import adminCircles from '../../functions/admin-circles.mts';
import adminCircle from '../../functions/admin-circle.mts';
import adminCircleMember from '../../functions/admin-circle-member.mts';
import adminCircleGoals from '../../functions/admin-circle-goals.mts';
import adminCircleGoal from '../../functions/admin-circle-goal.mts';
import adminReferrals from '../../functions/admin-referrals.mts';
import adminReferral from '../../functions/admin-referral.mts';
import adminExports from '../../functions/admin-exports.mts';
import refreshReferralJob from '../../functions/refresh-referral-window.mts';
import { getDb } from '../../src/server/db.ts';
import { seedContent } from '../../src/server/content/seed.ts';
import { seedSampleDeedsOnce } from '../../src/server/people/first-run.ts';
import { generateSampleDeeds } from '../../src/server/people/sample-deeds.ts';
import { generateSampleCommunity } from '../../src/server/people/sample.ts';
import { queryRows } from '../../src/server/sql.ts';
import { ensureReferralWindow, refreshReferralWindow } from '../../src/server/repositories/referral-window.ts';
import type { StaffRole } from '../../src/lib/staff-roles.ts';
import { API, withQuery } from '../../src/lib/routes.ts';
import { closeDb, call, context, truncate, useTestDatabase, versionOf } from './helpers.ts';
import { cookieFor, createStaff, staffRequest } from './staff-helpers.ts';

useTestDatabase();
const db = () => getDb();
const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);
const cookies = {} as Record<StaffRole, string>;
const ROLES: StaffRole[] = ['Super Admin', 'Moderator', 'Content Editor'];

beforeAll(async () => {
  await truncate('staff_accounts', 'audit_log', 'users', 'circles', 'circle_members', 'circle_goals', 'invitations', 'user_activity', 'launch_signups');
  for (const [username, role] of [['root', 'Super Admin'], ['editor', 'Content Editor'], ['mod', 'Moderator']] as const) {
    cookies[role] = await cookieFor((await createStaff(username, role)).id);
  }
  await generateSampleCommunity(db(), { users: 400, seed: 0.1 });
  // Thawab completions and earned badges hang off the users too (the delete tests check them).
  await seedContent(db());
  await generateSampleDeeds(db(), { seed: 0.1 });
}, 60_000);

afterAll(async () => {
  await closeDb();
});

const get = (handler: Parameters<typeof call>[0], path: string, role: StaffRole | null, params: Record<string, string> = {}) =>
  call(handler, staffRequest('GET', path, { cookie: role ? cookies[role] : undefined }), context(params));
const send = (handler: Parameters<typeof call>[0], method: string, path: string, role: StaffRole | null, body: unknown, params: Record<string, string> = {}, origin?: string | null) =>
  call(handler, staffRequest(method, path, { cookie: role ? cookies[role] : undefined, body, ...(origin === undefined ? {} : { origin }) }), context(params));

async function auditCount(action: string): Promise<number> {
  const [row] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM audit_log WHERE action = ${action}`);
  return row!.n;
}
async function anyUser(where = sql`TRUE`): Promise<number> {
  const [row] = await rows<{ id: number }>(sql`SELECT id FROM users u WHERE ${where} ORDER BY id LIMIT 1`);
  return row!.id;
}

describe('access: endpoint × role', () => {
  it('reads: Moderator and Super Admin 200, Content Editor 403, signed out 401', async () => {
    const user = await anyUser();
    const [circle] = await rows<{ id: number }>(sql`SELECT id FROM circles ORDER BY id LIMIT 1`);
    const [inviter] = await rows<{ inviter_id: number }>(sql`SELECT inviter_id FROM invitations ORDER BY id LIMIT 1`);
    const reads: [Parameters<typeof call>[0], string, Record<string, string>][] = [
      [adminUsers, API.adminUsers, {}],
      [adminUser, API.adminUser.path(user), { id: String(user) }],
      [adminCircles, API.adminCircles, {}],
      [adminCircle, API.adminCircle.path(circle!.id), { id: String(circle!.id) }],
      [adminReferrals, API.adminReferrals, {}],
      [adminReferral, API.adminReferral.path(`u${inviter!.inviter_id}`), { key: `u${inviter!.inviter_id}` }],
      [adminExports, API.adminExport.path('users'), { kind: 'users' }],
      [adminExports, API.adminExport.path('circles'), { kind: 'circles' }],
      [adminExports, API.adminExport.path('referrals'), { kind: 'referrals' }],
    ];
    for (const [handler, path, params] of reads) {
      expect((await get(handler, path, null, params)).status, `${path} signed out`).toBe(401);
      expect((await get(handler, path, 'Content Editor', params)).status, `${path} editor`).toBe(403);
      expect((await get(handler, path, 'Moderator', params)).status, `${path} moderator`).toBe(200);
      expect((await get(handler, path, 'Super Admin', params)).status, `${path} super admin`).toBe(200);
    }
  });

  it('writes: Content Editor 403 and signed out 401 change nothing; another Origin is refused', async () => {
    const user = await anyUser(sql`streak > 0`);
    const [member] = await rows<{ circle_id: number; user_id: number }>(sql`SELECT circle_id, user_id FROM circle_members WHERE role = 'Member' ORDER BY id LIMIT 1`);
    const c = String(member!.circle_id);
    const [goal] = await rows<{ id: number }>(sql`INSERT INTO circle_goals (circle_id, title, target_count) VALUES (${member!.circle_id}, 'Access goal', 10) RETURNING id`);
    const writes: [Parameters<typeof call>[0], string, string, unknown, Record<string, string>][] = [
      [adminUser, 'PUT', API.adminUser.path(user), { name: 'X', email: 'x@example.com', location: '', level: null, streak: 0, score: 0, status: 'Free User' }, { id: String(user) }],
      [adminUser, 'DELETE', API.adminUser.path(user), undefined, { id: String(user) }],
      [adminUserStreak, 'POST', API.adminUserStreakReset.path(user), {}, { id: String(user) }],
      [adminCircle, 'PATCH', API.adminCircle.path(c), { visibility: 'private' }, { id: c }],
      [adminCircle, 'DELETE', API.adminCircle.path(c), undefined, { id: c }],
      [adminCircleMember, 'PATCH', API.adminCircleMember.path(c, member!.user_id), { role: 'Admin' }, { id: c, userId: String(member!.user_id) }],
      [adminCircleMember, 'DELETE', API.adminCircleMember.path(c, member!.user_id), undefined, { id: c, userId: String(member!.user_id) }],
      [adminCircleGoals, 'POST', API.adminCircleGoals.path(c), { title: 'Goal', targetCount: 5 }, { id: c }],
      [adminCircleGoal, 'PUT', API.adminCircleGoal.path(c, goal!.id), { title: 'Goal', targetCount: 5, currentCount: 1 }, { id: c, goalId: String(goal!.id) }],
      [adminCircleGoal, 'DELETE', API.adminCircleGoal.path(c, goal!.id), undefined, { id: c, goalId: String(goal!.id) }],
    ];
    const before = await rows(sql`SELECT (SELECT count(*) FROM audit_log)::int AS a, (SELECT count(*) FROM users)::int AS u, (SELECT count(*) FROM circles)::int AS c, (SELECT streak FROM users WHERE id = ${user}) AS s`);
    for (const [handler, method, path, body, params] of writes) {
      expect((await send(handler, method, path, null, body, params)).status, `${method} ${path} signed out`).toBe(401);
      expect((await send(handler, method, path, 'Content Editor', body, params)).status, `${method} ${path} editor`).toBe(403);
      expect((await send(handler, method, path, 'Moderator', body, params, 'https://evil.example')).status, `${method} ${path} other origin`).toBe(403);
      expect((await send(handler, method, path, 'Moderator', body, params, null)).status, `${method} ${path} no origin`).toBe(403);
    }
    const after = await rows(sql`SELECT (SELECT count(*) FROM audit_log)::int AS a, (SELECT count(*) FROM users)::int AS u, (SELECT count(*) FROM circles)::int AS c, (SELECT streak FROM users WHERE id = ${user}) AS s`);
    expect(after).toEqual(before);
    const [kept] = await rows(sql`SELECT title, target_count, current_count FROM circle_goals WHERE id = ${goal!.id}`);
    expect(kept).toEqual({ title: 'Access goal', target_count: 10, current_count: 0 });
  });
});

const LEVEL_ORDER = `CASE spiritual_level ${['Waking Soul', 'Seeking Soul', 'Awakening Mind', 'Growing Spirit', 'Steady Journeyer', 'Tranquil Heart', 'Sincere Seeker', 'Barakah Builder', 'Luminous Soul'].map((l, i) => `WHEN '${l}' THEN ${i + 1}`).join(' ')} ELSE 0 END`;

describe('users list: pages, sort and filters match independent SQL', () => {
  // The same meaning, written differently: ILIKE on the columns, circle roles by IN lists.
  const creators = sql`(SELECT user_id FROM circle_members WHERE role = 'Creator')`;
  const admins = sql`(SELECT user_id FROM circle_members WHERE role = 'Admin')`;
  const cases: { query: Record<string, string>; where: ReturnType<typeof sql>; order: string }[] = [
    { query: {}, where: sql`TRUE`, order: 'created_at DESC, id DESC' },
    { query: { q: 'KHAN' }, where: sql`(name ILIKE '%khan%' OR email ILIKE '%khan%')`, order: 'created_at DESC, id DESC' },
    { query: { q: '.ali', sort: 'name', dir: 'asc' }, where: sql`(name ILIKE '%.ali%' OR email ILIKE '%.ali%')`, order: 'name ASC, id ASC' },
    { query: { status: 'Premium User', sort: 'score', dir: 'asc', pageSize: '50' }, where: sql`status = 'Premium User'`, order: 'barakah_score ASC, id ASC' },
    { query: { level: 'Seeking Soul', circleRole: 'none', sort: 'streak' }, where: sql`spiritual_level = 'Seeking Soul' AND id NOT IN ${creators} AND id NOT IN ${admins}`, order: 'streak DESC, id DESC' },
    { query: { circleRole: 'Circle Creator', sort: 'email', dir: 'asc' }, where: sql`id IN ${creators}`, order: 'email ASC, id ASC' },
    { query: { circleRole: 'Circle Admin', sort: 'location' }, where: sql`id IN ${admins} AND id NOT IN ${creators}`, order: 'location DESC, id DESC' },
    { query: { sort: 'status', dir: 'asc', page: '3' }, where: sql`TRUE`, order: 'status ASC, id ASC' },
    { query: { sort: 'level', dir: 'asc', page: '2', pageSize: '100' }, where: sql`TRUE`, order: `${LEVEL_ORDER} ASC, id ASC` },
    { query: { sort: 'level', page: '4', pageSize: '50' }, where: sql`TRUE`, order: `${LEVEL_ORDER} DESC, id DESC` },
    { query: { sort: 'name', page: '2' }, where: sql`TRUE`, order: 'name DESC, id DESC' },
    {
      query: { sort: 'referrals' },
      where: sql`TRUE`,
      order: '(SELECT count(*) FROM invitations i WHERE i.inviter_id = users.id AND i.signed_up_at IS NOT NULL) DESC, id DESC',
    },
    {
      query: { sort: 'circleRole', dir: 'asc', status: 'Free User' },
      where: sql`status = 'Free User'`,
      order: `CASE WHEN id IN (SELECT user_id FROM circle_members WHERE role = 'Creator') THEN 3 WHEN id IN (SELECT user_id FROM circle_members WHERE role = 'Admin') THEN 2 ELSE 1 END ASC, id ASC`,
    },
  ];
  for (const { query, where, order } of cases) {
    it(`?${new URLSearchParams(query)}`, async () => {
      const page = Number(query.page ?? 1);
      const size = Number(query.pageSize ?? 25);
      const res = await get(adminUsers, withQuery(API.adminUsers, query), 'Moderator');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const expected = await rows<{ id: number }>(sql`SELECT id FROM users WHERE ${where} ORDER BY ${sql.raw(order)} LIMIT ${size} OFFSET ${(page - 1) * size}`);
      const [count] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM users WHERE ${where}`);
      expect(res.body.rows.map((r: { id: number }) => r.id)).toEqual(expected.map((r) => r.id));
      expect(res.body.total).toBe(count!.n);
      expect(res.body.pageSize).toBe(size);
    });
  }

  it('each row carries computed counts: referrals, referred by, circles, circle role', async () => {
    const [inviter] = await rows<{ id: number; n: number }>(sql`SELECT inviter_id AS id, count(*)::int AS n FROM invitations WHERE signed_up_at IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`);
    const res = await get(adminUser, API.adminUser.path(inviter!.id), 'Moderator', { id: String(inviter!.id) });
    expect(res.body.user.referrals).toBe(inviter!.n);
    const [invited] = await rows<{ invitee_id: number; inviter_id: number }>(sql`SELECT invitee_id, inviter_id FROM invitations WHERE invitee_id IS NOT NULL ORDER BY id LIMIT 1`);
    const detail = await get(adminUser, API.adminUser.path(invited!.invitee_id), 'Moderator', { id: String(invited!.invitee_id) });
    expect(detail.body.user.referredBy.id).toBe(invited!.inviter_id);
    const [circles] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM circle_members WHERE user_id = ${invited!.invitee_id}`);
    expect(detail.body.circles).toHaveLength(circles!.n);
    expect(detail.body.user.circles).toHaveLength(circles!.n);
    expect(Array.isArray(detail.body.activity)).toBe(true);
  });

  it('rejects bad queries with 400, never 500', async () => {
    for (const query of ['pageSize=30', 'page=0', 'page=abc', 'sort=password', 'dir=up', 'status=Gold', 'level=Nope', 'extra=1', 'q=a&q=b', `q=${'x'.repeat(101)}`, 'q=%00']) {
      const res = await get(adminUsers, `${API.adminUsers}?${query}`, 'Moderator');
      expect(res.status, query).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
  });

  it('returns 404 for a missing user and a malformed id', async () => {
    expect((await get(adminUser, API.adminUser.path(99999999), 'Moderator', { id: '99999999' })).status).toBe(404);
    expect((await get(adminUser, API.adminUser.path('abc'), 'Moderator', { id: 'abc' })).status).toBe(404);
  });
});

describe('users list: pages past the middle are read from the end and equal forward paging', () => {
  // Independent order per sort column (the referral and circle-role sorts from their source rows).
  const ORDER: Record<string, string> = {
    name: 'name',
    email: 'email',
    location: 'location',
    level: LEVEL_ORDER,
    streak: 'streak',
    score: 'barakah_score',
    status: 'status',
    createdAt: 'created_at',
    circleRole: `CASE WHEN id IN (SELECT user_id FROM circle_members WHERE role = 'Creator') THEN 3 WHEN id IN (SELECT user_id FROM circle_members WHERE role = 'Admin') THEN 2 ELSE 1 END`,
    referrals: '(SELECT count(*) FROM invitations i WHERE i.inviter_id = users.id AND i.signed_up_at IS NOT NULL)',
  };
  const FILTERS: { query: Record<string, string>; where: ReturnType<typeof sql> }[] = [
    { query: {}, where: sql`TRUE` },
    { query: { status: 'Free User' }, where: sql`status = 'Free User'` },
    { query: { q: 'A' }, where: sql`(name ILIKE '%a%' OR email ILIKE '%a%')` },
  ];
  let shortLastPages = 0;
  for (const sort of Object.keys(ORDER)) {
    it(`sort ${sort}, both directions, with and without a filter: the middle pages, the last page and past it`, async () => {
      for (const { query, where } of FILTERS) {
        for (const pageSize of [25, 100]) {
          const [count] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM users WHERE ${where}`);
          const total = count!.n;
          const last = Math.max(1, Math.ceil(total / pageSize));
          const middle = Math.ceil(last / 2);
          if (total % pageSize !== 0) shortLastPages++;
          for (const dir of ['asc', 'desc'] as const) {
            for (const page of new Set([Math.max(1, middle - 1), middle, middle + 1, last - 1, last, last + 1].filter((p) => p >= 1))) {
              const params = { ...query, sort, dir, page: String(page), pageSize: String(pageSize) };
              const res = await get(adminUsers, withQuery(API.adminUsers, params), 'Moderator');
              expect(res.status).toBe(200);
              const expected = await rows<{ id: number }>(
                sql`SELECT id FROM users WHERE ${where} ORDER BY ${sql.raw(`${ORDER[sort]} ${dir}, id ${dir}`)} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
              );
              const label = JSON.stringify(params);
              expect(res.body.total, label).toBe(total);
              expect(res.body.rows.map((r: { id: number }) => r.id), label).toEqual(expected.map((r) => r.id));
            }
          }
        }
      }
    });
  }
  it('covered short last pages (a total that is not a multiple of the page size)', () => {
    expect(shortLastPages).toBeGreaterThan(0);
  });
});

describe('users: edit, reset streak', () => {
  // The edit form sends the version of the user it loaded (decision 0029): here, the stored one.
  const edit = async (id: number, body: object) => send(adminUser, 'PUT', API.adminUser.path(id), 'Moderator', { ...body, version: await versionOf('users', id) }, { id: String(id) });
  const valid = { name: 'Maryam Yusuf', email: 'maryam.yusuf@example.com', location: 'Leeds, United Kingdom', level: 'Growing Spirit', streak: '12', score: 48, status: 'Premium User' };

  it('saves valid changes (integers from text), audited', async () => {
    const id = await anyUser();
    const before = await auditCount('user.updated');
    const res = await edit(id, valid);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, name: 'Maryam Yusuf', streak: 12, score: 48, status: 'Premium User', level: 'Growing Spirit' });
    const [row] = await rows<{ streak: number; barakah_score: number }>(sql`SELECT streak, barakah_score FROM users WHERE id = ${id}`);
    expect(row).toEqual({ streak: 12, barakah_score: 48 });
    expect(await auditCount('user.updated')).toBe(before + 1);
  });

  it('409 when another user has the email (any case); nothing changes, nothing audited', async () => {
    const [a, b] = await rows<{ id: number; email: string; name: string }>(sql`SELECT id, email, name FROM users ORDER BY id DESC LIMIT 2`);
    const before = await auditCount('user.updated');
    const res = await edit(a!.id, { ...valid, email: b!.email.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Another user already has this email address');
    const [row] = await rows<{ name: string }>(sql`SELECT name FROM users WHERE id = ${a!.id}`);
    expect(row!.name).toBe(a!.name);
    expect(await auditCount('user.updated')).toBe(before);
  });

  it('400 for non-integers, negatives, blanks, NUL bytes and unknown keys', async () => {
    const id = await anyUser();
    for (const body of [
      { ...valid, streak: '1.5' },
      { ...valid, streak: '' },
      { ...valid, streak: -1 },
      { ...valid, score: 'NaN' },
      { ...valid, score: 101 },
      { ...valid, name: 'A\u0000B' },
      { ...valid, name: '   ' },
      { ...valid, email: 'not-an-email' },
      { ...valid, status: 'Gold User' },
      { ...valid, isAdmin: true },
    ]) {
      expect((await edit(id, body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('reset streak sets it to 0 and is audited', async () => {
    const id = await anyUser(sql`streak > 0`);
    const before = await auditCount('user.streak_reset');
    const res = await send(adminUserStreak, 'POST', API.adminUserStreakReset.path(id), 'Moderator', { version: await versionOf('users', id) }, { id: String(id) });
    expect(res.status).toBe(200);
    const [row] = await rows<{ streak: number }>(sql`SELECT streak FROM users WHERE id = ${id}`);
    expect(row!.streak).toBe(0);
    expect(await auditCount('user.streak_reset')).toBe(before + 1);
    expect((await send(adminUserStreak, 'POST', API.adminUserStreakReset.path(999999), 'Moderator', { version: 1 }, { id: '999999' })).status).toBe(404);
  });
});

describe('users: delete cascades without orphans and every circle keeps its Creator', () => {
  async function integrity() {
    const [r] = await rows<Record<string, number>>(sql`SELECT
      (SELECT count(*) FROM circle_members m WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = m.user_id))::int AS orphan_members,
      (SELECT count(*) FROM invitations i WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = i.inviter_id))::int AS orphan_invites,
      (SELECT count(*) FROM user_activity a WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = a.user_id))::int AS orphan_activity,
      (SELECT count(*) FROM thawab_completions c WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = c.user_id))::int AS orphan_completions,
      (SELECT count(*) FROM user_badges b WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = b.user_id))::int AS orphan_badges,
      (SELECT count(*) FROM circles c WHERE (SELECT count(*) FROM circle_members m WHERE m.circle_id = c.id AND m.role = 'Creator') <> 1)::int AS circles_without_one_creator,
      (SELECT count(*) FROM circles c WHERE NOT EXISTS (SELECT 1 FROM circle_members m WHERE m.circle_id = c.id AND m.role = 'Creator' AND m.user_id = c.admin_id))::int AS admin_id_not_creator`);
    return r!;
  }
  const zero = { orphan_members: 0, orphan_invites: 0, orphan_activity: 0, orphan_completions: 0, orphan_badges: 0, circles_without_one_creator: 0, admin_id_not_creator: 0 };

  it('a creator with admins: the longest-standing Admin becomes Creator; sent invitations go; the received one is anonymised', async () => {
    expect(await integrity()).toEqual(zero);
    const [target] = await rows<{ user_id: number; circle_id: number }>(sql`
      SELECT m.user_id, m.circle_id FROM circle_members m
      WHERE m.role = 'Creator' AND EXISTS (SELECT 1 FROM circle_members a WHERE a.circle_id = m.circle_id AND a.role = 'Admin')
        AND EXISTS (SELECT 1 FROM invitations i WHERE i.invitee_id = m.user_id)
        AND EXISTS (SELECT 1 FROM invitations i WHERE i.inviter_id = m.user_id)
      ORDER BY m.id LIMIT 1`);
    const id = target!.user_id;
    const [successor] = await rows<{ user_id: number }>(sql`SELECT user_id FROM circle_members WHERE circle_id = ${target!.circle_id} AND role = 'Admin' ORDER BY joined_at, id LIMIT 1`);
    const [received] = await rows<{ id: number }>(sql`SELECT id FROM invitations WHERE invitee_id = ${id}`);
    const res = await send(adminUser, 'DELETE', API.adminUser.path(id), 'Moderator', { version: await versionOf('users', id) }, { id: String(id) });
    expect(res.status).toBe(200);
    expect(res.body.circlesHandedOver).toBeGreaterThanOrEqual(1);
    const [after] = await rows<Record<string, unknown>>(sql`SELECT
      (SELECT count(*) FROM users WHERE id = ${id})::int AS users,
      (SELECT count(*) FROM circle_members WHERE user_id = ${id})::int AS memberships,
      (SELECT count(*) FROM invitations WHERE inviter_id = ${id} OR invitee_id = ${id})::int AS invitations,
      (SELECT admin_id FROM circles WHERE id = ${target!.circle_id}) AS creator,
      (SELECT role FROM circle_members WHERE circle_id = ${target!.circle_id} AND user_id = ${successor!.user_id}) AS successor_role,
      (SELECT row_to_json(i) FROM (SELECT invitee_id, invitee_email, signed_up_at IS NOT NULL AS joined FROM invitations WHERE id = ${received!.id}) i) AS received`);
    expect(after).toEqual({ users: 0, memberships: 0, invitations: 0, creator: successor!.user_id, successor_role: 'Creator', received: { invitee_id: null, invitee_email: null, joined: true } });
    expect(await integrity()).toEqual(zero);
    expect(await auditCount('user.deleted')).toBeGreaterThanOrEqual(1);
  });

  it('the first-run completions and badges are added once: a second start adds nothing', async () => {
    const count = async () => (await rows<{ c: number; b: number }>(sql`SELECT (SELECT count(*) FROM thawab_completions)::int AS c, (SELECT count(*) FROM user_badges)::int AS b`))[0]!;
    const before = await count();
    expect(before.c).toBeGreaterThan(0);
    expect(before.b).toBeGreaterThan(0);
    expect(await seedSampleDeedsOnce(db())).toBeNull();
    expect(await count()).toEqual(before);
  });

  it('a user with thawab completions and earned badges: both go with them, the Earned By of their badge drops by one', async () => {
    const id = await anyUser(sql`EXISTS (SELECT 1 FROM thawab_completions c WHERE c.user_id = u.id) AND EXISTS (SELECT 1 FROM user_badges b WHERE b.user_id = u.id)`);
    const [held] = await rows<{ badge_id: number; holders: number }>(sql`
      SELECT b.badge_id, (SELECT count(*) FROM user_badges x WHERE x.badge_id = b.badge_id)::int AS holders FROM user_badges b WHERE b.user_id = ${id} LIMIT 1`);
    const res = await send(adminUser, 'DELETE', API.adminUser.path(id), 'Moderator', { version: await versionOf('users', id) }, { id: String(id) });
    expect(res.status).toBe(200);
    const [left] = await rows<{ completions: number; badges: number; holders: number }>(sql`SELECT
      (SELECT count(*) FROM thawab_completions WHERE user_id = ${id})::int AS completions,
      (SELECT count(*) FROM user_badges WHERE user_id = ${id})::int AS badges,
      (SELECT count(*) FROM user_badges WHERE badge_id = ${held!.badge_id})::int AS holders`);
    expect(left).toEqual({ completions: 0, badges: 0, holders: held!.holders - 1 });
    expect(await integrity()).toEqual(zero);
  });

  it('the only member of their circle: the circle goes with them', async () => {
    const id = await anyUser(sql`NOT EXISTS (SELECT 1 FROM circle_members m WHERE m.user_id = u.id)`);
    const [circle] = await rows<{ id: number }>(sql`INSERT INTO circles (name, description, type, admin_id) VALUES ('Solo', 'Just me', 'private', ${id}) RETURNING id`);
    await db().execute(sql`INSERT INTO circle_members (circle_id, user_id, role) VALUES (${circle!.id}, ${id}, 'Creator')`);
    await db().execute(sql`INSERT INTO circle_goals (circle_id, title, target_count) VALUES (${circle!.id}, 'Pray on time', 5)`);
    const res = await send(adminUser, 'DELETE', API.adminUser.path(id), 'Super Admin', { version: await versionOf('users', id) }, { id: String(id) });
    expect(res.status).toBe(200);
    expect(res.body.circlesRemoved).toBe(1);
    const [left] = await rows<{ c: number; g: number }>(sql`SELECT (SELECT count(*) FROM circles WHERE id = ${circle!.id})::int AS c, (SELECT count(*) FROM circle_goals WHERE circle_id = ${circle!.id})::int AS g`);
    expect(left).toEqual({ c: 0, g: 0 });
    expect(await integrity()).toEqual(zero);
    expect((await send(adminUser, 'DELETE', API.adminUser.path(id), 'Super Admin', { version: await versionOf('users', id) }, { id: String(id) })).status).toBe(404);
  });
});

describe('circles', () => {
  it('search (name, description, creator) and visibility filter match independent SQL', async () => {
    const [creator] = await rows<{ name: string }>(sql`SELECT u.name FROM circles c JOIN users u ON u.id = c.admin_id ORDER BY c.id LIMIT 1`);
    const word = creator!.name.split(' ')[1]!.toLowerCase();
    for (const [query, where] of [
      [{ q: 'FAJR' }, sql`(c.name ILIKE '%fajr%' OR c.description ILIKE '%fajr%' OR u.name ILIKE '%fajr%')`],
      [{ q: word, visibility: 'private' }, sql`(c.name ILIKE ${`%${word}%`} OR c.description ILIKE ${`%${word}%`} OR u.name ILIKE ${`%${word}%`}) AND c.type = 'private'`],
      [{ visibility: 'public', sort: 'name', dir: 'asc', pageSize: '100' }, sql`c.type = 'public'`],
    ] as const) {
      const res = await get(adminCircles, withQuery(API.adminCircles, query), 'Moderator');
      expect(res.status).toBe(200);
      const order = 'sort' in query ? 'lower(c.name) ASC, c.id ASC' : 'c.created_at DESC, c.id DESC';
      const expected = await rows<{ id: number }>(sql`SELECT c.id FROM circles c JOIN users u ON u.id = c.admin_id WHERE ${where} ORDER BY ${sql.raw(order)} LIMIT ${Number('pageSize' in query ? query.pageSize : 25)}`);
      expect(res.body.rows.map((r: { id: number }) => r.id)).toEqual(expected.map((r) => r.id));
      const [count] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM circles c JOIN users u ON u.id = c.admin_id WHERE ${where}`);
      expect(res.body.total).toBe(count!.n);
    }
  });

  it('member counts come from rows; members sort Creator first', async () => {
    const [big] = await rows<{ circle_id: number; n: number }>(sql`SELECT circle_id, count(*)::int AS n FROM circle_members GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`);
    const res = await get(adminCircle, API.adminCircle.path(big!.circle_id), 'Moderator', { id: String(big!.circle_id) });
    expect(res.body.circle.memberCount).toBe(big!.n);
    expect(res.body.members).toHaveLength(big!.n);
    expect(res.body.members[0].role).toBe('Creator');
  });

  it('visibility toggle and delete are audited; delete removes members and goals', async () => {
    const [c] = await rows<{ id: number; type: string }>(sql`SELECT id, type FROM circles ORDER BY id DESC LIMIT 1`);
    const next = c!.type === 'public' ? 'private' : 'public';
    const res = await send(adminCircle, 'PATCH', API.adminCircle.path(c!.id), 'Moderator', { visibility: next, version: await versionOf('circles', c!.id) }, { id: String(c!.id) });
    expect(res.status).toBe(200);
    expect((await rows<{ type: string }>(sql`SELECT type FROM circles WHERE id = ${c!.id}`))[0]!.type).toBe(next);
    expect(await auditCount('circle.visibility_changed')).toBeGreaterThanOrEqual(1);
    expect((await send(adminCircle, 'PATCH', API.adminCircle.path(c!.id), 'Moderator', { visibility: 'hidden', version: await versionOf('circles', c!.id) }, { id: String(c!.id) })).status).toBe(400);
    const del = await send(adminCircle, 'DELETE', API.adminCircle.path(c!.id), 'Moderator', { version: await versionOf('circles', c!.id) }, { id: String(c!.id) });
    expect(del.status).toBe(200);
    const [left] = await rows<{ n: number }>(sql`SELECT ((SELECT count(*) FROM circles WHERE id = ${c!.id}) + (SELECT count(*) FROM circle_members WHERE circle_id = ${c!.id}) + (SELECT count(*) FROM circle_goals WHERE circle_id = ${c!.id}))::int AS n`);
    expect(left!.n).toBe(0);
    expect(await auditCount('circle.deleted')).toBe(1);
  });

  it('Make Admin / Remove Admin / Remove work, never on the Creator', async () => {
    const [m] = await rows<{ circle_id: number; user_id: number; creator: number }>(sql`
      SELECT m.circle_id, m.user_id, c.admin_id AS creator FROM circle_members m JOIN circles c ON c.id = m.circle_id
      WHERE m.role = 'Member' ORDER BY m.id LIMIT 1`);
    const c = String(m!.circle_id);
    const role = async (userId: number) => (await rows<{ role: string }>(sql`SELECT role FROM circle_members WHERE circle_id = ${m!.circle_id} AND user_id = ${userId}`))[0]?.role;
    const patch = (userId: number, body: unknown) => send(adminCircleMember, 'PATCH', API.adminCircleMember.path(c, userId), 'Moderator', body, { id: c, userId: String(userId) });
    const remove = (userId: number) => send(adminCircleMember, 'DELETE', API.adminCircleMember.path(c, userId), 'Moderator', undefined, { id: c, userId: String(userId) });
    expect((await patch(m!.user_id, { role: 'Admin' })).status).toBe(200);
    expect(await role(m!.user_id)).toBe('Admin');
    expect((await patch(m!.user_id, { role: 'Member' })).status).toBe(200);
    expect(await role(m!.user_id)).toBe('Member');
    expect((await patch(m!.creator, { role: 'Member' })).status).toBe(409);
    expect((await patch(m!.user_id, { role: 'Creator' })).status).toBe(400);
    expect((await remove(m!.creator)).status).toBe(409);
    expect(await role(m!.creator)).toBe('Creator');
    expect((await remove(m!.user_id)).status).toBe(200);
    expect(await role(m!.user_id)).toBeUndefined();
    expect((await remove(m!.user_id)).status).toBe(404);
    expect(await auditCount('circle.member_made_admin')).toBe(1);
    expect(await auditCount('circle.member_removed')).toBe(1);
  });

  it('Add New Goal: 201 with 0 % progress; invalid targets 400; unknown circle 404', async () => {
    const [c] = await rows<{ id: number }>(sql`SELECT id FROM circles ORDER BY id LIMIT 1`);
    const post = (body: unknown, id = c!.id) => send(adminCircleGoals, 'POST', API.adminCircleGoals.path(id), 'Moderator', body, { id: String(id) });
    const res = await post({ title: 'Read Surah Al-Mulk nightly', targetCount: '30' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'Read Surah Al-Mulk nightly', targetCount: 30, currentCount: 0, percent: 0 });
    for (const body of [{ title: 'x', targetCount: 0 }, { title: 'x', targetCount: '2.5' }, { title: '', targetCount: 3 }, { title: 'x', targetCount: 3, extra: 1 }]) {
      expect((await post(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await post({ title: 'x', targetCount: 3 }, 9999999)).status).toBe(404);
  });

  it('edit a goal: title, target and progress saved; completion follows the progress; audited', async () => {
    const [c] = await rows<{ id: number }>(sql`SELECT id FROM circles ORDER BY id LIMIT 1 OFFSET 1`);
    const [g] = await rows<{ id: number }>(sql`INSERT INTO circle_goals (circle_id, title, description, target_count, current_count) VALUES (${c!.id}, 'Fast Mondays', 'Sunnah fasts', 8, 2) RETURNING id`);
    const put = async (body: object, circle = c!.id, goal = g!.id) =>
      send(adminCircleGoal, 'PUT', API.adminCircleGoal.path(circle, goal), 'Moderator', { ...body, version: await versionOf('circle_goals', goal) }, { id: String(circle), goalId: String(goal) });
    const audits = await auditCount('circle.goal_updated');
    const res = await put({ title: '  Fast Mondays and Thursdays ', targetCount: '10', currentCount: '4' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: g!.id, title: 'Fast Mondays and Thursdays', description: '', targetCount: 10, currentCount: 4, percent: 40, completedAt: null });
    const [saved] = await rows(sql`SELECT title, description, target_count, current_count, completed_at FROM circle_goals WHERE id = ${g!.id}`);
    expect(saved).toEqual({ title: 'Fast Mondays and Thursdays', description: '', target_count: 10, current_count: 4, completed_at: null });
    expect(await auditCount('circle.goal_updated')).toBe(audits + 1);
    const [audit] = await rows<{ summary: string; entity_id: string }>(sql`SELECT summary, entity_id FROM audit_log WHERE action = 'circle.goal_updated' ORDER BY id DESC LIMIT 1`);
    expect(audit!.summary).toContain('"Fast Mondays and Thursdays", 4/10 (was "Fast Mondays", 2/8)');
    expect(String(audit!.entity_id)).toBe(String(c!.id));

    // Reaching the target completes the goal (the date is kept on later edits); going below clears it.
    const done = await put({ title: 'Fast Mondays and Thursdays', description: 'Both days', targetCount: 10, currentCount: 12 });
    expect(done.body).toMatchObject({ percent: 100, description: 'Both days' });
    expect(done.body.completedAt).not.toBeNull();
    const again = await put({ title: 'Fast Mondays and Thursdays', targetCount: 10, currentCount: 10 });
    expect(again.body.completedAt).toBe(done.body.completedAt);
    const reopened = await put({ title: 'Fast Mondays and Thursdays', targetCount: 20, currentCount: 10 });
    expect(reopened.body).toMatchObject({ percent: 50, completedAt: null });

    const before = await rows(sql`SELECT * FROM circle_goals WHERE id = ${g!.id}`);
    for (const body of [
      { title: 'x', targetCount: 0, currentCount: 0 },
      { title: 'x', targetCount: 5, currentCount: -1 },
      { title: 'x', targetCount: 5, currentCount: '1.5' },
      { title: 'x', targetCount: 5, currentCount: 'NaN' },
      { title: 'x', targetCount: 5 },
      { title: '   ', targetCount: 5, currentCount: 1 },
      { title: 'a\u0000b', targetCount: 5, currentCount: 1 },
      { title: 'x', targetCount: 5, currentCount: 1, circleId: 2 },
      { title: 'x', targetCount: 2_000_000, currentCount: 1 },
    ]) {
      expect((await put(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await rows(sql`SELECT * FROM circle_goals WHERE id = ${g!.id}`)).toEqual(before);
    // A goal of another circle, an unknown goal and a malformed id are 404.
    const valid = { title: 'x', targetCount: 5, currentCount: 1 };
    expect((await put(valid, c!.id + 1)).status).toBe(404);
    expect((await put(valid, c!.id, 99999999)).status).toBe(404);
    expect((await send(adminCircleGoal, 'PUT', API.adminCircleGoal.path(c!.id, 'abc'), 'Moderator', valid, { id: String(c!.id), goalId: 'abc' })).status).toBe(404);
    expect(await rows(sql`SELECT * FROM circle_goals WHERE id = ${g!.id}`)).toEqual(before);
    expect(await auditCount('circle.goal_updated')).toBe(audits + 4);
  });

  it('delete a goal: gone from the circle detail, audited; a second delete or another circle 404', async () => {
    const [c] = await rows<{ id: number }>(sql`SELECT id FROM circles ORDER BY id LIMIT 1 OFFSET 2`);
    const [g] = await rows<{ id: number }>(sql`INSERT INTO circle_goals (circle_id, title, target_count) VALUES (${c!.id}, 'Read Surah Al-Kahf on Fridays', 4) RETURNING id`);
    const del = async (circle = c!.id, goal = g!.id) => send(adminCircleGoal, 'DELETE', API.adminCircleGoal.path(circle, goal), 'Moderator', { version: await versionOf('circle_goals', goal) }, { id: String(circle), goalId: String(goal) });
    const audits = await auditCount('circle.goal_deleted');
    expect((await del(c!.id + 1)).status).toBe(404);
    expect(await rows(sql`SELECT id FROM circle_goals WHERE id = ${g!.id}`)).toHaveLength(1);
    const res = await del();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true, circleId: c!.id, goalId: g!.id });
    expect(await rows(sql`SELECT id FROM circle_goals WHERE id = ${g!.id}`)).toHaveLength(0);
    const detail = await get(adminCircle, API.adminCircle.path(c!.id), 'Moderator', { id: String(c!.id) });
    expect(detail.body.goals.map((x: { id: number }) => x.id)).not.toContain(g!.id);
    expect(await auditCount('circle.goal_deleted')).toBe(audits + 1);
    const [audit] = await rows<{ summary: string }>(sql`SELECT summary FROM audit_log WHERE action = 'circle.goal_deleted' ORDER BY id DESC LIMIT 1`);
    expect(audit!.summary).toBe(`Deleted goal #${g!.id} "Read Surah Al-Kahf on Fridays" from circle #${c!.id} (${(await rows<{ name: string }>(sql`SELECT name FROM circles WHERE id = ${c!.id}`))[0]!.name})`);
    expect((await del()).status).toBe(404);
    expect(await auditCount('circle.goal_deleted')).toBe(audits + 1);
  });
});

// Active (decision 0025): used the app on one of the last 30 UTC days, today included; written
// here as a count of UTC days back from today, not as the app's window start.
const ACTIVE_BY_HAND = sql.raw(`(now() AT TIME ZONE 'UTC')::date - (v.last_active_at AT TIME ZONE 'UTC')::date < 30`);

/** The five referral summary totals, from the source rows (independent of the app's SQL). */
async function referralTotalsByHand() {
  const [app] = await rows<{ invites: number; signups: number; active: number }>(sql`
    SELECT count(*)::int AS invites, count(*) FILTER (WHERE i.signed_up_at IS NOT NULL)::int AS signups,
           count(*) FILTER (WHERE i.signed_up_at IS NOT NULL AND ${ACTIVE_BY_HAND})::int AS active
    FROM invitations i LEFT JOIN users v ON v.id = i.invitee_id`);
  const [wl] = await rows<{ invites: number; active: number }>(sql`
    SELECT count(*)::int AS invites,
           count(*) FILTER (WHERE EXISTS (SELECT 1 FROM users v WHERE lower(v.email) = lower(s.email) AND ${ACTIVE_BY_HAND}))::int AS active
    FROM launch_signups s WHERE s.referred_by_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM waitlist_referrals f WHERE f.invitee_id = s.id AND NOT f.credited)`);
  const invites = app!.invites + wl!.invites;
  const signups = app!.signups + wl!.invites;
  const active = app!.active + wl!.active;
  return {
    waitlistInvites: wl!.invites,
    totals: {
      totalReferrals: invites,
      totalSignups: signups,
      totalActive: active,
      conversionRate: Math.round((signups / invites) * 1000) / 10,
      retentionRate: Math.round((active / signups) * 1000) / 10,
    },
  };
}

describe('referrals', () => {
  it('totals count app invitations and launch-waitlist referrals (independent SQL)', async () => {
    const res = await get(adminReferrals, API.adminReferrals, 'Moderator');
    expect(res.status).toBe(200);
    const { totals, waitlistInvites } = await referralTotalsByHand();
    expect(waitlistInvites).toBeGreaterThan(0);
    expect(res.body.totals).toEqual(totals);
  });

  it('default sort is total invites descending; sorting by name is alphabetical; search by email', async () => {
    const res = await get(adminReferrals, API.adminReferrals, 'Moderator');
    const invites = res.body.rows.map((r: { totalInvites: number }) => r.totalInvites);
    expect(invites).toEqual([...invites].sort((a, b) => b - a));
    const [top] = await rows<{ inviter_id: number; n: number }>(sql`SELECT inviter_id, count(*)::int AS n FROM invitations GROUP BY 1 ORDER BY 2 DESC LIMIT 1`);
    expect(res.body.rows[0].totalInvites).toBeGreaterThanOrEqual(top!.n);
    const byName = await get(adminReferrals, withQuery(API.adminReferrals, { sort: 'inviterName', dir: 'asc', pageSize: 100 }), 'Moderator');
    const names = byName.body.rows.map((r: { inviterName: string }) => r.inviterName.toLowerCase());
    const [first] = await rows<{ name: string }>(sql`
      SELECT lower(name) AS name FROM users WHERE id IN (SELECT inviter_id FROM invitations) ORDER BY lower(name) LIMIT 1`);
    expect(names[0] <= first!.name).toBe(true);
    const [u] = await rows<{ email: string; id: number }>(sql`SELECT u.email, u.id FROM users u WHERE u.id IN (SELECT inviter_id FROM invitations) ORDER BY u.id LIMIT 1`);
    const found = await get(adminReferrals, withQuery(API.adminReferrals, { q: u!.email.toUpperCase() }), 'Moderator');
    expect(found.body.rows.map((r: { key: string }) => r.key)).toContain(`u${u!.id}`);
  });

  // Every inviter's row computed straight from the source rows (no roll-up), written independently.
  const INVITERS_BY_HAND = sql`
    WITH one AS (
      SELECT 'u' || i.inviter_id AS key, 1 AS invited, CASE WHEN i.signed_up_at IS NULL THEN 0 ELSE 1 END AS joined,
             CASE WHEN i.signed_up_at IS NOT NULL AND ${ACTIVE_BY_HAND} THEN 1 ELSE 0 END AS act, i.sent_at AS sent
      FROM invitations i LEFT JOIN users v ON v.id = i.invitee_id
      UNION ALL
      SELECT CASE WHEN ru.id IS NULL THEN 'w' || r.id ELSE 'u' || ru.id END, 1, 1,
             CASE WHEN EXISTS (SELECT 1 FROM users v WHERE lower(v.email) = lower(s.email) AND ${ACTIVE_BY_HAND}) THEN 1 ELSE 0 END,
             s.created_at
      FROM launch_signups s JOIN launch_signups r ON r.id = s.referred_by_id LEFT JOIN users ru ON lower(ru.email) = lower(r.email)
      WHERE NOT EXISTS (SELECT 1 FROM waitlist_referrals f WHERE f.invitee_id = s.id AND f.credited = false)
    ), per AS (
      SELECT key, sum(invited)::int AS total, sum(joined)::int AS signups, sum(act)::int AS active, max(sent) AS last FROM one GROUP BY key
    )
    SELECT per.*, coalesce(u.name, w.name, w.email, w.phone_number, 'Waitlist signup') AS name, coalesce(u.email, w.email) AS email,
           round(100.0 * per.signups / per.total, 1)::float8 AS conv,
           CASE WHEN per.signups = 0 THEN 0 ELSE round(100.0 * per.active / per.signups, 1)::float8 END AS ret
    FROM per
    LEFT JOIN users u ON per.key = 'u' || u.id
    LEFT JOIN launch_signups w ON per.key = 'w' || w.id`;
  const REFERRAL_ORDER: Record<string, string> = {
    inviterName: 'lower(name)',
    inviterEmail: 'lower(email)',
    totalInvites: 'total',
    signups: 'signups',
    activeUsers: 'active',
    conversionRate: 'conv',
    retentionRate: 'ret',
    lastInviteDate: 'last',
    bonusPoints: 'signups * 10',
  };

  for (const sort of Object.keys(REFERRAL_ORDER)) {
    for (const dir of ['desc', 'asc'] as const) {
      it(`sort ${sort} ${dir}: pages 1, 2, past the middle, the last of 25 and past it match the source rows (independent SQL)`, async () => {
        const [count] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM (${INVITERS_BY_HAND}) x`);
        const last = Math.ceil(count!.n / 25);
        expect(last).toBeGreaterThan(3);
        // Pages past the middle are read from the other end; the last one is short unless 25 divides the total.
        for (const page of [1, 2, Math.ceil(last / 2) + 1, last, last + 1]) {
          const res = await get(adminReferrals, withQuery(API.adminReferrals, { sort, dir, page }), 'Moderator');
          expect(res.status).toBe(200);
          const nulls = dir === 'asc' ? 'NULLS FIRST' : 'NULLS LAST';
          const expected = await rows<{ key: string; name: string; email: string | null; total: number; signups: number; active: number; conv: number; ret: number; last: Date }>(
            sql`SELECT * FROM (${INVITERS_BY_HAND}) x ORDER BY ${sql.raw(`${REFERRAL_ORDER[sort]} ${dir} ${nulls}, key ${dir}`)} LIMIT 25 OFFSET ${(page - 1) * 25}`,
          );
          expect(res.body.total).toBe(count!.n);
          expect(res.body.rows, `page ${page}`).toEqual(
            expected.map((e) => ({
              key: e.key,
              inviterName: e.name,
              inviterEmail: e.email,
              source: e.key.startsWith('u') ? 'app' : 'waitlist',
              totalInvites: e.total,
              signups: e.signups,
              activeUsers: e.active,
              conversionRate: e.conv,
              retentionRate: e.ret,
              lastInviteDate: new Date(e.last).toISOString(),
              bonusPoints: e.signups * 10,
            })),
          );
        }
      });
    }
  }

  it('search (name or email, any case) with a sort: the matching rows and count (independent SQL)', async () => {
    // "n a" also matches across a name's end and its email's start in users.search_text: not a match.
    const [spanning] = await rows<{ name: string }>(sql`
      SELECT u.name FROM users u JOIN invitations i ON i.inviter_id = u.id WHERE u.name LIKE '%n' AND u.email LIKE 'a%' LIMIT 1`);
    const cases: [string, string][] = [['KHAN', 'totalInvites'], ['a', 'activeUsers'], ['waitlist.', 'inviterEmail'], ['n a', 'signups']];
    if (spanning) cases.push([`${spanning.name.slice(-2)} a`, 'totalInvites']);
    for (const [q, sort] of cases) {
      const res = await get(adminReferrals, withQuery(API.adminReferrals, { q, sort, dir: 'desc', pageSize: 50 }), 'Moderator');
      const match = sql`(name ILIKE ${`%${q}%`} OR coalesce(email, '') ILIKE ${`%${q}%`})`;
      const expected = await rows<{ key: string }>(
        sql`SELECT key FROM (${INVITERS_BY_HAND}) x WHERE ${match} ORDER BY ${sql.raw(`${REFERRAL_ORDER[sort]} DESC NULLS LAST, key DESC`)} LIMIT 50`,
      );
      const [count] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM (${INVITERS_BY_HAND}) x WHERE ${match}`);
      if (!q.includes(' ')) expect(count!.n, q).toBeGreaterThan(0);
      expect(res.body.total, q).toBe(count!.n);
      expect(res.body.rows.map((r: { key: string }) => r.key), q).toEqual(expected.map((r) => r.key));
    }
  });

  it('concurrent writes for the same inviter and member both count (no refresh from a stale snapshot)', async () => {
    const [inviter, member] = await rows<{ id: number }>(sql`SELECT id FROM users WHERE circle_rank = 0 AND referral_count = 0 ORDER BY id DESC LIMIT 2`);
    const [c1, c2] = await rows<{ id: number }>(sql`SELECT id FROM circles ORDER BY id DESC LIMIT 2`);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // The first transaction writes and waits; the second writes for the same people meanwhile
    // (its refresh waits for the first's lock), then the first commits.
    const first = db().transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO invitations (inviter_id, invitee_email, sent_at) VALUES (${inviter!.id}, 'first@example.com', now())`);
      await tx.execute(sql`INSERT INTO circle_members (circle_id, user_id, role) VALUES (${c1!.id}, ${member!.id}, 'Admin')`);
      await gate;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = db().transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO invitations (inviter_id, invitee_email, sent_at) VALUES (${inviter!.id}, 'second@example.com', now())`);
      await tx.execute(sql`INSERT INTO circle_members (circle_id, user_id, role) VALUES (${c2!.id}, ${member!.id}, 'Member')`);
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await Promise.all([first, second]);
    expect((await rows(sql`SELECT invites, signups FROM referral_inviter_stats WHERE user_id = ${inviter!.id}`))[0]).toEqual({ invites: 2, signups: 0 });
    expect((await rows(sql`SELECT circle_rank FROM users WHERE id = ${member!.id}`))[0]).toEqual({ circle_rank: 1 });
  });

  it('the roll-ups stay equal to their source rows through every kind of write', async () => {
    const rollupDiff = async () =>
      rows(sql`
        SELECT 'stats' AS what, u.id FROM users u
        FULL JOIN referral_inviter_stats s ON s.user_id = u.id
        LEFT JOIN LATERAL (SELECT count(*)::int AS n, count(signed_up_at)::int AS j, max(sent_at) AS m FROM invitations i WHERE i.inviter_id = coalesce(u.id, s.user_id)) t ON true
        WHERE (t.n > 0 OR s.user_id IS NOT NULL) AND (s.invites IS DISTINCT FROM t.n OR s.signups IS DISTINCT FROM t.j OR s.last_invite_at IS DISTINCT FROM t.m)
        UNION ALL
        SELECT 'referral_count', u.id FROM users u WHERE u.referral_count <> (SELECT count(*) FROM invitations i WHERE i.inviter_id = u.id AND i.signed_up_at IS NOT NULL)
        UNION ALL
        SELECT 'invitee_last_active_at', i.id FROM invitations i LEFT JOIN users v ON v.id = i.invitee_id
        WHERE i.invitee_last_active_at IS DISTINCT FROM v.last_active_at
        UNION ALL
        SELECT 'circle_rank', u.id FROM users u
        WHERE u.circle_rank <> CASE WHEN EXISTS (SELECT 1 FROM circle_members m WHERE m.user_id = u.id AND m.role = 'Creator') THEN 2
                                    WHEN EXISTS (SELECT 1 FROM circle_members m WHERE m.user_id = u.id AND m.role = 'Admin') THEN 1 ELSE 0 END`);
    expect(await rollupDiff()).toEqual([]);
    const [a, b, c] = await rows<{ id: number }>(sql`SELECT id FROM users u WHERE circle_rank = 0 AND referral_count = 0 ORDER BY id LIMIT 3`);
    // New invitations, one signing up later, one withdrawn.
    await db().execute(sql`INSERT INTO invitations (inviter_id, invitee_email, sent_at) VALUES (${a!.id}, 'one@example.com', now() - interval '2 days'), (${a!.id}, 'two@example.com', now())`);
    expect((await rows(sql`SELECT invites, signups FROM referral_inviter_stats WHERE user_id = ${a!.id}`))[0]).toEqual({ invites: 2, signups: 0 });
    await db().execute(sql`UPDATE invitations SET invitee_id = ${b!.id}, signed_up_at = now() WHERE inviter_id = ${a!.id} AND invitee_email = 'one@example.com'`);
    expect((await rows(sql`SELECT referral_count FROM users WHERE id = ${a!.id}`))[0]).toEqual({ referral_count: 1 });
    await db().execute(sql`DELETE FROM invitations WHERE inviter_id = ${a!.id} AND invitee_email = 'two@example.com'`);
    expect(await rollupDiff()).toEqual([]);
    // The invitee uses the app: the inviter's Active Users follows at once.
    const activeOf = async () =>
      (await get(adminReferral, API.adminReferral.path(`u${a!.id}`), 'Moderator', { key: `u${a!.id}` })).body.inviter.activeUsers as number;
    await db().execute(sql`UPDATE users SET last_active_at = now() - interval '40 days' WHERE id = ${b!.id}`);
    expect(await activeOf()).toBe(0);
    await db().execute(sql`UPDATE users SET last_active_at = now() WHERE id = ${b!.id}`);
    expect(await activeOf()).toBe(1);
    const listed = await get(adminReferrals, withQuery(API.adminReferrals, { q: (await rows<{ email: string }>(sql`SELECT email FROM users WHERE id = ${a!.id}`))[0]!.email }), 'Moderator');
    expect(listed.body.rows[0]).toMatchObject({ key: `u${a!.id}`, totalInvites: 1, signups: 1, activeUsers: 1 });
    expect(await rollupDiff()).toEqual([]);
    // Circle roles: made Admin through the API, then a circle of their own, then it is deleted.
    const [m] = await rows<{ circle_id: number }>(sql`INSERT INTO circle_members (circle_id, user_id, role) SELECT id, ${c!.id}, 'Member' FROM circles ORDER BY id LIMIT 1 RETURNING circle_id`);
    expect((await send(adminCircleMember, 'PATCH', API.adminCircleMember.path(m!.circle_id, c!.id), 'Moderator', { role: 'Admin' }, { id: String(m!.circle_id), userId: String(c!.id) })).status).toBe(200);
    expect((await rows(sql`SELECT circle_rank FROM users WHERE id = ${c!.id}`))[0]).toEqual({ circle_rank: 1 });
    const [own] = await rows<{ id: number }>(sql`INSERT INTO circles (name, description, type, admin_id) VALUES ('Roll-up circle', 'x', 'public', ${c!.id}) RETURNING id`);
    await db().execute(sql`INSERT INTO circle_members (circle_id, user_id, role) VALUES (${own!.id}, ${c!.id}, 'Creator'), (${own!.id}, ${a!.id}, 'Admin')`);
    expect((await rows(sql`SELECT id, circle_rank FROM users WHERE id IN (${a!.id}, ${c!.id}) ORDER BY id`))).toEqual([{ id: a!.id, circle_rank: 1 }, { id: c!.id, circle_rank: 2 }]);
    expect((await send(adminCircle, 'DELETE', API.adminCircle.path(own!.id), 'Moderator', { version: await versionOf('circles', own!.id) }, { id: String(own!.id) })).status).toBe(200);
    expect(await rollupDiff()).toEqual([]);
    // Deleting the inviter (through the API) takes their roll-up; deleting the invitee keeps the sign-up.
    expect((await send(adminUser, 'DELETE', API.adminUser.path(b!.id), 'Moderator', { version: await versionOf('users', b!.id) }, { id: String(b!.id) })).status).toBe(200);
    expect((await rows(sql`SELECT invites, signups FROM referral_inviter_stats WHERE user_id = ${a!.id}`))[0]).toEqual({ invites: 1, signups: 1 });
    expect((await send(adminUser, 'DELETE', API.adminUser.path(a!.id), 'Moderator', { version: await versionOf('users', a!.id) }, { id: String(a!.id) })).status).toBe(200);
    expect(await rows(sql`SELECT * FROM referral_inviter_stats WHERE user_id = ${a!.id}`)).toEqual([]);
    expect(await rollupDiff()).toEqual([]);
  });

  it('details: funnel, rewards (10 XP per joined invitee, Avg. XP per Invite rounded) and invitees', async () => {
    const [inv] = await rows<{ id: number; total: number; joined: number }>(sql`
      SELECT inviter_id AS id, count(*)::int AS total, count(signed_up_at)::int AS joined FROM invitations
      GROUP BY 1 HAVING count(*) > count(signed_up_at) AND count(signed_up_at) > 0 ORDER BY 2 DESC, 1 LIMIT 1`);
    const key = `u${inv!.id}`;
    const res = await get(adminReferral, API.adminReferral.path(key), 'Moderator', { key });
    expect(res.status).toBe(200);
    const [wl] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM launch_signups s JOIN launch_signups r ON r.id = s.referred_by_id JOIN users u ON lower(u.email) = lower(r.email) WHERE u.id = ${inv!.id}`);
    const total = inv!.total + wl!.n;
    const joined = inv!.joined + wl!.n;
    expect(res.body.funnel).toMatchObject({ invited: total, signedUp: joined });
    expect(res.body.rewards).toEqual({ xpPerJoinedInvitee: 10, bonusPoints: joined * 10, avgXpPerInvite: Math.round((joined * 10) / total) });
    expect(res.body.invitees).toHaveLength(total);
    expect(res.body.invitees.filter((i: { status: string }) => i.status === 'Pending')).toHaveLength(total - joined);
    for (const bad of ['x1', 'u0', 'u', '1']) expect((await get(adminReferral, API.adminReferral.path(bad), 'Moderator', { key: bad })).status).toBe(404);
  });

  it('a waitlist referrer without an app account is an inviter of its own', async () => {
    const [ref] = await rows<{ id: number }>(sql`
      INSERT INTO launch_signups (name, email, source, referral_code) VALUES ('Waitlist Only Wafa', 'wafa.only@example.com', 'self_assessment', 'wafa0000ref') RETURNING id`);
    await db().execute(sql`INSERT INTO launch_signups (email, source, referred_by_id, metadata) VALUES
      ('friend.one@example.com', 'self_assessment', ${ref!.id}, '{"referredByCode":"wafa0000ref"}'),
      ('friend.two@example.com', 'self_assessment', ${ref!.id}, '{"referredByCode":"wafa0000ref"}')`);
    const res = await get(adminReferrals, withQuery(API.adminReferrals, { q: 'wafa.only' }), 'Moderator');
    expect(res.body.rows).toHaveLength(1);
    expect(res.body.rows[0]).toMatchObject({ key: `w${ref!.id}`, source: 'waitlist', totalInvites: 2, signups: 2, bonusPoints: 20 });
  });

  it('a waitlist referral the credit rules flagged earns the inviter nothing here either', async () => {
    const [ref] = await rows<{ id: number }>(sql`
      INSERT INTO launch_signups (name, email, source, referral_code) VALUES ('Busy Basma', 'busy.basma@example.com', 'self_assessment', 'basma000ref') RETURNING id`);
    const invitees = await rows<{ id: number }>(sql`INSERT INTO launch_signups (email, source, referred_by_id) VALUES
      ('kept@example.com', 'self_assessment', ${ref!.id}),
      ('burst@example.com', 'self_assessment', ${ref!.id}) RETURNING id`);
    await db().execute(sql`INSERT INTO waitlist_referrals (referrer_id, invitee_id, credited, flag_reason) VALUES
      (${ref!.id}, ${invitees[0]!.id}, true, NULL), (${ref!.id}, ${invitees[1]!.id}, false, 'burst')`);
    const res = await get(adminReferrals, withQuery(API.adminReferrals, { q: 'busy.basma' }), 'Moderator');
    expect(res.body.rows[0]).toMatchObject({ key: `w${ref!.id}`, totalInvites: 1, signups: 1, bonusPoints: 10 });
  });
});

describe('referrals: Active Users for a stored day window (last 30 UTC days, today included)', () => {
  const TODAY = sql.raw(`(now() AT TIME ZONE 'UTC')::date`);
  /** 00:00 UTC of the day `daysAgo` days before today, computed here in JavaScript. */
  const utcDayStart = (daysAgo: number) => {
    const now = new Date();
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysAgo));
  };
  const isoDay = (date: Date) => date.toISOString().slice(0, 10);
  /** Inviters whose stored active count differs from their invitees' rows for the window ending on `day`. */
  const activeDiff = (day: ReturnType<typeof sql> = sql`${TODAY}`) =>
    rows<{ user_id: number; stored: number; by_hand: number }>(sql`
      SELECT * FROM (
        SELECT s.user_id, s.active AS stored,
               (SELECT count(*) FROM invitations i JOIN users v ON v.id = i.invitee_id
                WHERE i.inviter_id = s.user_id AND i.signed_up_at IS NOT NULL
                  AND ${day} - (v.last_active_at AT TIME ZONE 'UTC')::date < 30)::int AS by_hand
        FROM referral_inviter_stats s
      ) x WHERE x.stored <> x.by_hand`);
  const storedActive = async (id: number) => (await rows<{ active: number }>(sql`SELECT active FROM referral_inviter_stats WHERE user_id = ${id}`))[0]?.active;
  const storedDay = async () => (await rows<{ today: string }>(sql`SELECT today::text FROM referral_active_window`))[0]?.today;
  /** Users with no invitation either way (fresh inviters and invitees for a story). */
  const freshUsers = (n: number) =>
    rows<{ id: number; email: string }>(sql`
      SELECT id, email FROM users u WHERE NOT EXISTS (SELECT 1 FROM invitations i WHERE i.inviter_id = u.id OR i.invitee_id = u.id)
      AND NOT EXISTS (SELECT 1 FROM launch_signups l WHERE lower(l.email) = lower(u.email))
      ORDER BY id DESC LIMIT ${n}`);
  const listedRow = async (email: string) =>
    (await get(adminReferrals, withQuery(API.adminReferrals, { q: email }), 'Moderator')).body.rows[0] as { key: string; activeUsers: number; retentionRate: number };
  const detailOf = async (id: number) => (await get(adminReferral, API.adminReferral.path(`u${id}`), 'Moderator', { key: `u${id}` })).body;

  it('follows an invitee into and out of the window at its first moment, a sign-up and the deletion of the invitee and the inviter', async () => {
    await ensureReferralWindow(db());
    const [a, b, c] = await freshUsers(3);
    await db().execute(sql`UPDATE users SET last_active_at = ${utcDayStart(29)} WHERE id = ${b!.id}`);
    await db().execute(sql`INSERT INTO invitations (inviter_id, invitee_id, invitee_email, sent_at, signed_up_at) VALUES (${a!.id}, ${b!.id}, ${b!.email}, now() - interval '40 days', now() - interval '39 days')`);
    // The window's first moment (00:00 UTC, 29 days ago) is in it.
    expect(await storedActive(a!.id)).toBe(1);
    expect(await listedRow(a!.email)).toMatchObject({ key: `u${a!.id}`, activeUsers: 1, retentionRate: 100 });
    expect((await detailOf(a!.id)).invitees[0].status).toBe('Active');
    // One second earlier is the day before the window: out.
    await db().execute(sql`UPDATE users SET last_active_at = ${new Date(utcDayStart(29).getTime() - 1000)} WHERE id = ${b!.id}`);
    expect(await storedActive(a!.id)).toBe(0);
    expect(await listedRow(a!.email)).toMatchObject({ activeUsers: 0, retentionRate: 0 });
    const detail = await detailOf(a!.id);
    expect(detail.invitees[0].status).toBe('Inactive');
    expect(detail.funnel.active).toBe(0);
    await db().execute(sql`UPDATE users SET last_active_at = now() WHERE id = ${b!.id}`);
    expect(await storedActive(a!.id)).toBe(1);
    // A pending invitation counts once its invitee joins (they used the app today).
    await db().execute(sql`UPDATE users SET last_active_at = now() WHERE id = ${c!.id}`);
    await db().execute(sql`INSERT INTO invitations (inviter_id, invitee_email, sent_at) VALUES (${a!.id}, ${c!.email}, now() - interval '1 day')`);
    expect(await storedActive(a!.id)).toBe(1);
    await db().execute(sql`UPDATE invitations SET invitee_id = ${c!.id}, signed_up_at = now() WHERE inviter_id = ${a!.id} AND invitee_email = ${c!.email}`);
    expect(await storedActive(a!.id)).toBe(2);
    expect(await listedRow(a!.email)).toMatchObject({ activeUsers: 2, retentionRate: 100 });
    expect(await activeDiff()).toEqual([]);
    // The invitee's account is deleted: their sign-up stays, no longer active.
    expect((await send(adminUser, 'DELETE', API.adminUser.path(c!.id), 'Moderator', { version: await versionOf('users', c!.id) }, { id: String(c!.id) })).status).toBe(200);
    expect(await storedActive(a!.id)).toBe(1);
    expect(await listedRow(a!.email)).toMatchObject({ activeUsers: 1, retentionRate: 50 });
    expect(await activeDiff()).toEqual([]);
    const res = await get(adminReferrals, API.adminReferrals, 'Moderator');
    expect(res.body.totals).toEqual((await referralTotalsByHand()).totals);
    // The inviter is deleted: their row goes.
    expect((await send(adminUser, 'DELETE', API.adminUser.path(a!.id), 'Moderator', { version: await versionOf('users', a!.id) }, { id: String(a!.id) })).status).toBe(200);
    expect(await storedActive(a!.id)).toBeUndefined();
    expect(await activeDiff()).toEqual([]);
  });

  it('a window stored for yesterday is recounted by the first reader, once among 20 parallel readers, and by the scheduled job', async () => {
    const [p, q] = await freshUsers(2);
    // Used the app 30 UTC days ago: active in yesterday's window, not in today's.
    await db().execute(sql`UPDATE users SET last_active_at = ${new Date(utcDayStart(30).getTime() + 3_600_000)} WHERE id = ${q!.id}`);
    await db().execute(sql`INSERT INTO invitations (inviter_id, invitee_id, invitee_email, sent_at, signed_up_at) VALUES (${p!.id}, ${q!.id}, ${q!.email}, now() - interval '50 days', now() - interval '49 days')`);
    const yesterday = isoDay(utcDayStart(1));
    const storeYesterday = async () => {
      expect(await refreshReferralWindow(db(), { today: yesterday, force: true })).toMatchObject({ recounted: true, today: yesterday });
      expect(await storedDay()).toBe(yesterday);
      expect(await activeDiff(sql`${yesterday}::date`)).toEqual([]);
      expect(await storedActive(p!.id)).toBe(1);
      expect((await activeDiff()).map((d) => d.user_id)).toContain(p!.id);
    };

    await storeYesterday();
    const first = await get(adminReferrals, withQuery(API.adminReferrals, { sort: 'activeUsers', q: p!.email }), 'Moderator');
    expect(first.body.rows[0]).toMatchObject({ key: `u${p!.id}`, activeUsers: 0 });
    expect(await storedDay()).toBe(isoDay(utcDayStart(0)));
    expect(await activeDiff()).toEqual([]);
    expect(first.body.totals).toEqual((await referralTotalsByHand()).totals);

    await storeYesterday();
    const recounts = await Promise.all(Array.from({ length: 20 }, () => ensureReferralWindow(db())));
    expect(recounts.filter(Boolean)).toHaveLength(1);
    expect(await activeDiff()).toEqual([]);

    await storeYesterday();
    const expected = await referralTotalsByHand();
    const pages = await Promise.all(Array.from({ length: 20 }, () => get(adminReferrals, withQuery(API.adminReferrals, { sort: 'retentionRate' }), 'Moderator')));
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(page.body.totals).toEqual(expected.totals);
      expect(page.body.rows).toEqual(pages[0]!.body.rows);
    }
    expect(await activeDiff()).toEqual([]);

    await storeYesterday();
    const job = async () => (await call(refreshReferralJob, new Request('http://localhost:8888/.netlify/functions/refresh-referral-window', { method: 'POST' }))).body;
    expect(await job()).toMatchObject({ recounted: true, today: isoDay(utcDayStart(0)) });
    expect((await job()).recounted).toBe(false);
    expect(await activeDiff()).toEqual([]);
  });

  it('two writers for one inviter, and a writer during the day\u2019s recount, lose no count', async () => {
    await ensureReferralWindow(db());
    const [r, x, y] = await freshUsers(3);
    await db().execute(sql`UPDATE users SET last_active_at = now() - interval '60 days' WHERE id IN (${x!.id}, ${y!.id})`);
    await db().execute(sql`INSERT INTO invitations (inviter_id, invitee_id, invitee_email, sent_at, signed_up_at) VALUES
      (${r!.id}, ${x!.id}, ${x!.email}, now() - interval '90 days', now() - interval '89 days'),
      (${r!.id}, ${y!.id}, ${y!.email}, now() - interval '90 days', now() - interval '89 days')`);
    expect(await storedActive(r!.id)).toBe(0);
    const interleave = async (holder: (tx: Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0]) => Promise<void>, other: () => Promise<unknown>) => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const first = db().transaction(async (tx) => {
        await holder(tx);
        await gate;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const second = other();
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await Promise.all([first, second]);
    };
    // Both invitees come back at once, in two transactions: both count.
    await interleave(
      async (tx) => void (await tx.execute(sql`UPDATE users SET last_active_at = now() WHERE id = ${x!.id}`)),
      () => db().transaction(async (tx) => void (await tx.execute(sql`UPDATE users SET last_active_at = now() WHERE id = ${y!.id}`))),
    );
    expect(await storedActive(r!.id)).toBe(2);
    // The stored window is yesterday's. A writer counts an invitee last active 30 UTC days ago
    // (in yesterday's window) while the recount for today starts: the recount waits for it and
    // then counts the invitee out (without the window lock it would keep the writer's count).
    const yesterday = isoDay(utcDayStart(1));
    await refreshReferralWindow(db(), { today: yesterday, force: true });
    await interleave(
      async (tx) => void (await tx.execute(sql`UPDATE users SET last_active_at = ${new Date(utcDayStart(30).getTime() + 3_600_000)} WHERE id = ${x!.id}`)),
      () => refreshReferralWindow(db()),
    );
    expect(await storedDay()).toBe(isoDay(utcDayStart(0)));
    expect(await storedActive(r!.id)).toBe(1);
    expect(await activeDiff()).toEqual([]);
  });
});

/** RFC 4180 parser for the tests (quotes, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      out.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  if (cell || row.length) out.push([...row, cell]);
  return out;
}

describe('CSV exports', () => {
  it('users: BOM, dated filename, filters applied, one line per matching user, formulas neutralised', async () => {
    const id = await anyUser();
    await db().execute(sql`UPDATE users SET name = '=HYPERLINK("http://evil.example","click")', location = '+1 Lagos, "Nigeria"' WHERE id = ${id}`);
    const response = await adminExports(staffRequest('GET', withQuery(API.adminExport.path('users'), { status: 'Free User' }), { cookie: cookies.Moderator }), context({ kind: 'users' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="thawab-users-${today}.csv"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // TextDecoder drops the BOM (checked above as bytes).
    const table = parseCsv(new TextDecoder().decode(bytes));
    expect(table[0]![0]).toBe('ID');
    const [count] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM users WHERE status = 'Free User'`);
    expect(table.length - 1).toBe(count!.n);
    const ids = table.slice(1).map((r) => Number(r[0]));
    // The table's default order: newest first.
    const expected = await rows<{ id: number }>(sql`SELECT id FROM users WHERE status = 'Free User' ORDER BY created_at DESC, id DESC`);
    expect(ids).toEqual(expected.map((r) => r.id));
    const [status] = await rows<{ status: string }>(sql`SELECT status FROM users WHERE id = ${id}`);
    if (status!.status === 'Free User') {
      const line = table.find((r) => Number(r[0]) === id)!;
      expect(line[1]).toBe(`'=HYPERLINK("http://evil.example","click")`);
      expect(line[3]).toBe(`'+1 Lagos, "Nigeria"`);
    }
  });

  it('users and circles: rows in the table\u2019s current sort (and filters), the same order as its pages', async () => {
    const userCases: [Record<string, string>, ReturnType<typeof sql>, string][] = [
      [{ sort: 'referrals' }, sql`TRUE`, '(SELECT count(*) FROM invitations i WHERE i.inviter_id = users.id AND i.signed_up_at IS NOT NULL) DESC, id DESC'],
      [{ sort: 'name', dir: 'asc', status: 'Premium User' }, sql`status = 'Premium User'`, 'name ASC, id ASC'],
      [{ sort: 'circleRole', q: 'a' }, sql`(name ILIKE '%a%' OR email ILIKE '%a%')`, `CASE WHEN id IN (SELECT user_id FROM circle_members WHERE role = 'Creator') THEN 3 WHEN id IN (SELECT user_id FROM circle_members WHERE role = 'Admin') THEN 2 ELSE 1 END DESC, id DESC`],
      [{ sort: 'level', dir: 'asc' }, sql`TRUE`, `${LEVEL_ORDER} ASC, id ASC`],
    ];
    for (const [query, where, order] of userCases) {
      const response = await adminExports(staffRequest('GET', withQuery(API.adminExport.path('users'), query), { cookie: cookies.Moderator }), context({ kind: 'users' }));
      const ids = parseCsv((await response.text()).replace(/^\uFEFF/, '')).slice(1).map((r) => Number(r[0]));
      const expected = await rows<{ id: number }>(sql`SELECT id FROM users WHERE ${where} ORDER BY ${sql.raw(order)}`);
      expect(ids, JSON.stringify(query)).toEqual(expected.map((r) => r.id));
      const page = await get(adminUsers, withQuery(API.adminUsers, { ...query, pageSize: '100' }), 'Moderator');
      expect(ids.slice(0, 100)).toEqual(page.body.rows.map((r: { id: number }) => r.id));
    }
    const circleCases: [Record<string, string>, ReturnType<typeof sql>, string][] = [
      [{}, sql`TRUE`, 'created_at DESC, id DESC'],
      [{ sort: 'members', visibility: 'public' }, sql`type = 'public'`, '(SELECT count(*) FROM circle_members m WHERE m.circle_id = circles.id) DESC, id DESC'],
      [{ sort: 'name', dir: 'asc' }, sql`TRUE`, 'lower(name) ASC, id ASC'],
      [{ sort: 'members', dir: 'asc' }, sql`TRUE`, '(SELECT count(*) FROM circle_members m WHERE m.circle_id = circles.id) ASC, id ASC'],
      [{ sort: 'lastActive' }, sql`TRUE`, 'coalesce((SELECT max(m.last_active_at) FROM circle_members m WHERE m.circle_id = circles.id), created_at) DESC, id DESC'],
      [{ sort: 'lastActive', dir: 'asc', visibility: 'private' }, sql`type = 'private'`, 'coalesce((SELECT max(m.last_active_at) FROM circle_members m WHERE m.circle_id = circles.id), created_at) ASC, id ASC'],
    ];
    for (const [query, where, order] of circleCases) {
      const response = await adminExports(staffRequest('GET', withQuery(API.adminExport.path('circles'), query), { cookie: cookies.Moderator }), context({ kind: 'circles' }));
      const ids = parseCsv((await response.text()).replace(/^\uFEFF/, '')).slice(1).map((r) => Number(r[0]));
      const expected = await rows<{ id: number }>(sql`SELECT id FROM circles WHERE ${where} ORDER BY ${sql.raw(order)}`);
      expect(ids, JSON.stringify(query)).toEqual(expected.map((r) => r.id));
      const page = await get(adminCircles, withQuery(API.adminCircles, { ...query, pageSize: '100' }), 'Moderator');
      expect(page.body.rows.map((r: { id: number }) => r.id), JSON.stringify(query)).toEqual(ids.slice(0, 100));
    }
  });

  it('referrals: the rows of the table, in its order, with the search applied', async () => {
    const query = { sort: 'signups', dir: 'desc', q: 'a' } as const;
    const list = await get(adminReferrals, withQuery(API.adminReferrals, { ...query, pageSize: 100 }), 'Moderator');
    const response = await adminExports(staffRequest('GET', withQuery(API.adminExport.path('referrals'), query), { cookie: cookies['Super Admin'] }), context({ kind: 'referrals' }));
    const table = parseCsv((await response.text()).replace(/^\uFEFF/, ''));
    expect(table[0]).toEqual(['Inviter', 'Email', 'Source', 'Total Invites', 'Signups', 'Active Users', 'Conversion Rate (%)', 'Retention Rate (%)', 'Last Invite', 'Bonus XP']);
    expect(table.length - 1).toBe(list.body.total);
    expect(table.slice(1, 101).map((r) => r[1] || null)).toEqual(list.body.rows.map((r: { inviterEmail: string | null }) => r.inviterEmail));
  });

  it('circles: filtered by visibility; bad kind 404; bad filter 400', async () => {
    const response = await adminExports(staffRequest('GET', withQuery(API.adminExport.path('circles'), { visibility: 'private' }), { cookie: cookies.Moderator }), context({ kind: 'circles' }));
    const table = parseCsv((await response.text()).replace(/^\uFEFF/, ''));
    const [count] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM circles WHERE type = 'private'`);
    expect(table.length - 1).toBe(count!.n);
    expect(new Set(table.slice(1).map((r) => r[3]))).toEqual(new Set(['Private']));
    expect((await get(adminExports, API.adminExport.path('staff'), 'Super Admin', { kind: 'staff' })).status).toBe(404);
    expect((await get(adminExports, `${API.adminExport.path('circles')}?visibility=secret`, 'Moderator', { kind: 'circles' })).status).toBe(400);
  });
});
