// The Analytics tab's calls; the shapes they answer are src/lib/analytics/reports.ts.
import { api } from '../../../../lib/api-client.ts';
import type { AnalyticsView, Period, Segment } from '../../../../lib/analytics/math.ts';
import type { BadgeReport, BlogReport, FunnelReport, ThawabReport } from '../../../../lib/analytics/reports.ts';
import { API } from '../../../../lib/routes.ts';
import { guarded } from '../../admin-api.ts';

export const analyticsApi = {
  funnel: (period: Period) => guarded(() => api.get<FunnelReport>(API.analyticsFunnel.path({ period }))),
  blog: (period: Period, page: number) => guarded(() => api.get<BlogReport>(API.analyticsBlog.path({ period, page }))),
  thawabs: (period: Period, segment: Segment, page: number) => guarded(() => api.get<ThawabReport>(API.analyticsThawabs.path({ period, segment, page }))),
  badges: (period: Period, segment: Segment, page: number) => guarded(() => api.get<BadgeReport>(API.analyticsBadges.path({ period, segment, page }))),
};

/** The segment applies to the app-user views only (funnel and blog visitors are anonymous). */
export const exportUrl = (view: AnalyticsView, period: Period, segment: Segment = 'all') =>
  API.analyticsExport.path({ period, view, ...(view === 'thawabs' || view === 'badges' ? { segment } : {}) });

export type { BadgeReport, BlogReport, FunnelReport, ThawabReport };
