// Query string of the analytics endpoints and of the Analytics tab's shareable URL.
import { z } from 'zod';
import { ANALYTICS_VIEWS, PERIODS, SEGMENTS } from './periods.ts';
import { LOCALE_CODES, type LocaleCode } from '../i18n/locales.ts';
import { pageParam } from '../schemas/paging.ts';

export const AnalyticsQuerySchema = z.strictObject({
  period: z.enum(PERIODS, { error: 'Period must be 7d, 30d, 90d or all' }).default('30d'),
  segment: z.enum(SEGMENTS, { error: 'Segment must be all, new, premium or free' }).default('all'),
  view: z
    .enum(ANALYTICS_VIEWS, { error: 'View must be engagement, thawabs, badges, circles, funnel, blog or premium' })
    .optional(),
  page: pageParam,
});
export type AnalyticsQueryInput = z.infer<typeof AnalyticsQuerySchema>;

/**
 * The Growth Funnel's language (decision 0053): `all`, or a locale of the table, whose pages' events
 * alone are counted. Only the funnel takes it (and the export of the funnel view).
 */
export const FUNNEL_LANGUAGES = ['all', ...LOCALE_CODES] as const;
export const LanguageSchema = z
  .string()
  .refine((value) => (FUNNEL_LANGUAGES as readonly string[]).includes(value), {
    error: `Language must be all or one of ${LOCALE_CODES.join(', ')}`,
  })
  .transform((value) => value as LocaleCode | 'all')
  .default('all');

/** Why only the Growth Funnel takes a language. */
export const LANGUAGE_NOT_APPLICABLE =
  'Language applies to the Growth Funnel only: it is the locale of the public page a visitor was on (language=all elsewhere).';

/** Why the funnel and blog views refuse a segment: their visitors are anonymous. */
export const SEGMENT_NOT_APPLICABLE =
  'Segments describe app users; funnel and blog visitors are anonymous, so these figures always count everyone (segment=all).';

/** Why Premium Conversion refuses a segment. */
export const CONVERSION_SEGMENT_NOT_APPLICABLE =
  'Segments describe app users; Premium Conversion starts from waitlist sign-ups, who have no app account yet, and ends at premium itself, so it always counts everyone (segment=all).';
