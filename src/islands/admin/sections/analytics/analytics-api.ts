// The Analytics tab's calls; the shapes they answer are src/lib/analytics/reports.ts.
import { ApiError, api } from '../../../../lib/api-client.ts';
import type { Period } from '../../../../lib/analytics/math.ts';
import type { BlogReport, FunnelReport } from '../../../../lib/analytics/reports.ts';
import { API } from '../../../../lib/routes.ts';
import { sessionEnded } from '../../../../stores/admin-session.ts';

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

export type { BlogReport, FunnelReport };
