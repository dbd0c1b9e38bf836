// The Analytics tab's calls; the shapes they answer are src/lib/analytics/reports.ts.
import { api } from '../../../../lib/api-client.ts';
import { UNSEGMENTED_VIEWS, type AnalyticsView, type Period, type Segment } from '../../../../lib/analytics/periods.ts';
import type {
  BadgeReport,
  BlogReport,
  CircleActivityReport,
  EngagementReport,
  FunnelReport,
  PremiumConversionReport,
  ThawabReport,
} from '../../../../lib/analytics/reports.ts';
import { API } from '../../../../lib/routes.ts';
import { guarded } from '../../admin-api.ts';

export const analyticsApi = {
  funnel: (period: Period, language: FunnelLanguage) =>
    guarded(() => api.get<FunnelReport>(API.analyticsFunnel.path({ period, language }))),
  blog: (period: Period, page: number) => guarded(() => api.get<BlogReport>(API.analyticsBlog.path({ period, page }))),
  thawabs: (period: Period, segment: Segment, page: number) =>
    guarded(() => api.get<ThawabReport>(API.analyticsThawabs.path({ period, segment, page }))),
  badges: (period: Period, segment: Segment, page: number) =>
    guarded(() => api.get<BadgeReport>(API.analyticsBadges.path({ period, segment, page }))),
  engagement: (period: Period, segment: Segment) =>
    guarded(() => api.get<EngagementReport>(API.analyticsEngagement.path({ period, segment }))),
  circles: (period: Period, segment: Segment) =>
    guarded(() => api.get<CircleActivityReport>(API.analyticsCircles.path({ period, segment }))),
  premium: (period: Period) => guarded(() => api.get<PremiumConversionReport>(API.analyticsPremium.path({ period }))),
};

/** The current view as CSV; unsegmented views (funnel, blog, premium) have no segment; only the funnel has a language. */
export const exportUrl = (
  view: AnalyticsView,
  period: Period,
  segment: Segment = 'all',
  language: FunnelLanguage = 'all',
) =>
  API.analyticsExport.path({
    period,
    view,
    ...(UNSEGMENTED_VIEWS.includes(view) ? {} : { segment }),
    ...(view === 'funnel' ? { language } : {}),
  });

/** The Growth Funnel's language filter: every locale's pages, or one locale's (decision 0053). */
export type FunnelLanguage = FunnelReport['language'];

export type {
  BadgeReport,
  BlogReport,
  CircleActivityReport,
  EngagementReport,
  FunnelReport,
  PremiumConversionReport,
  ThawabReport,
};
