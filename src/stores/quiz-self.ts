// Self-assessment (product §2.3 "Quiz B") state: persisted in localStorage so a reload resumes.
import { api, ApiError } from '../lib/api-client.ts';
import { PUBLIC_API as API } from '../lib/public-routes.ts';
import type { SignupAnswer } from '../lib/schemas/waitlist.ts';
import { drawByDifficulty, seededRandom } from '../lib/quiz/random.ts';
import type { SelfAssessmentQuestionView } from '../lib/quiz/questions.ts';
import {
  SELF_ASSESSMENT_DRAW,
  SELF_ASSESSMENT_QUESTION_COUNT,
  SHARE_PROMPT_AFTER_INDEX,
  scoreSelfAssessment,
  type SelfAssessmentPoints,
} from '../lib/quiz/scoring.ts';
import { adoptSignup, signupFields } from './quiz-referral.ts';
import { isObject, persistentJson } from './quiz-persist.ts';
import { showToast } from './toast.ts';

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
  /** The email gate's signup succeeded: progress saves follow (product §4). */
  signedUp?: boolean;
  timeCompleted?: string;
  /** The published bank the questions were drawn from; every save carries it. */
  bankVersion?: string;
}

export const INITIAL_SELF_STATE: SelfQuizState = { phase: 'entry', questions: [], answers: [], sharePrompt: 'pending' };

const isState = (v: unknown): v is SelfQuizState =>
  isObject(v) &&
  ['entry', 'quiz', 'result'].includes(v.phase as string) &&
  Array.isArray(v.questions) &&
  Array.isArray(v.answers);

export const $selfQuiz = persistentJson<SelfQuizState>('thawab:quiz-self', INITIAL_SELF_STATE, isState);

export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address';
export const EMAIL_SAVE_FAILED_MESSAGE = 'There was an error saving your email. Please try again.';

/** product §5: non-empty and containing @. */
export function emailGateError(email: string): string | null {
  const trimmed = email.trim();
  return trimmed && trimmed.includes('@') ? null : EMAIL_INVALID_MESSAGE;
}

export function startSelfQuiz(
  bank: readonly SelfAssessmentQuestionView[],
  seed: number | null,
  extra: Partial<SelfQuizState> = {},
): void {
  const random = seed === null ? Math.random : seededRandom(seed);
  const questions = drawByDifficulty(bank, SELF_ASSESSMENT_DRAW, random).map((q) => q.id);
  $selfQuiz.set({ ...INITIAL_SELF_STATE, ...extra, phase: 'quiz', questions });
}

/** The email gate: saves the email (keeping the owner token it answers), then starts the quiz. */
export async function submitEmailGate(
  email: string,
  bank: readonly SelfAssessmentQuestionView[],
  seed: number | null,
  bankVersion?: string,
): Promise<void> {
  const trimmed = email.trim();
  let signedUp = false;
  try {
    adoptSignup(await api.post<SignupAnswer>(API.waitlist, { email: trimmed, ...signupFields() }));
    signedUp = true;
  } catch (error) {
    console.error('Saving the email failed', error);
    showToast({ title: EMAIL_SAVE_FAILED_MESSAGE, variant: 'destructive' });
  }
  startSelfQuiz(bank, seed, {
    email: trimmed,
    ...(signedUp ? { signedUp } : {}),
    ...(bankVersion ? { bankVersion } : {}),
  });
}

/** The bank version field of a save from this draw. */
function bankVersionField(state: SelfQuizState): { bankVersion?: string } {
  return state.bankVersion ? { bankVersion: state.bankVersion } : {};
}

const logSaveFailure = (label: string) => (error: unknown) => {
  console.error(`${label} save failed; the quiz goes on`, error instanceof ApiError ? error.message : error);
};

let progressChain: Promise<unknown> = Promise.resolve();
/** Bumped when a result is sent: progress saves still waiting in the chain are then dropped. */
let progressGeneration = 0;

/** Progress saves run one after another (each replaces the last), never ahead of a sent result. */
function queueProgressSave(body: unknown): void {
  const generation = progressGeneration;
  progressChain = progressChain.then(() =>
    generation === progressGeneration ? api.post(API.waitlist, body).catch(logSaveFailure('Progress')) : undefined,
  );
}

/**
 * The final result goes out at once, ahead of any progress save still waiting, as a keepalive
 * request: the browser finishes sending it even if the tab is closed straight after the result
 * shows. (The server never lets a late progress save replace a finished result.)
 */
function sendResultSave(body: unknown): void {
  progressGeneration++;
  api.post(API.waitlist, body, { keepalive: true }).catch(logSaveFailure('Result'));
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
    sharePrompt:
      answers.length === SHARE_PROMPT_AFTER_INDEX + 1 && state.sharePrompt === 'pending' ? 'open' : state.sharePrompt,
    ...(finished ? { timeCompleted: new Date().toISOString() } : {}),
  };
  $selfQuiz.set(next);

  // The last answer's progress is carried by the result save itself.
  if (finished) {
    if (next.email)
      sendResultSave({
        email: next.email,
        quizAnswers: resultPayload(next),
        ...bankVersionField(next),
        ...signupFields(),
      });
  } else if (next.email && next.signedUp) {
    queueProgressSave({
      email: next.email,
      quizAnswers: {
        answers,
        currentQuestion: answers.length,
        questions: next.questions,
        timeStamp: new Date().toISOString(),
      },
      ...bankVersionField(next),
      ...signupFields(),
    });
  }
  if (finished) {
    api
      .post(API.quizCompletions, { quiz: 'self_assessment', answers, ...bankVersionField(next) })
      .catch((error: unknown) => {
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
    adoptSignup(
      await api.post<SignupAnswer>(API.waitlist, {
        email: email.trim(),
        ...(state.phase === 'result' ? { quizAnswers: resultPayload(state), ...bankVersionField(state) } : {}),
        ...signupFields(),
      }),
    );
    $selfQuiz.set({ ...$selfQuiz.get(), email: email.trim(), signedUp: true });
    return true;
  } catch (error) {
    console.error('Joining the waitlist failed', error);
    showToast({ title: '❌ Error', description: EMAIL_SAVE_FAILED_MESSAGE, variant: 'destructive' });
    return false;
  }
}

/** A new draw straight away, keeping the email and signup of this visitor. */
export function restartSelfQuiz(
  bank: readonly SelfAssessmentQuestionView[],
  seed: number | null,
  bankVersion?: string,
): void {
  const { email, signedUp } = $selfQuiz.get();
  startSelfQuiz(bank, seed, {
    ...(email ? { email } : {}),
    ...(signedUp ? { signedUp } : {}),
    ...(bankVersion ? { bankVersion } : {}),
  });
}
