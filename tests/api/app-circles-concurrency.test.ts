// Concurrency of the app's circles API (decision 0042): 20 joins, contributions and reactions at
// once store exactly the right counts, and the calls a client retries (join, ask to join, react)
// change things once however many copies arrive together.
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/sql.ts';
import { createAppUser } from './app-helpers.ts';
import { app } from './app-circles-helpers.ts';
import { closeDb, truncate, useTestDatabase } from './helpers.ts';

const db = useTestDatabase();
afterAll(() => closeDb());
beforeEach(() => truncate('users', 'circles'));

const N = 20;
const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await queryRows<T>(db, query))[0]!;
const users = (n: number) => Promise.all(Array.from({ length: n }, () => createAppUser()));

async function circle(visibility: 'public' | 'private') {
  const owner = await createAppUser();
  const res = await app.create(owner.accessToken, { name: 'Busy circle', visibility });
  return { owner, id: res.body.circle.id as number, code: res.body.circle.inviteCode as string };
}

describe(`${N} at once`, () => {
  it(`${N} users joining a public circle (by membership and by code) all become members, each with one member_joined item`, async () => {
    const { id, code } = await circle('public');
    const joiners = await users(N);
    const answers = await Promise.all(
      joiners.map((u, i) => (i % 2 ? app.join(u.accessToken, id) : app.redeem(u.accessToken, code))),
    );
    expect(answers.map((a) => [a.status, a.body.status, a.body.changed])).toEqual(Array(N).fill([200, 'member', true]));
    const counts = await one<{ members: number; joined: number }>(sql`
      SELECT (SELECT count(*) FROM circle_members WHERE circle_id = ${id})::int AS members,
             (SELECT count(*) FROM user_activity WHERE circle_id = ${id} AND type = 'member_joined')::int AS joined`);
    expect(counts).toEqual({ members: N + 1, joined: N + 1 });
  });

  it(`one user's ${N} copies of a join (and of a request to a private circle) change things once`, async () => {
    const pub = await circle('public');
    const priv = await circle('private');
    const [user] = await users(1);
    const joins = await Promise.all(Array.from({ length: N }, () => app.join(user!.accessToken, pub.id)));
    expect(joins.every((a) => a.status === 200 && a.body.status === 'member')).toBe(true);
    expect(joins.filter((a) => a.body.changed)).toHaveLength(1);
    const asks = await Promise.all(Array.from({ length: N }, () => app.redeem(user!.accessToken, priv.code)));
    expect(asks.every((a) => a.status === 200 && a.body.status === 'pending')).toBe(true);
    expect(asks.filter((a) => a.body.changed)).toHaveLength(1);
    expect(new Set(asks.map((a) => a.body.request.id)).size).toBe(1);
    const counts = await one<{ members: number; joined: number; requests: number }>(sql`
      SELECT (SELECT count(*) FROM circle_members WHERE circle_id = ${pub.id} AND user_id = ${user!.userId})::int AS members,
             (SELECT count(*) FROM user_activity WHERE circle_id = ${pub.id} AND user_id = ${user!.userId} AND type = 'member_joined')::int AS joined,
             (SELECT count(*) FROM circle_requests WHERE circle_id = ${priv.id} AND user_id = ${user!.userId})::int AS requests`);
    expect(counts).toEqual({ members: 1, joined: 1, requests: 1 });
  });

  it(`${N} contributions to one goal lose no increment, and the target caps them exactly`, async () => {
    const { owner, id } = await circle('public');
    const members = await users(N);
    for (const m of members) await app.join(m.accessToken, id);
    const roomy = (await app.addGoal(owner.accessToken, id, { title: 'Roomy', targetCount: 100 })).body.goal
      .id as number;
    const tight = (await app.addGoal(owner.accessToken, id, { title: 'Tight', targetCount: 50 })).body.goal
      .id as number;

    const ones = await Promise.all(members.map((m) => app.contribute(m.accessToken, id, roomy, 1)));
    expect(ones.map((a) => a.status)).toEqual(Array(N).fill(200));
    // 3 × 20 = 60 asked against a target of 50: 16 count 3, one counts the last 2, three find it complete.
    const threes = await Promise.all(members.map((m) => app.contribute(m.accessToken, id, tight, 3)));
    const done = threes.filter((a) => a.status === 200);
    expect(done).toHaveLength(17);
    expect(threes.filter((a) => a.status === 409)).toHaveLength(3);
    expect(done.map((a) => a.body.counted).sort()).toEqual([...Array(16).fill(3), 2].sort());

    const goals = await queryRows<{
      id: number;
      current_count: number;
      complete: boolean;
      items: number;
      added: number;
    }>(
      db,
      sql`SELECT g.id, g.current_count, g.completed_at IS NOT NULL AS complete,
                 (SELECT count(*) FROM user_activity a WHERE a.goal_id = g.id AND a.type = 'goal_contribution')::int AS items,
                 (SELECT coalesce(sum(a.amount), 0) FROM user_activity a WHERE a.goal_id = g.id)::int AS added
          FROM circle_goals g WHERE g.circle_id = ${id} ORDER BY g.id`,
    );
    expect(goals).toEqual([
      { id: roomy, current_count: N, complete: false, items: N, added: N },
      { id: tight, current_count: 50, complete: true, items: 17, added: 50 },
    ]);
  });

  it(`${N} reactions from ${N} members all count; one member's ${N} copies count once`, async () => {
    const { owner, id } = await circle('public');
    const members = await users(N);
    for (const m of members) await app.join(m.accessToken, id);
    const itemId = (await app.feed(owner.accessToken, id)).body.items.at(-1).id as number;
    const many = await Promise.all(members.map((m) => app.react(m.accessToken, id, itemId, 'mashallah')));
    expect(many.every((a) => a.status === 200 && a.body.changed)).toBe(true);
    const copies = await Promise.all(Array.from({ length: N }, () => app.react(owner.accessToken, id, itemId, 'dua')));
    expect(copies.filter((a) => a.body.changed)).toHaveLength(1);
    const rows = await queryRows<{ reaction: string; n: number }>(
      db,
      sql`SELECT reaction, count(*)::int AS n FROM activity_reactions WHERE activity_id = ${itemId} GROUP BY reaction ORDER BY reaction`,
    );
    expect(rows).toEqual([
      { reaction: 'dua', n: 1 },
      { reaction: 'mashallah', n: N },
    ]);
  });
});
