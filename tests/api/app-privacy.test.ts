// The user's own reset and data (decision 0057): POST /me/reset clears completed deeds (with their
// feed items) and sets the streak to 0 in one audited transaction; GET /me/export is a copy of what
// the app holds; the website's privacy request page carries the same copy for the address and
// deletes the app account through DELETE /me's path (circle hand-over included). Checked in SQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import completionHandler from '../../functions/app-completion.mts';
import meHandler from '../../functions/app-me.mts';
import resetHandler from '../../functions/app-me-reset.mts';
import exportHandler from '../../functions/app-me-export.mts';
import progressHandler from '../../functions/app-quran-progress.mts';
import privacyConfirm from '../../functions/privacy-confirm.mts';
import { API } from '../../src/lib/routes.ts';
import { emailHash } from '../../src/server/mail/address.ts';
import { newEmailToken } from '../../src/server/repositories/email-tokens.ts';
import { queryRows } from '../../src/server/sql.ts';
import { bearer, call, createAppUser } from './app-helpers.ts';
import { app } from './app-circles-helpers.ts';
import { call as plainCall, closeDb, context, jsonRequest, ORIGIN, truncate, useTestDatabase } from './helpers.ts';

const db = useTestDatabase();
afterAll(() => closeDb());

let taskId: number;
let badgeId: number;
beforeEach(async () => {
  await truncate('users', 'circles', 'thawab_tasks', 'badges', 'audit_log', 'email_tokens', 'launch_signups');
  const [task] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO thawab_tasks (name, description, category, xp_value, icon, scheduling_type, scheduling_value, difficulty_level, min_level, is_active)
        VALUES ('Pray Fajr on time', 'For tests', 'Prayer', 20, '🕌', 'daily', 'everyday', 'easy', 'Waking Soul', true) RETURNING id`,
  );
  taskId = task!.id;
  const [badge] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO badges (name, description, icon, color_class, required_count, required_days, category, difficulty)
        VALUES ('First Step', 'For tests', '🏆', 'Amber', 1, 0, 'Prayer', 'easy') RETURNING id`,
  );
  badgeId = badge!.id;
});

