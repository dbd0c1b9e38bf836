// THE meaning of "active" on the Analytics tab (docs/product.md §2.8), one SQL helper for every
// sub-tab that counts active users (User Engagement's active users and average streak, Badge
// Analytics' conversion base and "earned in period"): a user is active on a UTC day when they have
// at least one user_activity item that day, and active in a period when active on any of its days.
// Read from the activity_user_days roll-up (one row per user and active UTC day, kept by triggers,
// decision 0021; its primary key (day, user_id) serves the day range) or from its per-user summary
// activity_users (decision 0028), never from users.last_active_at, which says only when the app
// was last opened.
import { sql, type SQL } from 'drizzle-orm';
import type { DayRange, Segment } from '../../lib/analytics/periods.ts';
import { dayWithin, rollupSegmentCondition } from './segments.ts';

/** An activity roll-up row `r` (activity_user_days, activity_circle_days) on a day of `days`. */
export function activeOn(days: DayRange): SQL {
  return dayWithin(sql.raw('r.day'), days);
}

/**
 * The same rule read from each active user's first and last active day (`activity_users`, kept
 * from activity_user_days by triggers, decision 0028): a subquery of one column, `user_id`, of the
 * users of `segment` (over `segmentRange`) active on any day of `days`. Two disjoint parts: users
 * whose last active day falls within `days` (active that day), and users active after `days`
 * whose first active day is within it or who have a day row within it (a look at their days by
 * the index on activity_user_days (user_id, day)). For a period that ends today the second part
 * is empty (nobody is active after today), so this reads one row per user, not every active day:
 * the form for the current period. For a period in the past (the growth base) many users are
 * active after it and `activeUsers` is the cheaper form; both count the same users.
 */
export function activeUserSpans(segment: Segment, segmentRange: DayRange, days: DayRange = segmentRange): SQL {
  const segmentRule = rollupSegmentCondition(segment, segmentRange, sql.raw('a'));
  const activeLater = days.from
    ? sql`(a.first_day >= ${days.from}::date OR EXISTS (SELECT 1 FROM activity_user_days r WHERE r.user_id = a.user_id AND ${activeOn(days)}))`
    : sql`TRUE`;
  return sql`SELECT a.user_id FROM activity_users a WHERE ${segmentRule} AND ${dayWithin(sql.raw('a.last_day'), days)}
             UNION ALL
             SELECT a.user_id FROM activity_users a
             WHERE ${segmentRule} AND a.last_day > ${days.to}::date AND a.first_day <= ${days.to}::date AND ${activeLater}`;
}

/**
 * A subquery of one column, `user_id`: the distinct users of `segment` (over the period
 * `segmentRange`, which decides who is New) active on any day of `days` (All Time: up to its end).
 */
export function activeUsers(segment: Segment, segmentRange: DayRange, days: DayRange = segmentRange): SQL {
  return sql`SELECT DISTINCT r.user_id FROM activity_user_days r WHERE ${rollupSegmentCondition(segment, segmentRange)} AND ${activeOn(days)}`;
}
