// The Analytics tab's app-user segments, defined once (docs/product.md "Analytics"): every sub-tab
// that reads app users (User Engagement, Thawab Metrics, Badge Analytics, Circle Activity) filters
// by these rules, through src/server/analytics/segments.ts or the roll-ups' copied columns.
import { addDays, type DayRange, type Segment } from './periods.ts';

/** Statuses in each plan segment: Premium is every paying tier (Premium User and Lifetime User). */
export const SEGMENT_STATUSES: Record<Exclude<Segment, 'all' | 'new'>, readonly string[]> = {
  premium: ['Premium User', 'Lifetime User'],
  free: ['Free User'],
};

/**
 * The "New Users" segment's sign-up window: accounts made within the period; for All Time (no
 * start), within the last 30 days, since everyone is new to All Time and the segment would
 * otherwise repeat All Users.
 */
export function newUsersSince(range: DayRange): string {
  return range.from ?? addDays(range.to, -29);
}

/** What each segment counts, as the tab explains it. */
export const SEGMENT_DESCRIPTIONS: Record<Segment, string> = {
  all: 'every app user',
  new: 'users who signed up within the selected period (All Time: within the last 30 days)',
  premium: 'users whose plan is Premium User or Lifetime User today',
  free: 'users whose plan is Free User today',
};

/**
 * What "active" means on every sub-tab, as the tab explains it (the SQL is
 * src/server/analytics/active.ts; docs/product.md §2.8).
 */
export const ACTIVE_USER_RULE =
  'A user is active on a day when they did something in the app that day (a deed, a Quran completion, a circle goal contribution or blessing, joining a circle), and active in a period when active on any of its days.';
