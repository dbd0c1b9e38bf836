// Requests and answers of the app's sign-in and profile API (/api/app/v1/auth/*, /me; decision 0038).
// Shared by the functions, the tests and (later) the OpenAPI document.
import { z } from 'zod';
import { LOCALE_CODES } from '../i18n/locales.ts';
import { EmailSchema } from './common.ts';
import { ReferralCodeSchema } from './waitlist.ts';
import { localeCodeSchema } from './locale.ts';
import { LevelViewSchema } from './app-progress.ts';

import { PremiumSchema } from './purchases.ts';
import { isTimeZone } from '../time-zone.ts';

/** Code and token lifetimes and limits (decision 0038). */
export const SIGN_IN_CODE_LENGTH = 6;
export const SIGN_IN_CODE_LIFETIME_MS = 10 * 60 * 1000;
export const SIGN_IN_CODE_MAX_FAILURES = 5;
/** The window the sign-in code limits count in (src/lib/app-auth/sign-in-limits.ts, decision 0059). */
export const SIGN_IN_CODE_WINDOW_MS = 60 * 60 * 1000;
export const ACCESS_TOKEN_LIFETIME_MS = 15 * 60 * 1000;
export const REFRESH_TOKEN_LIFETIME_MS = 60 * 24 * 60 * 60 * 1000;

/** The privacy policy: the app is not for children under 13. */
export const MIN_AGE = 13;
export const MAX_AGE = 120;
/** Theme choices: the themes of the app badge catalogue (docs/product.md §9). */
export const APP_THEMES = ['faith', 'hope', 'patience', 'gratitude', 'family', 'charity'] as const;
export type AppTheme = (typeof APP_THEMES)[number];
export const DEFAULT_THEMES: AppTheme[] = ['faith', 'hope', 'patience'];

export const SIGN_IN_START_MESSAGE =
  'If this address can receive mail, a 6-digit code is on its way. It works for 10 minutes.';
export const WRONG_CODE_MESSAGE = 'That code is not right or has expired. Ask for a new code.';
export const AGE_TOO_YOUNG_MESSAGE = `You must be at least ${MIN_AGE} to use Thawab`;

/**
 * The code as a person may type it (decision 0050): the email shows ASCII digits, but a phone set
 * to Arabic, Urdu or Bengali may type that language's own; they mean the same code.
 */
export const SIGN_IN_CODE_INPUT = /^(?:[0-9]|[\u0660-\u0669]|[\u06F0-\u06F9]|[\u09E6-\u09EF]){6}$/;

/** Arabic-Indic, Extended Arabic-Indic (Urdu, Persian) and Bengali digits as ASCII ones. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9\u09E6-\u09EF]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= 0x09e6 ? 0x09e6 : code >= 0x06f0 ? 0x06f0 : 0x0660;
    return String(code - zero);
  });
}

/** A language of the locale table (decision 0048); anything else is a 400 naming the codes. */
const LanguageSchema = localeCodeSchema(`Language must be one of ${LOCALE_CODES.join(', ')}`);

export const SignInStartSchema = z.strictObject({
  email: EmailSchema,
  /**
   * The app's language (decision 0050): the code's email is written in it for an address with no
   * account yet (an account's own language wins), and an account made by this sign-in starts in it.
   */
  language: LanguageSchema.optional(),
});

/**
 * The start answer's `challenge`: 32 random bytes, base64url. A try that names it counts only against
 * the code that start made, so a stranger's wrong tries never void the code the owner is typing.
 */
export const SignInChallengeSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'challenge is the one the start answer gave');

export const SignInVerifySchema = z.strictObject({
  email: EmailSchema,
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .regex(SIGN_IN_CODE_INPUT, 'Code is 6 digits')
    .transform(asciiDigits),
  challenge: SignInChallengeSchema.optional(),
  ref: ReferralCodeSchema.optional(),
});

export const RefreshSchema = z.strictObject({
  refreshToken: z.string({ error: 'refreshToken is required' }).min(20).max(200),
});

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${max} characters`);

export const MePatchSchema = z
  .strictObject({
    name: text('Name', 100).optional(),
    age: z
      .number({ error: 'Age must be a number' })
      .int('Age must be a whole number')
      .min(MIN_AGE, AGE_TOO_YOUNG_MESSAGE)
      .max(MAX_AGE, `Age must be at most ${MAX_AGE}`)
      .optional(),
    location: text('Location', 120).optional(),
    themes: z
      .array(z.enum(APP_THEMES, { error: `Themes must be among: ${APP_THEMES.join(', ')}` }))
      .min(1, 'Choose at least one theme')
      .max(APP_THEMES.length)
      .refine((list) => new Set(list).size === list.length, 'Each theme once')
      .optional(),
    timeZone: z
      .string({ error: 'Time zone must be text' })
      .refine(isTimeZone, 'Time zone must be an IANA name such as Europe/London')
      .optional(),
    /** The app's language (decision 0048): the locale of /v1's names, descriptions and verse, and of its mail (0050). */
    language: LanguageSchema.optional(),
    onboarded: z.literal(true, { error: 'onboarded can only be set to true' }).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
export type MePatch = z.infer<typeof MePatchSchema>;

// Answers (decision 0040): the handlers type their JSON by these, and the OpenAPI document
// (src/lib/app-openapi.ts) is generated from them, so the contract and the code cannot drift.
const instant = z.iso.datetime();

/** Every error of the app API: a message, and field issues when the request was invalid. */
export const AppErrorSchema = z.object({
  error: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** The signed-in user as the app sees them. `age` is null until the user gives it. */
export const AppMeSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  age: z.number().int().nullable(),
  location: z.string(),
  themes: z.array(z.string()),
  timeZone: z.string().nullable(),
  /** The user's chosen language ('en' until they choose); /v1 answers content in it. */
  language: localeCodeSchema(),
  onboarded: z.boolean(),
  /** The level's English name (decision 0056: every account has one; the first level without a quiz result). */
  spiritualLevel: z.string(),
  /** The level, its name in the user's language and its score range. */
  level: LevelViewSchema,
  quizScore: z.number().nullable(),
  /** The waitlist referral code this user shares (their linked waitlist record's), or null. */
  referralCode: z.string().nullable(),
  streak: z.number().int(),
  barakahScore: z.number(),
  /** All XP: deeds' XP plus +10 per friend who joined with the referral code. */
  xpTotal: z.number().int(),
  createdAt: instant,
  /** Premium from the stores (decision 0062): derived from the user's entitlements, with its end and the purchase id. */
  ...PremiumSchema.shape,
});
export type AppMe = z.infer<typeof AppMeSchema>;

export const TokenPairSchema = z.object({
  accessToken: z.string(),
  accessTokenExpiresAt: instant,
  refreshToken: z.string(),
  refreshTokenExpiresAt: instant,
  tokenType: z.literal('Bearer'),
});
export type TokenPair = z.infer<typeof TokenPairSchema>;

export const SignInStartAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  challenge: SignInChallengeSchema,
});
export const SignInVerifyAnswerSchema = TokenPairSchema.extend({ user: AppMeSchema, created: z.boolean() });
export const SuccessAnswerSchema = z.object({ success: z.literal(true) });
export const MeAnswerSchema = z.object({ user: AppMeSchema });
export const MeDeletedAnswerSchema = z.object({ deleted: z.literal(true) });

/**
 * How long a just-used refresh token still answers the same client (decision 0059): a phone that
 * sent its refresh twice (a retry) gets the same new pair instead of losing the whole sign-in.
 */
export const REFRESH_GRACE_MS = 30 * 1000;
