// Payloads of the launch waitlist and the knowledge quiz's 'notify me at launch' form (product §7).
// They embed bank-checked quiz answers, so they are made by waitlistSchemas(checks) for one pair of
// banks; the server binds them to the authored banks (src/server/quiz/banks.ts).
import { z } from 'zod';
import { KNOWLEDGE_LEVELS, KNOWLEDGE_LEVEL_NAMES, levelFor } from '../quiz/levels.ts';
import { SCALED_MAX } from '../quiz/scoring.ts';
import { EmailSchema, PhoneSchema, optionalBlank } from './common.ts';
import { PageLocaleSchema } from './locale.ts';
import type { AnswerChecks } from '../quiz/answers.ts';
import { BankVersionSchema, REACHABLE_KNOWLEDGE_SCORES, quizSchemas } from './quiz.ts';

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

export const NOTIFY_LAUNCH_SOURCE = 'spiritual_quiz';
export const CONTACT_REQUIRED_MESSAGE = 'Either phone number or email must be provided';
export const NAME_REQUIRED_MESSAGE = 'Name is required';

/** The waitlist and launch-signup schemas, for one pair of banks (see AnswerChecks). */
export function waitlistSchemas(checks: AnswerChecks) {
  const { KnowledgeAnswersSchema, scoreKnowledgeAnswers } = checks;
  const { QuizProgressSchema, QuizResultSchema } = quizSchemas(checks);

  const WaitlistRequestSchema = z.strictObject({
    email: EmailSchema,
    quizAnswers: z.union([QuizResultSchema, QuizProgressSchema]).optional(),
    /** The bank of the page the answers were given on (the server checks them against it). */
    bankVersion: BankVersionSchema.optional(),
    /** The code of whoever invited this visitor. */
    ref: ReferralCodeSchema.optional(),
    /** Given when this browser already holds an owner token (needed to update its record). */
    ownerToken: OwnerTokenSchema.optional(),
    /** The locale of the page the visitor is on: the language of the record's mail (decision 0050). */
    locale: PageLocaleSchema.optional(),
  });

  const NotifyLaunchSchema = z
    .strictObject({
      name: z
        .string({ error: NAME_REQUIRED_MESSAGE })
        .trim()
        .min(1, NAME_REQUIRED_MESSAGE)
        .max(120, 'Name is too long'),
      email: optionalBlank(EmailSchema),
      phoneNumber: optionalBlank(PhoneSchema),
      source: z.literal(NOTIFY_LAUNCH_SOURCE),
      // Absent when the visitor joins before finishing the quiz ('Join the waitlist instead').
      quizScore: z.int().min(0).max(SCALED_MAX).optional(),
      spiritualLevel: z.enum(KNOWLEDGE_LEVEL_NAMES).optional(),
      /** The answers of the draw the score came from; the server recomputes the score from them. */
      quizAnswers: KnowledgeAnswersSchema.optional(),
      bankVersion: BankVersionSchema.optional(),
      ref: ReferralCodeSchema.optional(),
      ownerToken: OwnerTokenSchema.optional(),
      locale: PageLocaleSchema.optional(),
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
    .refine(
      (body) =>
        !body.quizAnswers || body.quizScore === undefined || safeKnowledgeScore(body.quizAnswers) === body.quizScore,
      {
        message: 'Score does not match the answers',
        path: ['quizScore'],
      },
    );
  function safeKnowledgeScore(answers: readonly { questionId: string; optionIndex: number }[]): number | null {
    try {
      return scoreKnowledgeAnswers(answers).score;
    } catch {
      return null;
    }
  }

  return { WaitlistRequestSchema, NotifyLaunchSchema };
}

type WaitlistSchemas = ReturnType<typeof waitlistSchemas>;
export type WaitlistRequest = z.infer<WaitlistSchemas['WaitlistRequestSchema']>;
export type NotifyLaunchRequest = z.infer<WaitlistSchemas['NotifyLaunchSchema']>;
