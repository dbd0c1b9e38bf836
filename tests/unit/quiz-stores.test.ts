import { beforeEach, describe, expect, it } from 'vitest';
import { SELF_ASSESSMENT_BANK, KNOWLEDGE_BANK } from '../../src/server/quiz/banks.ts';
import {
  $knowledgeQuiz,
  answerKnowledgeQuestion,
  checkWaitlistForm,
  ensureKnowledgeDraw,
} from '../../src/stores/quiz-knowledge.ts';
import { seedFromUrl } from '../../src/stores/quiz-persist.ts';
import {
  $selfQuiz,
  INITIAL_SELF_STATE,
  closeSharePrompt,
  emailGateError,
  startSelfQuiz,
} from '../../src/stores/quiz-self.ts';
import { $toast, dismissToast } from '../../src/stores/toast.ts';

beforeEach(() => dismissToast());

describe('self-assessment email gate (product §5)', () => {
  it.each(['', '   ', 'no-at-sign.example.com'])('rejects %j', (email) => {
    expect(emailGateError(email)).toBe('Please enter a valid email address');
  });
  it('accepts an address containing @', () => {
    expect(emailGateError(' amina@example.com ')).toBeNull();
  });
});

describe('knowledge waitlist form checks (product §5), in order', () => {
  it('asks for a phone or email first', () => {
    expect(checkWaitlistForm({ name: '', email: '', phoneNumber: ' ' })).toBe(false);
    expect($toast.get()).toMatchObject({
      title: 'Information Required',
      description: 'Please provide either a phone number or email to join the waitlist.',
      variant: 'destructive',
    });
  });
  it('then for a name', () => {
    expect(checkWaitlistForm({ name: ' ', email: '', phoneNumber: '+44 7700 900123' })).toBe(false);
    expect($toast.get()).toMatchObject({
      title: 'Name Required',
      description: 'Please provide your name to join the waitlist.',
    });
  });
  it('passes with a name and either contact', () => {
    expect(checkWaitlistForm({ name: 'Zayd', email: 'z@example.com', phoneNumber: '' })).toBe(true);
    expect($toast.get()).toBeNull();
  });
});

describe('?seed', () => {
  it('reads a whole number and ignores anything else', () => {
    expect(seedFromUrl('?seed=42')).toBe(42);
    expect(seedFromUrl('?seed=-1')).toBeNull();
    expect(seedFromUrl('?seed=abc')).toBeNull();
    expect(seedFromUrl('')).toBeNull();
  });
});

describe('quiz state', () => {
  it('draws 1 easy, 3 moderate and 3 hard self-assessment questions and opens the share prompt after the third answer', async () => {
    const { answerSelfQuestion } = await import('../../src/stores/quiz-self.ts');
    $selfQuiz.set(INITIAL_SELF_STATE);
    startSelfQuiz(SELF_ASSESSMENT_BANK, 3);
    const ids = $selfQuiz.get().questions;
    const byId = new Map(SELF_ASSESSMENT_BANK.map((q) => [q.id, q]));
    expect(ids.map((id) => byId.get(id)!.difficulty).sort()).toEqual([
      'easy',
      'hard',
      'hard',
      'hard',
      'moderate',
      'moderate',
      'moderate',
    ]);
    for (let i = 0; i < 3; i++) answerSelfQuestion(byId.get(ids[i]!)!, 0);
    expect($selfQuiz.get().sharePrompt).toBe('open');
    closeSharePrompt();
    expect($selfQuiz.get().sharePrompt).toBe('done');
    // answering out of order is ignored
    answerSelfQuestion(byId.get(ids[6]!)!, 0);
    expect($selfQuiz.get().answers).toHaveLength(3);
  });

  it('answers knowledge questions in order only, and keeps a draw in progress', () => {
    $knowledgeQuiz.set({ questions: [], answers: [] });
    ensureKnowledgeDraw(KNOWLEDGE_BANK, 5);
    const { questions } = $knowledgeQuiz.get();
    expect(questions).toHaveLength(10);
    answerKnowledgeQuestion(questions[1]!, 0); // not the current question: ignored
    expect($knowledgeQuiz.get().answers).toEqual([]);
    answerKnowledgeQuestion(questions[0]!, 2);
    ensureKnowledgeDraw(KNOWLEDGE_BANK, 99);
    expect($knowledgeQuiz.get()).toEqual({ questions, answers: [{ questionId: questions[0], optionIndex: 2 }] });
  });
});
