// What the analytics endpoints answer: built by src/server/repositories/analytics-reports.ts, read
// by the Analytics tab. One definition, so the two cannot drift apart.
import type { QuizId } from './constants.ts';
import type { LocaleCode } from '../i18n/locales.ts';
import type { RetentionRate, SizeBand, TimeBand } from './engagement.ts';
import type { Period, Segment } from './periods.ts';
import type { FunnelStep, FunnelTotals, QuestionDropOff } from './funnel.ts';
import type { ConversionStep, ConversionTotals } from './conversion.ts';

export interface FunnelReport {
  period: Period;
  from: string;
  to: string;
  /** Whose pages the figures count: every locale's, or one locale's (decision 0053). */
  language: LocaleCode | 'all';
  /**
   * The funnel per page locale over the period, whatever `language` is; '' counts events recorded
   * without a locale (before the dimension existed, or from a page that sent none).
   */
  byLanguage: ({ locale: LocaleCode | '' } & FunnelTotals)[];
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

/** Thawab Metrics (docs/product.md §2.8): completions and retention per task, most completed first. */
export interface ThawabReport {
  period: Period;
  segment: Segment;
  from: string;
  to: string;
  /** First day of the second half of the period (retention compares the two halves). */
  secondHalfFrom: string;
  /** When the figures were computed (ISO, UTC): the summary is refreshed every 10 minutes. */
  refreshedAt: string;
  totalCompletions: number;
  /** Distinct users of the segment with a completion in the period. */
  completingUsers: number;
  daily: { day: string; completions: number }[];
  page: number;
  pageSize: number;
  totalTasks: number;
  tasks: {
    id: number;
    name: string;
    category: string;
    isActive: boolean;
    completions: number;
    users: number;
    firstHalfUsers: number;
    retainedUsers: number;
    /** retainedUsers ÷ firstHalfUsers in %, 1 decimal; null without first-half users. */
    retention: number | null;
  }[];
}

/** Badge Analytics (docs/product.md §2.8): holders, earned in the period and conversion per badge. */
export interface BadgeReport {
  period: Period;
  segment: Segment;
  from: string;
  to: string;
  /** When the figures were computed (ISO, UTC): the summary is refreshed every 10 minutes. */
  refreshedAt: string;
  /** Users of the segment active in the period (the conversion's base). */
  activeUsers: number;
  earnedInPeriod: number;
  page: number;
  pageSize: number;
  totalBadges: number;
  badges: {
    id: number;
    name: string;
    icon: string;
    category: string;
    isActive: boolean;
    /** Users of the segment holding the badge (whenever earned). */
    earnedBy: number;
    /** Active users of the segment who earned it within the period. */
    earnedInPeriod: number;
    /** earnedInPeriod ÷ activeUsers in %, 1 decimal; null without active users. */
    conversion: number | null;
  }[];
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

/**
 * Premium Conversion (src/server/repositories/analytics-premium.ts): the waitlist sign-ups of the
 * period, the app accounts linked to them, and those premium at `premiumAt` by the one rule.
 */
export interface PremiumConversionReport {
  period: Period;
  /** First day of the period (All Time: the first sign-up's UTC day) and today (UTC). */
  from: string;
  to: string;
  /** The instant premium was judged at (ISO, UTC): now, when the report was made. */
  premiumAt: string;
  steps: ConversionStep[];
  /** Of the sign-ups, those whose address is confirmed (only these can link to an app account, decision 0060). */
  confirmed: number;
  /** The same per weekly sign-up cohort (weeks from Monday, UTC), newest first, at most 26. */
  cohorts: ({ week: string; confirmed: number } & ConversionTotals)[];
}
