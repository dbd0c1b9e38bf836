// Payloads of the launch waitlist (spec §7). The server parses with these same schemas.
import { z } from 'zod';
import { KNOWLEDGE_LEVELS, KNOWLEDGE_LEVEL_NAMES, SELF_ASSESSMENT_LEVEL_NAMES, levelFor } from '../quiz/levels.ts';
import {
  PERCENTILE_VALUES,
  SCALED_MAX,
  SELF_ASSESSMENT_OPTION_POINTS,
  SELF_ASSESSMENT_QUESTION_COUNT,
  scoreSelfAssessment,
} from '../quiz/scoring.ts';
import { EmailSchema, PhoneSchema, optionalBlank } from './common.ts';
import { KnowledgeAnswersSchema, scoreKnowledgeAnswers, selfAnswerProblem, selfQuestionsProblem } from '../quiz/answers.ts';
import { KNOWLEDGE_DRAW, KNOWLEDGE_POINTS, KNOWLEDGE_RAW_MAX, scaleTo50 } from '../quiz/scoring.ts';
import { reachableScaledScores } from '../quiz/questions.ts';

export const QUESTION_ID_MAX = 40;
const QuestionIdSchema = z.string().min(1).max(QUESTION_ID_MAX);
/** Referral codes are short, URL-safe strings made by the server. */
export const ReferralCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{6,16}$/, 'Invalid referral code');
/**
 * The owner token: a secret the server gives the browser that created a waitlist record (32
 * random bytes, base64url). Only requests carrying it may change that record.
 */
export const OwnerTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid owner token');

/** What every signup answers, whether the record was new, the caller's own, or someone else's. */
export interface SignupAnswer {
  success: true;
  message: string;
  /** The code for this browser's share links (server-made). */
  referralCode: string;
  /** Keep it: later saves to the record must carry it. */
  ownerToken: string;
}
export const SIGNUP_MESSAGE = "You're on the list! We'll notify you when the app launches.";

export const SelfAssessmentAnswerSchema = z.strictObject({
  questionId: QuestionIdSchema,
  optionIndex: z.int().min(0).max(3),
  points: z.union(SELF_ASSESSMENT_OPTION_POINTS.map((p) => z.literal(p))),
});
export type SelfAssessmentAnswer = z.infer<typeof SelfAssessmentAnswerSchema>;

const isoTimestamp = z.iso.datetime({ offset: true });

/** Saved after each answer. Question ids must exist in the bank and points match the option. */
export const QuizProgressSchema = z
  .strictObject({
    answers: z.array(SelfAssessmentAnswerSchema).max(SELF_ASSESSMENT_QUESTION_COUNT),
    currentQuestion: z.int().min(0).max(SELF_ASSESSMENT_QUESTION_COUNT),
    questions: z.array(QuestionIdSchema).length(SELF_ASSESSMENT_QUESTION_COUNT),
    timeStamp: isoTimestamp,
  })
  .superRefine((progress, ctx) => {
    const questions = selfQuestionsProblem(progress.questions);
    if (questions) ctx.addIssue({ code: 'custom', path: ['questions'], message: questions });
    const answers = selfAnswerProblem(progress.answers);
    if (answers) ctx.addIssue({ code: 'custom', path: ['answers'], message: answers });
    if (!questions && progress.answers.some((a) => !progress.questions.includes(a.questionId))) {
      ctx.addIssue({ code: 'custom', path: ['answers'], message: 'An answer is not one of the drawn questions' });
    }
  });
export type QuizProgress = z.infer<typeof QuizProgressSchema>;

/** Saved once at the end; score, level and percentile must follow from the answers. */
export const QuizResultSchema = z
  .strictObject({
    answers: z.array(SelfAssessmentAnswerSchema).length(SELF_ASSESSMENT_QUESTION_COUNT),
    completed: z.literal(true),
    score: z.int().min(0).max(SCALED_MAX),
    spiritualLevel: z.enum(SELF_ASSESSMENT_LEVEL_NAMES),
    percentile: z.int().refine((p) => PERCENTILE_VALUES.includes(p), 'Unknown percentile'),
    timeCompleted: isoTimestamp,
  })
  .superRefine((result, ctx) => {
    const answers = selfAnswerProblem(result.answers);
    if (answers) ctx.addIssue({ code: 'custom', path: ['answers'], message: answers });
    const expected = scoreSelfAssessment(result.answers.map((a) => a.points));
    if (result.score !== expected.score) {
      ctx.addIssue({ code: 'custom', path: ['score'], message: 'Score does not match the answers' });
    }
    if (result.spiritualLevel !== expected.level.name) {
      ctx.addIssue({ code: 'custom', path: ['spiritualLevel'], message: 'Level does not match the score' });
    }
    if (result.percentile !== expected.percentile) {
      ctx.addIssue({ code: 'custom', path: ['percentile'], message: 'Percentile does not match the answers' });
    }
  });
