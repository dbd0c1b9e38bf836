// The Analytics tab's calls; the shapes they answer are src/lib/analytics/reports.ts.
import { api } from '../../../../lib/api-client.ts';
import type { Period } from '../../../../lib/analytics/math.ts';
import type { BlogReport, FunnelReport } from '../../../../lib/analytics/reports.ts';
import { API } from '../../../../lib/routes.ts';
import { guarded } from '../../admin-api.ts';

export const analyticsApi = {
  funnel: (period: Period) => guarded(() => api.get<FunnelReport>(API.analyticsFunnel.path({ period }))),
  blog: (period: Period, page: number) => guarded(() => api.get<BlogReport>(API.analyticsBlog.path({ period, page }))),
};

export const exportUrl = (view: 'funnel' | 'blog', period: Period) => API.analyticsExport.path({ period, view });

export type { BlogReport, FunnelReport };
