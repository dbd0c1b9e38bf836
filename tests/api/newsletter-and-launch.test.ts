import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import newsletter from '../../functions/newsletter.mts';
import notifyLaunch from '../../functions/notify-launch.mts';
import { call, closeDb, jsonRequest, truncate, useTestDatabase } from './helpers.ts';
import { knowledgeAnswers } from '../support/knowledge-answers.ts';
import { API } from '../../src/lib/routes.ts';

const db = useTestDatabase();
beforeEach(() => truncate('launch_signups', 'newsletter_subscriptions'));
afterAll(() => closeDb());

async function rows<T>(query: ReturnType<typeof sql>) {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('POST /api/newsletter', () => {
  it('subscribes once; a repeat in other case is a friendly 200', async () => {
    const first = await call(newsletter, jsonRequest(API.newsletter, { email: 'Reader@Example.com' }));
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ success: true, message: expect.stringMatching(/thanks/i) });
    const again = await call(newsletter, jsonRequest(API.newsletter, { email: 'reader@example.com' }));
    expect(again.status).toBe(200);
    expect(again.body.message).toMatch(/already subscribed/i);
    expect(await rows(sql`SELECT * FROM newsletter_subscriptions`)).toHaveLength(1);
  });

  it('rejects an invalid email with a clear message', async () => {
    const response = await call(newsletter, jsonRequest(API.newsletter, { email: 'nope' }));
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Please enter a valid email address');
  });
});

describe('POST /api/notify-launch', () => {
  // 5 easy + 2 moderate + 1 hard right: raw 16 of 26 → 31 → Radiant Believer.
  const quizAnswers = knowledgeAnswers({ easy: 5, moderate: 2, hard: 1 });
  const valid = { name: 'Bilal', email: 'bilal@example.com', source: 'spiritual_quiz', quizScore: 31, spiritualLevel: 'Radiant Believer', quizAnswers };

  it('stores the signup with its quiz result and answers success and message', async () => {
    const response = await call(notifyLaunch, jsonRequest(API.notifyLaunch, valid));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, message: expect.any(String) });
    const [row] = await rows<{ name: string; source: string; metadata: any }>(sql`SELECT name, source, metadata FROM launch_signups`);
    expect(row).toMatchObject({ name: 'Bilal', source: 'spiritual_quiz', metadata: { knowledgeQuiz: { quizScore: 31, spiritualLevel: 'Radiant Believer' } } });
  });

  it('accepts a phone number instead of an email', async () => {
    const { email: _email, ...phoneOnly } = valid;
    const response = await call(notifyLaunch, jsonRequest(API.notifyLaunch, { ...phoneOnly, phoneNumber: '+44 7700 900123', email: '' }));
    expect(response.status).toBe(200);
  });

  it('requires a phone number or an email', async () => {
    const { email: _email, ...neither } = valid;
    const response = await call(notifyLaunch, jsonRequest(API.notifyLaunch, neither));
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Either phone number or email must be provided');
    expect(await rows(sql`SELECT * FROM launch_signups`)).toHaveLength(0);
  });

  it('requires a name', async () => {
    const response = await call(notifyLaunch, jsonRequest(API.notifyLaunch, { ...valid, name: '  ' }));
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Name is required');
  });

  it('rejects a score the answers do not give, and a score sent without answers', async () => {
    const forged = await call(notifyLaunch, jsonRequest(API.notifyLaunch, { ...valid, quizScore: 50, spiritualLevel: 'Source of Light' }));
    expect(forged.status).toBe(400);
    expect(forged.body.issues.map((i: { path: string }) => i.path)).toContain('quizScore');
    const { quizAnswers: _answers, ...scoreOnly } = valid;
    expect((await call(notifyLaunch, jsonRequest(API.notifyLaunch, scoreOnly))).status).toBe(400);
    expect(await rows(sql`SELECT * FROM launch_signups`)).toHaveLength(0);
  });

  it('merges into the waitlist record of the same email', async () => {
    await call(notifyLaunch, jsonRequest(API.notifyLaunch, valid));
    await call(notifyLaunch, jsonRequest(API.notifyLaunch, { ...valid, email: 'BILAL@example.com', name: 'Bilal A.' }));
    const all = await rows<{ name: string }>(sql`SELECT name FROM launch_signups`);
    expect(all).toEqual([{ name: 'Bilal A.' }]);
  });
});
