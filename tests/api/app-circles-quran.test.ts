// Quran challenges in the app's circles (decision 0042): every endpoint × token; the Creator or an
// Admin starts one and the passage is split among the members; each member marks their part read
// (idempotent), which writes a quran_completed item, and the last part completes the challenge,
// once, even when the last readers arrive together.
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/sql.ts';
import { createAppUser } from './app-helpers.ts';
import { app, deadTokens, expectError, expectUnauthorized } from './app-circles-helpers.ts';
import { closeDb, truncate, useTestDatabase } from './helpers.ts';

const db = useTestDatabase();
afterAll(() => closeDb());
beforeEach(() => truncate('users', 'circles'));

type User = { userId: number; accessToken: string };
async function circleOf(size: number): Promise<{ id: number; members: User[] }> {
  const members: User[] = [];
  for (let i = 0; i < size; i++) {
    const user = await createAppUser();
    await db.execute(sql`UPDATE users SET name = ${`Reader ${i + 1}`} WHERE id = ${user.userId}`);
    members.push(user);
  }
  const id = (await app.create(members[0]!.accessToken, { name: 'Readers', visibility: 'public' })).body.circle
    .id as number;
  for (const m of members.slice(1)) await app.join(m.accessToken, id);
  return { id, members };
}
const mulk = { title: 'Al-Mulk this week', surah: 67, startAyah: 1, endAyah: 10, deadline: '2026-12-31' };