export type QuizResult = z.infer<typeof QuizResultSchema>;

export const WaitlistRequestSchema = z.strictObject({
  email: EmailSchema,
  quizAnswers: z.union([QuizResultSchema, QuizProgressSchema]).optional(),
  /** The code of whoever invited this visitor. */
  ref: ReferralCodeSchema.optional(),
  /** Given when this browser already holds an owner token (needed to update its record). */
  ownerToken: OwnerTokenSchema.optional(),
});
export type WaitlistRequest = z.infer<typeof WaitlistRequestSchema>;

/** Scaled scores some knowledge draw can reach (e.g. 49 cannot: raw 25 → 48, raw 26 → 50). */
export const REACHABLE_KNOWLEDGE_SCORES = reachableScaledScores(KNOWLEDGE_DRAW, KNOWLEDGE_POINTS, (raw) => scaleTo50(raw, KNOWLEDGE_RAW_MAX));

export const NOTIFY_LAUNCH_SOURCE = 'spiritual_quiz';
export const CONTACT_REQUIRED_MESSAGE = 'Either phone number or email must be provided';
export const NAME_REQUIRED_MESSAGE = 'Name is required';

export const NotifyLaunchSchema = z
  .strictObject({
    name: z.string({ error: NAME_REQUIRED_MESSAGE }).trim().min(1, NAME_REQUIRED_MESSAGE).max(120, 'Name is too long'),
    email: optionalBlank(EmailSchema),
    phoneNumber: optionalBlank(PhoneSchema),
    source: z.literal(NOTIFY_LAUNCH_SOURCE),
    // Absent when the visitor joins before finishing the quiz ('Join the waitlist instead').
    quizScore: z.int().min(0).max(SCALED_MAX).optional(),
    spiritualLevel: z.enum(KNOWLEDGE_LEVEL_NAMES).optional(),
    /** The answers of the draw the score came from; the server recomputes the score from them. */
    quizAnswers: KnowledgeAnswersSchema.optional(),
    ref: ReferralCodeSchema.optional(),
    ownerToken: OwnerTokenSchema.optional(),
  })
  .refine((body) => Boolean(body.email || body.phoneNumber), {
    message: CONTACT_REQUIRED_MESSAGE,
    path: ['email'],
  })
  .refine((body) => (body.quizScore === undefined) === (body.spiritualLevel === undefined), {
    message: 'Send quizScore and spiritualLevel together',
    path: ['spiritualLevel'],
  })
  .refine(
    (body) => body.quizScore === undefined || levelFor(KNOWLEDGE_LEVELS, body.quizScore).name === body.spiritualLevel,
    { message: 'Level does not match the score', path: ['spiritualLevel'] },
  )
  // A score is only believed with the answers it came from (the server re-scores them).
  .refine((body) => (body.quizAnswers === undefined) === (body.quizScore === undefined), {
    message: 'Send the quiz answers together with the score',
    path: ['quizAnswers'],
  })
  .refine((body) => body.quizScore === undefined || REACHABLE_KNOWLEDGE_SCORES.has(body.quizScore), {
    message: 'No knowledge quiz draw can give this score',
    path: ['quizScore'],
  })
  .refine((body) => !body.quizAnswers || body.quizScore === undefined || safeKnowledgeScore(body.quizAnswers) === body.quizScore, {
    message: 'Score does not match the answers',
    path: ['quizScore'],
  });
function safeKnowledgeScore(answers: readonly { questionId: string; optionIndex: number }[]): number | null {
  try {
    return scoreKnowledgeAnswers(answers).score;
  } catch {
    return null;
  }
}

export const QUIZ_KINDS = ['knowledge', 'self_assessment'] as const;
export type QuizKind = (typeof QUIZ_KINDS)[number];

/** A finished run of either quiz, recorded for the visitor counter; the server scores it. */
export const QuizCompletionSchema = z.discriminatedUnion('quiz', [
  z.strictObject({ quiz: z.literal('knowledge'), answers: KnowledgeAnswersSchema }),
  z.strictObject({
    quiz: z.literal('self_assessment'),
    answers: z
      .array(SelfAssessmentAnswerSchema)
      .length(SELF_ASSESSMENT_QUESTION_COUNT)
      .superRefine((answers, ctx) => {
        const problem = selfAnswerProblem(answers);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  }),
]);
export type QuizCompletionRequest = z.infer<typeof QuizCompletionSchema>;

export type NotifyLaunchRequest = z.infer<typeof NotifyLaunchSchema>;
