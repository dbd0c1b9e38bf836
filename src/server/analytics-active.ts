// THE meaning of "active" on the Analytics tab (docs/product.md §2.8), one SQL helper for every
// sub-tab that counts active users (User Engagement's active users and average streak, Badge
// Analytics' conversion base and "earned in period"): a user is active on a UTC day when they have
// at least one user_activity item that day, and active in a period when active on any of its days.
// Read from the activity_user_days roll-up (one row per user and active UTC day, kept by triggers,
// decision 0021; its primary key (day, user_id) serves the day range), never from
// users.last_active_at, which says only when the app was last opened.
import { sql, type SQL } from 'drizzle-orm';
import type { DayRange, Segment } from '../lib/analytics/math.ts';
import { dayWithin, rollupSegmentCondition } from './analytics-segments.ts';

/** An activity roll-up row `r` (activity_user_days, activity_circle_days) on a day of `days`. */
export function activeOn(days: DayRange): SQL {
  return dayWithin(sql.raw('r.day'), days);
}

/**
 * A subquery of one column, `user_id`: the distinct users of `segment` (over the period
 * `segmentRange`, which decides who is New) active on any day of `days` (All Time: up to its end).
 */
export function activeUsers(segment: Segment, segmentRange: DayRange, days: DayRange = segmentRange): SQL {
  return sql`SELECT DISTINCT r.user_id FROM activity_user_days r WHERE ${rollupSegmentCondition(segment, segmentRange)} AND ${activeOn(days)}`;
}
