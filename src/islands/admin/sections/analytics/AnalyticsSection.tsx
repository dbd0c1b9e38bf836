// Analytics tab: period and segment filters (kept in the URL); User Engagement, Thawab Metrics,
// Badge Analytics and Circle Activity read the app's data (filtered by period and segment), the
// Growth Funnel and Blog the cookieless funnel events (anonymous: segments do not apply, and the
// tab says so), the funnel also per page language (decision 0053); Premium Conversion follows the
// period's waitlist sign-ups to the app and to premium (no segment either, decision 0062); Export
// Report downloads the current view as CSV.
import { useEffect, useState } from 'react';
import { SEGMENT_DESCRIPTIONS } from '../../../../lib/analytics/segments.ts';
import { CONVERSION_SEGMENT_NOTE } from '../../../../lib/analytics/conversion.ts';
import {
  ANALYTICS_VIEWS,
  PERIODS,
  PERIOD_LABELS,
  SEGMENTS,
  SEGMENT_LABELS,
  UNSEGMENTED_VIEWS,
  type AnalyticsView,
} from '../../../../lib/analytics/periods.ts';
import type { SectionProps } from '../../section-props.ts';
import { exportUrl } from './analytics-api.ts';
import BadgeAnalytics from './BadgeAnalytics.tsx';
import BlogAnalytics from './BlogAnalytics.tsx';
import CircleActivityView from './CircleActivityView.tsx';
import EngagementView from './EngagementView.tsx';
import FunnelView from './FunnelView.tsx';
import PremiumConversionView from './PremiumConversionView.tsx';
import ThawabMetrics from './ThawabMetrics.tsx';
import { readFilters, writeFilters, type AnalyticsFilters } from './url-state.ts';
import { LOCALES, localeOf } from '../../../../lib/i18n/locales.ts';
import analyticsCss from './analytics.css?inline';
import { adoptStyles, TabList, TabPanel } from '../../kit/index.ts';

adoptStyles('analytics', analyticsCss);

const VIEW_LABELS: Record<AnalyticsView, string> = {
  engagement: 'User Engagement',
  thawabs: 'Thawab Metrics',
  badges: 'Badge Analytics',
  circles: 'Circle Activity',
  funnel: 'Growth Funnel',
  blog: 'Blog',
  premium: 'Premium Conversion',
};

/** Why the segment buttons are off on a view they do not filter. */
function unsegmentedNote(view: AnalyticsView): string {
  if (view === 'premium') return CONVERSION_SEGMENT_NOTE;
  return `Segments do not apply to the ${VIEW_LABELS[view]}: it counts anonymous website visitors, who have no account, so it always shows all visitors.`;
}

export default function AnalyticsSection({ headingLevel = 2 }: SectionProps) {
  const [filters, setFilters] = useState<AnalyticsFilters>(() => readFilters(location.search));
  const H = headingLevel === 1 ? 'h1' : 'h2';
  const unsegmented = UNSEGMENTED_VIEWS.includes(filters.view);

  useEffect(() => {
    history.replaceState(history.state, '', `${writeFilters(location.search, filters)}${location.hash}`);
  }, [filters]);

  const update = (change: Partial<AnalyticsFilters>) => setFilters((current) => ({ ...current, ...change }));

  return (
    <section className="admin-panel analytics" aria-labelledby="analytics-title">
      <div className="admin-toolbar">
        <H id="analytics-title">Analytics</H>
        <a
          className="btn btn-outline btn-sm"
          href={exportUrl(filters.view, filters.period, filters.segment, filters.language)}
          download
        >
          Export Report
        </a>
      </div>

      <div className="analytics-filters">
        <div role="group" aria-label="Period" className="chip-group">
          {PERIODS.map((period) => (
            <button
              key={period}
              type="button"
              className="chip-button"
              aria-pressed={filters.period === period}
              onClick={() => update({ period })}
            >
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
              aria-pressed={unsegmented ? segment === 'all' : filters.segment === segment}
              disabled={unsegmented && segment !== 'all'}
              onClick={() => update({ segment })}
            >
              {SEGMENT_LABELS[segment]}
            </button>
          ))}
        </div>
        <p id="segment-note" className="admin-muted analytics-note">
          {unsegmented
            ? unsegmentedNote(filters.view)
            : `${SEGMENT_LABELS[filters.segment]}: ${SEGMENT_DESCRIPTIONS[filters.segment]}.`}
        </p>
        {filters.view === 'funnel' && (
          <div role="group" aria-label="Page language" aria-describedby="language-note" className="chip-group">
            {(['all', ...LOCALES.map((l) => l.code)] as const).map((language) => (
              <button
                key={language}
                type="button"
                className="chip-button"
                aria-pressed={filters.language === language}
                onClick={() => update({ language })}
              >
                {language === 'all' ? 'All languages' : <span lang={language}>{localeOf(language).name}</span>}
              </button>
            ))}
          </div>
        )}
        {filters.view === 'funnel' && (
          <p id="language-note" className="admin-muted analytics-note">
            Page language is the language of the site&apos;s page the visitor was on (e.g. /ar/test is Arabic), not
            anything about the visitor.
          </p>
        )}
      </div>

      <TabList
        label="Analytics views"
        tabs={ANALYTICS_VIEWS.map((view) => ({ id: view, label: VIEW_LABELS[view] }))}
        selected={filters.view}
        onSelect={(view) => update({ view })}
        idPrefix="analytics"
        variant="main"
        className="analytics-tabs"
      />
      <TabPanel idPrefix="analytics" selected={filters.view} className="analytics-panel">
        {filters.view === 'engagement' && <EngagementView period={filters.period} segment={filters.segment} />}
        {filters.view === 'thawabs' && <ThawabMetrics period={filters.period} segment={filters.segment} />}
        {filters.view === 'badges' && <BadgeAnalytics period={filters.period} segment={filters.segment} />}
        {filters.view === 'circles' && <CircleActivityView period={filters.period} segment={filters.segment} />}
        {filters.view === 'funnel' && <FunnelView period={filters.period} language={filters.language} />}
        {filters.view === 'blog' && <BlogAnalytics period={filters.period} />}
        {filters.view === 'premium' && <PremiumConversionView period={filters.period} />}
      </TabPanel>
    </section>
  );
}