const today = () => new Date().toISOString().slice(0, 10);
const complete = (token: string, body?: unknown) =>
  call(
    completionHandler,
    new Request(`${ORIGIN}${API.appCompletion.path(today(), taskId)}`, {
      method: 'PUT',
      headers: { ...bearer(token), ...(body ? { 'Content-Type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    }),
    context({ date: today(), thawabId: String(taskId) }),
  );
const reset = (token: string | undefined, body: unknown) =>
  call(
    resetHandler,
    new Request(`${ORIGIN}${API.appMeReset}`, {
      method: 'POST',
      headers: { ...bearer(token), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
const exportMe = (token?: string) =>
  call(exportHandler, new Request(`${ORIGIN}${API.appMeExport}`, { headers: bearer(token) }));
const userRow = async (id: number) =>
  (
    await queryRows<{ streak: number; version: number }>(db, sql`SELECT streak, version FROM users WHERE id = ${id}`)
  )[0];
const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(db, query))[0]!.n;

describe('POST /me/reset', () => {
  it('refuses without the explicit confirmation, changing nothing', async () => {
    const user = await createAppUser();
    await complete(user.accessToken);
    for (const body of [{}, { confirm: 'reset' }, { confirm: true }, { confirm: 'RESET', also: 1 }]) {
      const refused = await reset(user.accessToken, body);
      expect(refused.status).toBe(400);
      expect(refused.headers.get('cache-control')).toBe('no-store');
    }
    expect((await reset(undefined, { confirm: 'RESET' })).status).toBe(401);
    expect(await count(sql`SELECT count(*)::int AS n FROM thawab_completions WHERE user_id = ${user.userId}`)).toBe(1);
    expect((await userRow(user.userId))!.streak).toBe(1);
  });

  it('clears completed deeds and their feed items, sets the streak to 0, keeps badges and other activity, audited', async () => {
    const user = await createAppUser();
    const other = await createAppUser();
    const circle = (await app.create(user.accessToken, { name: 'Mine', visibility: 'public' })).body.circle
      .id as number;
    await complete(user.accessToken, { share: [circle] });
    await complete(other.accessToken);
    expect((await userRow(user.userId))!.streak).toBe(1);
    const before = (await userRow(user.userId))!.version;

    const done = await reset(user.accessToken, { confirm: 'RESET' });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ reset: true, completionsRemoved: 1, streak: 0 });
    expect(await count(sql`SELECT count(*)::int AS n FROM thawab_completions WHERE user_id = ${user.userId}`)).toBe(0);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM user_activity WHERE user_id = ${user.userId} AND type = 'thawap_completed'`,
      ),
    ).toBe(0);
    // Joining the circle is not a deed: it stays. The other user's deed is untouched.
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM user_activity WHERE user_id = ${user.userId} AND type = 'member_joined'`,
      ),
    ).toBe(1);
    expect(await count(sql`SELECT count(*)::int AS n FROM thawab_completions WHERE user_id = ${other.userId}`)).toBe(1);
    const after = (await userRow(user.userId))!;
    expect(after.streak).toBe(0);
    expect(after.version).toBe(before + 1);
    expect(await queryRows(db, sql`SELECT badge_id FROM user_badges WHERE user_id = ${user.userId}`)).toEqual([
      { badge_id: badgeId },
    ]);
    const audit = await queryRows<{ staff_username: string; action: string; entity_id: string }>(
      db,
      sql`SELECT staff_username, action, entity_id FROM audit_log WHERE action = 'user.reset_by_self'`,
    );
    expect(audit).toEqual([
      { staff_username: 'app user', action: 'user.reset_by_self', entity_id: String(user.userId) },
    ]);
    // The day's deed can be completed again from zero.
    expect((await complete(user.accessToken)).body).toMatchObject({ changed: true, streak: 1 });
  });
});

describe('POST /me/reset and the level rule (decision 0057, amended 2026-11-28)', () => {
  it('applies the rule at once: the deeds’ XP is gone, so the level it reached is too, in /me and for staff', async () => {
    const big = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO thawab_tasks (name, description, category, xp_value, icon, scheduling_type, scheduling_value, difficulty_level, min_level, is_active)
          SELECT 'Big deed ' || n, 'For tests', 'Prayer', 1000, '🕌', 'daily', 'everyday', 'easy', 'Waking Soul', true
          FROM generate_series(1, 3) AS n RETURNING id`,
    );
    const user = await createAppUser();
    await db.execute(sql`UPDATE users SET time_zone = 'UTC' WHERE id = ${user.userId}`);
    for (const { id } of big)
      await call(
        completionHandler,
        new Request(`${ORIGIN}${API.appCompletion.path(today(), id)}`, {
          method: 'PUT',
          headers: bearer(user.accessToken),
        }),
        context({ date: today(), thawabId: String(id) }),
      );
    const me = async () =>
      (await call(meHandler, new Request(`${ORIGIN}${API.appMe}`, { headers: bearer(user.accessToken) }))).body.user;
    // 3,000 XP from the first level: Seeking Soul (15).
    expect(await me()).toMatchObject({ spiritualLevel: 'Seeking Soul', barakahScore: 15, xpTotal: 3000 });

    expect((await reset(user.accessToken, { confirm: 'RESET' })).body).toEqual({
      reset: true,
      completionsRemoved: 3,
      streak: 0,
    });
    expect(await me()).toMatchObject({ spiritualLevel: 'Waking Soul', barakahScore: 0, xpTotal: 0, streak: 0 });
    // What User Management, the Levels' counts and Analytics read, in the same commit.
    expect(
      await queryRows(db, sql`SELECT spiritual_level, barakah_score FROM users WHERE id = ${user.userId}`),
    ).toEqual([{ spiritual_level: 'Waking Soul', barakah_score: 0 }]);
  });
});

describe('GET /me/export', () => {
  it('is the user’s own data only, no-store, without secrets', async () => {
    const user = await createAppUser();
    const other = await createAppUser();
    const circle = (await app.create(user.accessToken, { name: 'Mine', visibility: 'public' })).body.circle
      .id as number;
    await complete(user.accessToken);
    await complete(other.accessToken);
    // Quran reading is held about the user (the privacy policy says so), so the copy carries it.
    const marked = await call(
      progressHandler,
      new Request(`${ORIGIN}${API.appQuranProgress}`, {
        method: 'PUT',
        headers: { ...bearer(user.accessToken), 'Content-Type': 'application/json' },
        body: JSON.stringify({ surah: 108, ayah: 3 }),
      }),
    );
    expect(marked.status).toBe(200);
    const copy = await exportMe(user.accessToken);
    expect(copy.status).toBe(200);
    expect(copy.headers.get('cache-control')).toBe('no-store');
    expect(copy.body.profile.id).toBe(user.userId);
    expect(copy.body.completions).toEqual([
      expect.objectContaining({ thawabId: taskId, deed: 'Pray Fajr on time', xp: 20 }),
    ]);
    expect(copy.body.badges).toEqual([expect.objectContaining({ badgeId, name: 'First Step' })]);
    expect(copy.body.circles).toEqual([
      expect.objectContaining({ circleId: circle, name: 'Mine', role: 'Creator', shareDeeds: false }),
    ]);
    expect(copy.body.activity.map((a: { type: string }) => a.type).sort()).toEqual([
      'member_joined',
      'thawap_completed',
    ]);
    expect(copy.body.signIns).toHaveLength(1);
    expect(copy.body.quranReading).toEqual([expect.objectContaining({ surah: 108, ayahsRead: 3, lastAyah: 3 })]);
    expect(copy.body.quranReadingDays).toEqual([expect.objectContaining({ timeZone: expect.any(String) })]);
    // No purchase was made; a purchase's row would be here (the store's signed payloads never are).
    expect(copy.body.purchases).toEqual([]);
    const text = JSON.stringify(copy.body);
    expect(text).not.toMatch(/token_hash|code_hash|salt/);
    const otherEmail = (
      await queryRows<{ email: string }>(db, sql`SELECT email FROM users WHERE id = ${other.userId}`)
    )[0]!.email;
    expect(text).not.toContain(otherEmail);
    expect(copy.body.activity).toHaveLength(2);
    expect((await exportMe()).status).toBe(401);
  });
});

describe('the privacy request page and the app account with the same address', () => {
  const tokenFor = async (email: string, purpose: 'privacy_export' | 'privacy_delete') => {
    const { token, hash } = newEmailToken();
    await db.execute(sql`INSERT INTO email_tokens (token_hash, purpose, email, email_hash, expires_at)
                         VALUES (${hash}, ${purpose}, ${email}, ${emailHash(email)}, now() + interval '1 day')`);
    return token;
  };
  const carryOut = (token: string) => plainCall(privacyConfirm, jsonRequest(API.privacyConfirm, { token }));

  it('the copy carries the app account, the same content as GET /me/export', async () => {
    const email = 'both@example.org';
    const user = await createAppUser(email);
    await app.create(user.accessToken, { name: 'Mine', visibility: 'private' });
    await complete(user.accessToken);
    const copy = await carryOut(await tokenFor(email, 'privacy_export'));
    expect(copy.status).toBe(200);
    const exported = (await exportMe(user.accessToken)).body;
    const { exportedAt: _a, ...fromPage } = copy.body.appAccount;
    const { exportedAt: _b, ...fromApp } = exported;
    expect(fromPage).toEqual(fromApp);
    expect(fromPage.completions).toHaveLength(1);
    const none = await carryOut(await tokenFor('nobody@example.org', 'privacy_export'));
    expect(none.body.appAccount).toBeNull();
  });

  it('the deletion deletes the app account as DELETE /me does: circles handed over, audited as self-service', async () => {
    const email = 'leaving@example.org';
    const user = await createAppUser(email);
    const friend = await createAppUser();
    const circle = (await app.create(user.accessToken, { name: 'Mine', visibility: 'public' })).body.circle
      .id as number;
    await app.join(friend.accessToken, circle);
    await complete(user.accessToken);
    const done = await carryOut(await tokenFor(email, 'privacy_delete'));
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ action: 'delete', deleted: true, appAccountDeleted: true });
    expect(await count(sql`SELECT count(*)::int AS n FROM users WHERE id = ${user.userId}`)).toBe(0);
    expect(await count(sql`SELECT count(*)::int AS n FROM thawab_completions WHERE user_id = ${user.userId}`)).toBe(0);
    expect(await queryRows(db, sql`SELECT user_id, role FROM circle_members WHERE circle_id = ${circle}`)).toEqual([
      { user_id: friend.userId, role: 'Creator' },
    ]);
    expect(
      await queryRows(db, sql`SELECT staff_username, action FROM audit_log WHERE entity_id = ${String(user.userId)}`),
    ).toEqual([{ staff_username: 'self-service', action: 'user.deleted_by_self' }]);
    // The token of the deleted account no longer works.
    expect(
      (await call(meHandler, new Request(`${ORIGIN}${API.appMe}`, { headers: bearer(user.accessToken) }))).status,
    ).toBe(401);
  });
});
