// A completed deed in the circles (decision 0042): completing a deed writes its thawap_completed
// item in each circle the user belongs to, in the completion's transaction, so every circle's feed
// shows it and the back-office counts it for the member there; unmarking takes them back.
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import completionHandler from '../../functions/app-completion.mts';
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
const mark = (method: 'PUT' | 'DELETE', token: string) =>
  call(
    completionHandler,
    new Request(`${ORIGIN}${API.appCompletion.path(today(), taskId)}`, { method, headers: bearer(token) }),
    context({ date: today(), thawabId: String(taskId) }),
  );
const deedItems = (userId: number) =>
  queryRows<{ circle_id: number | null; content: string }>(
    db,
    sql`SELECT circle_id, content FROM user_activity WHERE user_id = ${userId} AND type = 'thawap_completed' ORDER BY circle_id NULLS FIRST`,
  );

describe('a completed deed', () => {
  it('is an item in each of the user’s circles (not a personal one), shown in each feed and counted by the back-office; unmarking removes them and their reactions', async () => {
    const user = await createAppUser();
    const friend = await createAppUser();
    const a = (await app.create(user.accessToken, { name: 'A', visibility: 'public' })).body.circle.id as number;
    const b = (await app.create(friend.accessToken, { name: 'B', visibility: 'public' })).body.circle.id as number;
    await app.join(user.accessToken, b);
    expect((await mark('PUT', user.accessToken)).status).toBe(200);
    expect(await deedItems(user.userId)).toEqual(
      [
        { circle_id: a, content: 'Pray Fajr on time' },
        { circle_id: b, content: 'Pray Fajr on time' },
      ].sort((x, y) => x.circle_id - y.circle_id),
    );
    const inB = (await app.feed(friend.accessToken, b)).body.items[0];
    expect(inB).toMatchObject({ type: 'thawap_completed', user: { id: user.userId }, content: 'Pray Fajr on time' });
    const member = (await getCircleDetail(db, b))!.members.find((m) => m.userId === user.userId)!;
    expect(member.deedsCompleted).toBe(1);
    expect(member.lastActiveAt).not.toBeNull();
    // A retried completion writes nothing more.
    await mark('PUT', user.accessToken);
    expect(await deedItems(user.userId)).toHaveLength(2);

    await app.react(friend.accessToken, b, inB.id, 'mashallah');
    expect((await mark('DELETE', user.accessToken)).body.changed).toBe(true);
    expect(await deedItems(user.userId)).toEqual([]);
    expect(await queryRows(db, sql`SELECT 1 FROM activity_reactions`)).toEqual([]);
    expect((await getCircleDetail(db, b))!.members.find((m) => m.userId === user.userId)!.deedsCompleted).toBe(0);
  });

  it('of a user in no circle is one personal item, as before', async () => {
    const user = await createAppUser();
    await mark('PUT', user.accessToken);
    expect(await deedItems(user.userId)).toEqual([{ circle_id: null, content: 'Pray Fajr on time' }]);
    await mark('DELETE', user.accessToken);
    expect(await deedItems(user.userId)).toEqual([]);
  });
});
