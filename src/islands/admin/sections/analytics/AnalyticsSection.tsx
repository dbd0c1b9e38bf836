// Analytics tab: period and segment filters (kept in the URL), the User Engagement and Circle
// Activity sub-tabs read from the app's data (filtered by period and segment), the Growth Funnel and
// Blog sub-tabs from the cookieless funnel events (anonymous: segments do not apply, and the tab
// says so), and Export Report (the current view as CSV).
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { SEGMENT_DESCRIPTIONS } from '../../../../lib/analytics/engagement.ts';
import { ANALYTICS_VIEWS, PERIODS, PERIOD_LABELS, SEGMENTS, SEGMENT_LABELS, VISITOR_VIEWS, type AnalyticsView } from '../../../../lib/analytics/math.ts';
import type { SectionProps } from '../../sections.ts';
import { exportUrl } from './analytics-api.ts';
import BlogAnalytics from './BlogAnalytics.tsx';
import CircleActivityView from './CircleActivityView.tsx';
import EngagementView from './EngagementView.tsx';
import FunnelView from './FunnelView.tsx';
import { readFilters, writeFilters, type AnalyticsFilters } from './url-state.ts';
import './analytics.css';

const VIEW_LABELS: Record<AnalyticsView, string> = { engagement: 'User Engagement', circles: 'Circle Activity', funnel: 'Growth Funnel', blog: 'Blog' };

export default function AnalyticsSection({ headingLevel = 2 }: SectionProps) {
  const [filters, setFilters] = useState<AnalyticsFilters>(() => readFilters(location.search));
  const tabRefs = useRef<Partial<Record<AnalyticsView, HTMLButtonElement | null>>>({});
  const H = headingLevel === 1 ? 'h1' : 'h2';
  const visitors = VISITOR_VIEWS.includes(filters.view);

  useEffect(() => {
    history.replaceState(history.state, '', `${writeFilters(location.search, filters)}${location.hash}`);
  }, [filters]);

  const update = (change: Partial<AnalyticsFilters>) => setFilters((current) => ({ ...current, ...change }));

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = ANALYTICS_VIEWS.indexOf(filters.view);
    let next: number;
    if (event.key === 'ArrowRight') next = (index + 1) % ANALYTICS_VIEWS.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + ANALYTICS_VIEWS.length) % ANALYTICS_VIEWS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = ANALYTICS_VIEWS.length - 1;
    else return;
    event.preventDefault();
    const view = ANALYTICS_VIEWS[next]!;
    update({ view });
    tabRefs.current[view]?.focus();
  };

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
              aria-pressed={visitors ? segment === 'all' : filters.segment === segment}
              disabled={visitors && segment !== 'all'}
              onClick={() => update({ segment })}
            >
              {SEGMENT_LABELS[segment]}
            </button>
          ))}
        </div>
        <p id="segment-note" className="admin-muted analytics-note">
          {visitors
            ? `Segments do not apply to the ${VIEW_LABELS[filters.view]}: it counts anonymous website visitors, who have no account, so it always shows all visitors.`
            : `${SEGMENT_LABELS[filters.segment]}: ${SEGMENT_DESCRIPTIONS[filters.segment]}.`}
        </p>
      </div>

      <div role="tablist" aria-label="Analytics views" className="admin-tabs analytics-tabs" onKeyDown={onTabKey}>
        {ANALYTICS_VIEWS.map((view) => (
          <button
            key={view}
            ref={(el) => {
              tabRefs.current[view] = el;
            }}
            type="button"
            role="tab"
            id={`analytics-tab-${view}`}
            aria-selected={filters.view === view}
            aria-controls={`analytics-panel-${view}`}
            tabIndex={filters.view === view ? 0 : -1}
            className="admin-tab"
            onClick={() => update({ view })}
          >
            {VIEW_LABELS[view]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`analytics-panel-${filters.view}`} aria-labelledby={`analytics-tab-${filters.view}`} className="analytics-panel">
        {filters.view === 'engagement' ? (
          <EngagementView period={filters.period} segment={filters.segment} />
        ) : filters.view === 'circles' ? (
          <CircleActivityView period={filters.period} segment={filters.segment} />
        ) : filters.view === 'funnel' ? (
          <FunnelView period={filters.period} />
        ) : (
          <BlogAnalytics period={filters.period} />
        )}
      </div>
    </section>
  );
}