describe('Quran challenges', () => {
  it('answer 401 without a valid token on every endpoint, and 2xx with one (no-store)', async () => {
    const { id, members } = await circleOf(1);
    const owner = members[0]!;
    const { expired, revoked } = await deadTokens(owner.userId);
    for (const token of [undefined, expired, revoked, 'not a token']) {
      expectUnauthorized(await app.challenges(token, id));
      expectUnauthorized(await app.addChallenge(token, id, mulk));
      expectUnauthorized(await app.read(token, id, 1));
    }
    expect(await queryRows(db, sql`SELECT 1 FROM circle_quran_challenges`)).toEqual([]);
    const created = await app.addChallenge(owner.accessToken, id, mulk);
    expect(created.status).toBe(201);
    for (const res of [
      created,
      await app.challenges(owner.accessToken, id),
      await app.read(owner.accessToken, id, created.body.challenge.id),
    ]) {
      expect(res.status).toBeLessThan(300);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('are started by the Creator or an Admin, the passage split among the members in order', async () => {
    const { id, members } = await circleOf(3);
    const [owner, admin, member] = members as [User, User, User];
    expectError(await app.addChallenge(member.accessToken, id, mulk), 403, 'Only the circle’s Creator or an Admin');
    expectError(
      await app.addChallenge(owner.accessToken, id, { ...mulk, startAyah: 5, endAyah: 4 }),
      400,
      'The last ayah comes after the first',
    );
    expectError(
      await app.addChallenge(owner.accessToken, id, { ...mulk, deadline: '2026-02-30' }),
      400,
      'Deadline is not a real date',
    );
    expectError(await app.addChallenge(owner.accessToken, id, { ...mulk, endAyah: 287 }), 400, /at most 286/);
    // Only passages that exist (decision 0060): the surah by number, the range within its ayahs.
    const kawthar = { ...mulk, surah: 108, startAyah: 1, endAyah: 286 };
    expectError(await app.addChallenge(owner.accessToken, id, kawthar), 400, 'Surah 108 (Al-Kawthar) has 3 ayahs');
    expectError(await app.addChallenge(owner.accessToken, id, { ...mulk, endAyah: 31 }), 400, 'has 30 ayahs');
    expectError(await app.addChallenge(owner.accessToken, id, { ...mulk, surah: 115 }), 400, 'Surah is at most 114');
    const { surah: _number, ...byName } = mulk;
    expectError(await app.addChallenge(owner.accessToken, id, { ...byName, surahName: 'Al-Kawthar' }), 400);
    expect(await queryRows(db, sql`SELECT 1 FROM circle_quran_challenges`)).toEqual([]);
    const kawtharWhole = await app.addChallenge(owner.accessToken, id, { ...kawthar, endAyah: 3 });
    expect(kawtharWhole.body.challenge).toMatchObject({ surahName: 'Al-Kawthar', totalAyahs: 3 });
    await db.execute(sql`DELETE FROM circle_quran_challenges`);
    await db.execute(
      sql`UPDATE circle_members SET role = 'Admin' WHERE circle_id = ${id} AND user_id = ${admin.userId}`,
    );
    const res = await app.addChallenge(admin.accessToken, id, mulk);
    expect(res.body.challenge).toMatchObject({
      title: 'Al-Mulk this week',
      surahName: 'Al-Mulk',
      totalAyahs: 10,
      startAyah: 1,
      endAyah: 10,
      deadline: '2026-12-31',
      isCompleted: false,
      completedAt: null,
    });
    expect(
      res.body.challenge.assignments.map((a: { user: { id: number }; startAyah: number; endAyah: number }) => [
        a.user.id,
        a.startAyah,
        a.endAyah,
      ]),
    ).toEqual([
      [owner.userId, 1, 4],
      [admin.userId, 5, 7],
      [member.userId, 8, 10],
    ]);
    expect((await app.challenges(member.accessToken, id)).body.challenges.map((c: { id: number }) => c.id)).toEqual([
      res.body.challenge.id,
    ]);
    const stranger = await createAppUser();
    expectError(await app.challenges(stranger.accessToken, id), 403, 'Join this circle first');
  });

  it('count each part once as read (a quran_completed item), refuse a member without a part, and complete with the last part', async () => {
    const { id, members } = await circleOf(2);
    const [owner, member] = members as [User, User];
    const challenge = (await app.addChallenge(owner.accessToken, id, mulk)).body.challenge;
    const late = await createAppUser();
    await app.join(late.accessToken, id);
    expectError(await app.read(late.accessToken, id, challenge.id), 409, 'You have no part in this Quran challenge');
    expectError(
      await app.read(owner.accessToken, id, challenge.id + 1000),
      404,
      'This circle has no such Quran challenge',
    );

    const first = await app.read(member.accessToken, id, challenge.id);
    expect(first.body).toMatchObject({ changed: true, challenge: { isCompleted: false } });
    expect(first.body.challenge.assignments.map((a: { isCompleted: boolean }) => a.isCompleted)).toEqual([false, true]);
    expect((await app.read(member.accessToken, id, challenge.id)).body.changed).toBe(false);
    const last = await app.read(owner.accessToken, id, challenge.id);
    expect(last.body.challenge.isCompleted).toBe(true);
    expect(last.body.challenge.completedAt).not.toBeNull();
    const feed = (await app.feed(owner.accessToken, id)).body.items.filter(
      (i: { type: string }) => i.type === 'quran_completed',
    );
    expect(feed.map((i: { user: { id: number }; content: string }) => [i.user.id, i.content])).toEqual([
      [owner.userId, 'Read Al-Mulk 1–5'],
      [member.userId, 'Read Al-Mulk 6–10'],
    ]);
  });

  it('completes once when 20 members read at once, with one item each', async () => {
    const { id, members } = await circleOf(20);
    const challenge = (await app.addChallenge(members[0]!.accessToken, id, { ...mulk, endAyah: 30 })).body.challenge;
    const answers = await Promise.all(members.map((m) => app.read(m.accessToken, id, challenge.id)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.body.challenge.isCompleted)).toHaveLength(1);
    const [row] = await queryRows<{ items: number; open: number; done: boolean }>(
      db,
      sql`SELECT (SELECT count(*) FROM user_activity WHERE circle_id = ${id} AND type = 'quran_completed')::int AS items,
                 (SELECT count(*) FROM circle_quran_assignments WHERE challenge_id = ${challenge.id} AND completed_at IS NULL)::int AS open,
                 (SELECT completed_at IS NOT NULL FROM circle_quran_challenges WHERE id = ${challenge.id}) AS done`,
    );
    expect(row).toEqual({ items: 20, open: 0, done: true });
  });
});
