// What the analytics endpoints answer: built by src/server/repositories/analytics.ts, read by the
// Analytics tab. One definition, so the two cannot drift apart.
import type { QuizId } from './constants.ts';
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
