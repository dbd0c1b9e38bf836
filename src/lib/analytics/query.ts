// Query string of the analytics endpoints and of the Analytics tab's shareable URL.
import { z } from 'zod';
import { ANALYTICS_VIEWS, PERIODS, SEGMENTS } from './periods.ts';

const PageSchema = z
  .string()
  .regex(/^[1-9]\d{0,5}$/, 'Page must be a whole number from 1')
  .transform(Number);

export const AnalyticsQuerySchema = z.strictObject({
  period: z.enum(PERIODS, { error: 'Period must be 7d, 30d, 90d or all' }).default('30d'),
  segment: z.enum(SEGMENTS, { error: 'Segment must be all, new, premium or free' }).default('all'),
  view: z.enum(ANALYTICS_VIEWS, { error: 'View must be engagement, thawabs, badges, circles, funnel or blog' }).optional(),
  page: PageSchema.optional(),
});
export type AnalyticsQueryInput = z.infer<typeof AnalyticsQuerySchema>;

/** Why the funnel and blog views refuse a segment: their visitors are anonymous. */
export const SEGMENT_NOT_APPLICABLE =
  'Segments describe app users; funnel and blog visitors are anonymous, so these figures always count everyone (segment=all).';
