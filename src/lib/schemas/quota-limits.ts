// The monthly limits staff edit (decision 0070): GET/PUT /api/admin/quota-limits. Whole numbers
// from 0 to QUOTA_LIMIT_MAX; 0 closes the feature for the month (a request is refused with 429).
import { z } from 'zod';

/** The highest monthly limit staff may set: far above fair use, low enough to stay a limit. */
export const QUOTA_LIMIT_MAX = 1000;

const limit = (field: string) => {
  const problem = `${field} is a whole number from 0 to ${QUOTA_LIMIT_MAX} (0 closes it for the month)`;
  return z.int({ error: problem }).min(0, problem).max(QUOTA_LIMIT_MAX, problem);
};

/** The PUT's payload (with `version`, read by src/server/versions.ts). */
export const QuotaLimitsInputSchema = z.strictObject({
  /** Dua requests a user may make in their local month (decision 0064), before extras bought. */
  duaRequestsPerMonth: limit('duaRequestsPerMonth'),
  /** Dedications a user may make in their local month (decision 0065), before extras. */
  dedicationsPerMonth: limit('dedicationsPerMonth'),
});
export type QuotaLimitsInput = z.infer<typeof QuotaLimitsInputSchema>;

export const QuotaLimitsAnswerSchema = z.object({
  duaRequestsPerMonth: z.number().int(),
  dedicationsPerMonth: z.number().int(),
  /** The defaults (docs/product.md), what applies until staff first save. */
  defaults: z.object({ duaRequestsPerMonth: z.number().int(), dedicationsPerMonth: z.number().int() }),
  version: z.number().int(),
  /** Who saved the current limits and when; null while the defaults apply. */
  changedBy: z.string().nullable(),
  changedAt: z.string().nullable(),
});
export type QuotaLimitsAnswer = z.infer<typeof QuotaLimitsAnswerSchema>;
