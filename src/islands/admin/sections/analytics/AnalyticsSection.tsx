// Analytics tab: period and segment filters (kept in the URL), the Growth Funnel and Blog sub-tabs
// read from the cookieless funnel events, Thawab Metrics and Badge Analytics from the app's users
// (the segment filters these), and Export Report (the current view as CSV).
import { useEffect, useState } from 'react';
import { ANALYTICS_VIEWS, PERIODS, PERIOD_LABELS, SEGMENTS, SEGMENT_LABELS, type AnalyticsView } from '../../../../lib/analytics/math.ts';
import type { SectionProps } from '../../sections.ts';
import { exportUrl } from './analytics-api.ts';
import BadgeAnalytics from './BadgeAnalytics.tsx';
import BlogAnalytics from './BlogAnalytics.tsx';
import FunnelView from './FunnelView.tsx';
import ThawabMetrics from './ThawabMetrics.tsx';
import { readFilters, writeFilters, type AnalyticsFilters } from './url-state.ts';
import analyticsCss from './analytics.css?inline';
import { adoptStyles, TabList, TabPanel } from '../../kit/index.ts';

adoptStyles('analytics', analyticsCss);

const VIEW_LABELS: Record<AnalyticsView, string> = { funnel: 'Growth Funnel', blog: 'Blog', thawabs: 'Thawab Metrics', badges: 'Badge Analytics' };
/** Views that count app users, so the segment filters them. */
const SEGMENTED: ReadonlySet<AnalyticsView> = new Set(['thawabs', 'badges']);

export default function AnalyticsSection({ headingLevel = 2 }: SectionProps) {
  const [filters, setFilters] = useState<AnalyticsFilters>(() => readFilters(location.search));
  const H = headingLevel === 1 ? 'h1' : 'h2';
  const segmented = SEGMENTED.has(filters.view);

  useEffect(() => {
    history.replaceState(history.state, '', `${writeFilters(location.search, filters)}${location.hash}`);
  }, [filters]);

  const update = (change: Partial<AnalyticsFilters>) => setFilters((current) => ({ ...current, ...change }));

  return (
    <section className="admin-panel analytics" aria-labelledby="analytics-title">
      <div className="admin-toolbar">
        <H id="analytics-title">Analytics</H>
        <a className="btn btn-outline btn-sm" href={exportUrl(filters.view, filters.period, filters.segment)} download>
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
            <button
              key={segment}
              type="button"
              className="chip-button"
              aria-pressed={segmented ? filters.segment === segment : segment === 'all'}
              disabled={!segmented && segment !== 'all'}
              onClick={() => update({ segment })}
            >
              {SEGMENT_LABELS[segment]}
            </button>
          ))}
        </div>
        <p id="segment-note" className="admin-muted analytics-note">
          Segments describe app users. New Users made their account in the period (All Time: the last 30 days), Premium Users are Premium or
          Lifetime, Free Users are free. Thawab Metrics and Badge Analytics follow the segment; the Growth Funnel and Blog count anonymous
          website visitors, who have no segment, so they always show all visitors.
        </p>
      </div>

      <TabList label="Analytics views" tabs={ANALYTICS_VIEWS.map((view) => ({ id: view, label: VIEW_LABELS[view] }))} selected={filters.view} onSelect={(view) => update({ view })} idPrefix="analytics" variant="main" className="analytics-tabs" />
      <TabPanel idPrefix="analytics" selected={filters.view} className="analytics-panel">
        {filters.view === 'funnel' && <FunnelView period={filters.period} />}
        {filters.view === 'blog' && <BlogAnalytics period={filters.period} />}
        {filters.view === 'thawabs' && <ThawabMetrics period={filters.period} segment={filters.segment} />}
        {filters.view === 'badges' && <BadgeAnalytics period={filters.period} segment={filters.segment} />}
      </TabPanel>
    </section>
  );
}
