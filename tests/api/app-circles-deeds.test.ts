// A completed deed in the circles (decisions 0042, 0057): private unless shared. Completing a deed
// writes its thawap_completed item in each circle the user shares with (the membership's
// shareDeeds, or the completion's own `share`), in the completion's transaction, else one personal
// item; the feed and the back-office see only what was shared; unmarking takes the items back.
// Each outcome is checked against the rows in SQL, not only through the API.
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import completionHandler from '../../functions/app-completion.mts';
import membershipHandler from '../../functions/app-circle-membership.mts';
import { API } from '../../src/lib/routes.ts';
import { getCircleDetail } from '../../src/server/repositories/people-circles.ts';
import { queryRows } from '../../src/server/sql.ts';
import { call, createAppUser } from './app-helpers.ts';
import { app, bearer } from './app-circles-helpers.ts';
import { closeDb, context, ORIGIN, truncate, useTestDatabase } from './helpers.ts';

const db = useTestDatabase();
afterAll(() => closeDb());

let taskId: number;
beforeEach(async () => {
  await truncate('users', 'circles', 'thawab_tasks', 'badges');
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO thawab_tasks (name, description, category, xp_value, icon, scheduling_type, scheduling_value, difficulty_level, min_level, is_active)
        VALUES ('Pray Fajr on time', 'For tests', 'Prayer', 20, '🕌', 'daily', 'everyday', 'easy', 'Waking Soul', true) RETURNING id`,
  );
  taskId = row!.id;
});

const today = () => new Date().toISOString().slice(0, 10);
const mark = (method: 'PUT' | 'DELETE', token: string, body?: unknown) =>
  call(
    completionHandler,
    new Request(`${ORIGIN}${API.appCompletion.path(today(), taskId)}`, {
      method,
      headers: { ...bearer(token), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    }),
    context({ date: today(), thawabId: String(taskId) }),
  );
const sharing = (token: string, circleId: number, body: unknown) =>
  call(
    membershipHandler,
    new Request(`${ORIGIN}${API.appCircleMembership.path(circleId)}`, {
      method: 'PATCH',
      headers: { ...bearer(token), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
    context({ id: String(circleId) }),
  );
const shareFlags = (userId: number) =>
  queryRows<{ circle_id: number; share_deeds: boolean }>(
    db,
    sql`SELECT circle_id, share_deeds FROM circle_members WHERE user_id = ${userId} ORDER BY circle_id`,
  );
const deedItems = (userId: number) =>
  queryRows<{ circle_id: number | null; content: string }>(
    db,
    sql`SELECT circle_id, content FROM user_activity WHERE user_id = ${userId} AND type = 'thawap_completed' ORDER BY circle_id NULLS FIRST`,
  );

describe('a completed deed', () => {
  it('is private by default: one personal item, no feed shows it, the back-office counts nothing in the circle', async () => {
    const user = await createAppUser();
    const friend = await createAppUser();
    const a = (await app.create(user.accessToken, { name: 'A', visibility: 'public' })).body.circle.id as number;
    const b = (await app.create(friend.accessToken, { name: 'B', visibility: 'public' })).body.circle.id as number;
    expect((await app.join(user.accessToken, b)).body.circle.myShareDeeds).toBe(false);
    expect(await shareFlags(user.userId)).toEqual([
      { circle_id: a, share_deeds: false },
      { circle_id: b, share_deeds: false },
    ]);
    const done = await mark('PUT', user.accessToken);
    expect(done.status).toBe(200);
    expect(done.body.sharedWith).toEqual([]);
    expect(await deedItems(user.userId)).toEqual([{ circle_id: null, content: 'Pray Fajr on time' }]);
    const feedB = (await app.feed(friend.accessToken, b)).body.items as { type: string }[];
    expect(feedB.filter((item) => item.type === 'thawap_completed')).toEqual([]);
    const member = (await getCircleDetail(db, b))!.members.find((m) => m.userId === user.userId)!;
    expect(member.deedsCompleted).toBe(0);
    await mark('DELETE', user.accessToken);
    expect(await deedItems(user.userId)).toEqual([]);
  });

  it('opted in with one circle and not another: shown in that feed only; unmarking removes it and its reactions', async () => {
    const user = await createAppUser();
    const friend = await createAppUser();
    const a = (await app.create(user.accessToken, { name: 'A', visibility: 'public' })).body.circle.id as number;
    const b = (await app.create(friend.accessToken, { name: 'B', visibility: 'public' })).body.circle.id as number;
    await app.join(user.accessToken, b);
    const on = await sharing(user.accessToken, b, { shareDeeds: true });
    expect(on.status).toBe(200);
    expect(on.headers.get('cache-control')).toBe('no-store');
    expect(on.body).toEqual({ circleId: b, shareDeeds: true, changed: true });
    expect((await sharing(user.accessToken, b, { shareDeeds: true })).body.changed).toBe(false);
    expect(await shareFlags(user.userId)).toEqual([
      { circle_id: a, share_deeds: false },
      { circle_id: b, share_deeds: true },
    ]);
    expect((await app.get(user.accessToken, b)).body.circle.myShareDeeds).toBe(true);

    expect((await mark('PUT', user.accessToken)).body.sharedWith).toEqual([b]);
    expect(await deedItems(user.userId)).toEqual([{ circle_id: b, content: 'Pray Fajr on time' }]);
    const inB = (await app.feed(friend.accessToken, b)).body.items[0];
    expect(inB).toMatchObject({ type: 'thawap_completed', user: { id: user.userId }, content: 'Pray Fajr on time' });
    const feedA = (await app.feed(user.accessToken, a)).body.items as { type: string }[];
    expect(feedA.filter((item) => item.type === 'thawap_completed')).toEqual([]);
    expect((await getCircleDetail(db, b))!.members.find((m) => m.userId === user.userId)!.deedsCompleted).toBe(1);
    // A retried completion writes nothing more and says where it is shown.
    expect((await mark('PUT', user.accessToken)).body).toMatchObject({ changed: false, sharedWith: [b] });
    expect(await deedItems(user.userId)).toHaveLength(1);

    await app.react(friend.accessToken, b, inB.id, 'mashallah');
    expect((await mark('DELETE', user.accessToken)).body.changed).toBe(true);
    expect(await deedItems(user.userId)).toEqual([]);
    expect(await queryRows(db, sql`SELECT 1 FROM activity_reactions`)).toEqual([]);
  });

  it('opted out again: the next deed is private (what was shared before stays shared)', async () => {
    const user = await createAppUser();
    const a = (await app.create(user.accessToken, { name: 'A', visibility: 'public' })).body.circle.id as number;
    await sharing(user.accessToken, a, { shareDeeds: true });
    const off = await sharing(user.accessToken, a, { shareDeeds: false });
    expect(off.body).toEqual({ circleId: a, shareDeeds: false, changed: true });
    expect(await shareFlags(user.userId)).toEqual([{ circle_id: a, share_deeds: false }]);
    await mark('PUT', user.accessToken);
    expect(await deedItems(user.userId)).toEqual([{ circle_id: null, content: 'Pray Fajr on time' }]);
  });

  it('per completion, `share` chooses among the user’s circles (or none), whatever the memberships say', async () => {
    const user = await createAppUser();
    const a = (await app.create(user.accessToken, { name: 'A', visibility: 'public' })).body.circle.id as number;
    const b = (await app.create(user.accessToken, { name: 'B', visibility: 'public' })).body.circle.id as number;
    await sharing(user.accessToken, a, { shareDeeds: true });
    // Narrowed to nothing: private although A shares.
    expect((await mark('PUT', user.accessToken, { share: [] })).body.sharedWith).toEqual([]);
    expect(await deedItems(user.userId)).toEqual([{ circle_id: null, content: 'Pray Fajr on time' }]);
    await mark('DELETE', user.accessToken);
    // Chosen: B only, although B's sharing is off and A's is on.
    expect((await mark('PUT', user.accessToken, { share: [b] })).body.sharedWith).toEqual([b]);
    expect(await deedItems(user.userId)).toEqual([{ circle_id: b, content: 'Pray Fajr on time' }]);
  });

  it('never reaches a circle the user is not in: 400 and nothing written; bad bodies are 400/415, not 500', async () => {
    const user = await createAppUser();
    const stranger = await createAppUser();
    await app.create(user.accessToken, { name: 'Mine', visibility: 'public' });
    const theirs = (await app.create(stranger.accessToken, { name: 'Theirs', visibility: 'private' })).body.circle
      .id as number;
    const refused = await mark('PUT', user.accessToken, { share: [theirs] });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([
      { path: 'share.0', message: 'share may only name circles you are a member of' },
    ]);
    expect(await deedItems(user.userId)).toEqual([]);
    expect(await queryRows(db, sql`SELECT 1 FROM thawab_completions WHERE user_id = ${user.userId}`)).toEqual([]);
    expect((await mark('PUT', user.accessToken, { share: 'all' })).status).toBe(400);
    expect((await mark('PUT', user.accessToken, { share: [1], extra: true })).status).toBe(400);
    expect((await mark('PUT', user.accessToken, '{"share": [')).status).toBe(400);
    expect((await sharing(user.accessToken, theirs, { shareDeeds: true })).status).toBe(404);
    expect((await sharing(user.accessToken, theirs, { shareDeeds: 'yes' })).status).toBe(400);
  });

  it('a member of a public circle it cannot share with before joining: 403', async () => {
    const user = await createAppUser();
    const owner = await createAppUser();
    const open = (await app.create(owner.accessToken, { name: 'Open', visibility: 'public' })).body.circle.id as number;
    expect((await sharing(user.accessToken, open, { shareDeeds: true })).status).toBe(403);
    expect(await shareFlags(user.userId)).toEqual([]);
  });
});
