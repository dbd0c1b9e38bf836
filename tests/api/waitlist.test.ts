import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import waitlist from '../../functions/waitlist.mts';
import { scoreSelfAssessment } from '../../src/lib/quiz/scoring.ts';
import { createHash } from 'node:crypto';
import notifyLaunch from '../../functions/notify-launch.mts';
import referrals from '../../functions/referrals.mts';
import flaggedReferrals from '../../functions/admin-flagged-referrals.mts';
import { cookieFor, createStaff, staffRequest } from './staff-helpers.ts';
import { REFERRAL_BURST_LIMIT, REFERRAL_DAILY_CAP, listFlaggedReferrals } from '../../src/server/repositories/waitlist.ts';
import { API } from '../../src/lib/routes.ts';
import { call, closeDb, context, jsonRequest, truncate, useTestDatabase } from './helpers.ts';

const db = useTestDatabase();
const post = (body: unknown, headers?: Record<string, string>) => call(waitlist, jsonRequest(API.waitlist, body, { headers }));

const QUESTIONS = ['s-easy-01', 's-mod-01', 's-mod-02', 's-mod-03', 's-hard-01', 's-hard-02', 's-hard-03'];
const answer = (i: number, points: 5 | 3 | 2 | 1) => ({ questionId: QUESTIONS[i]!, optionIndex: [5, 3, 2, 1].indexOf(points), points });

function finalSave(points: (5 | 3 | 2 | 1)[]) {
  const result = scoreSelfAssessment(points);
  return {
    answers: points.map((p, i) => answer(i, p)),
    completed: true as const,
    score: result.score,
    spiritualLevel: result.level.name,
    percentile: result.percentile,
    timeCompleted: new Date().toISOString(),
  };
}

async function records() {
  const result = await db.execute(sql`SELECT id, email, quiz_answers, referral_code, owner_token_hash, referred_by_id FROM launch_signups ORDER BY id`);
  return (
    result as unknown as {
      rows: { id: number; email: string; quiz_answers: any; referral_code: string; owner_token_hash: string | null; referred_by_id: number | null }[];
    }
  ).rows;
}

const recordOf = async (email: string) => (await records()).find((row) => row.email.toLowerCase() === email.toLowerCase());
const progressSave = (points: 5 | 3 | 2 | 1) => ({ answers: [answer(0, points)], currentQuestion: 1, questions: QUESTIONS, timeStamp: new Date().toISOString() });

beforeEach(() => truncate('launch_signups', 'waitlist_referrals'));
afterAll(() => closeDb());

