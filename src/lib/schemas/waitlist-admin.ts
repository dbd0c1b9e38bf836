// The Waitlist tab (Moderator, Super Admin): launch-waitlist and newsletter sign-ups, one list.
// The island builds its query from this schema; the server parses with it and never trusts the client.
import { z } from 'zod';
import { LOCALE_CODES, type LocaleCode } from '../i18n/locales.ts';
import { KNOWLEDGE_LEVEL_NAMES, SELF_ASSESSMENT_LEVEL_NAMES } from '../quiz/levels.ts';
import { SEARCH_MAX, plainText, type Paged, type ReferralFlagReason } from './people.ts';
import { pageParam, tablePageSizeParam } from './paging.ts';
import { localeCodeSchema } from './locale.ts';

export const SIGNUP_KINDS = ['waitlist', 'newsletter'] as const;
export type SignupKind = (typeof SIGNUP_KINDS)[number];
/** The source a newsletter row shows (launch-waitlist sources are the quiz funnels' names). */
export const NEWSLETTER_SOURCE = 'newsletter';
/** Either quiz's level names: the level filter's choices. */
export const SIGNUP_LEVELS = [...new Set<string>([...SELF_ASSESSMENT_LEVEL_NAMES, ...KNOWLEDGE_LEVEL_NAMES])] as [
  string,
  ...string[],
];
export const SIGNUP_SORTS = ['createdAt', 'name', 'email', 'source'] as const;
export type SignupSort = (typeof SIGNUP_SORTS)[number];
/** Weeks the "by week" figure covers, this one included. */
export const FIGURE_WEEKS = 12;

/** w12 = launch_signups 12, n7 = newsletter_subscriptions 7. */
export const SignupKeySchema = z.string().regex(/^[wn][1-9]\d{0,8}$/, 'Sign-up not found');

const yesNo = z.enum(['yes', 'no']).optional();
const day = z.iso.date('Use a date like 2026-11-25').optional();
export const SignupFilterSchema = z.strictObject({
  q: plainText(SEARCH_MAX, 'Search').optional().default(''),
  kind: z
    .enum(['all', ...SIGNUP_KINDS])
    .optional()
    .default('all'),
  source: z
    .string()
    .regex(/^[a-z0-9_-]{1,64}$/, 'Unknown source')
    .optional(),
  level: z.enum(SIGNUP_LEVELS).optional(),
  /** The language the person reads mail in (decision 0050). */
  language: localeCodeSchema(`Unknown language: use one of ${LOCALE_CODES.join(', ')}`).optional(),
  confirmed: yesNo,
  notified: yesNo,
  unsubscribed: yesNo,
  /** Signed up on or after this UTC day. */
  from: day,
  /** Signed up on or before this UTC day. */
  to: day,
});

export const SignupListQuerySchema = SignupFilterSchema.extend({
  sort: z.enum(SIGNUP_SORTS).optional().default('createdAt'),
  dir: z.enum(['asc', 'desc']).optional().default('desc'),
  page: pageParam,
  pageSize: tablePageSizeParam,
}).refine((query) => !query.from || !query.to || query.from <= query.to, {
  message: 'The start date is after the end date',
  path: ['to'],
});
export type SignupListQuery = z.infer<typeof SignupListQuerySchema>;
export type SignupFilter = Omit<SignupListQuery, 'page' | 'pageSize'>;

export const SignupFiguresQuerySchema = z.strictObject({
  kind: z
    .enum(['all', ...SIGNUP_KINDS])
    .optional()
    .default('all'),
});

// ---------------------------------------------------------------------------------------------
// Responses

export type SignupRow = {
  key: string;
  kind: SignupKind;
  name: string | null;
  email: string | null;
  phone: string | null;
  source: string;
  /** The finished quiz's level (self-assessment or knowledge quiz), if any. */
  level: string | null;
  /** The language the person reads mail in: the page they signed up on, or the one they confirmed from. */
  language: LocaleCode;
  createdAt: string;
  confirmedAt: string | null;
  /** Launch waitlist only; newsletter rows are never notified. */
  notified: boolean;
  unsubscribedAt: string | null;
  referralCode: string | null;
};

export type SignupQuiz =
  | {
      quiz: 'self_assessment';
      completed: true;
      level: string;
      score: number;
      percentile: number | null;
      answers: { questionId: string; points: number }[];
    }
  | { quiz: 'self_assessment'; completed: false; answered: number }
  | { quiz: 'knowledge'; level: string; score: number; answered: number };

export type SignupDetail = {
  signup: SignupRow;
  quiz: SignupQuiz | null;
  referredBy: { key: string; label: string } | null;
  /** People who joined through this sign-up's code, newest first. */
  referrals: {
    key: string;
    label: string;
    credited: boolean;
    flagReason: ReferralFlagReason | null;
    createdAt: string;
  }[];
  /** The same email's record in the other list (the same person). */
  related: { key: string; kind: SignupKind; unsubscribedAt: string | null }[];
  /** Every message the outbox holds for this address, newest first (decision 0034). */
  messages: {
    kind: string;
    subject: string;
    status: 'pending' | 'sending' | 'sent' | 'failed' | 'suppressed' | 'over_budget';
    attempts: number;
    createdAt: string;
    sentAt: string | null;
    lastError: string | null;
  }[];
};

export type SignupFigures = {
  total: number;
  confirmed: number;
  /** Confirmed of total, in percent, one decimal (0 when there are none). */
  confirmationRate: number;
  unsubscribed: number;
  bySource: { source: string; total: number; confirmed: number }[];
  /** The last FIGURE_WEEKS weeks (Monday, UTC), oldest first, weeks without sign-ups included. */
  byWeek: { weekStart: string; total: number }[];
};

export type SignupPage = Paged<SignupRow>;

export type DeletedPerson = {
  deleted: true;
  waitlistRecords: number;
  newsletterRecords: number;
  referralCredits: number;
  invitationAddressesCleared: number;
  messagesDeleted: number;
};
