// What the analytics endpoints answer: built by src/server/repositories/analytics.ts, read by the
// Analytics tab. One definition, so the two cannot drift apart.
import type { QuizId } from './constants.ts';
import type { RetentionRate, SizeBand, TimeBand } from './engagement.ts';
import type { FunnelStep, FunnelTotals, Period, QuestionDropOff, Segment } from './math.ts';

export interface FunnelReport {
  period: Period;
  from: string;
  to: string;
  steps: (FunnelStep & { growth: number | null })[];
  referralOpens: number;
  daily: ({ day: string } & FunnelTotals)[];
  bySource: ({ source: string } & FunnelTotals)[];
  dropOff: { quiz: QuizId; starts: number; completions: number; questions: QuestionDropOff[] }[];
  scoreBands: { quiz: QuizId; band: string; count: number }[];
}

export interface BlogReport {
  period: Period;
  from: string;
  to: string;
  totalViews: number;
  growth: number | null;
  daily: { day: string; views: number }[];
  page: number;
  pageSize: number;
  totalPosts: number;
  /** Most read first; `daily` holds this post's views per day of the period. */
  posts: { slug: string; title: string | null; views: number; daily: number[] }[];
}

/** User Engagement (src/server/repositories/analytics-engagement.ts). */
export interface EngagementReport {
  period: Period;
  segment: Segment;
  from: string;
  to: string;
  /** Users of the segment (for New: who signed up in the period). */
  segmentUsers: number;
  /** Distinct users of the segment active in the period, and its growth against the period before. */
  activeUsers: number;
  activeGrowth: number | null;
  /** Mean of the daily active counts over the period's days, 1 decimal, and its growth. */
  averageDaily: number;
  averageDailyGrowth: number | null;
  /** Mean current streak of the segment's users active in the period (null when none). */
  averageStreak: number | null;
  /** Daily active users (date, count, growth against the day before). */
  daily: { day: string; count: number; growth: number | null }[];
  /** Monthly active users per calendar month overlapping the period (month, count, growth against the month before). */
  monthly: { month: string; count: number; growth: number | null; partial: boolean }[];
  /** The segment's users who signed up in the period (the retention cohort). */
  signups: number;
  /** Week-N retention of the segment's users who signed up in the period. */
  retention: RetentionRate[];
  /** The same per weekly sign-up cohort (weeks start on Monday, UTC), newest first, at most 26. */
  cohorts: { week: string; size: number; rates: RetentionRate[] }[];
}

/** Circle Activity (src/server/repositories/analytics-engagement.ts). */
export interface CircleActivityReport {
  period: Period;
  segment: Segment;
  from: string;
  to: string;
  /** Circles where a user of the segment did something in the period, and growth. */
  activeCircles: number;
  activeCirclesGrowth: number | null;
  /** Activity items in circles by the segment's users in the period, and growth. */
  actions: number;
  actionsGrowth: number | null;
  /** Those active circles by their current member count; `members` counts the segment's members in them. */
  sizes: { band: SizeBand; circles: number; members: number }[];
  /** Circle activity by UTC time band. */
  timeBands: { band: TimeBand; actions: number; percent: number | null }[];
  daily: { day: string; actions: number }[];
}
