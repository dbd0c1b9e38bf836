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

export const QUESTION_ID_MAX = 40;
const QuestionIdSchema = z.string().min(1).max(QUESTION_ID_MAX);
/** Referral codes are short, URL-safe strings made by the server. */
export const ReferralCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{6,16}$/, 'Invalid referral code');

export const SelfAssessmentAnswerSchema = z.strictObject({
  questionId: QuestionIdSchema,
  optionIndex: z.int().min(0).max(3),
  points: z.union(SELF_ASSESSMENT_OPTION_POINTS.map((p) => z.literal(p))),
});
export type SelfAssessmentAnswer = z.infer<typeof SelfAssessmentAnswerSchema>;

const isoTimestamp = z.iso.datetime({ offset: true });

/** Saved after each answer. */
export const QuizProgressSchema = z.strictObject({
  answers: z.array(SelfAssessmentAnswerSchema).max(SELF_ASSESSMENT_QUESTION_COUNT),
  currentQuestion: z.int().min(0).max(SELF_ASSESSMENT_QUESTION_COUNT),
  questions: z.array(QuestionIdSchema).length(SELF_ASSESSMENT_QUESTION_COUNT),
  timeStamp: isoTimestamp,
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
  ref: ReferralCodeSchema.optional(),
});
export type WaitlistRequest = z.infer<typeof WaitlistRequestSchema>;

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
    ref: ReferralCodeSchema.optional(),
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
  );
export type NotifyLaunchRequest = z.infer<typeof NotifyLaunchSchema>;
