// User Management: the list's pages, sort and filters against independent SQL, paging from the end,
// edit and reset streak, and deletes that cascade without orphans.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import adminUsers from '../../functions/admin-users.mts';
import adminUser from '../../functions/admin-user.mts';
import adminUserStreak from '../../functions/admin-user-reset-streak.mts';
import { seedSampleDeedsOnce } from '../../src/server/sample/seed-once.ts';
import { API, withQuery } from '../../src/lib/routes.ts';
import { versionOf } from './helpers.ts';
import { LEVEL_ORDER, db, rows, get, send, auditCount, anyUser, usePeopleDatabase } from './people-helpers.ts';

usePeopleDatabase();

describe('users list: pages, sort and filters match independent SQL', () => {
  // The same meaning, written differently: ILIKE on the columns, circle roles by IN lists.
  const creators = sql`(SELECT user_id FROM circle_members WHERE role = 'Creator')`;
  const admins = sql`(SELECT user_id FROM circle_members WHERE role = 'Admin')`;
  const cases: { query: Record<string, string>; where: ReturnType<typeof sql>; order: string }[] = [
    { query: {}, where: sql`TRUE`, order: 'created_at DESC, id DESC' },
    {
      query: { q: 'KHAN' },
      where: sql`(name ILIKE '%khan%' OR email ILIKE '%khan%')`,
      order: 'created_at DESC, id DESC',
    },
    {
      query: { q: '.ali', sort: 'name', dir: 'asc' },
      where: sql`(name ILIKE '%.ali%' OR email ILIKE '%.ali%')`,
      order: 'name ASC, id ASC',
    },
    {
      query: { status: 'Premium User', sort: 'score', dir: 'asc', pageSize: '50' },
      where: sql`status = 'Premium User'`,
      order: 'barakah_score ASC, id ASC',
    },
    {
      query: { level: 'Seeking Soul', circleRole: 'none', sort: 'streak' },
      where: sql`spiritual_level = 'Seeking Soul' AND id NOT IN ${creators} AND id NOT IN ${admins}`,
      order: 'streak DESC, id DESC',
    },
    {
      query: { circleRole: 'Circle Creator', sort: 'email', dir: 'asc' },
      where: sql`id IN ${creators}`,
      order: 'email ASC, id ASC',
    },
    {
      query: { circleRole: 'Circle Admin', sort: 'location' },
      where: sql`id IN ${admins} AND id NOT IN ${creators}`,
      order: 'location DESC, id DESC',
    },
    { query: { sort: 'status', dir: 'asc', page: '3' }, where: sql`TRUE`, order: 'status ASC, id ASC' },
    {
      query: { sort: 'level', dir: 'asc', page: '2', pageSize: '100' },
      where: sql`TRUE`,
      order: `${LEVEL_ORDER} ASC, id ASC`,
    },
    { query: { sort: 'level', page: '4', pageSize: '50' }, where: sql`TRUE`, order: `${LEVEL_ORDER} DESC, id DESC` },
    { query: { sort: 'name', page: '2' }, where: sql`TRUE`, order: 'name DESC, id DESC' },
    {
      query: { sort: 'referrals' },
      where: sql`TRUE`,
      order:
        '(SELECT count(*) FROM invitations i WHERE i.inviter_id = users.id AND i.signed_up_at IS NOT NULL) DESC, id DESC',
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
      const expected = await rows<{ id: number }>(
        sql`SELECT id FROM users WHERE ${where} ORDER BY ${sql.raw(order)} LIMIT ${size} OFFSET ${(page - 1) * size}`,
      );
      const [count] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM users WHERE ${where}`);
      expect(res.body.rows.map((r: { id: number }) => r.id)).toEqual(expected.map((r) => r.id));
      expect(res.body.total).toBe(count!.n);
      expect(res.body.pageSize).toBe(size);
    });
  }

  it('each row carries computed counts: referrals, referred by, circles, circle role', async () => {
    const [inviter] = await rows<{ id: number; n: number }>(
      sql`SELECT inviter_id AS id, count(*)::int AS n FROM invitations WHERE signed_up_at IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
    );
    const res = await get(adminUser, API.adminUser.path(inviter!.id), 'Moderator', { id: String(inviter!.id) });
    expect(res.body.user.referrals).toBe(inviter!.n);
    const [invited] = await rows<{ invitee_id: number; inviter_id: number }>(
      sql`SELECT invitee_id, inviter_id FROM invitations WHERE invitee_id IS NOT NULL ORDER BY id LIMIT 1`,
    );
    const detail = await get(adminUser, API.adminUser.path(invited!.invitee_id), 'Moderator', {
      id: String(invited!.invitee_id),
    });
    expect(detail.body.user.referredBy.id).toBe(invited!.inviter_id);
    const [circles] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM circle_members WHERE user_id = ${invited!.invitee_id}`,
    );
    expect(detail.body.circles).toHaveLength(circles!.n);
    expect(detail.body.user.circles).toHaveLength(circles!.n);
    expect(Array.isArray(detail.body.activity)).toBe(true);
  });

  it('rejects bad queries with 400, never 500', async () => {
    for (const query of [
      'pageSize=30',
      'page=0',
      'page=abc',
      'sort=password',
      'dir=up',
      'status=Gold',
      'level=Nope',
      'extra=1',
      'q=a&q=b',
      `q=${'x'.repeat(101)}`,
      'q=%00',
    ]) {
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
            for (const page of new Set(
              [Math.max(1, middle - 1), middle, middle + 1, last - 1, last, last + 1].filter((p) => p >= 1),
            )) {
              const params = { ...query, sort, dir, page: String(page), pageSize: String(pageSize) };
              const res = await get(adminUsers, withQuery(API.adminUsers, params), 'Moderator');
              expect(res.status).toBe(200);
              const expected = await rows<{ id: number }>(
                sql`SELECT id FROM users WHERE ${where} ORDER BY ${sql.raw(`${ORDER[sort]} ${dir}, id ${dir}`)} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
              );
              const label = JSON.stringify(params);
              expect(res.body.total, label).toBe(total);
              expect(
                res.body.rows.map((r: { id: number }) => r.id),
                label,
              ).toEqual(expected.map((r) => r.id));
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
  const edit = async (id: number, body: object) =>
    send(
      adminUser,
      'PUT',
      API.adminUser.path(id),
      'Moderator',
      { ...body, version: await versionOf('users', id) },
      { id: String(id) },
    );
  const valid = {
    name: 'Maryam Yusuf',
    email: 'maryam.yusuf@example.com',
    location: 'Leeds, United Kingdom',
    level: 'Growing Spirit',
    streak: '12',
    score: 48,
    status: 'Premium User',
  };

  it('saves valid changes (integers from text), audited', async () => {
    const id = await anyUser();
    const before = await auditCount('user.updated');
    const res = await edit(id, valid);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      name: 'Maryam Yusuf',
      streak: 12,
      score: 48,
      status: 'Premium User',
      level: 'Growing Spirit',
    });
    const [row] = await rows<{ streak: number; barakah_score: number }>(
      sql`SELECT streak, barakah_score FROM users WHERE id = ${id}`,
    );
    expect(row).toEqual({ streak: 12, barakah_score: 48 });
    expect(await auditCount('user.updated')).toBe(before + 1);
  });

  it('409 when another user has the email (any case); nothing changes, nothing audited', async () => {
    const [a, b] = await rows<{ id: number; email: string; name: string }>(
      sql`SELECT id, email, name FROM users ORDER BY id DESC LIMIT 2`,
    );
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
    const res = await send(
      adminUserStreak,
      'POST',
      API.adminUserStreakReset.path(id),
      'Moderator',
      { version: await versionOf('users', id) },
      { id: String(id) },
    );
    expect(res.status).toBe(200);
    const [row] = await rows<{ streak: number }>(sql`SELECT streak FROM users WHERE id = ${id}`);
    expect(row!.streak).toBe(0);
    expect(await auditCount('user.streak_reset')).toBe(before + 1);
    expect(
      (
        await send(
          adminUserStreak,
          'POST',
          API.adminUserStreakReset.path(999999),
          'Moderator',
          { version: 1 },
          { id: '999999' },
        )
      ).status,
    ).toBe(404);
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
  const zero = {
    orphan_members: 0,
    orphan_invites: 0,
    orphan_activity: 0,
    orphan_completions: 0,
    orphan_badges: 0,
    circles_without_one_creator: 0,
    admin_id_not_creator: 0,
  };

  it('a creator with admins: the longest-standing Admin becomes Creator; sent invitations go; the received one is anonymised', async () => {
    expect(await integrity()).toEqual(zero);
    const [target] = await rows<{ user_id: number; circle_id: number }>(sql`
      SELECT m.user_id, m.circle_id FROM circle_members m
      WHERE m.role = 'Creator' AND EXISTS (SELECT 1 FROM circle_members a WHERE a.circle_id = m.circle_id AND a.role = 'Admin')
        AND EXISTS (SELECT 1 FROM invitations i WHERE i.invitee_id = m.user_id)
        AND EXISTS (SELECT 1 FROM invitations i WHERE i.inviter_id = m.user_id)
      ORDER BY m.id LIMIT 1`);
    const id = target!.user_id;
    const [successor] = await rows<{ user_id: number }>(
      sql`SELECT user_id FROM circle_members WHERE circle_id = ${target!.circle_id} AND role = 'Admin' ORDER BY joined_at, id LIMIT 1`,
    );
    const [received] = await rows<{ id: number }>(sql`SELECT id FROM invitations WHERE invitee_id = ${id}`);
    const res = await send(
      adminUser,
      'DELETE',
      API.adminUser.path(id),
      'Moderator',
      { version: await versionOf('users', id) },
      { id: String(id) },
    );
    expect(res.status).toBe(200);
    expect(res.body.circlesHandedOver).toBeGreaterThanOrEqual(1);
    const [after] = await rows<Record<string, unknown>>(sql`SELECT
      (SELECT count(*) FROM users WHERE id = ${id})::int AS users,
      (SELECT count(*) FROM circle_members WHERE user_id = ${id})::int AS memberships,
      (SELECT count(*) FROM invitations WHERE inviter_id = ${id} OR invitee_id = ${id})::int AS invitations,
      (SELECT admin_id FROM circles WHERE id = ${target!.circle_id}) AS creator,
      (SELECT role FROM circle_members WHERE circle_id = ${target!.circle_id} AND user_id = ${successor!.user_id}) AS successor_role,
      (SELECT row_to_json(i) FROM (SELECT invitee_id, invitee_email, signed_up_at IS NOT NULL AS joined FROM invitations WHERE id = ${received!.id}) i) AS received`);
    expect(after).toEqual({
      users: 0,
      memberships: 0,
      invitations: 0,
      creator: successor!.user_id,
      successor_role: 'Creator',
      received: { invitee_id: null, invitee_email: null, joined: true },
    });
    expect(await integrity()).toEqual(zero);
    expect(await auditCount('user.deleted')).toBeGreaterThanOrEqual(1);
  });

  it('the first-run completions and badges are added once: a second start adds nothing', async () => {
    const count = async () =>
      (
        await rows<{ c: number; b: number }>(
          sql`SELECT (SELECT count(*) FROM thawab_completions)::int AS c, (SELECT count(*) FROM user_badges)::int AS b`,
        )
      )[0]!;
    const before = await count();
    expect(before.c).toBeGreaterThan(0);
    expect(before.b).toBeGreaterThan(0);
    expect(await seedSampleDeedsOnce(db())).toBeNull();
    expect(await count()).toEqual(before);
  });

  it('a user with thawab completions and earned badges: both go with them, the Earned By of their badge drops by one', async () => {
    const id = await anyUser(
      sql`EXISTS (SELECT 1 FROM thawab_completions c WHERE c.user_id = u.id) AND EXISTS (SELECT 1 FROM user_badges b WHERE b.user_id = u.id)`,
    );
    const [held] = await rows<{ badge_id: number; holders: number }>(sql`
      SELECT b.badge_id, (SELECT count(*) FROM user_badges x WHERE x.badge_id = b.badge_id)::int AS holders FROM user_badges b WHERE b.user_id = ${id} LIMIT 1`);
    const res = await send(
      adminUser,
      'DELETE',
      API.adminUser.path(id),
      'Moderator',
      { version: await versionOf('users', id) },
      { id: String(id) },
    );
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
    const [circle] = await rows<{ id: number }>(
      sql`INSERT INTO circles (name, description, type, admin_id) VALUES ('Solo', 'Just me', 'private', ${id}) RETURNING id`,
    );
    await db().execute(
      sql`INSERT INTO circle_members (circle_id, user_id, role) VALUES (${circle!.id}, ${id}, 'Creator')`,
    );
    await db().execute(
      sql`INSERT INTO circle_goals (circle_id, title, target_count) VALUES (${circle!.id}, 'Pray on time', 5)`,
    );
    const res = await send(
      adminUser,
      'DELETE',
      API.adminUser.path(id),
      'Super Admin',
      { version: await versionOf('users', id) },
      { id: String(id) },
    );
    expect(res.status).toBe(200);
    expect(res.body.circlesRemoved).toBe(1);
    const [left] = await rows<{ c: number; g: number }>(
      sql`SELECT (SELECT count(*) FROM circles WHERE id = ${circle!.id})::int AS c, (SELECT count(*) FROM circle_goals WHERE circle_id = ${circle!.id})::int AS g`,
    );
    expect(left).toEqual({ c: 0, g: 0 });
    expect(await integrity()).toEqual(zero);
    expect(
      (
        await send(
          adminUser,
          'DELETE',
          API.adminUser.path(id),
          'Super Admin',
          { version: await versionOf('users', id) },
          { id: String(id) },
        )
      ).status,
    ).toBe(404);
  });
});
