// THE app-user segment filter of the Analytics tab (docs/product.md §2.8), one SQL helper for
// every sub-tab that reads app users (User Engagement, Thawab Metrics, Badge Analytics, Circle
// Activity), so "Premium Users" means the same thing everywhere. Two forms of the same rule: on a
// `users` row, and on an engagement roll-up row (db/schema-engagement.ts), which carries copies of
// users.created_at's UTC day and users.status kept equal by triggers, so charts need no join.
//   (definitions: src/lib/analytics/segments.ts)
import { sql, type SQL } from 'drizzle-orm';
import { SEGMENT_STATUSES, newUsersSince } from '../../lib/analytics/segments.ts';
import { addDays, type DayRange, type Segment } from '../../lib/analytics/periods.ts';

/** Midnight UTC at the start of `day`, as a timestamptz whatever the session's time zone. */
export const utcStart = (day: string): SQL => sql`(${day}::date::timestamp AT TIME ZONE 'UTC')`;

/** `column` (a timestamptz) within the UTC days of `range` (All Time: up to the end of `range.to`). */
export function timeWithin(column: SQL, range: DayRange): SQL {
  const upper = sql`${column} < ${utcStart(addDays(range.to, 1))}`;
  return range.from ? sql`${column} >= ${utcStart(range.from)} AND ${upper}` : upper;
}

/** `day` (a date column) within the days of `range` (All Time: up to `range.to`). */
export function dayWithin(day: SQL, range: DayRange): SQL {
  return range.from ? sql`${day} BETWEEN ${range.from}::date AND ${range.to}::date` : sql`${day} <= ${range.to}::date`;
}

/**
 * The segment's rule on whatever holds the user's sign-up and plan: `signedUpIn(window)` tests the
 * sign-up against a window of days, `status` is the plan column.
 */
function segmentCondition(segment: Segment, range: DayRange, signedUpIn: (window: DayRange) => SQL, status: SQL): SQL {
  switch (segment) {
    case 'all':
      return sql`TRUE`;
    case 'new':
      return signedUpIn({ from: newUsersSince(range), to: range.to });
    case 'premium':
    case 'free':
      return statusIn(status, segment);
  }
}

/**
 * A boolean SQL condition on a `users` row for `segment` over the period `range`; `user` is the
 * alias of the users table in the query (default `u`). TRUE for All Users, so callers may skip
 * the join then (see `segmentNeedsUsers`).
 */
export function userSegmentCondition(segment: Segment, range: DayRange, user: SQL = sql.raw('u')): SQL {
  return segmentCondition(segment, range, (window) => timeWithin(sql`${user}.created_at`, window), sql`${user}.status`);
}

/**
 * The same condition on an engagement roll-up row (`row`, default `r`: activity_user_days,
 * activity_user_months or activity_circle_days), by the columns it copies from users (no join).
 */
export function rollupSegmentCondition(segment: Segment, range: DayRange, row: SQL = sql.raw('r')): SQL {
  return segmentCondition(segment, range, (window) => dayWithin(sql`${row}.signup_day`, window), sql`${row}.status`);
}

/** Whether the segment's condition reads the users row (All Users needs no join). */
export function segmentNeedsUsers(segment: Segment): boolean {
  return segment !== 'all';
}

/** `column` (a user's status) is one of the plan segment's statuses. */
export function statusIn(column: SQL, segment: 'premium' | 'free'): SQL {
  return sql`${column} IN (${sql.join(
    SEGMENT_STATUSES[segment].map((s) => sql`${s}`),
    sql`, `,
  )})`;
}
