// Analytics tab: period and segment filters (kept in the URL), the Growth Funnel and Blog sub-tabs
// read from the cookieless funnel events, and Export Report (the current view as CSV).
// The app-engagement sub-tabs (User Engagement, Thawab Metrics, Badge Analytics, Circle Activity)
// need the app's user data and are not part of this tab yet; segments describe app users, so
// they have nothing to filter here and say so.
import { useEffect, useState } from 'react';
import { ANALYTICS_VIEWS, PERIODS, PERIOD_LABELS, SEGMENTS, SEGMENT_LABELS, type AnalyticsView } from '../../../../lib/analytics/math.ts';
import type { SectionProps } from '../../sections.ts';
import { exportUrl } from './analytics-api.ts';
import BlogAnalytics from './BlogAnalytics.tsx';
import FunnelView from './FunnelView.tsx';
import { readFilters, writeFilters, type AnalyticsFilters } from './url-state.ts';
import analyticsCss from './analytics.css?inline';
import { adoptStyles, TabList, TabPanel } from '../../kit/index.ts';

adoptStyles('analytics', analyticsCss);

const VIEW_LABELS: Record<AnalyticsView, string> = { funnel: 'Growth Funnel', blog: 'Blog' };

export default function AnalyticsSection({ headingLevel = 2 }: SectionProps) {
  const [filters, setFilters] = useState<AnalyticsFilters>(() => readFilters(location.search));
  const H = headingLevel === 1 ? 'h1' : 'h2';

  useEffect(() => {
    history.replaceState(history.state, '', `${writeFilters(location.search, filters)}${location.hash}`);
  }, [filters]);

  const update = (change: Partial<AnalyticsFilters>) => setFilters((current) => ({ ...current, ...change }));

  return (
    <section className="admin-panel analytics" aria-labelledby="analytics-title">
      <div className="admin-toolbar">
        <H id="analytics-title">Analytics</H>
        <a className="btn btn-outline btn-sm" href={exportUrl(filters.view, filters.period)} download>
          Export Report
        </a>
      </div>

      <div className="analytics-filters">
        <div role="group" aria-label="Period" className="chip-group">
          {PERIODS.map((period) => (
            <button key={period} type="button" className="chip-button" aria-pressed={filters.period === period} onClick={() => update({ period })}>
              {PERIOD_LABELS[period]}
            </button>
          ))}
        </div>
        <div role="group" aria-label="Segment" aria-describedby="segment-note" className="chip-group">
          {SEGMENTS.map((segment) => (
            <button key={segment} type="button" className="chip-button" aria-pressed={segment === 'all'} disabled={segment !== 'all'}>
              {SEGMENT_LABELS[segment]}
            </button>
          ))}
        </div>
        <p id="segment-note" className="admin-muted analytics-note">
          Segments describe app users. The Growth Funnel and Blog count anonymous website visitors, who have no segment, so they always show
          all visitors. User Engagement, Thawab Metrics, Badge Analytics and Circle Activity, which segments will filter, arrive with the app's
          user data.
        </p>
      </div>

      <TabList label="Analytics views" tabs={ANALYTICS_VIEWS.map((view) => ({ id: view, label: VIEW_LABELS[view] }))} selected={filters.view} onSelect={(view) => update({ view })} idPrefix="analytics" variant="main" className="analytics-tabs" />
      <TabPanel idPrefix="analytics" selected={filters.view} className="analytics-panel">
        {filters.view === 'funnel' ? <FunnelView period={filters.period} /> : <BlogAnalytics period={filters.period} />}
      </TabPanel>
    </section>
  );
}
