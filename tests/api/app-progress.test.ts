// Levels that move (decision 0056) against a real Postgres: a user walks from Waking Soul to Seeking
// Soul through the completion API, the back-office's level counts follow in the same commit, a
// missed day changes nothing, the quiz band sets the start, and every friend who joins is +10 XP
// once. Expected values are computed by hand from the rule (1 point per 200 XP, seeded minimums),
// and the stored state is read back with our own SQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import todayHandler from '../../functions/app-today.mts';
import completionHandler from '../../functions/app-completion.mts';
import meHandler from '../../functions/app-me.mts';
import adminLevels from '../../functions/admin-quiz-levels.mts';
import adminUsers from '../../functions/admin-users.mts';
import waitlist from '../../functions/waitlist.mts';
import { API } from '../../src/lib/routes.ts';
import { SEED_LEVELS } from '../../src/server/content/seed-catalogue.ts';
import { LEVEL_TRANSLATIONS, seededTranslations } from '../../src/server/content/seed-translations.ts';
import { linkOrCreateUser } from '../../src/server/app/users.ts';
import { queryRows } from '../../src/server/sql.ts';
import { bearer, call, createAppUser } from './app-helpers.ts';
import { closeDb, context, jsonRequest, ORIGIN, truncate, useTestDatabase } from './helpers.ts';
import { confirmByEmail } from './confirm-helpers.ts';
import { cookieFor, createStaff, staffRequest } from './staff-helpers.ts';

const db = useTestDatabase();
afterAll(() => closeDb());

const today = () => new Date().toISOString().slice(0, 10);

