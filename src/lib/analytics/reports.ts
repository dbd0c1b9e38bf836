// What the analytics endpoints answer: built by src/server/repositories/analytics.ts, read by the
// Analytics tab. One definition, so the two cannot drift apart.
import type { QuizId } from './constants.ts';
import type { FunnelStep, FunnelTotals, Period, QuestionDropOff } from './math.ts';

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
