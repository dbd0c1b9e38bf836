// Circles in the back-office: search and filters against independent SQL, visibility, members and goals.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import adminCircles from '../../functions/admin-circles.mts';
import adminCircle from '../../functions/admin-circle.mts';
import adminCircleMember from '../../functions/admin-circle-member.mts';
import adminCircleGoals from '../../functions/admin-circle-goals.mts';
import adminCircleGoal from '../../functions/admin-circle-goal.mts';
import { API, withQuery } from '../../src/lib/routes.ts';
import { versionOf } from './helpers.ts';
import { rows, get, send, auditCount, usePeopleDatabase } from './people-helpers.ts';

usePeopleDatabase();

describe('circles', () => {
  it('search (name, description, creator) and visibility filter match independent SQL', async () => {
    const [creator] = await rows<{ name: string }>(
      sql`SELECT u.name FROM circles c JOIN users u ON u.id = c.admin_id ORDER BY c.id LIMIT 1`,
    );
    const word = creator!.name.split(' ')[1]!.toLowerCase();
    for (const [query, where] of [
      [{ q: 'FAJR' }, sql`(c.name ILIKE '%fajr%' OR c.description ILIKE '%fajr%' OR u.name ILIKE '%fajr%')`],
      [
        { q: word, visibility: 'private' },
        sql`(c.name ILIKE ${`%${word}%`} OR c.description ILIKE ${`%${word}%`} OR u.name ILIKE ${`%${word}%`}) AND c.type = 'private'`,
      ],
      [{ visibility: 'public', sort: 'name', dir: 'asc', pageSize: '100' }, sql`c.type = 'public'`],
    ] as const) {
      const res = await get(adminCircles, withQuery(API.adminCircles, query), 'Moderator');
      expect(res.status).toBe(200);
      const order = 'sort' in query ? 'lower(c.name) ASC, c.id ASC' : 'c.created_at DESC, c.id DESC';
      const expected = await rows<{ id: number }>(
        sql`SELECT c.id FROM circles c JOIN users u ON u.id = c.admin_id WHERE ${where} ORDER BY ${sql.raw(order)} LIMIT ${Number('pageSize' in query ? query.pageSize : 25)}`,
      );
      expect(res.body.rows.map((r: { id: number }) => r.id)).toEqual(expected.map((r) => r.id));
      const [count] = await rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM circles c JOIN users u ON u.id = c.admin_id WHERE ${where}`,
      );
      expect(res.body.total).toBe(count!.n);
    }
  });

  it('member counts come from rows; members sort Creator first', async () => {
    const [big] = await rows<{ circle_id: number; n: number }>(
      sql`SELECT circle_id, count(*)::int AS n FROM circle_members GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
    );
    const res = await get(adminCircle, API.adminCircle.path(big!.circle_id), 'Moderator', {
      id: String(big!.circle_id),
    });
    expect(res.body.circle.memberCount).toBe(big!.n);
    expect(res.body.members).toHaveLength(big!.n);
    expect(res.body.members[0].role).toBe('Creator');
  });

  it('visibility toggle and delete are audited; delete removes members and goals', async () => {
    const [c] = await rows<{ id: number; type: string }>(sql`SELECT id, type FROM circles ORDER BY id DESC LIMIT 1`);
    const next = c!.type === 'public' ? 'private' : 'public';
    const res = await send(
      adminCircle,
      'PATCH',
      API.adminCircle.path(c!.id),
      'Moderator',
      { visibility: next, version: await versionOf('circles', c!.id) },
      { id: String(c!.id) },
    );
    expect(res.status).toBe(200);
    expect((await rows<{ type: string }>(sql`SELECT type FROM circles WHERE id = ${c!.id}`))[0]!.type).toBe(next);
    expect(await auditCount('circle.visibility_changed')).toBeGreaterThanOrEqual(1);
    expect(
      (
        await send(
          adminCircle,
          'PATCH',
          API.adminCircle.path(c!.id),
          'Moderator',
          { visibility: 'hidden', version: await versionOf('circles', c!.id) },
          { id: String(c!.id) },
        )
      ).status,
    ).toBe(400);
    const del = await send(
      adminCircle,
      'DELETE',
      API.adminCircle.path(c!.id),
      'Moderator',
      { version: await versionOf('circles', c!.id) },
      { id: String(c!.id) },
    );
    expect(del.status).toBe(200);
    const [left] = await rows<{ n: number }>(
      sql`SELECT ((SELECT count(*) FROM circles WHERE id = ${c!.id}) + (SELECT count(*) FROM circle_members WHERE circle_id = ${c!.id}) + (SELECT count(*) FROM circle_goals WHERE circle_id = ${c!.id}))::int AS n`,
    );
    expect(left!.n).toBe(0);
    expect(await auditCount('circle.deleted')).toBe(1);
  });

  it('Make Admin / Remove Admin / Remove work, never on the Creator', async () => {
    const [m] = await rows<{ circle_id: number; user_id: number; creator: number }>(sql`
      SELECT m.circle_id, m.user_id, c.admin_id AS creator FROM circle_members m JOIN circles c ON c.id = m.circle_id
      WHERE m.role = 'Member' ORDER BY m.id LIMIT 1`);
    const c = String(m!.circle_id);
    const role = async (userId: number) =>
      (
        await rows<{ role: string }>(
          sql`SELECT role FROM circle_members WHERE circle_id = ${m!.circle_id} AND user_id = ${userId}`,
        )
      )[0]?.role;
    const patch = (userId: number, body: unknown) =>
      send(adminCircleMember, 'PATCH', API.adminCircleMember.path(c, userId), 'Moderator', body, {
        id: c,
        userId: String(userId),
      });
    const remove = (userId: number) =>
      send(adminCircleMember, 'DELETE', API.adminCircleMember.path(c, userId), 'Moderator', undefined, {
        id: c,
        userId: String(userId),
      });
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
    const post = (body: unknown, id = c!.id) =>
      send(adminCircleGoals, 'POST', API.adminCircleGoals.path(id), 'Moderator', body, { id: String(id) });
    const res = await post({ title: 'Read Surah Al-Mulk nightly', targetCount: '30' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Read Surah Al-Mulk nightly',
      targetCount: 30,
      currentCount: 0,
      percent: 0,
    });
    for (const body of [
      { title: 'x', targetCount: 0 },
      { title: 'x', targetCount: '2.5' },
      { title: '', targetCount: 3 },
      { title: 'x', targetCount: 3, extra: 1 },
    ]) {
      expect((await post(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await post({ title: 'x', targetCount: 3 }, 9999999)).status).toBe(404);
  });

  it('edit a goal: title, target and progress saved; completion follows the progress; audited', async () => {
    const [c] = await rows<{ id: number }>(sql`SELECT id FROM circles ORDER BY id LIMIT 1 OFFSET 1`);
    const [g] = await rows<{ id: number }>(
      sql`INSERT INTO circle_goals (circle_id, title, description, target_count, current_count) VALUES (${c!.id}, 'Fast Mondays', 'Sunnah fasts', 8, 2) RETURNING id`,
    );
    const put = async (body: object, circle = c!.id, goal = g!.id) =>
      send(
        adminCircleGoal,
        'PUT',
        API.adminCircleGoal.path(circle, goal),
        'Moderator',
        { ...body, version: await versionOf('circle_goals', goal) },
        { id: String(circle), goalId: String(goal) },
      );
    const audits = await auditCount('circle.goal_updated');
    const res = await put({ title: '  Fast Mondays and Thursdays ', targetCount: '10', currentCount: '4' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: g!.id,
      title: 'Fast Mondays and Thursdays',
      description: '',
      targetCount: 10,
      currentCount: 4,
      percent: 40,
      completedAt: null,
    });
    const [saved] = await rows(
      sql`SELECT title, description, target_count, current_count, completed_at FROM circle_goals WHERE id = ${g!.id}`,
    );
    expect(saved).toEqual({
      title: 'Fast Mondays and Thursdays',
      description: '',
      target_count: 10,
      current_count: 4,
      completed_at: null,
    });
    expect(await auditCount('circle.goal_updated')).toBe(audits + 1);
    const [audit] = await rows<{ summary: string; entity_id: string }>(
      sql`SELECT summary, entity_id FROM audit_log WHERE action = 'circle.goal_updated' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit!.summary).toContain('"Fast Mondays and Thursdays", 4/10 (was "Fast Mondays", 2/8)');
    expect(String(audit!.entity_id)).toBe(String(c!.id));

    // Reaching the target completes the goal (the date is kept on later edits); going below clears it.
    const done = await put({
      title: 'Fast Mondays and Thursdays',
      description: 'Both days',
      targetCount: 10,
      currentCount: 12,
    });
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
    expect(
      (
        await send(adminCircleGoal, 'PUT', API.adminCircleGoal.path(c!.id, 'abc'), 'Moderator', valid, {
          id: String(c!.id),
          goalId: 'abc',
        })
      ).status,
    ).toBe(404);
    expect(await rows(sql`SELECT * FROM circle_goals WHERE id = ${g!.id}`)).toEqual(before);
    expect(await auditCount('circle.goal_updated')).toBe(audits + 4);
  });

  it('delete a goal: gone from the circle detail, audited; a second delete or another circle 404', async () => {
    const [c] = await rows<{ id: number }>(sql`SELECT id FROM circles ORDER BY id LIMIT 1 OFFSET 2`);
    const [g] = await rows<{ id: number }>(
      sql`INSERT INTO circle_goals (circle_id, title, target_count) VALUES (${c!.id}, 'Read Surah Al-Kahf on Fridays', 4) RETURNING id`,
    );
    const del = async (circle = c!.id, goal = g!.id) =>
      send(
        adminCircleGoal,
        'DELETE',
        API.adminCircleGoal.path(circle, goal),
        'Moderator',
        { version: await versionOf('circle_goals', goal) },
        { id: String(circle), goalId: String(goal) },
      );
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
    const [audit] = await rows<{ summary: string }>(
      sql`SELECT summary FROM audit_log WHERE action = 'circle.goal_deleted' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit!.summary).toBe(
      `Deleted goal #${g!.id} "Read Surah Al-Kahf on Fridays" from circle #${c!.id} (${(await rows<{ name: string }>(sql`SELECT name FROM circles WHERE id = ${c!.id}`))[0]!.name})`,
    );
    expect((await del()).status).toBe(404);
    expect(await auditCount('circle.goal_deleted')).toBe(audits + 1);
  });
});

// Active (decision 0025): used the app on one of the last 30 UTC days, today included; written
