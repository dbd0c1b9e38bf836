// Referrals: totals and lists against independent SQL, and the stored 30-day Active Users window.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import adminUser from '../../functions/admin-user.mts';
import adminCircle from '../../functions/admin-circle.mts';
import adminCircleMember from '../../functions/admin-circle-member.mts';
import adminReferrals from '../../functions/admin-referrals.mts';
import adminReferral from '../../functions/admin-referral.mts';
import refreshReferralJob from '../../functions/scheduled-refresh-referral-window.mts';
import { ensureReferralWindow, refreshReferralWindow } from '../../src/server/repositories/referral-window.ts';
import { API, withQuery } from '../../src/lib/routes.ts';
import { call, versionOf } from './helpers.ts';
import { db, rows, get, send, usePeopleDatabase } from './people-helpers.ts';

usePeopleDatabase();

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
    const [top] = await rows<{ inviter_id: number; n: number }>(
      sql`SELECT inviter_id, count(*)::int AS n FROM invitations GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    );
    expect(res.body.rows[0].totalInvites).toBeGreaterThanOrEqual(top!.n);
    const byName = await get(
      adminReferrals,
      withQuery(API.adminReferrals, { sort: 'inviterName', dir: 'asc', pageSize: 100 }),
      'Moderator',
    );
    const names = byName.body.rows.map((r: { inviterName: string }) => r.inviterName.toLowerCase());
    const [first] = await rows<{ name: string }>(sql`
      SELECT lower(name) AS name FROM users WHERE id IN (SELECT inviter_id FROM invitations) ORDER BY lower(name) LIMIT 1`);
    expect(names[0] <= first!.name).toBe(true);
    const [u] = await rows<{ email: string; id: number }>(
      sql`SELECT u.email, u.id FROM users u WHERE u.id IN (SELECT inviter_id FROM invitations) ORDER BY u.id LIMIT 1`,
    );
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
           CASE WHEN u.id IS NOT NULL THEN u.is_sample ELSE w.source = 'sample' END AS sample,
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
          const expected = await rows<{
            key: string;
            name: string;
            email: string | null;
            sample: boolean;
            total: number;
            signups: number;
            active: number;
            conv: number;
            ret: number;
            last: Date;
          }>(
            sql`SELECT * FROM (${INVITERS_BY_HAND}) x ORDER BY ${sql.raw(`${REFERRAL_ORDER[sort]} ${dir} ${nulls}, key ${dir}`)} LIMIT 25 OFFSET ${(page - 1) * 25}`,
          );
          expect(res.body.total).toBe(count!.n);
          expect(res.body.rows, `page ${page}`).toEqual(
            expected.map((e) => ({
              key: e.key,
              inviterName: e.name,
              inviterEmail: e.email,
              sample: e.sample,
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
    const cases: [string, string][] = [
      ['KHAN', 'totalInvites'],
      ['a', 'activeUsers'],
      ['waitlist.', 'inviterEmail'],
      ['n a', 'signups'],
    ];
    if (spanning) cases.push([`${spanning.name.slice(-2)} a`, 'totalInvites']);
    for (const [q, sort] of cases) {
      const res = await get(
        adminReferrals,
        withQuery(API.adminReferrals, { q, sort, dir: 'desc', pageSize: 50 }),
        'Moderator',
      );
      const match = sql`(name ILIKE ${`%${q}%`} OR coalesce(email, '') ILIKE ${`%${q}%`})`;
      const expected = await rows<{ key: string }>(
        sql`SELECT key FROM (${INVITERS_BY_HAND}) x WHERE ${match} ORDER BY ${sql.raw(`${REFERRAL_ORDER[sort]} DESC NULLS LAST, key DESC`)} LIMIT 50`,
      );
      const [count] = await rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM (${INVITERS_BY_HAND}) x WHERE ${match}`,
      );
      if (!q.includes(' ')) expect(count!.n, q).toBeGreaterThan(0);
      expect(res.body.total, q).toBe(count!.n);
      expect(
        res.body.rows.map((r: { key: string }) => r.key),
        q,
      ).toEqual(expected.map((r) => r.key));
    }
  });

  it('concurrent writes for the same inviter and member both count (no refresh from a stale snapshot)', async () => {
    const [inviter, member] = await rows<{ id: number }>(
      sql`SELECT id FROM users WHERE circle_rank = 0 AND referral_count = 0 ORDER BY id DESC LIMIT 2`,
    );
    const [c1, c2] = await rows<{ id: number }>(sql`SELECT id FROM circles ORDER BY id DESC LIMIT 2`);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // The first transaction writes and waits; the second writes for the same people meanwhile
    // (its refresh waits for the first's lock), then the first commits.
    const first = db().transaction(async (tx) => {
      await tx.execute(
        sql`INSERT INTO invitations (inviter_id, invitee_email, sent_at) VALUES (${inviter!.id}, 'first@example.com', now())`,
      );
      await tx.execute(
        sql`INSERT INTO circle_members (circle_id, user_id, role) VALUES (${c1!.id}, ${member!.id}, 'Admin')`,
      );
      await gate;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = db().transaction(async (tx) => {
      await tx.execute(
        sql`INSERT INTO invitations (inviter_id, invitee_email, sent_at) VALUES (${inviter!.id}, 'second@example.com', now())`,
      );
      await tx.execute(
        sql`INSERT INTO circle_members (circle_id, user_id, role) VALUES (${c2!.id}, ${member!.id}, 'Member')`,
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await Promise.all([first, second]);
    expect(
      (await rows(sql`SELECT invites, signups FROM referral_inviter_stats WHERE user_id = ${inviter!.id}`))[0],
    ).toEqual({ invites: 2, signups: 0 });
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
    const [a, b, c] = await rows<{ id: number }>(
      sql`SELECT id FROM users u WHERE circle_rank = 0 AND referral_count = 0 ORDER BY id LIMIT 3`,
    );
    // New invitations, one signing up later, one withdrawn.
    await db().execute(
      sql`INSERT INTO invitations (inviter_id, invitee_email, sent_at) VALUES (${a!.id}, 'one@example.com', now() - interval '2 days'), (${a!.id}, 'two@example.com', now())`,
    );
    expect((await rows(sql`SELECT invites, signups FROM referral_inviter_stats WHERE user_id = ${a!.id}`))[0]).toEqual({
      invites: 2,
      signups: 0,
    });
    await db().execute(
      sql`UPDATE invitations SET invitee_id = ${b!.id}, signed_up_at = now() WHERE inviter_id = ${a!.id} AND invitee_email = 'one@example.com'`,
    );
    expect((await rows(sql`SELECT referral_count FROM users WHERE id = ${a!.id}`))[0]).toEqual({ referral_count: 1 });
    await db().execute(sql`DELETE FROM invitations WHERE inviter_id = ${a!.id} AND invitee_email = 'two@example.com'`);
    expect(await rollupDiff()).toEqual([]);
    // The invitee uses the app: the inviter's Active Users follows at once.
    const activeOf = async () =>
      (await get(adminReferral, API.adminReferral.path(`u${a!.id}`), 'Moderator', { key: `u${a!.id}` })).body.inviter
        .activeUsers as number;
    await db().execute(sql`UPDATE users SET last_active_at = now() - interval '40 days' WHERE id = ${b!.id}`);
    expect(await activeOf()).toBe(0);
    await db().execute(sql`UPDATE users SET last_active_at = now() WHERE id = ${b!.id}`);
    expect(await activeOf()).toBe(1);
    const listed = await get(
      adminReferrals,
      withQuery(API.adminReferrals, {
        q: (await rows<{ email: string }>(sql`SELECT email FROM users WHERE id = ${a!.id}`))[0]!.email,
      }),
      'Moderator',
    );
    expect(listed.body.rows[0]).toMatchObject({ key: `u${a!.id}`, totalInvites: 1, signups: 1, activeUsers: 1 });
    expect(await rollupDiff()).toEqual([]);
    // Circle roles: made Admin through the API, then a circle of their own, then it is deleted.
    const [m] = await rows<{ circle_id: number }>(
      sql`INSERT INTO circle_members (circle_id, user_id, role) SELECT id, ${c!.id}, 'Member' FROM circles ORDER BY id LIMIT 1 RETURNING circle_id`,
    );
    expect(
      (
        await send(
          adminCircleMember,
          'PATCH',
          API.adminCircleMember.path(m!.circle_id, c!.id),
          'Moderator',
          { role: 'Admin' },
          { id: String(m!.circle_id), userId: String(c!.id) },
        )
      ).status,
    ).toBe(200);
    expect((await rows(sql`SELECT circle_rank FROM users WHERE id = ${c!.id}`))[0]).toEqual({ circle_rank: 1 });
    const [own] = await rows<{ id: number }>(
      sql`INSERT INTO circles (name, description, type, admin_id) VALUES ('Roll-up circle', 'x', 'public', ${c!.id}) RETURNING id`,
    );
    await db().execute(
      sql`INSERT INTO circle_members (circle_id, user_id, role) VALUES (${own!.id}, ${c!.id}, 'Creator'), (${own!.id}, ${a!.id}, 'Admin')`,
    );
    expect(await rows(sql`SELECT id, circle_rank FROM users WHERE id IN (${a!.id}, ${c!.id}) ORDER BY id`)).toEqual([
      { id: a!.id, circle_rank: 1 },
      { id: c!.id, circle_rank: 2 },
    ]);
    expect(
      (
        await send(
          adminCircle,
          'DELETE',
          API.adminCircle.path(own!.id),
          'Moderator',
          { version: await versionOf('circles', own!.id) },
          { id: String(own!.id) },
        )
      ).status,
    ).toBe(200);
    expect(await rollupDiff()).toEqual([]);
    // Deleting the inviter (through the API) takes their roll-up; deleting the invitee keeps the sign-up.
    expect(
      (
        await send(
          adminUser,
          'DELETE',
          API.adminUser.path(b!.id),
          'Moderator',
          { version: await versionOf('users', b!.id) },
          { id: String(b!.id) },
        )
      ).status,
    ).toBe(200);
    expect((await rows(sql`SELECT invites, signups FROM referral_inviter_stats WHERE user_id = ${a!.id}`))[0]).toEqual({
      invites: 1,
      signups: 1,
    });
    expect(
      (
        await send(
          adminUser,
          'DELETE',
          API.adminUser.path(a!.id),
          'Moderator',
          { version: await versionOf('users', a!.id) },
          { id: String(a!.id) },
        )
      ).status,
    ).toBe(200);
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
    const [wl] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM launch_signups s JOIN launch_signups r ON r.id = s.referred_by_id JOIN users u ON lower(u.email) = lower(r.email) WHERE u.id = ${inv!.id}`,
    );
    const total = inv!.total + wl!.n;
    const joined = inv!.joined + wl!.n;
    expect(res.body.funnel).toMatchObject({ invited: total, signedUp: joined });
    expect(res.body.rewards).toEqual({
      xpPerJoinedInvitee: 10,
      bonusPoints: joined * 10,
      avgXpPerInvite: Math.round((joined * 10) / total),
    });
    expect(res.body.invitees).toHaveLength(total);
    expect(res.body.invitees.filter((i: { status: string }) => i.status === 'Pending')).toHaveLength(total - joined);
    for (const bad of ['x1', 'u0', 'u', '1'])
      expect((await get(adminReferral, API.adminReferral.path(bad), 'Moderator', { key: bad })).status).toBe(404);
  });

  it('a waitlist referrer without an app account is an inviter of its own', async () => {
    const [ref] = await rows<{ id: number }>(sql`
      INSERT INTO launch_signups (name, email, source, referral_code) VALUES ('Waitlist Only Wafa', 'wafa.only@example.com', 'self_assessment', 'wafa0000ref') RETURNING id`);
    await db().execute(sql`INSERT INTO launch_signups (email, source, referred_by_id, metadata) VALUES
      ('friend.one@example.com', 'self_assessment', ${ref!.id}, '{"referredByCode":"wafa0000ref"}'),
      ('friend.two@example.com', 'self_assessment', ${ref!.id}, '{"referredByCode":"wafa0000ref"}')`);
    const res = await get(adminReferrals, withQuery(API.adminReferrals, { q: 'wafa.only' }), 'Moderator');
    expect(res.body.rows).toHaveLength(1);
    expect(res.body.rows[0]).toMatchObject({
      key: `w${ref!.id}`,
      source: 'waitlist',
      totalInvites: 2,
      signups: 2,
      bonusPoints: 20,
    });
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
  const storedActive = async (id: number) =>
    (await rows<{ active: number }>(sql`SELECT active FROM referral_inviter_stats WHERE user_id = ${id}`))[0]?.active;
  const storedDay = async () =>
    (await rows<{ today: string }>(sql`SELECT today::text FROM referral_active_window`))[0]?.today;
  /** Users with no invitation either way (fresh inviters and invitees for a story). */
  const freshUsers = (n: number) =>
    rows<{ id: number; email: string }>(sql`
      SELECT id, email FROM users u WHERE NOT EXISTS (SELECT 1 FROM invitations i WHERE i.inviter_id = u.id OR i.invitee_id = u.id)
      AND NOT EXISTS (SELECT 1 FROM launch_signups l WHERE lower(l.email) = lower(u.email))
      ORDER BY id DESC LIMIT ${n}`);
  const listedRow = async (email: string) =>
    (await get(adminReferrals, withQuery(API.adminReferrals, { q: email }), 'Moderator')).body.rows[0] as {
      key: string;
      activeUsers: number;
      retentionRate: number;
    };
  const detailOf = async (id: number) =>
    (await get(adminReferral, API.adminReferral.path(`u${id}`), 'Moderator', { key: `u${id}` })).body;

  it('follows an invitee into and out of the window at its first moment, a sign-up and the deletion of the invitee and the inviter', async () => {
    await ensureReferralWindow(db());
    const [a, b, c] = await freshUsers(3);
    await db().execute(sql`UPDATE users SET last_active_at = ${utcDayStart(29)} WHERE id = ${b!.id}`);
    await db().execute(
      sql`INSERT INTO invitations (inviter_id, invitee_id, invitee_email, sent_at, signed_up_at) VALUES (${a!.id}, ${b!.id}, ${b!.email}, now() - interval '40 days', now() - interval '39 days')`,
    );
    // The window's first moment (00:00 UTC, 29 days ago) is in it.
    expect(await storedActive(a!.id)).toBe(1);
    expect(await listedRow(a!.email)).toMatchObject({ key: `u${a!.id}`, activeUsers: 1, retentionRate: 100 });
    expect((await detailOf(a!.id)).invitees[0].status).toBe('Active');
    // One second earlier is the day before the window: out.
    await db().execute(
      sql`UPDATE users SET last_active_at = ${new Date(utcDayStart(29).getTime() - 1000)} WHERE id = ${b!.id}`,
    );
    expect(await storedActive(a!.id)).toBe(0);
    expect(await listedRow(a!.email)).toMatchObject({ activeUsers: 0, retentionRate: 0 });
    const detail = await detailOf(a!.id);
    expect(detail.invitees[0].status).toBe('Inactive');
    expect(detail.funnel.active).toBe(0);
    await db().execute(sql`UPDATE users SET last_active_at = now() WHERE id = ${b!.id}`);
    expect(await storedActive(a!.id)).toBe(1);
    // A pending invitation counts once its invitee joins (they used the app today).
    await db().execute(sql`UPDATE users SET last_active_at = now() WHERE id = ${c!.id}`);
    await db().execute(
      sql`INSERT INTO invitations (inviter_id, invitee_email, sent_at) VALUES (${a!.id}, ${c!.email}, now() - interval '1 day')`,
    );
    expect(await storedActive(a!.id)).toBe(1);
    await db().execute(
      sql`UPDATE invitations SET invitee_id = ${c!.id}, signed_up_at = now() WHERE inviter_id = ${a!.id} AND invitee_email = ${c!.email}`,
    );
    expect(await storedActive(a!.id)).toBe(2);
    expect(await listedRow(a!.email)).toMatchObject({ activeUsers: 2, retentionRate: 100 });
    expect(await activeDiff()).toEqual([]);
    // The invitee's account is deleted: their sign-up stays, no longer active.
    expect(
      (
        await send(
          adminUser,
          'DELETE',
          API.adminUser.path(c!.id),
          'Moderator',
          { version: await versionOf('users', c!.id) },
          { id: String(c!.id) },
        )
      ).status,
    ).toBe(200);
    expect(await storedActive(a!.id)).toBe(1);
    expect(await listedRow(a!.email)).toMatchObject({ activeUsers: 1, retentionRate: 50 });
    expect(await activeDiff()).toEqual([]);
    const res = await get(adminReferrals, API.adminReferrals, 'Moderator');
    expect(res.body.totals).toEqual((await referralTotalsByHand()).totals);
    // The inviter is deleted: their row goes.
    expect(
      (
        await send(
          adminUser,
          'DELETE',
          API.adminUser.path(a!.id),
          'Moderator',
          { version: await versionOf('users', a!.id) },
          { id: String(a!.id) },
        )
      ).status,
    ).toBe(200);
    expect(await storedActive(a!.id)).toBeUndefined();
    expect(await activeDiff()).toEqual([]);
  });

  it('a window stored for yesterday is recounted by the first reader, once among 20 parallel readers, and by the scheduled job', async () => {
    const [p, q] = await freshUsers(2);
    // Used the app 30 UTC days ago: active in yesterday's window, not in today's.
    await db().execute(
      sql`UPDATE users SET last_active_at = ${new Date(utcDayStart(30).getTime() + 3_600_000)} WHERE id = ${q!.id}`,
    );
    await db().execute(
      sql`INSERT INTO invitations (inviter_id, invitee_id, invitee_email, sent_at, signed_up_at) VALUES (${p!.id}, ${q!.id}, ${q!.email}, now() - interval '50 days', now() - interval '49 days')`,
    );
    const yesterday = isoDay(utcDayStart(1));
    const storeYesterday = async () => {
      expect(await refreshReferralWindow(db(), { today: yesterday, force: true })).toMatchObject({
        recounted: true,
        today: yesterday,
      });
      expect(await storedDay()).toBe(yesterday);
      expect(await activeDiff(sql`${yesterday}::date`)).toEqual([]);
      expect(await storedActive(p!.id)).toBe(1);
      expect((await activeDiff()).map((d) => d.user_id)).toContain(p!.id);
    };

    await storeYesterday();
    const first = await get(
      adminReferrals,
      withQuery(API.adminReferrals, { sort: 'activeUsers', q: p!.email }),
      'Moderator',
    );
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
    const pages = await Promise.all(
      Array.from({ length: 20 }, () =>
        get(adminReferrals, withQuery(API.adminReferrals, { sort: 'retentionRate' }), 'Moderator'),
      ),
    );
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(page.body.totals).toEqual(expected.totals);
      expect(page.body.rows).toEqual(pages[0]!.body.rows);
    }
    expect(await activeDiff()).toEqual([]);

    await storeYesterday();
    const job = async () =>
      (
        await call(
          refreshReferralJob,
          new Request('http://localhost:8888/.netlify/functions/scheduled-refresh-referral-window', { method: 'POST' }),
        )
      ).body;
    expect(await job()).toMatchObject({ recounted: true, today: isoDay(utcDayStart(0)) });
    expect((await job()).recounted).toBe(false);
    expect(await activeDiff()).toEqual([]);
  });

  it('two writers for one inviter, and a writer during the day\u2019s recount, lose no count', async () => {
    await ensureReferralWindow(db());
    const [r, x, y] = await freshUsers(3);
    await db().execute(
      sql`UPDATE users SET last_active_at = now() - interval '60 days' WHERE id IN (${x!.id}, ${y!.id})`,
    );
    await db().execute(sql`INSERT INTO invitations (inviter_id, invitee_id, invitee_email, sent_at, signed_up_at) VALUES
      (${r!.id}, ${x!.id}, ${x!.email}, now() - interval '90 days', now() - interval '89 days'),
      (${r!.id}, ${y!.id}, ${y!.email}, now() - interval '90 days', now() - interval '89 days')`);
    expect(await storedActive(r!.id)).toBe(0);
    const interleave = async (
      holder: (tx: Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0]) => Promise<void>,
      other: () => Promise<unknown>,
    ) => {
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
      () =>
        db().transaction(
          async (tx) => void (await tx.execute(sql`UPDATE users SET last_active_at = now() WHERE id = ${y!.id}`)),
        ),
    );
    expect(await storedActive(r!.id)).toBe(2);
    // The stored window is yesterday's. A writer counts an invitee last active 30 UTC days ago
    // (in yesterday's window) while the recount for today starts: the recount waits for it and
    // then counts the invitee out (without the window lock it would keep the writer's count).
    const yesterday = isoDay(utcDayStart(1));
    await refreshReferralWindow(db(), { today: yesterday, force: true });
    await interleave(
      async (tx) =>
        void (await tx.execute(
          sql`UPDATE users SET last_active_at = ${new Date(utcDayStart(30).getTime() + 3_600_000)} WHERE id = ${x!.id}`,
        )),
      () => refreshReferralWindow(db()),
    );
    expect(await storedDay()).toBe(isoDay(utcDayStart(0)));
    expect(await storedActive(r!.id)).toBe(1);
    expect(await activeDiff()).toEqual([]);
  });
});
