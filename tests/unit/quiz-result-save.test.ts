// The self-assessment's final result save: it goes out at once, ahead of progress saves still
// waiting, as a keepalive request (so closing the tab does not cancel it), and carries the
// browser's owner token (decision 0015). fetch is replaced by a recorder whose progress answers
// never arrive, as on a slow connection.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SELF_ASSESSMENT_BANK } from '../../src/server/quiz/banks.ts';
import { $referral, adoptSignup, shareUrl, signupFields } from '../../src/stores/quiz-referral.ts';
import { $selfQuiz, INITIAL_SELF_STATE, answerSelfQuestion, startSelfQuiz } from '../../src/stores/quiz-self.ts';

const TOKEN = 'T'.repeat(43);

interface Sent {
  url: string;
  body: any;
  keepalive: boolean;
}

function recordFetch(): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push({ url, body: JSON.parse(String(init.body)), keepalive: init.keepalive === true });
    return new Promise<Response>(() => undefined); // the server never answers in this test
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  $referral.set({});
  $selfQuiz.set(INITIAL_SELF_STATE);
});

describe('self-assessment saves', () => {
  it('sends the result at once with keepalive, not queued behind pending progress saves', async () => {
    adoptSignup({ referralCode: 'abcdef12', ownerToken: TOKEN });
    $selfQuiz.set(INITIAL_SELF_STATE);
    startSelfQuiz(SELF_ASSESSMENT_BANK, 4, { email: 'amina@example.com', signedUp: true });
    const byId = new Map(SELF_ASSESSMENT_BANK.map((q) => [q.id, q]));
    const sent = recordFetch();
    const ids = $selfQuiz.get().questions;
    for (const id of ids.slice(0, 6)) answerSelfQuestion(byId.get(id)!, 0);
    await new Promise((resolve) => setTimeout(resolve, 10));
    answerSelfQuestion(byId.get(ids[6]!)!, 0);
    await new Promise((resolve) => setTimeout(resolve, 10));

    const waitlist = sent.filter((request) => request.url === '/api/waitlist');
    // The first progress save is still in flight (never answered); the other five wait behind it.
    expect(waitlist.filter((request) => request.body.quizAnswers.completed !== true)).toHaveLength(1);
    const result = waitlist.find((request) => request.body.quizAnswers.completed === true);
    expect(result).toBeDefined();
    expect(result!.keepalive).toBe(true);
    expect(result!.body).toMatchObject({ email: 'amina@example.com', ownerToken: TOKEN });
    expect(result!.body.quizAnswers.answers).toHaveLength(7);
  });

  it('sends no progress saves before the gate signup succeeded', async () => {
    $selfQuiz.set(INITIAL_SELF_STATE);
    startSelfQuiz(SELF_ASSESSMENT_BANK, 4, { email: 'amina@example.com' });
    const byId = new Map(SELF_ASSESSMENT_BANK.map((q) => [q.id, q]));
    const sent = recordFetch();
    answerSelfQuestion(byId.get($selfQuiz.get().questions[0]!)!, 0);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent.filter((request) => request.url === '/api/waitlist')).toHaveLength(0);
  });
});

describe('referral state', () => {
  it('has no code before a signup, so share links carry none; afterwards the server code and token', () => {
    vi.stubGlobal('location', { origin: 'https://thawab.example', search: '' });
    expect(new URL(shareUrl('/')).searchParams.has('ref')).toBe(false);
    expect(signupFields()).toEqual({});
    adoptSignup({ referralCode: 'srvCode9', ownerToken: TOKEN });
    expect(new URL(shareUrl('/')).searchParams.get('ref')).toBe('srvCode9');
    expect(signupFields()).toEqual({ ownerToken: TOKEN });
  });
});

describe('bank versions in saves (decision 0016)', () => {
  const V1 = '0123456789abcdef';
  const V2 = 'fedcba9876543210';

  it('every save of a self-assessment carries the version of the bank it was drawn from', async () => {
    adoptSignup({ referralCode: 'abcdef12', ownerToken: TOKEN });
    startSelfQuiz(SELF_ASSESSMENT_BANK, 4, { email: 'amina@example.com', signedUp: true, bankVersion: V1 });
    const byId = new Map(SELF_ASSESSMENT_BANK.map((q) => [q.id, q]));
    const sent = recordFetch();
    for (const id of $selfQuiz.get().questions) answerSelfQuestion(byId.get(id)!, 0);
    await new Promise((resolve) => setTimeout(resolve, 10));
    // The result save and the completion (progress saves still queued are dropped once the result goes).
    expect(sent.map((request) => request.url).sort()).toEqual(['/api/quiz-completions', '/api/waitlist']);
    for (const request of sent) expect(request.body.bankVersion).toBe(V1);
  });

  it('a knowledge draw from another bank version starts over; its submissions carry the current version', async () => {
    const { $knowledgeQuiz, answerKnowledgeQuestion, ensureKnowledgeDraw } =
      await import('../../src/stores/quiz-knowledge.ts');
    const { KNOWLEDGE_BANK } = await import('../../src/server/quiz/banks.ts');
    $knowledgeQuiz.set({ questions: [], answers: [] });
    ensureKnowledgeDraw(KNOWLEDGE_BANK, 5, V1);
    const first = $knowledgeQuiz.get();
    answerKnowledgeQuestion(first.questions[0]!, 0);
    ensureKnowledgeDraw(KNOWLEDGE_BANK, 5, V1); // a reload of the same page resumes
    expect($knowledgeQuiz.get().answers).toHaveLength(1);
    ensureKnowledgeDraw(KNOWLEDGE_BANK, 5, V2); // the page was rebuilt with another bank
    expect($knowledgeQuiz.get()).toEqual({ questions: first.questions, answers: [], bankVersion: V2 });
    const sent = recordFetch();
    const byId = new Map(KNOWLEDGE_BANK.map((q) => [q.id, q]));
    for (const id of $knowledgeQuiz.get().questions) answerKnowledgeQuestion(id, byId.get(id)!.answer);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ quiz: 'knowledge', bankVersion: V2 });
    $knowledgeQuiz.set({ questions: [], answers: [] });
  });
});
