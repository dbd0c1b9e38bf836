// THE app-user segment filter of the Analytics tab (docs/product.md §2.8), one SQL helper for
// every sub-tab that reads app users (Thawab Metrics, Badge Analytics, and User Engagement /
// Circle Activity when they land), so "Premium Users" means the same thing everywhere:
//   All Users      every app account
//   (definitions: src/lib/analytics/segments.ts)
import { sql, type SQL } from 'drizzle-orm';
import { SEGMENT_STATUSES, newUsersSince } from '../lib/analytics/segments.ts';
import type { DayRange, Segment } from '../lib/analytics/math.ts';

/**
 * A boolean SQL condition on a `users` row for `segment` over the period `range`; `user` is the
 * alias of the users table in the query (default `u`). TRUE for All Users, so callers may skip
 * the join then (see `segmentNeedsUsers`).
 */
export function userSegmentCondition(segment: Segment, range: DayRange, user: SQL = sql.raw('u')): SQL {
  switch (segment) {
    case 'all':
      return sql`TRUE`;
    case 'new':
      return sql`${user}.created_at >= ${`${newUsersSince(range)}T00:00:00Z`}::timestamptz`;
    case 'premium':
    case 'free':
      return statusIn(sql`${user}.status`, segment);
  }
}

/** Whether the segment's condition reads the users row (All Users needs no join). */
export function segmentNeedsUsers(segment: Segment): boolean {
  return segment !== 'all';
}

/** `column` (a user's status) is one of the plan segment's statuses. */
export function statusIn(column: SQL, segment: 'premium' | 'free'): SQL {
  return sql`${column} IN (${sql.join(SEGMENT_STATUSES[segment].map((s) => sql`${s}`), sql`, `)})`;
}
