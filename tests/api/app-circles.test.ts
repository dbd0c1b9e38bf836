// The app's circles API (decision 0042) against a real Postgres: every endpoint × signed out /
// expired / revoked / valid token; create with a server-made invite code; who sees what (a private
// circle is 404 to strangers, as if it did not exist); joining by code or request, join requests and
// who may decide them; leaving, the Creator's hand-over; goals and contributions (capped, complete);
// the feed with blessings and reactions; and what the back-office reads of it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '../../src/lib/circles.ts';
import { queryRows } from '../../src/server/sql.ts';
import { createAppUser } from './app-helpers.ts';
import { app, deadTokens, expectError, expectUnauthorized } from './app-circles-helpers.ts';
import { closeDb, truncate, useTestDatabase } from './helpers.ts';

const db = useTestDatabase();
afterAll(() => closeDb());

beforeEach(async () => {
  await truncate('users', 'circles', 'thawab_tasks');
});

type User = { userId: number; accessToken: string };
async function named(name: string): Promise<User> {
  const user = await createAppUser();
  await db.execute(sql`UPDATE users SET name = ${name} WHERE id = ${user.userId}`);
  return user;
}

async function newCircle(owner: User, visibility: 'public' | 'private', name = 'Fajr Friends') {
  const res = await app.create(owner.accessToken, { name, description: 'We pray Fajr together', visibility });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.circle as { id: number; inviteCode: string };
}

const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(db, query))[0]!.n;
const items = (circleId: number, type: string) =>
  count(sql`SELECT count(*)::int AS n FROM user_activity WHERE circle_id = ${circleId} AND type = ${type}`);

