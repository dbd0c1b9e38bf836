// Self-assessment (product §2.3 "Quiz B") state: persisted in localStorage so a reload resumes.
import { api, ApiError } from '../lib/api-client.ts';
import { drawByDifficulty, seededRandom } from '../lib/quiz/random.ts';
import type { SelfAssessmentQuestionView } from '../lib/quiz/questions.ts';
import {
  SELF_ASSESSMENT_DRAW,
  SELF_ASSESSMENT_QUESTION_COUNT,
  SHARE_PROMPT_AFTER_INDEX,
  scoreSelfAssessment,
  type SelfAssessmentPoints,
} from '../lib/quiz/scoring.ts';
import { confirmReferralCode, referralFields } from './quiz-referral.ts';
import { isObject, persistentJson } from './quiz-persist.ts';
import { showToast } from './toast.ts';
import { API } from '../lib/routes.ts';

export interface SelfAnswer {
  questionId: string;
  optionIndex: number;
  points: SelfAssessmentPoints;
}

export interface SelfQuizState {
  phase: 'entry' | 'quiz' | 'result';
  questions: string[];
  answers: SelfAnswer[];
  sharePrompt: 'pending' | 'open' | 'done';
  email?: string;
  signupId?: number;
  timeCompleted?: string;
}

export const INITIAL_SELF_STATE: SelfQuizState = { phase: 'entry', questions: [], answers: [], sharePrompt: 'pending' };

const isState = (v: unknown): v is SelfQuizState =>
  isObject(v) && ['entry', 'quiz', 'result'].includes(v.phase as string) && Array.isArray(v.questions) && Array.isArray(v.answers);

export const $selfQuiz = persistentJson<SelfQuizState>('thawab:quiz-self', INITIAL_SELF_STATE, isState);

export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address';
export const EMAIL_SAVE_FAILED_MESSAGE = 'There was an error saving your email. Please try again.';

/** product §5: non-empty and containing @. */
export function emailGateError(email: string): string | null {
  const trimmed = email.trim();
  return trimmed && trimmed.includes('@') ? null : EMAIL_INVALID_MESSAGE;
}

export function startSelfQuiz(bank: readonly SelfAssessmentQuestionView[], seed: number | null, extra: Partial<SelfQuizState> = {}): void {
  const random = seed === null ? Math.random : seededRandom(seed);
  const questions = drawByDifficulty(bank, SELF_ASSESSMENT_DRAW, random).map((q) => q.id);
  $selfQuiz.set({ ...INITIAL_SELF_STATE, ...extra, phase: 'quiz', questions });
}

/** The email gate: saves the email, keeps the signup id, then starts the quiz. */
export async function submitEmailGate(email: string, bank: readonly SelfAssessmentQuestionView[], seed: number | null): Promise<void> {
  const trimmed = email.trim();
  let signupId: number | undefined;
  try {
    const entry = await api.post<{ id: number; referralCode: string }>(API.waitlist, { email: trimmed, ...referralFields() });
    signupId = entry.id;
    confirmReferralCode(entry.referralCode);
  } catch (error) {
    console.error('Saving the email failed', error);
    showToast({ title: EMAIL_SAVE_FAILED_MESSAGE, variant: 'destructive' });
  }
  startSelfQuiz(bank, seed, { email: trimmed, ...(signupId === undefined ? {} : { signupId }) });
}

let saveChain: Promise<unknown> = Promise.resolve();
/** Saves run one after another so the final result always lands after the progress saves. */
function queueSave(label: string, body: unknown): void {
  saveChain = saveChain.then(() =>
    api.post(API.waitlist, body).catch((error: unknown) => {
      console.error(`${label} save failed; the quiz goes on`, error instanceof ApiError ? error.message : error);
    }),
  );
}

export function answerSelfQuestion(question: SelfAssessmentQuestionView, optionIndex: number): void {
  const state = $selfQuiz.get();
  if (state.phase !== 'quiz' || state.answers.length >= SELF_ASSESSMENT_QUESTION_COUNT) return;
  if (state.questions[state.answers.length] !== question.id) return;
  const option = question.options[optionIndex];
  if (!option) return;
  const answers = [...state.answers, { questionId: question.id, optionIndex, points: option.points }];
  const finished = answers.length === SELF_ASSESSMENT_QUESTION_COUNT;
  const next: SelfQuizState = {
    ...state,
    answers,
    phase: finished ? 'result' : 'quiz',
    sharePrompt: answers.length === SHARE_PROMPT_AFTER_INDEX + 1 && state.sharePrompt === 'pending' ? 'open' : state.sharePrompt,
    ...(finished ? { timeCompleted: new Date().toISOString() } : {}),
  };
  $selfQuiz.set(next);

  // The last answer's progress is carried by the result save itself.
  if (!finished && next.email && next.signupId !== undefined) {
    queueSave('Progress', {
      email: next.email,
      quizAnswers: { answers, currentQuestion: answers.length, questions: next.questions, timeStamp: new Date().toISOString() },
    });
  }
  if (finished) {
    if (next.email) queueSave('Result', { email: next.email, quizAnswers: resultPayload(next) });
    api.post(API.quizCompletions, { quiz: 'self_assessment', answers }).catch((error: unknown) => {
      console.error('Recording the completion failed', error);
    });
  }
}

export function resultPayload(state: SelfQuizState) {
  const result = scoreSelfAssessment(state.answers.map((a) => a.points));
  return {
    answers: state.answers,
    completed: true as const,
    score: result.score,
    spiritualLevel: result.level.name,
    percentile: result.percentile,
    timeCompleted: state.timeCompleted ?? new Date().toISOString(),
  };
}

export function closeSharePrompt(): void {
  const state = $selfQuiz.get();
  if (state.sharePrompt === 'open') $selfQuiz.set({ ...state, sharePrompt: 'done' });
}

/** The result screen's waitlist button: joins with the email given at the gate or now. */
export async function joinSelfWaitlist(email: string): Promise<boolean> {
  const state = $selfQuiz.get();
  try {
    const entry = await api.post<{ id: number; referralCode: string }>(API.waitlist, {
      email: email.trim(),
      ...(state.phase === 'result' ? { quizAnswers: resultPayload(state) } : {}),
      ...referralFields(),
    });
    confirmReferralCode(entry.referralCode);
    $selfQuiz.set({ ...$selfQuiz.get(), email: email.trim(), signupId: entry.id });
    return true;
  } catch (error) {
    console.error('Joining the waitlist failed', error);
    showToast({ title: '❌ Error', description: EMAIL_SAVE_FAILED_MESSAGE, variant: 'destructive' });
    return false;
  }
}

/** A new draw straight away, keeping the email and signup of this visitor. */
export function restartSelfQuiz(bank: readonly SelfAssessmentQuestionView[], seed: number | null): void {
  const { email, signupId } = $selfQuiz.get();
  startSelfQuiz(bank, seed, { ...(email ? { email } : {}), ...(signupId !== undefined ? { signupId } : {}) });
}
