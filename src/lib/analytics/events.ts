// The public site's analytics events: what the beacon may send and the server may store. Privacy
// first: no answer, no email, no identifier; a visit is counted server-side from a daily-rotating
// salted hash that never leaves the server (decision 0012, /privacy).
import { z } from 'zod';

import { isLocaleCode, type LocaleCode } from '../i18n/locales.ts';
import { EVENT_TYPES, FUNNEL_PAGES, QUIZZES, SCORE_BANDS, WAITLIST_SOURCES } from './constants.ts';
import { SOURCE_PATTERN } from './source.ts';

export * from './constants.ts';
// Not re-exported by constants.ts: the quiz islands import constants.ts, and the traffic source
// belongs to the inline beacon's bundle alone (decision 0054).
export { SOURCE_PATTERN, trafficSource } from './source.ts';

const Source = z.string().regex(SOURCE_PATTERN, 'Unknown source');
/**
 * The locale of the page the event came from (decision 0053): a code of the locale table, checked
 * here, never the visitor's own language settings. Optional: a page built before it was added sends none.
 */
const PageLocale = z.custom<LocaleCode>((value) => isLocaleCode(value), 'Unknown locale').optional();
const QuestionId = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/i, 'Unknown question');
const Slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Unknown post')
  .max(200);

export const AnalyticsEventSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('page_view'), path: z.enum(FUNNEL_PAGES), source: Source, locale: PageLocale }),
  z.strictObject({ type: z.literal('quiz_started'), quiz: z.enum(QUIZZES), source: Source, locale: PageLocale }),
  z.strictObject({
    type: z.literal('question_answered'),
    quiz: z.enum(QUIZZES),
    questionId: QuestionId,
    position: z.int().min(1).max(10),
    source: Source,
    locale: PageLocale,
  }),
  z.strictObject({
    type: z.literal('quiz_completed'),
    quiz: z.enum(QUIZZES),
    scoreBand: z.enum(SCORE_BANDS),
    source: Source,
    locale: PageLocale,
  }),
  z.strictObject({
    type: z.literal('waitlist_joined'),
    waitlistSource: z.enum(WAITLIST_SOURCES),
    source: Source,
    locale: PageLocale,
  }),
  z.strictObject({ type: z.literal('referral_opened'), source: Source, locale: PageLocale }),
  z.strictObject({ type: z.literal('referral_converted'), source: Source, locale: PageLocale }),
  z.strictObject({ type: z.literal('blog_read'), slug: Slug, source: Source, locale: PageLocale }),
]);
export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;
export type AnalyticsEventType = AnalyticsEvent['type'];

/**
 * Events only the server records, when it stores what they claim (a credited referral: decision
 * 0031; a new waitlist record: decision 0060). Anyone can send the beacon anything, so it may not
 * send these.
 */
export const SERVER_ONLY_EVENT_TYPES = [
  'referral_converted',
  'waitlist_joined',
] as const satisfies readonly AnalyticsEventType[];
export type ServerOnlyEventType = (typeof SERVER_ONLY_EVENT_TYPES)[number];
export type ServerEvent = Extract<AnalyticsEvent, { type: ServerOnlyEventType }>;
export const SERVER_ONLY_EVENT_MESSAGE =
  'Waitlist joins and referral conversions are counted by the server when it stores the sign-up';

/** What the public beacon (POST /api/events) may send: every event but the server's own. */
export const BeaconEventSchema = AnalyticsEventSchema.superRefine((event, ctx) => {
  if ((SERVER_ONLY_EVENT_TYPES as readonly string[]).includes(event.type)) {
    ctx.addIssue({ code: 'custom', message: SERVER_ONLY_EVENT_MESSAGE, path: ['type'] });
  }
});
export type BeaconEvent = Exclude<AnalyticsEvent, ServerEvent>;
// The constant list of event types and the schema's union name the same types.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const EVENT_TYPES_MATCH: Same<AnalyticsEventType, (typeof EVENT_TYPES)[number]> = true;

/** The largest event body the endpoint reads. */
export const EVENT_MAX_BYTES = 1024;

/** User agents of crawlers, monitors and headless browsers: their events are dropped. */
const BOT_PATTERN =
  /bot|crawl|spider|slurp|headless|phantomjs|puppeteer|playwright|lighthouse|pagespeed|preview|facebookexternalhit|curl|wget|python-requests|httpclient|java\/|go-http-client|node-fetch|axios/i;

export function isBot(userAgent: string | null | undefined): boolean {
  return !userAgent || BOT_PATTERN.test(userAgent);
}