async function task(name: string, xp: number, minLevel = 'Waking Soul') {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO thawab_tasks (name, description, category, xp_value, icon, scheduling_type, scheduling_value, difficulty_level, min_level)
        VALUES (${name}, 'For tests', 'Prayer', ${xp}, '🕌', 'daily', 'everyday', 'easy', ${minLevel}) RETURNING id`,
  );
  return row!.id;
}

beforeEach(async () => {
  await truncate(
    'users',
    'thawab_tasks',
    'badges',
    'spiritual_levels',
    'launch_signups',
    'waitlist_referrals',
    'staff_accounts',
    'audit_log',
  );
  const at = new Date().toISOString();
  for (const [position, level] of SEED_LEVELS.entries()) {
    const translations = seededTranslations(LEVEL_TRANSLATIONS[level.name]!, at);
    await db.execute(sql`INSERT INTO spiritual_levels (position, name, min_score, description, translations)
                         VALUES (${position}, ${level.name}, ${level.minScore}, ${level.description}, ${JSON.stringify(translations)}::jsonb)`);
  }
});

const mark = (method: 'PUT' | 'DELETE', token: string, thawabId: number, date = today()) =>
  call(
    completionHandler,
    new Request(`${ORIGIN}${API.appCompletion.path(date, thawabId)}`, { method, headers: bearer(token) }),
    context({ date, thawabId: String(thawabId) }),
  );
const me = async (token: string) => {
  const res = await call(meHandler, new Request(`${ORIGIN}${API.appMe}`, { headers: bearer(token) }));
  return { ...res, body: res.body.user };
};
const getToday = (token: string) =>
  call(todayHandler, new Request(`${ORIGIN}${API.appToday}`, { headers: bearer(token) }));
const stored = async (userId: number) =>
  (
    await queryRows<{ spiritual_level: string | null; barakah_score: number }>(
      db,
      sql`SELECT spiritual_level, barakah_score FROM users WHERE id = ${userId}`,
    )
  )[0]!;

describe('walking from Waking Soul to the next level', () => {
  it('moves up at 3,000 XP, says so once, shows the new deeds, and the back-office follows at once', async () => {
    const deeds = [await task('Deed A', 1000), await task('Deed B', 1000), await task('Deed C', 1000)];
    const higher = await task('All five prayers on time', 50, 'Seeking Soul');
    const { userId, accessToken } = await createAppUser();
    await db.execute(sql`UPDATE users SET time_zone = 'UTC' WHERE id = ${userId}`);

    const before = await me(accessToken);
    expect(before.body).toMatchObject({ spiritualLevel: 'Waking Soul', barakahScore: 0, xpTotal: 0 });
    expect(before.body.level).toMatchObject({ position: 0, key: 'Waking Soul', minScore: 0, nextMinScore: 15 });
    expect((await getToday(accessToken)).body.deeds.map((d: any) => d.id)).not.toContain(higher);

    // 1 000 XP → 5 points; 2 000 → 10: still Waking Soul.
    for (const [i, id] of deeds.slice(0, 2).entries()) {
      const res = await mark('PUT', accessToken, id);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ xpTotal: 1000 * (i + 1), barakahScore: 5 * (i + 1), levelReached: null });
      expect(res.body.level.key).toBe('Waking Soul');
    }
    const third = await mark('PUT', accessToken, deeds[2]!);
    expect(third.body).toMatchObject({ xpTotal: 3000, barakahScore: 15 });
    expect(third.body.level).toMatchObject({ position: 1, key: 'Seeking Soul', name: 'Seeking Soul' });
    expect(third.body.levelReached).toMatchObject({ key: 'Seeking Soul', message: 'You reached Seeking Soul!' });
    expect(await stored(userId)).toEqual({ spiritual_level: 'Seeking Soul', barakah_score: 15 });

    // The same completion again changes nothing and reaches nothing.
    const again = await mark('PUT', accessToken, deeds[2]!);
    expect(again.body).toMatchObject({ changed: false, barakahScore: 15, levelReached: null });

    // The level's deeds open; /me names the new level.
    expect((await getToday(accessToken)).body.deeds.map((d: any) => d.id)).toContain(higher);
    expect((await me(accessToken)).body).toMatchObject({ spiritualLevel: 'Seeking Soul', barakahScore: 15 });

    // Staff see it at once: the Spiritual Levels' user count and User Management's level and score.
    const staff = await createStaff('levels-admin', 'Super Admin');
    const cookie = await cookieFor(staff.id);
    const table = await call(adminLevels, staffRequest('GET', API.adminQuizLevels, { cookie }));
    const counts = Object.fromEntries(table.body.levels.map((l: any) => [l.name, l.userCount]));
    expect(counts['Seeking Soul']).toBe(1);
    expect(counts['Waking Soul']).toBe(0);
    const list = await call(adminUsers, staffRequest('GET', `${API.adminUsers}?level=Seeking%20Soul`, { cookie }));
    expect(list.body.rows.map((u: any) => [u.id, u.level, u.score])).toEqual([[userId, 'Seeking Soul', 15]]);

    // Unmarking the deed that reached it takes its XP, and so the level, back.
    const unmarked = await mark('DELETE', accessToken, deeds[2]!);
    expect(unmarked.body).toMatchObject({ xpTotal: 2000, barakahScore: 10, levelReached: null });
    expect(unmarked.body.level.key).toBe('Waking Soul');
    expect(await stored(userId)).toEqual({ spiritual_level: 'Waking Soul', barakah_score: 10 });
  });

  it('a missed day never lowers the level: days without deeds leave score and level as they were', async () => {
    const big = await task('Deed A', 1000);
    const { userId, accessToken } = await createAppUser();
    await db.execute(sql`UPDATE users SET time_zone = 'UTC' WHERE id = ${userId}`);
    await mark('PUT', accessToken, big);
    // The completion moves ten days into the past: ten missed days since.
    await db.execute(sql`UPDATE thawab_completions SET completed_on = completed_on - 10 WHERE user_id = ${userId}`);
    const after = await me(accessToken);
    expect(after.body).toMatchObject({ barakahScore: 5, xpTotal: 1000, spiritualLevel: 'Waking Soul' });
    const day = await getToday(accessToken);
    expect(day.body).toMatchObject({ xpToday: 0, xpTotal: 1000 });
  });

  it('names the level in the user’s language', async () => {
    const deeds = [await task('Deed A', 1000), await task('Deed B', 1000), await task('Deed C', 1000)];
    const { userId, accessToken } = await createAppUser();
    await db.execute(sql`UPDATE users SET time_zone = 'UTC', language = 'ar' WHERE id = ${userId}`);
    for (const id of deeds.slice(0, 2)) await mark('PUT', accessToken, id);
    const res = await mark('PUT', accessToken, deeds[2]!);
    const arabic = LEVEL_TRANSLATIONS['Seeking Soul']!.ar[0];
    expect(res.body.levelReached.name).toBe(arabic);
    expect(res.body.levelReached.message).toBe(`بلغتَ مستوى \u2068${arabic}\u2069!`);
  });
});

describe('starting level', () => {
  const signUpThroughApp = (email: string) =>
    db.transaction((tx) => linkOrCreateUser(tx, email, undefined, new Date()));

  it('a finished quiz starts at its band’s level; no quiz starts at the first level', async () => {
    // Self-assessment score 45 of 50: the fifth band (40-50) → the sixth level, Tranquil Heart (75).
    // Confirmed: an app account links only to a confirmed record (decision 0060).
    await db.execute(sql`INSERT INTO launch_signups (email, email_key, source, referral_code, quiz_answers, confirmed_at)
                         VALUES ('quiz@example.org', 'quiz@example.org', 'test', 'QUIZCODE01', '{"completed": true, "score": 45, "spiritualLevel": "Illuminated Spirit"}'::jsonb, now())`);
    const withQuiz = await signUpThroughApp('quiz@example.org');
    expect(await stored(withQuiz.userId)).toEqual({ spiritual_level: 'Tranquil Heart', barakah_score: 75 });
    const without = await signUpThroughApp('new@example.org');
    expect(await stored(without.userId)).toEqual({ spiritual_level: 'Waking Soul', barakah_score: 0 });
    // Signing in again changes neither.
    await signUpThroughApp('quiz@example.org');
    expect(await stored(withQuiz.userId)).toEqual({ spiritual_level: 'Tranquil Heart', barakah_score: 75 });
  });
});

describe('+10 XP per friend who joins', () => {
  const post = (body: unknown) => call(waitlist, jsonRequest(API.waitlist, body));

  it('credits the inviter’s app account once per joined friend, in XP, score and today', async () => {
    const inviter = await post({ email: 'inviter@example.org' });
    const code = inviter.body.referralCode as string;
    // An inviter whose own address is unconfirmed earns nothing (decision 0060).
    await confirmByEmail('inviter@example.org');
    const { userId, accessToken } = await createAppUser('inviter@example.org');
    await db.execute(sql`UPDATE users SET time_zone = 'UTC', launch_signup_id = (SELECT id FROM launch_signups WHERE email = 'inviter@example.org'),
                                            start_level_position = 0 WHERE id = ${userId}`);
    expect((await me(accessToken)).body.xpTotal).toBe(0);

    for (const friend of ['one@example.org', 'two@example.org']) {
      await post({ email: friend, ref: code });
      await confirmByEmail(friend);
    }
    // The same friend again (a repeat sign-up and a second confirmation) is not a second credit.
    await post({ email: 'one@example.org', ref: code });
    await confirmByEmail('one@example.org');

    const credited = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM waitlist_referrals WHERE credited`,
    );
    expect(credited[0]!.n).toBe(2);
    expect((await me(accessToken)).body).toMatchObject({ xpTotal: 20 });
    expect((await getToday(accessToken)).body.xpTotal).toBe(20);

    // Invite XP counts in the level rule: 2 980 XP of deeds + 20 = 3 000 → Seeking Soul.
    const deed = await task('Deed A', 990);
    const deeds = [deed, await task('Deed B', 995), await task('Deed C', 995)];
    let last: any;
    for (const id of deeds) last = await mark('PUT', accessToken, id);
    expect(last.body).toMatchObject({ xpTotal: 3000, barakahScore: 15 });
    expect(last.body.levelReached?.key).toBe('Seeking Soul');
  });
});
