// Thawab Metrics and Badge Analytics maths (docs/product.md §2.8), pure so the unit tests check
// them against hand-computed figures; the SQL in src/server/repositories/analytics-deeds.ts uses
// the same split and the same percentages.
import { addDays, conversionPercent, daysBetween } from './periods.ts';

/**
 * A period cut in two for retention: the first half is the first ⌊n/2⌋ days, the second half the
 * rest (the later, longer half when n is odd). `secondFrom` is the first day of the second half.
 * A one-day period has an empty first half, so no retention.
 */
export function splitPeriod(
  from: string,
  to: string,
): { firstFrom: string; firstTo: string | null; secondFrom: string; secondTo: string } {
  const days = daysBetween(from, to).length;
  const firstDays = Math.floor(days / 2);
  return {
    firstFrom: from,
    firstTo: firstDays > 0 ? addDays(from, firstDays - 1) : null,
    secondFrom: addDays(from, firstDays),
    secondTo: to,
  };
}

/** Retention of a task: users who completed it in both halves ÷ users who did in the first half (%, 1 decimal). */
export function taskRetention(retained: number, firstHalfUsers: number): number | null {
  return conversionPercent(retained, firstHalfUsers);
}

/** Badge conversion: active users of the segment who earned it in the period ÷ active users (%, 1 decimal). */
export function badgeConversion(earnedInPeriod: number, activeUsers: number): number | null {
  return conversionPercent(earnedInPeriod, activeUsers);
}

/** Rows per page of the per-task and per-badge tables (catalogues can grow). */
export const DEEDS_PAGE_SIZE = 25;
