// The one rule for a paged list's query string: ?page= from 1, and ?pageSize= either one of the
// back-office tables' sizes or a whole number up to the list's own maximum. Every list reads its
// paging through these, so every list answers a bad page with the same message.
import { z } from 'zod';
import { FEED_PAGE_DEFAULT, FEED_PAGE_MAX } from '../circles.ts';

/** The highest page a list reads (a page past the end is empty, not an error). */
export const PAGE_MAX = 1_000_000;
/** The page sizes the back-office tables offer. */
export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** "12" (a query string) and 12 (a form) pass; "", "0", "1.5", "1e3", "abc" fail, never NaN. */
const wholeNumberFromOne = (label: string, max: number) => {
  const message = `${label} must be a whole number from 1 to ${max}`;
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,7}$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(1, message).max(max, message),
  );
};

/** ?page=, 1 when absent. */
export const pageParam = wholeNumberFromOne('Page', PAGE_MAX).optional().default(1);

/** ?pageSize= of a list with its own maximum and default. */
export const pageSizeParam = (max: number, fallback: number) =>
  wholeNumberFromOne('Page size', max).optional().default(fallback);

/** ?pageSize= of a back-office table: one of PAGE_SIZES, 25 when absent. */
export const tablePageSizeParam = z
  .preprocess(
    (value) => (typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value),
    z.union(
      PAGE_SIZES.map((size) => z.literal(size)),
      { error: `Page size must be one of ${PAGE_SIZES.join(', ')}` },
    ),
  )
  .optional()
  .default(25);

/**
 * The app API's one rule for a feed, newest first (a circle's activity, my dua requests, my
 * dedications): ?before= the last id seen (`item` names it in the error), ?limit= up to FEED_PAGE_MAX.
 */
export const feedQuery = (item: string) => {
  const idProblem = `before must be ${item} id`;
  const limitProblem = `limit is a whole number from 1 to ${FEED_PAGE_MAX}`;
  return z.strictObject({
    before: z.coerce
      .number({ error: idProblem })
      .int(idProblem)
      .min(1, idProblem)
      .max(2_147_483_647, idProblem)
      .optional(),
    limit: z.coerce
      .number({ error: limitProblem })
      .int(limitProblem)
      .min(1, limitProblem)
      .max(FEED_PAGE_MAX, limitProblem)
      .default(FEED_PAGE_DEFAULT),
  });
};
