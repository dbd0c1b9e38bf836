// The Analytics tab's calls and the shapes they answer (see src/server/repositories/analytics.ts).
import { ApiError, api } from '../../../../lib/api-client.ts';
import type { FunnelStep, FunnelTotals, Period, QuestionDropOff } from '../../../../lib/analytics/math.ts';
import type { QuizId } from '../../../../lib/analytics/constants.ts';
import { API } from '../../../../lib/routes.ts';
import { sessionEnded } from '../../../../stores/admin-session.ts';

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
  posts: { slug: string; title: string | null; views: number; daily: number[] }[];
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) sessionEnded();
    throw error;
  }
}

export const analyticsApi = {
  funnel: (period: Period) => guarded(() => api.get<FunnelReport>(API.analyticsFunnel.path({ period }))),
  blog: (period: Period, page: number) => guarded(() => api.get<BlogReport>(API.analyticsBlog.path({ period, page }))),
};

export const exportUrl = (view: 'funnel' | 'blog', period: Period) => API.analyticsExport.path({ period, view });