describe('every endpoint × token', () => {
  it('answers 401 signed out, with an expired, a revoked or a malformed token, and 2xx with a valid one (no-store); the refused calls write nothing', async () => {
    const owner = await named('Amina');
    const other = await named('Bilal');
    const { expired, revoked } = await deadTokens(owner.userId);
    const pub = await newCircle(owner, 'public');
    const priv = await newCircle(other, 'private', 'Quiet Circle');
    const goal = (await app.addGoal(owner.accessToken, pub.id, { title: 'Read Al-Kahf', targetCount: 10 })).body.goal;
    const item = (await app.feed(owner.accessToken, pub.id)).body.items[0];
    const state = () =>
      queryRows(
        db,
        sql`SELECT (SELECT count(*) FROM circles)::int AS circles, (SELECT count(*) FROM circle_members)::int AS members,
                               (SELECT count(*) FROM user_activity)::int AS items, (SELECT count(*) FROM circle_requests)::int AS requests,
                               (SELECT count(*) FROM circle_goals)::int AS goals, (SELECT sum(current_count))::int AS progress,
                               (SELECT count(*) FROM activity_reactions)::int AS reactions FROM circle_goals`,
      );
    const before = await state();
    const calls: [string, (t?: string) => ReturnType<typeof app.list>][] = [
      ['GET circles', (t) => app.list(t)],
      ['POST circles', (t) => app.create(t, { name: 'New', visibility: 'public' })],
      ['GET circle', (t) => app.get(t, pub.id)],
      ['POST redeem', (t) => app.redeem(t, priv.inviteCode)],
      ['PUT membership', (t) => app.join(t, pub.id)],
      ['GET requests', (t) => app.requests(t, priv.id)],
      ['PUT request', (t) => app.decide(t, priv.id, 1, 'approve')],
      ['POST goals', (t) => app.addGoal(t, pub.id, { title: 'More', targetCount: 5 })],
      ['POST contribution', (t) => app.contribute(t, pub.id, goal.id, 1)],
      ['GET activity', (t) => app.feed(t, pub.id)],
      ['POST blessing', (t) => app.bless(t, priv.id, { toUserId: other.userId })],
      ['PUT reaction', (t) => app.react(t, pub.id, item.id, 'heart')],
      ['DELETE reaction', (t) => app.react(t, pub.id, item.id, 'heart', false)],
      ['DELETE membership', (t) => app.leave(t, pub.id)],
    ];
    for (const [, sendIt] of calls)
      for (const token of [undefined, expired, revoked, 'not a token']) expectUnauthorized(await sendIt(token));
    expect(await state()).toEqual(before);
    // The valid token, in an order where each call is allowed: the owner asks to join the other's
    // private circle with its code, whose Creator lists and approves the request.
    let requestId = 0;
    const valid: [string, () => ReturnType<typeof app.list>, number][] = [
      ['GET circles', () => app.list(owner.accessToken), 200],
      ['POST circles', () => app.create(owner.accessToken, { name: 'New', visibility: 'public' }), 201],
      ['GET circle', () => app.get(owner.accessToken, pub.id), 200],
      [
        'POST redeem',
        async () => {
          const r = await app.redeem(owner.accessToken, priv.inviteCode);
          requestId = r.body.request.id;
          return r;
        },
        200,
      ],
      ['GET requests', () => app.requests(other.accessToken, priv.id), 200],
      ['PUT request', () => app.decide(other.accessToken, priv.id, requestId, 'approve'), 200],
      ['PUT membership', () => app.join(owner.accessToken, pub.id), 200],
      ['POST goals', () => app.addGoal(owner.accessToken, pub.id, { title: 'More', targetCount: 5 }), 201],
      ['POST contribution', () => app.contribute(owner.accessToken, pub.id, goal.id, 1), 200],
      ['GET activity', () => app.feed(owner.accessToken, pub.id), 200],
      ['POST blessing', () => app.bless(owner.accessToken, priv.id, { toUserId: other.userId }), 201],
      ['PUT reaction', () => app.react(owner.accessToken, pub.id, item.id, 'heart'), 200],
      ['DELETE reaction', () => app.react(owner.accessToken, pub.id, item.id, 'heart', false), 200],
      ['DELETE membership', () => app.leave(owner.accessToken, pub.id), 200],
    ];
    expect(valid.map(([name]) => name).sort()).toEqual(calls.map(([name]) => name).sort());
    for (const [name, sendIt, status] of valid) {
      const ok = await sendIt();
      expect(ok.status, `${name}: ${JSON.stringify(ok.body)}`).toBe(status);
      expect(ok.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('creating a circle', () => {
  it('makes the caller its Creator, with a server-made invite code that is unique and not guessable, and a member_joined item', async () => {
    const owner = await named('Amina');
    const codes = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const circle = await newCircle(owner, i % 2 ? 'public' : 'private', `Circle ${i}`);
      expect(circle.inviteCode).toMatch(new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`));
      codes.add(circle.inviteCode);
    }
    expect(codes.size).toBe(12);
    const res = await app.create(owner.accessToken, {
      name: '  Night Prayer  ',
      description: '',
      visibility: 'private',
    });
    expect(res.body.circle).toMatchObject({
      name: 'Night Prayer',
      visibility: 'private',
      memberCount: 1,
      myRole: 'Creator',
      pendingRequests: 0,
      members: [{ userId: owner.userId, name: 'Amina', role: 'Creator' }],
      goals: [],
    });
    const [row] = await queryRows<{ admin_id: number }>(
      db,
      sql`SELECT admin_id FROM circles WHERE id = ${res.body.circle.id}`,
    );
    expect(row!.admin_id).toBe(owner.userId);
    expect(await items(res.body.circle.id, 'member_joined')).toBe(1);
    expect((await app.list(owner.accessToken)).body.circles).toHaveLength(13);
  });

  it('refuses a bad body with 400 and the field', async () => {
    const owner = await named('Amina');
    expectError(await app.create(owner.accessToken, { name: ' ', visibility: 'public' }), 400, 'Name is required');
    expectError(
      await app.create(owner.accessToken, { name: 'A', visibility: 'secret' }),
      400,
      'Visibility is public or private',
    );
    expectError(await app.create(owner.accessToken, { name: 'x'.repeat(81), visibility: 'public' }), 400, /at most 80/);
    expectError(await app.create(owner.accessToken, { name: 'A', visibility: 'public', inviteCode: 'MINE' }), 400);
    expect(await count(sql`SELECT count(*)::int AS n FROM circles`)).toBe(0);
  });
});

describe('who sees a circle', () => {
  it('shows a public circle to anyone signed in (no invite code), a private one only to its members: 404 to a stranger, as for no circle', async () => {
    const owner = await named('Amina');
    const stranger = await named('Zaid');
    const pub = await newCircle(owner, 'public');
    const priv = await newCircle(owner, 'private', 'Quiet');
    const seen = await app.get(stranger.accessToken, pub.id);
    expect(seen.status).toBe(200);
    expect(seen.body.circle).toMatchObject({ myRole: null, inviteCode: null, pendingRequests: null, memberCount: 1 });
    const hidden = await app.get(stranger.accessToken, priv.id);
    const missing = await app.get(stranger.accessToken, priv.id + 1000);
    expectError(hidden, 404, 'Circle not found');
    expect(hidden.body).toEqual(missing.body);
    // And every other action on it: 404 too, never 403.
    expectError(await app.feed(stranger.accessToken, priv.id), 404);
    expectError(await app.join(stranger.accessToken, priv.id), 404);
    expectError(await app.requests(stranger.accessToken, priv.id), 404);
    expectError(await app.addGoal(stranger.accessToken, priv.id, { title: 'x', targetCount: 1 }), 404);
    expectError(await app.bless(stranger.accessToken, priv.id, { toUserId: owner.userId }), 404);
    expectError(await app.leave(stranger.accessToken, priv.id), 404);
    // A public circle's members-only parts: 403 to a non-member.
    expectError(await app.feed(stranger.accessToken, pub.id), 403, 'Join this circle first');
    expect((await app.get(owner.accessToken, priv.id)).body.circle.inviteCode).toBe(priv.inviteCode);
    expect((await app.list(stranger.accessToken)).body.circles).toEqual([]);
  });
});

describe('joining', () => {
  it('joins a public circle at once (PUT membership, idempotent: one membership, one member_joined item)', async () => {
    const owner = await named('Amina');
    const joiner = await named('Bilal');
    const pub = await newCircle(owner, 'public');
    const first = await app.join(joiner.accessToken, pub.id);
    expect(first.body).toMatchObject({ circleId: pub.id, status: 'member', changed: true, request: null });
    expect(first.body.circle).toMatchObject({ myRole: 'Member', memberCount: 2, inviteCode: pub.inviteCode });
    const again = await app.join(joiner.accessToken, pub.id);
    expect(again.body).toMatchObject({ status: 'member', changed: false });
    expect(await items(pub.id, 'member_joined')).toBe(2);
    expect((await app.list(joiner.accessToken)).body.circles.map((c: { id: number }) => c.id)).toEqual([pub.id]);
  });

  it('joins a public circle with its code typed in any case, spaced or hyphenated; an unknown code is 404', async () => {
    const owner = await named('Amina');
    const joiner = await named('Bilal');
    const pub = await newCircle(owner, 'public');
    const typed = `${pub.inviteCode.slice(0, 4).toLowerCase()}-${pub.inviteCode.slice(4, 8)} ${pub.inviteCode.slice(8)}`;
    const res = await app.redeem(joiner.accessToken, typed);
    expect(res.body).toMatchObject({ circleId: pub.id, status: 'member', changed: true });
    expectError(await app.redeem(joiner.accessToken, 'ABCDEFGHJKMN'), 404, 'No circle has this invite code');
    expectError(await app.redeem(joiner.accessToken, ''), 400, 'Invite code is required');
  });

  it('makes a private circle’s code a request: the Creator or an Admin approves or declines it, a Member may not', async () => {
    const owner = await named('Amina');
    const admin = await named('Hana');
    const member = await named('Omar');
    const asker = await named('Bilal');
    const other = await named('Sara');
    const priv = await newCircle(owner, 'private');
    for (const u of [admin, member]) {
      const r = await app.redeem(u.accessToken, priv.inviteCode);
      await app.decide(owner.accessToken, priv.id, r.body.request.id, 'approve');
    }
    await db.execute(
      sql`UPDATE circle_members SET role = 'Admin' WHERE circle_id = ${priv.id} AND user_id = ${admin.userId}`,
    );

    const asked = await app.redeem(asker.accessToken, priv.inviteCode);
    expect(asked.body).toMatchObject({ circleId: priv.id, status: 'pending', changed: true, circle: null });
    expect(asked.body.request).toMatchObject({
      user: { id: asker.userId, name: 'Bilal' },
      status: 'pending',
      decidedAt: null,
    });
    const retried = await app.redeem(asker.accessToken, priv.inviteCode);
    expect(retried.body).toMatchObject({ status: 'pending', changed: false, request: { id: asked.body.request.id } });
    // Still a stranger until approved.
    expectError(await app.get(asker.accessToken, priv.id), 404);
    expect((await app.get(owner.accessToken, priv.id)).body.circle.pendingRequests).toBe(1);
    expect((await app.get(member.accessToken, priv.id)).body.circle.pendingRequests).toBeNull();

    expectError(
      await app.requests(member.accessToken, priv.id),
      403,
      'Only the circle’s Creator or an Admin can do this',
    );
    expectError(await app.decide(member.accessToken, priv.id, asked.body.request.id, 'approve'), 403);
    const listed = await app.requests(admin.accessToken, priv.id);
    expect(listed.body.requests.map((r: { user: { id: number } }) => r.user.id)).toEqual([asker.userId]);

    const approved = await app.decide(admin.accessToken, priv.id, asked.body.request.id, 'approve');
    expect(approved.body).toMatchObject({ changed: true, request: { status: 'approved' } });
    expect(approved.body.request.decidedAt).not.toBeNull();
    expect((await app.decide(admin.accessToken, priv.id, asked.body.request.id, 'approve')).body.changed).toBe(false);
    expectError(
      await app.decide(owner.accessToken, priv.id, asked.body.request.id, 'decline'),
      409,
      'already approved',
    );
    expect((await app.get(asker.accessToken, priv.id)).body.circle.myRole).toBe('Member');
    expect((await app.redeem(asker.accessToken, priv.inviteCode)).body).toMatchObject({
      status: 'member',
      changed: false,
    });

    const second = await app.redeem(other.accessToken, priv.inviteCode);
    const declined = await app.decide(owner.accessToken, priv.id, second.body.request.id, 'decline');
    expect(declined.body.request.status).toBe('declined');
    expectError(await app.get(other.accessToken, priv.id), 404);
    expectError(await app.decide(owner.accessToken, priv.id, 999_999, 'approve'), 404, 'No such join request');
    expectError(
      await app.decide(owner.accessToken, priv.id, second.body.request.id, 'maybe'),
      400,
      'Decision is approve or decline',
    );
    // Approval wrote the member_joined items; a decline none.
    expect(await items(priv.id, 'member_joined')).toBe(4);
  });
});

describe('leaving', () => {
  it('removes a member; leaving again changes nothing', async () => {
    const owner = await named('Amina');
    const joiner = await named('Bilal');
    const pub = await newCircle(owner, 'public');
    await app.join(joiner.accessToken, pub.id);
    expect((await app.leave(joiner.accessToken, pub.id)).body).toEqual({
      left: true,
      circleDeleted: false,
      newCreatorId: null,
    });
    expect((await app.leave(joiner.accessToken, pub.id)).body).toEqual({
      left: false,
      circleDeleted: false,
      newCreatorId: null,
    });
    expect((await app.get(owner.accessToken, pub.id)).body.circle.memberCount).toBe(1);
  });

  it('hands a circle its Creator leaves to the longest-standing Admin (else Member); the last member leaving deletes it', async () => {
    const owner = await named('Amina');
    const early = await named('Bilal');
    const admin = await named('Hana');
    const pub = await newCircle(owner, 'public');
    await app.join(early.accessToken, pub.id);
    await app.join(admin.accessToken, pub.id);
    await db.execute(
      sql`UPDATE circle_members SET role = 'Admin' WHERE circle_id = ${pub.id} AND user_id = ${admin.userId}`,
    );
    const [before] = await queryRows<{ version: number }>(db, sql`SELECT version FROM circles WHERE id = ${pub.id}`);
    expect((await app.leave(owner.accessToken, pub.id)).body).toEqual({
      left: true,
      circleDeleted: false,
      newCreatorId: admin.userId,
    });
    const [after] = await queryRows<{ admin_id: number; version: number }>(
      db,
      sql`SELECT admin_id, version FROM circles WHERE id = ${pub.id}`,
    );
    expect(after).toEqual({ admin_id: admin.userId, version: before!.version + 1 });
    expect((await app.get(admin.accessToken, pub.id)).body.circle.members.map((m: { role: string }) => m.role)).toEqual(
      ['Creator', 'Member'],
    );
    // No Admin left: the longest-standing Member.
    expect((await app.leave(admin.accessToken, pub.id)).body.newCreatorId).toBe(early.userId);
    expect((await app.leave(early.accessToken, pub.id)).body).toEqual({
      left: true,
      circleDeleted: true,
      newCreatorId: null,
    });
    expect(await count(sql`SELECT count(*)::int AS n FROM circles`)).toBe(0);
  });
});

describe('group goals', () => {
  it('are added by the Creator or an Admin only, and contributed to by members, capped at the target, then complete (409 after)', async () => {
    const owner = await named('Amina');
    const member = await named('Bilal');
    const stranger = await named('Zaid');
    const pub = await newCircle(owner, 'public');
    await app.join(member.accessToken, pub.id);
    expectError(
      await app.addGoal(member.accessToken, pub.id, { title: 'Mine', targetCount: 5 }),
      403,
      'Only the circle’s Creator or an Admin',
    );
    expectError(
      await app.addGoal(owner.accessToken, pub.id, { title: 'Bad', targetCount: 0 }),
      400,
      'Target is at least 1',
    );
    const created = await app.addGoal(owner.accessToken, pub.id, {
      title: 'Read Al-Kahf together',
      description: '10 pages',
      targetCount: 10,
    });
    expect(created.status).toBe(201);
    const goal = created.body.goal;
    expect(goal).toMatchObject({
      title: 'Read Al-Kahf together',
      description: '10 pages',
      targetCount: 10,
      currentCount: 0,
      percent: 0,
      isCompleted: false,
      completedAt: null,
    });

    const first = await app.contribute(member.accessToken, pub.id, goal.id, 4);
    expect(first.body).toMatchObject({ counted: 4, goal: { currentCount: 4, percent: 40, isCompleted: false } });
    const last = await app.contribute(owner.accessToken, pub.id, goal.id, 9);
    expect(last.body).toMatchObject({ counted: 6, goal: { currentCount: 10, percent: 100, isCompleted: true } });
    expect(last.body.goal.completedAt).not.toBeNull();
    expectError(await app.contribute(member.accessToken, pub.id, goal.id, 1), 409, 'This goal is already complete');
    expectError(await app.contribute(stranger.accessToken, pub.id, goal.id, 1), 403, 'Join this circle first');
    expectError(
      await app.contribute(member.accessToken, pub.id, goal.id + 1000, 1),
      404,
      'This circle has no such goal',
    );
    for (const bad of [0, 1.5, '2', 10_001])
      expectError(await app.contribute(member.accessToken, pub.id, goal.id, bad), 400);

    const other = await newCircle(owner, 'public', 'Other');
    expectError(await app.contribute(owner.accessToken, other.id, goal.id, 1), 404);
    // The items say what counted, and name the goal.
    const feed = (await app.feed(owner.accessToken, pub.id)).body.items.filter(
      (i: { type: string }) => i.type === 'goal_contribution',
    );
    expect(feed.map((i: { amount: number; goalId: number }) => [i.amount, i.goalId])).toEqual([
      [6, goal.id],
      [4, goal.id],
    ]);
    expect(feed[0].content).toBe('Added 6 to “Read Al-Kahf together”, completing it');
    // The circle list shows the goal as complete.
    expect((await app.list(member.accessToken)).body.circles[0].goals[0]).toMatchObject({
      id: goal.id,
      currentCount: 10,
      isCompleted: true,
    });
  });
});

describe('the activity feed', () => {
  it('pages newest first with nextBefore; before must be an item of the circle', async () => {
    const owner = await named('Amina');
    const pub = await newCircle(owner, 'public');
    const others = await Promise.all(['B', 'C', 'D', 'E'].map((n) => named(n)));
    for (const u of others) await app.join(u.accessToken, pub.id);
    const page1 = await app.feed(owner.accessToken, pub.id, { limit: 2 });
    expect(page1.body.items.map((i: { user: { name: string } }) => i.user.name)).toEqual(['E', 'D']);
    const page2 = await app.feed(owner.accessToken, pub.id, { limit: 2, before: page1.body.nextBefore });
    expect(page2.body.items.map((i: { user: { name: string } }) => i.user.name)).toEqual(['C', 'B']);
    const page3 = await app.feed(owner.accessToken, pub.id, { limit: 2, before: page2.body.nextBefore });
    expect(page3.body.items.map((i: { user: { name: string }; content: string }) => [i.user.name, i.content])).toEqual([
      ['Amina', 'Created the circle'],
    ]);
    expect(page3.body.nextBefore).toBeNull();
    const other = await newCircle(owner, 'public', 'Other');
    const foreign = (await app.feed(owner.accessToken, other.id)).body.items[0].id;
    expectError(
      await app.feed(owner.accessToken, pub.id, { before: foreign }),
      400,
      'before is not an item of this circle',
    );
    expectError(await app.feed(owner.accessToken, pub.id, { limit: 51 }), 400, /limit/);
  });

  it('carries blessings to another member, and reactions: one of each kind per user, added and removed idempotently', async () => {
    const owner = await named('Amina');
    const member = await named('Bilal');
    const third = await named('Sara');
    const pub = await newCircle(owner, 'private');
    for (const u of [member, third])
      await app.decide(
        owner.accessToken,
        pub.id,
        (await app.redeem(u.accessToken, pub.inviteCode)).body.request.id,
        'approve',
      );
    const blessed = await app.bless(member.accessToken, pub.id, {
      toUserId: owner.userId,
      message: 'May Allah accept your fast',
    });
    expect(blessed.status).toBe(201);
    expect(blessed.body.item).toMatchObject({
      type: 'blessing_sent',
      user: { id: member.userId, name: 'Bilal' },
      targetUser: { id: owner.userId, name: 'Amina' },
      content: 'May Allah accept your fast',
      reactions: [],
    });
    expect((await app.bless(third.accessToken, pub.id, { toUserId: member.userId })).body.item.content).toBe(
      'Sent you a blessing',
    );
    expectError(
      await app.bless(member.accessToken, pub.id, { toUserId: member.userId }),
      400,
      'Send a blessing to another member',
    );
    const outsider = await named('Zaid');
    expectError(
      await app.bless(member.accessToken, pub.id, { toUserId: outsider.userId }),
      404,
      'No such member in this circle',
    );

    const itemId = blessed.body.item.id;
    const added = await app.react(owner.accessToken, pub.id, itemId, 'ameen');
    expect(added.body).toEqual({ itemId, changed: true, reactions: [{ reaction: 'ameen', count: 1, mine: true }] });
    expect((await app.react(owner.accessToken, pub.id, itemId, 'ameen')).body.changed).toBe(false);
    await app.react(third.accessToken, pub.id, itemId, 'ameen');
    const both = await app.react(third.accessToken, pub.id, itemId, 'heart');
    expect(both.body.reactions).toEqual([
      { reaction: 'heart', count: 1, mine: true },
      { reaction: 'ameen', count: 2, mine: true },
    ]);
    const seen = (await app.feed(member.accessToken, pub.id)).body.items.find((i: { id: number }) => i.id === itemId);
    expect(seen.reactions).toEqual([
      { reaction: 'heart', count: 1, mine: false },
      { reaction: 'ameen', count: 2, mine: false },
    ]);
    const removed = await app.react(owner.accessToken, pub.id, itemId, 'ameen', false);
    expect(removed.body).toMatchObject({
      changed: true,
      reactions: [
        { reaction: 'heart', count: 1, mine: false },
        { reaction: 'ameen', count: 1, mine: false },
      ],
    });
    expect((await app.react(owner.accessToken, pub.id, itemId, 'ameen', false)).body.changed).toBe(false);
    expectError(
      await app.react(owner.accessToken, pub.id, itemId, 'thumbsup'),
      400,
      'reaction is one of heart, dua, mashallah, ameen',
    );
    const other = await newCircle(owner, 'public', 'Other');
    expectError(
      await app.react(owner.accessToken, other.id, itemId, 'heart'),
      404,
      'No such activity item in this circle',
    );
  });
});

describe('the back-office', () => {
  it('reads the same rows: members, goals and a member’s circle activity', async () => {
    const owner = await named('Amina');
    const pub = await newCircle(owner, 'public');
    const goal = (await app.addGoal(owner.accessToken, pub.id, { title: 'Give', targetCount: 3 })).body.goal;
    await app.contribute(owner.accessToken, pub.id, goal.id, 2);
    const { getCircleDetail } = await import('../../src/server/repositories/people-circles.ts');
    const detail = await getCircleDetail(db, pub.id);
    expect(detail!.circle).toMatchObject({
      name: 'Fajr Friends',
      visibility: 'public',
      memberCount: 1,
      inviteCode: pub.inviteCode,
    });
    expect(detail!.members).toMatchObject([{ userId: owner.userId, role: 'Creator' }]);
    expect(detail!.goals).toMatchObject([{ id: goal.id, currentCount: 2, percent: 67 }]);
  });
});
