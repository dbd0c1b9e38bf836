// People tools: every endpoint × role and signed out; refused writes change nothing.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import adminUsers from '../../functions/admin-users.mts';
import adminUser from '../../functions/admin-user.mts';
import adminUserStreak from '../../functions/admin-user-reset-streak.mts';
import adminCircles from '../../functions/admin-circles.mts';
import adminCircle from '../../functions/admin-circle.mts';
import adminCircleMember from '../../functions/admin-circle-member.mts';
import adminCircleGoals from '../../functions/admin-circle-goals.mts';
import adminCircleGoal from '../../functions/admin-circle-goal.mts';
import adminReferrals from '../../functions/admin-referrals.mts';
import adminReferral from '../../functions/admin-referral.mts';
import adminExports from '../../functions/admin-export.mts';
import { API } from '../../src/lib/routes.ts';
import { call } from './helpers.ts';
import { rows, get, send, anyUser, usePeopleDatabase } from './people-helpers.ts';

usePeopleDatabase();

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
    const [member] = await rows<{ circle_id: number; user_id: number }>(
      sql`SELECT circle_id, user_id FROM circle_members WHERE role = 'Member' ORDER BY id LIMIT 1`,
    );
    const c = String(member!.circle_id);
    const [goal] = await rows<{ id: number }>(
      sql`INSERT INTO circle_goals (circle_id, title, target_count) VALUES (${member!.circle_id}, 'Access goal', 10) RETURNING id`,
    );
    const writes: [Parameters<typeof call>[0], string, string, unknown, Record<string, string>][] = [
      [
        adminUser,
        'PUT',
        API.adminUser.path(user),
        { name: 'X', email: 'x@example.com', location: '', level: null, streak: 0, score: 0, status: 'Free User' },
        { id: String(user) },
      ],
      [adminUser, 'DELETE', API.adminUser.path(user), undefined, { id: String(user) }],
      [adminUserStreak, 'POST', API.adminUserStreakReset.path(user), {}, { id: String(user) }],
      [adminCircle, 'PATCH', API.adminCircle.path(c), { visibility: 'private' }, { id: c }],
      [adminCircle, 'DELETE', API.adminCircle.path(c), undefined, { id: c }],
      [
        adminCircleMember,
        'PATCH',
        API.adminCircleMember.path(c, member!.user_id),
        { role: 'Admin' },
        { id: c, userId: String(member!.user_id) },
      ],
      [
        adminCircleMember,
        'DELETE',
        API.adminCircleMember.path(c, member!.user_id),
        undefined,
        { id: c, userId: String(member!.user_id) },
      ],
      [adminCircleGoals, 'POST', API.adminCircleGoals.path(c), { title: 'Goal', targetCount: 5 }, { id: c }],
      [
        adminCircleGoal,
        'PUT',
        API.adminCircleGoal.path(c, goal!.id),
        { title: 'Goal', targetCount: 5, currentCount: 1 },
        { id: c, goalId: String(goal!.id) },
      ],
      [
        adminCircleGoal,
        'DELETE',
        API.adminCircleGoal.path(c, goal!.id),
        undefined,
        { id: c, goalId: String(goal!.id) },
      ],
    ];
    const before = await rows(
      sql`SELECT (SELECT count(*) FROM audit_log)::int AS a, (SELECT count(*) FROM users)::int AS u, (SELECT count(*) FROM circles)::int AS c, (SELECT streak FROM users WHERE id = ${user}) AS s`,
    );
    for (const [handler, method, path, body, params] of writes) {
      expect((await send(handler, method, path, null, body, params)).status, `${method} ${path} signed out`).toBe(401);
      expect(
        (await send(handler, method, path, 'Content Editor', body, params)).status,
        `${method} ${path} editor`,
      ).toBe(403);
      expect(
        (await send(handler, method, path, 'Moderator', body, params, 'https://evil.example')).status,
        `${method} ${path} other origin`,
      ).toBe(403);
      expect(
        (await send(handler, method, path, 'Moderator', body, params, null)).status,
        `${method} ${path} no origin`,
      ).toBe(403);
    }
    const after = await rows(
      sql`SELECT (SELECT count(*) FROM audit_log)::int AS a, (SELECT count(*) FROM users)::int AS u, (SELECT count(*) FROM circles)::int AS c, (SELECT streak FROM users WHERE id = ${user}) AS s`,
    );
    expect(after).toEqual(before);
    const [kept] = await rows(sql`SELECT title, target_count, current_count FROM circle_goals WHERE id = ${goal!.id}`);
    expect(kept).toEqual({ title: 'Access goal', target_count: 10, current_count: 0 });
  });
});