describe('POST /api/waitlist', () => {
  it('creates one record per email, case-insensitively, and answers a code and an owner token, never an id', async () => {
    const first = await post({ email: 'Amina@Example.com' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, message: expect.any(String), referralCode: expect.stringMatching(/^[A-Za-z0-9_-]{8}$/), ownerToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(first.headers.get('cache-control')).toBe('no-store');
    const [stored] = await records();
    // only the token's hash is kept
    expect(stored!.owner_token_hash).toBe(createHash('sha256').update(first.body.ownerToken).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(first.body.ownerToken);

    const owner = await post({ email: 'amina@example.COM', ownerToken: first.body.ownerToken });
    expect(owner.body).toEqual({ ...first.body, message: first.body.message });
    expect(await records()).toHaveLength(1);
  });

  it("someone else's repeat signup changes nothing and looks like a new signup (no id, not the owner's code)", async () => {
    const owner = await post({ email: 'victim@example.com', quizAnswers: finalSave([5, 5, 5, 5, 5, 5, 5]) });
    const before = await recordOf('victim@example.com');
    const fresh = await post({ email: 'someone-new@example.com' });
    for (const attempt of [
      await post({ email: 'VICTIM@example.com' }),
      await post({ email: 'victim@example.com', quizAnswers: finalSave([1, 1, 1, 1, 1, 1, 1]) }),
      await post({ email: 'victim@example.com', quizAnswers: progressSave(1), ownerToken: fresh.body.ownerToken }),
    ]) {
      expect(attempt.status).toBe(fresh.status);
      expect(Object.keys(attempt.body).sort()).toEqual(Object.keys(fresh.body).sort());
      expect(attempt.body.message).toBe(fresh.body.message);
      expect(attempt.body.referralCode).not.toBe(owner.body.referralCode);
      expect(attempt.body.ownerToken).not.toBe(owner.body.ownerToken);
      expect(attempt.body).not.toHaveProperty('id');
    }
    expect(await recordOf('victim@example.com')).toEqual(before);
  });

  it('leaves exactly one record after 20 concurrent identical signups, all answered 2xx', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => post({ email: 'race@example.com' })));
    for (const response of responses) expect(response.status).toBe(200);
    expect(await records()).toHaveLength(1);
    // exactly one of them holds the real code
    const [stored] = await records();
    expect(responses.filter((r) => r.body.referralCode === stored!.referral_code)).toHaveLength(1);
  });

  it('refuses browser-made referral codes: the server makes every code', async () => {
    const response = await post({ email: 'coded@example.com', referralCode: 'myOwnCode1' });
    expect(response.status).toBe(400);
    expect(await records()).toHaveLength(0);
  });

  it("stores the owner's progress saves and then the final result on the same record", async () => {
    const { body } = await post({ email: 'progress@example.com' });
    const ownerToken = body.ownerToken;
    expect((await post({ email: 'progress@example.com', quizAnswers: progressSave(5), ownerToken })).body.referralCode).toBe(body.referralCode);
    expect((await records())[0]!.quiz_answers.currentQuestion).toBe(1);

    const final = finalSave([5, 5, 3, 3, 2, 1, 5]);
    expect((await post({ email: 'progress@example.com', quizAnswers: final, ownerToken })).status).toBe(200);
    const [stored] = await records();
    expect(stored!.quiz_answers).toMatchObject({ completed: true, score: final.score, spiritualLevel: final.spiritualLevel });
  });

  it('never lets a late progress save overwrite a final result', async () => {
    const final = finalSave([5, 5, 5, 5, 5, 5, 5]);
    const { body } = await post({ email: 'late@example.com', quizAnswers: final });
    expect((await post({ email: 'late@example.com', quizAnswers: progressSave(1), ownerToken: body.ownerToken })).status).toBe(200);
    expect((await records())[0]!.quiz_answers).toMatchObject({ completed: true, score: 50, percentile: 99 });
  });

  it('one browser owns all its records: a second email signed up with its token gets the same token', async () => {
    const first = await post({ email: 'one@example.com' });
    const second = await post({ email: 'two@example.com', ownerToken: first.body.ownerToken });
    expect(second.body.ownerToken).toBe(first.body.ownerToken);
    // an unknown (made-up) token is not adopted: the server issues its own
    const madeUp = 'x'.repeat(43);
    const third = await post({ email: 'three@example.com', ownerToken: madeUp });
    expect(third.body.ownerToken).not.toBe(madeUp);
  });

  it('rejects a result whose score, level or percentile does not follow from the answers', async () => {
    const forged = { ...finalSave([1, 1, 1, 1, 1, 1, 1]), score: 50, spiritualLevel: 'Illuminated Spirit', percentile: 99 };
    const response = await post({ email: 'forged@example.com', quizAnswers: forged });
    expect(response.status).toBe(400);
    expect(response.body.issues.map((i: { path: string }) => i.path)).toEqual(expect.arrayContaining(['quizAnswers.score']));
    expect(await records()).toHaveLength(0);
  });

  it('rejects out-of-range answers, bad emails and unknown keys with field issues', async () => {
    const badPoints = { answers: [{ questionId: 'x', optionIndex: 0, points: 4 }], currentQuestion: 1, questions: QUESTIONS, timeStamp: new Date().toISOString() };
    expect((await post({ email: 'a@example.com', quizAnswers: badPoints })).status).toBe(400);
    const badEmail = await post({ email: 'not-an-email' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error).toBe('Please enter a valid email address');
    const unknownKey = await post({ email: 'a@example.com', admin: true });
    expect(unknownKey.status).toBe(400);
    expect(unknownKey.body.issues[0].message).toMatch(/unrecognized key/i);
    expect(await records()).toHaveLength(0);
  });

  it('rejects NUL characters in any text with a clear 400', async () => {
    const response = await post({ email: 'nul\u0000@example.com' });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Text must not contain NUL characters (\\u0000)');
    expect(await records()).toHaveLength(0);
  });
});

describe('referral credits', () => {
  const invite = (email: string, ref: string, ownerToken?: string) => post({ email, ref, ...(ownerToken ? { ownerToken } : {}) });
  const credits = async () =>
    (
      (await db.execute(sql`SELECT referrer_id, invitee_id, credited, flag_reason FROM waitlist_referrals ORDER BY id`)) as unknown as {
        rows: { referrer_id: number; invitee_id: number; credited: boolean; flag_reason: string | null }[];
      }
    ).rows;
  const invitesOf = async (code: string) => (await call(referrals, new Request(`http://localhost:8888/api/referrals/${code}`), context({ code }))).body;

  it('links an invitee to the inviter and credits +10 XP once', async () => {
    const referrer = await post({ email: 'referrer@example.com' });
    await invite('friend@example.com', referrer.body.referralCode);
    await invite('FRIEND@example.com', referrer.body.referralCode); // a repeat is not a second invitee
    expect((await recordOf('friend@example.com'))!.referred_by_id).toBe((await recordOf('referrer@example.com'))!.id);
    expect(await invitesOf(referrer.body.referralCode)).toEqual({ invites: 1, xp: 10 });
  });

  it('a code seen in a share link cannot be claimed by someone else', async () => {
    const referrer = await post({ email: 'early@example.com' });
    const squat = await call(notifyLaunch, jsonRequest('/api/notify-launch', { name: 'Squatter', email: 'squat@example.com', source: 'spiritual_quiz', referralCode: referrer.body.referralCode }));
    expect(squat.status).toBe(400);
    const other = await post({ email: 'other@example.com' });
    expect(other.body.referralCode).not.toBe(referrer.body.referralCode);
    expect((await recordOf('early@example.com'))!.referral_code).toBe(referrer.body.referralCode);
  });

  it('ignores self-referral (same browser, same email up to a +tag) and flags it', async () => {
    const referrer = await post({ email: 'self@example.com' });
    await invite('second-address@example.com', referrer.body.referralCode, referrer.body.ownerToken);
    await invite('self+alt@example.com', referrer.body.referralCode);
    expect(await invitesOf(referrer.body.referralCode)).toEqual({ invites: 0, xp: 0 });
    expect((await credits()).map((c) => [c.credited, c.flag_reason])).toEqual([
      [false, 'self_referral'],
      [false, 'self_referral'],
    ]);
  });

  it('credits a burst of 20 throwaway signups no more than the rate allows, and flags the rest', async () => {
    const referrer = await post({ email: 'farmer@example.com' });
    const code = referrer.body.referralCode;
    await Promise.all(Array.from({ length: 20 }, (_, i) => invite(`throwaway-${i}@example.com`, code)));
    expect(await invitesOf(code)).toEqual({ invites: REFERRAL_BURST_LIMIT, xp: REFERRAL_BURST_LIMIT * 10 });
    const rows = await credits();
    expect(rows).toHaveLength(20);
    expect(rows.filter((row) => !row.credited).every((row) => row.flag_reason === 'burst')).toBe(true);
    const flagged = await listFlaggedReferrals(db);
    expect(flagged).toHaveLength(20 - REFERRAL_BURST_LIMIT);
    expect(flagged[0]).toMatchObject({ referrerId: (await recordOf('farmer@example.com'))!.id, flagReason: 'burst' });
  });

  it('Super Admins see the flagged referrals with both people and the reason; other roles and strangers do not', async () => {
    await truncate('staff_accounts');
    const referrer = await post({ email: 'sharer@example.com' });
    const code = referrer.body.referralCode;
    for (let i = 0; i < REFERRAL_BURST_LIMIT + 2; i++) await invite(`quick-${i}@example.com`, code);
    const [admin, moderator] = await Promise.all([createStaff('flag-admin', 'Super Admin'), createStaff('flag-mod', 'Moderator')]);
    const asAdmin = await call(flaggedReferrals, staffRequest('GET', API.adminFlaggedReferrals, { cookie: await cookieFor(admin.id) }));
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.total).toBe(2);
    expect(asAdmin.body.referrals).toHaveLength(2);
    expect(asAdmin.body.referrals[0]).toMatchObject({
      flagReason: 'burst',
      referrer: { email: 'sharer@example.com', referralCode: code },
      invitee: { email: `quick-${REFERRAL_BURST_LIMIT + 1}@example.com` },
    });
    expect((await call(flaggedReferrals, staffRequest('GET', API.adminFlaggedReferrals, { cookie: await cookieFor(moderator.id) }))).status).toBe(403);
    expect((await call(flaggedReferrals, staffRequest('GET', API.adminFlaggedReferrals))).status).toBe(401);
    expect((await call(flaggedReferrals, staffRequest('GET', `${API.adminFlaggedReferrals}?page=0`, { cookie: await cookieFor(admin.id) }))).status).toBe(400);
  });

  it('caps credits per referrer per day', async () => {
    const referrer = await post({ email: 'steady@example.com' });
    const code = referrer.body.referralCode;
    for (let i = 0; i < REFERRAL_DAILY_CAP + 2; i++) {
      await invite(`steady-friend-${i}@example.com`, code);
      // move earlier credits out of the burst window but keep them within the day
      await db.execute(sql`UPDATE waitlist_referrals SET created_at = now() - interval '1 hour'`);
    }
    expect(await invitesOf(code)).toEqual({ invites: REFERRAL_DAILY_CAP, xp: REFERRAL_DAILY_CAP * 10 });
    expect((await credits()).slice(-2).map((row) => row.flag_reason)).toEqual(['daily_cap', 'daily_cap']);
  });

  it('an unknown code credits nobody', async () => {
    await invite('lonely@example.com', 'noSuchCode1');
    expect(await credits()).toEqual([]);
    expect(await invitesOf('noSuchCode1')).toEqual({ invites: 0, xp: 0 });
  });
});
