import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import newsletter from '../../functions/newsletter.mts';
import notifyLaunch from '../../functions/notify-launch.mts';
import { call, closeDb, jsonRequest, truncate, useTestDatabase } from './helpers.ts';
import { knowledgeAnswers } from '../support/knowledge-answers.ts';
import { API } from '../../src/lib/routes.ts';

const db = useTestDatabase();
beforeEach(() => truncate('launch_signups', 'newsletter_subscriptions', 'waitlist_referrals'));
afterAll(() => closeDb());

async function rows<T>(query: ReturnType<typeof sql>) {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('POST /api/newsletter', () => {
  it('subscribes once; a repeat in other case gets exactly the same answer (it must not tell who is subscribed)', async () => {
    const first = await call(newsletter, jsonRequest(API.newsletter, { email: 'Reader@Example.com' }));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, message: expect.stringMatching(/thanks/i) });
    const again = await call(newsletter, jsonRequest(API.newsletter, { email: 'reader@example.com' }));
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect([...again.headers.entries()]).toEqual([...first.headers.entries()]);
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
  const valid = {
    name: 'Bilal',
    email: 'bilal@example.com',
    source: 'spiritual_quiz',
    quizScore: 31,
    spiritualLevel: 'Radiant Believer',
    quizAnswers,
  };

  it('stores the signup with its quiz result and answers success and message', async () => {
    const response = await call(notifyLaunch, jsonRequest(API.notifyLaunch, valid));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, message: expect.any(String) });
    const [row] = await rows<{ name: string; source: string; metadata: any }>(
      sql`SELECT name, source, metadata FROM launch_signups`,
    );
    expect(row).toMatchObject({
      name: 'Bilal',
      source: 'spiritual_quiz',
      metadata: { knowledgeQuiz: { quizScore: 31, spiritualLevel: 'Radiant Believer' } },
    });
  });

  it('accepts a phone number instead of an email', async () => {
    const { email: _email, ...phoneOnly } = valid;
    const response = await call(
      notifyLaunch,
      jsonRequest(API.notifyLaunch, { ...phoneOnly, phoneNumber: '+44 7700 900123', email: '' }),
    );
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
    const forged = await call(
      notifyLaunch,
      jsonRequest(API.notifyLaunch, { ...valid, quizScore: 50, spiritualLevel: 'Source of Light' }),
    );
    expect(forged.status).toBe(400);
    expect(forged.body.issues.map((i: { path: string }) => i.path)).toContain('quizScore');
    const { quizAnswers: _answers, ...scoreOnly } = valid;
    expect((await call(notifyLaunch, jsonRequest(API.notifyLaunch, scoreOnly))).status).toBe(400);
    expect(await rows(sql`SELECT * FROM launch_signups`)).toHaveLength(0);
  });

  it("merges into the waitlist record of the same email when the owner's token comes with it", async () => {
    const first = await call(notifyLaunch, jsonRequest(API.notifyLaunch, valid));
    await call(
      notifyLaunch,
      jsonRequest(API.notifyLaunch, {
        ...valid,
        email: 'BILAL@example.com',
        name: 'Bilal A.',
        ownerToken: first.body.ownerToken,
      }),
    );
    const all = await rows<{ name: string }>(sql`SELECT name FROM launch_signups`);
    expect(all).toEqual([{ name: 'Bilal A.' }]);
  });

  it('an attacker who knows the email changes nothing and learns no id or code (decision 0015)', async () => {
    const victim = await call(
      notifyLaunch,
      jsonRequest('/api/notify-launch', { ...valid, phoneNumber: '+44 7700 900123' }),
    );
    const before = await rows(sql`SELECT * FROM launch_signups`);
    const attack = await call(
      notifyLaunch,
      jsonRequest('/api/notify-launch', {
        name: 'Attacker',
        email: 'BILAL@example.com',
        phoneNumber: '+1 555 000 0000',
        source: 'spiritual_quiz',
      }),
    );
    const newcomer = await call(
      notifyLaunch,
      jsonRequest('/api/notify-launch', { name: 'New', email: 'new@example.com', source: 'spiritual_quiz' }),
    );
    expect(attack.status).toBe(newcomer.status);
    expect(Object.keys(attack.body).sort()).toEqual(Object.keys(newcomer.body).sort());
    expect(attack.body.message).toBe(newcomer.body.message);
    expect(attack.body).not.toHaveProperty('id');
    expect(attack.body.referralCode).not.toBe(victim.body.referralCode);
    expect(await rows(sql`SELECT * FROM launch_signups WHERE lower(email) = 'bilal@example.com'`)).toEqual(before);
  });

  it('rejects a NUL character in the name with a clear 400, not a 500', async () => {
    const response = await call(notifyLaunch, jsonRequest('/api/notify-launch', { ...valid, name: 'a\u0000b' }));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: 'Text must not contain NUL characters (\\u0000)',
      issues: [{ path: 'name' }],
    });
  });
});
