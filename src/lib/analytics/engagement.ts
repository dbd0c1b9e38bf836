// App-engagement analytics (User Engagement and Circle Activity sub-tabs): the documented bands
// (product §9 "Analytics display"), what a segment means, and the pure maths the repository and
// the unit tests share (retention, averages). Definitions: docs/product.md "Analytics".
import { addDays, conversionPercent } from './periods.ts';

/** Spec §9 time bands, by the UTC hour of the activity (users' time zones are not recorded). */
export const TIME_BANDS = [
  { key: 'morning', label: 'Morning', hours: '6am–12pm', from: 6, to: 12 },
  { key: 'afternoon', label: 'Afternoon', hours: '12pm–6pm', from: 12, to: 18 },
  { key: 'evening', label: 'Evening', hours: '6pm–12am', from: 18, to: 24 },
  { key: 'night', label: 'Night', hours: '12am–6am', from: 0, to: 6 },
] as const;
export type TimeBand = (typeof TIME_BANDS)[number]['key'];

export function timeBand(hour: number): TimeBand {
  return TIME_BANDS.find((band) => hour >= band.from && hour < band.to)?.key ?? 'night';
}

/**
 * Spec §9 circle sizes by member count. A circle of one (its creator alone) is outside the
 * documented bands and is shown as its own row rather than hidden.
 */
export const SIZE_BANDS = [
  { key: 'solo', label: 'Creator only', members: '1', min: 1, max: 1 },
  { key: 'small', label: 'Small', members: '2–5', min: 2, max: 5 },
  { key: 'medium', label: 'Medium', members: '6–15', min: 6, max: 15 },
  { key: 'large', label: 'Large', members: '16–30', min: 16, max: 30 },
  { key: 'very_large', label: 'Very large', members: '31+', min: 31, max: Number.POSITIVE_INFINITY },
] as const;
export type SizeBand = (typeof SIZE_BANDS)[number]['key'];

export function sizeBand(members: number): SizeBand {
  return SIZE_BANDS.find((band) => members >= band.min && members <= band.max)?.key ?? 'solo';
}

/** Retention is measured at these weeks after sign-up (week N = UTC days 7N to 7N+6 after the sign-up day). */
export const RETENTION_WEEKS = [1, 2, 3, 4] as const;

/** One sign-up cohort's counts for week N: who could be measured (the week has ended) and who came back. */
export interface RetentionCount {
  eligible: number;
  retained: number;
}

export interface RetentionRate extends RetentionCount {
  week: number;
  /** retained / eligible in percent, 1 decimal; null when nobody is old enough to measure. */
  percent: number | null;
}

/** Week-N retention over several cohorts: the sums of their counts (each person weighs the same). */
export function combineRetention(cohorts: readonly (readonly RetentionCount[])[]): RetentionRate[] {
  return RETENTION_WEEKS.map((week, i) => {
    let eligible = 0;
    let retained = 0;
    for (const cohort of cohorts) {
      eligible += cohort[i]?.eligible ?? 0;
      retained += cohort[i]?.retained ?? 0;
    }
    return { week, eligible, retained, percent: conversionPercent(retained, eligible) };
  });
}

/**
 * Whether someone who signed up on UTC day `signedUp` counts for week N by `today`, and whether they
 * came back. Week N is the seven UTC days from sign-up day + 7N to + 7N + 6; it is measured once it
 * has ended (its last day is before today); retained when any activity day falls in it. The SQL of
 * the repository applies the same rule; the tests check both against hand-computed figures.
 */
export function retentionFor(
  signedUp: string,
  activityDays: readonly string[],
  week: number,
  today: string,
): { eligible: boolean; retained: boolean } {
  const first = addDays(signedUp, 7 * week);
  const last = addDays(signedUp, 7 * week + 6);
  if (last >= today) return { eligible: false, retained: false };
  return { eligible: true, retained: activityDays.some((day) => day >= first && day <= last) };
}

/** Mean to 1 decimal; null for no values. */
export function average(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((sum / count) * 10) / 10;
}

/** Per-step growth of a series ("date, count, growth"): the first point compares with `before`. */
export function withGrowth<T extends { count: number }>(
  points: readonly T[],
  before: number | null,
  growth: (current: number, previous: number) => number | null,
) {
  return points.map((point, i) => {
    const previous = i === 0 ? before : points[i - 1]!.count;
    return { ...point, growth: previous === null ? null : growth(point.count, previous) };
  });
}
