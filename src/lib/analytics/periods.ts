// The Analytics tab's periods, segments and views, their day ranges, and the growth and conversion
// percentages every report shows; pure, so the unit tests check them against hand-computed figures.
export const PERIODS = ['7d', '30d', '90d', 'all'] as const;
export type Period = (typeof PERIODS)[number];
export const PERIOD_LABELS: Record<Period, string> = {
  '7d': '7 Days',
  '30d': '30 Days',
  '90d': '90 Days',
  all: 'All Time',
};
const PERIOD_DAYS: Record<Exclude<Period, 'all'>, number> = { '7d': 7, '30d': 30, '90d': 90 };

export const SEGMENTS = ['all', 'new', 'premium', 'free'] as const;
export type Segment = (typeof SEGMENTS)[number];
export const SEGMENT_LABELS: Record<Segment, string> = {
  all: 'All Users',
  new: 'New Users',
  premium: 'Premium Users',
  free: 'Free Users',
};

/**
 * The Analytics tab's views: app data (engagement, thawabs, badges, circles), funnel events (funnel,
 * blog) and the premium conversion of waitlist sign-ups (premium).
 */
export const ANALYTICS_VIEWS = ['engagement', 'thawabs', 'badges', 'circles', 'funnel', 'blog', 'premium'] as const;
export type AnalyticsView = (typeof ANALYTICS_VIEWS)[number];
/** Views whose figures describe anonymous visitors, which segments cannot filter. */
export const VISITOR_VIEWS: readonly AnalyticsView[] = ['funnel', 'blog'];
/**
 * Views segments do not filter (they take segment=all only): the visitor views, and the premium
 * conversion, which starts from waitlist sign-ups (no app account yet) and ends at premium itself.
 */
export const UNSEGMENTED_VIEWS: readonly AnalyticsView[] = [...VISITOR_VIEWS, 'premium'];

/** YYYY-MM-DD of a date in UTC (analytics days are UTC days). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDay(date);
}

export interface DayRange {
  /** First day, inclusive; null for All Time. */
  from: string | null;
  /** Last day, inclusive (today). */
  to: string;
}

/** The period ending today: 7 Days is today and the six days before it. */
export function periodRange(period: Period, today: string): DayRange {
  if (period === 'all') return { from: null, to: today };
  return { from: addDays(today, -(PERIOD_DAYS[period] - 1)), to: today };
}

/** The same-length period just before, for growth; null for All Time. */
export function previousRange(period: Period, today: string): DayRange | null {
  if (period === 'all') return null;
  const current = periodRange(period, today);
  return { from: addDays(current.from!, -PERIOD_DAYS[period]), to: addDays(current.from!, -1) };
}

/** Every day from `from` to `to` inclusive (charts show days without events as 0). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length < 3660; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Growth from `previous` to `current` in percent, 1 decimal; null when there is no base. */
export function growthPercent(current: number, previous: number): number | null {
  if (previous <= 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** Spec §9: 1 decimal with + when positive ('+12.5%', '-3.0%', '0.0%'); '—' without a base. */
export function formatGrowth(growth: number | null): string {
  if (growth === null) return '—';
  const text = Math.abs(growth).toFixed(1);
  if (growth > 0) return `+${text}%`;
  if (growth < 0) return `-${text}%`;
  return `${text}%`;
}

/** Share of `from` that reached `to`, in percent with 1 decimal; null when `from` is 0. */
export function conversionPercent(to: number, from: number): number | null {
  if (from <= 0) return null;
  return Math.round((to / from) * 1000) / 10;
}

export function formatPercent(value: number | null): string {
  return value === null ? '—' : `${value.toFixed(1)}%`;
}
