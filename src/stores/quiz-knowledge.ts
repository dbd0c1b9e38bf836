// Knowledge quiz (product §2.2 "Quiz A") state: persisted in localStorage so a reload resumes.
import { atom } from 'nanostores';
import { api, ApiError } from '../lib/api-client.ts';
import type { KnowledgeAnswer, KnowledgeQuestionView } from '../lib/quiz/questions.ts';
import { drawByDifficulty, seededRandom } from '../lib/quiz/random.ts';
import { KNOWLEDGE_DRAW, KNOWLEDGE_QUESTION_COUNT } from '../lib/quiz/scoring.ts';
import { adoptSignup, signupFields } from './quiz-referral.ts';
import { PUBLIC_API as API } from '../lib/public-routes.ts';
import type { SignupAnswer } from '../lib/schemas/waitlist.ts';
import { isObject, persistentJson } from './quiz-persist.ts';
import { showToast } from './toast.ts';

export interface KnowledgeQuizState {
  questions: string[];
  answers: KnowledgeAnswer[];
  /** The published bank the questions were drawn from; every submission carries it. */
  bankVersion?: string;
}

const INITIAL: KnowledgeQuizState = { questions: [], answers: [] };
const isState = (v: unknown): v is KnowledgeQuizState =>
  isObject(v) && Array.isArray(v.questions) && Array.isArray(v.answers);

export const $knowledgeQuiz = persistentJson<KnowledgeQuizState>('thawab:quiz-knowledge', INITIAL, isState);
/** The waitlist form is open (from 'Join the waitlist instead' or the result). */
export const $knowledgeWaitlistOpen = atom(false);

/**
 * Draws a new quiz unless a valid one of this page's bank is in progress (a reload resumes it; a
 * draw from an older bank, before the page was rebuilt, starts over on the current questions).
 */
export function ensureKnowledgeDraw(
  bank: readonly KnowledgeQuestionView[],
  seed: number | null,
  bankVersion?: string,
): void {
  const state = $knowledgeQuiz.get();
  const ids = new Set(bank.map((q) => q.id));
  if (
    state.questions.length === KNOWLEDGE_QUESTION_COUNT &&
    state.bankVersion === bankVersion &&
    state.questions.every((id) => ids.has(id))
  )
    return;
  const random = seed === null ? Math.random : seededRandom(seed);
  $knowledgeQuiz.set({
    questions: drawByDifficulty(bank, KNOWLEDGE_DRAW, random).map((q) => q.id),
    answers: [],
    ...(bankVersion ? { bankVersion } : {}),
  });
}

/** The bank version field of a submission from this draw. */
function bankVersionField(state: KnowledgeQuizState): { bankVersion?: string } {
  return state.bankVersion ? { bankVersion: state.bankVersion } : {};
}

export function answerKnowledgeQuestion(questionId: string, optionIndex: number): void {
  const state = $knowledgeQuiz.get();
  if (state.questions[state.answers.length] !== questionId) return; // in order, no going back
  const answers = [...state.answers, { questionId, optionIndex }];
  $knowledgeQuiz.set({ ...state, answers });
  if (answers.length === KNOWLEDGE_QUESTION_COUNT) {
    api
      .post(API.quizCompletions, { quiz: 'knowledge', answers, ...bankVersionField(state) })
      .catch((error: unknown) => {
        console.error('Recording the completion failed', error);
      });
  }
}

export function restartKnowledgeQuiz(bank: readonly KnowledgeQuestionView[], bankVersion?: string): void {
  $knowledgeQuiz.set(INITIAL);
  ensureKnowledgeDraw(bank, null, bankVersion);
}

export const CONTACT_TOAST = {
  title: 'Information Required',
  description: 'Please provide either a phone number or email to join the waitlist.',
};
export const NAME_TOAST = { title: 'Name Required', description: 'Please provide your name to join the waitlist.' };
export const JOIN_FAILED_MESSAGE = 'Failed to join waitlist. Please try again.';
export const REDIRECT_AFTER_JOIN_MS = 2000;

export interface WaitlistForm {
  name: string;
  email: string;
  phoneNumber: string;
}

/** product §5 checks, in order; returns false (after a toast) when the form is incomplete. */
export function checkWaitlistForm(form: WaitlistForm): boolean {
  if (!form.email.trim() && !form.phoneNumber.trim()) {
    showToast({ ...CONTACT_TOAST, variant: 'destructive' });
    return false;
  }
  if (!form.name.trim()) {
    showToast({ ...NAME_TOAST, variant: 'destructive' });
    return false;
  }
  return true;
}

export async function joinKnowledgeWaitlist(
  form: WaitlistForm,
  result: { score: number; level: string } | null,
  onJoined: () => void,
  /** The confirmation notice for the email given (decision 0058), in the page's language. */
  note?: string,
): Promise<boolean> {
  if (!checkWaitlistForm(form)) return false;
  const state = $knowledgeQuiz.get();
  try {
    const response = await api.post<SignupAnswer>(API.notifyLaunch, {
      name: form.name.trim(),
      ...(form.email.trim() ? { email: form.email.trim() } : {}),
      ...(form.phoneNumber.trim() ? { phoneNumber: form.phoneNumber.trim() } : {}),
      source: 'spiritual_quiz',
      ...(result
        ? {
            quizScore: result.score,
            spiritualLevel: result.level,
            quizAnswers: state.answers,
            ...bankVersionField(state),
          }
        : {}),
      ...signupFields(),
    });
    adoptSignup(response);
    showToast({
      title: '✅ Successfully Joined Waitlist',
      description: "We'll notify you when the app launches!",
      ...(note && form.email.trim() ? { note } : {}),
      variant: 'success',
    });
    setTimeout(() => {
      $knowledgeQuiz.set(INITIAL);
      onJoined();
    }, REDIRECT_AFTER_JOIN_MS);
    return true;
  } catch (error) {
    const message = error instanceof ApiError ? (error.serverMessage ?? JOIN_FAILED_MESSAGE) : JOIN_FAILED_MESSAGE;
    showToast({ title: '❌ Error', description: message, variant: 'destructive' });
    return false;
  }
}
