import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import waitlist from '../../functions/waitlist.mts';
import { scoreSelfAssessment } from '../../src/lib/quiz/scoring.ts';
import { call, closeDb, jsonRequest, truncate, useTestDatabase } from './helpers.ts';
import { API } from '../../src/lib/routes.ts';

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
  const result = await db.execute(sql`SELECT id, email, quiz_answers FROM launch_signups ORDER BY id`);
  return (result as unknown as { rows: { id: number; email: string; quiz_answers: any }[] }).rows;
}

beforeEach(() => truncate('launch_signups'));
afterAll(() => closeDb());

describe('POST /api/waitlist', () => {
  it('creates one record per email, case-insensitively, and returns its id', async () => {
    const first = await post({ email: 'Amina@Example.com' });
    expect(first.status).toBe(200);
    expect(first.body.id).toEqual(expect.any(Number));
    expect(first.body.referralCode).toMatch(/^[A-Za-z0-9_-]{8}$/);
    expect(first.headers.get('cache-control')).toBe('no-store');

    const repeat = await post({ email: 'amina@example.COM' });
    expect(repeat.body.id).toBe(first.body.id);
    expect(await records()).toHaveLength(1);
  });

  it('leaves exactly one record after 20 concurrent identical signups, all answered 2xx', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => post({ email: 'race@example.com' })));
    for (const response of responses) expect(response.status).toBe(200);
    expect(new Set(responses.map((r) => r.body.id)).size).toBe(1);
    expect(await records()).toHaveLength(1);
  });

  it('20 concurrent first signups carrying the same browser-made referral code all succeed on one record', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => post({ email: 'coded-race@example.com', referralCode: 'raceCode42' })));
    for (const response of responses) expect(response.status).toBe(200);
    expect(new Set(responses.map((r) => r.body.id)).size).toBe(1);
    expect(new Set(responses.map((r) => r.body.referralCode))).toEqual(new Set(['raceCode42']));
    expect((await records()).filter((r) => r.email === 'coded-race@example.com')).toHaveLength(1);
  });

  it('stores progress saves and then the final result on the same record', async () => {
    const { body } = await post({ email: 'progress@example.com' });
    const progress = { answers: [answer(0, 5)], currentQuestion: 1, questions: QUESTIONS, timeStamp: new Date().toISOString() };
    expect((await post({ email: 'progress@example.com', quizAnswers: progress })).body.id).toBe(body.id);
    expect((await records())[0]!.quiz_answers.currentQuestion).toBe(1);

    const final = finalSave([5, 5, 3, 3, 2, 1, 5]);
    expect((await post({ email: 'progress@example.com', quizAnswers: final })).status).toBe(200);
    const [stored] = await records();
    expect(stored!.quiz_answers).toMatchObject({ completed: true, score: final.score, spiritualLevel: final.spiritualLevel });
  });

  it('never lets a late progress save overwrite a final result', async () => {
    const final = finalSave([5, 5, 5, 5, 5, 5, 5]);
    await post({ email: 'late@example.com', quizAnswers: final });
    const late = { answers: [answer(0, 1)], currentQuestion: 1, questions: QUESTIONS, timeStamp: new Date().toISOString() };
    expect((await post({ email: 'late@example.com', quizAnswers: late })).status).toBe(200);
    expect((await records())[0]!.quiz_answers).toMatchObject({ completed: true, score: 50, percentile: 99 });
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

  it('records who referred whom through the referral code', async () => {
    const referrer = await post({ email: 'referrer@example.com' });
    const invited = await post({ email: 'friend@example.com', ref: referrer.body.referralCode });
    const result = await db.execute(sql`SELECT referred_by_id FROM launch_signups WHERE id = ${invited.body.id}`);
    expect((result as unknown as { rows: { referred_by_id: number }[] }).rows[0]!.referred_by_id).toBe(referrer.body.id);
  });
});
