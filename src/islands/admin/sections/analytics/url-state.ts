// The Analytics tab's filters live in the page's query string (?period=30d&segment=all&view=engagement,
// and &language=ar for the Growth Funnel),
// beside the dashboard's #analytics, so a copied URL opens the same view for a colleague.
import {
  ANALYTICS_VIEWS,
  PERIODS,
  SEGMENTS,
  type AnalyticsView,
  type Period,
  type Segment,
} from '../../../../lib/analytics/periods.ts';
import { LOCALE_CODES, type LocaleCode } from '../../../../lib/i18n/locales.ts';

export interface AnalyticsFilters {
  period: Period;
  segment: Segment;
  view: AnalyticsView;
  /** The Growth Funnel's page language (decision 0053). */
  language: LocaleCode | 'all';
}

export const DEFAULT_FILTERS: AnalyticsFilters = { period: '30d', segment: 'all', view: 'engagement', language: 'all' };
const LANGUAGES: readonly (LocaleCode | 'all')[] = ['all', ...LOCALE_CODES];

const pick = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

export function readFilters(search: string): AnalyticsFilters {
  const params = new URLSearchParams(search);
  return {
    period: pick(PERIODS, params.get('period'), DEFAULT_FILTERS.period),
    segment: pick(SEGMENTS, params.get('segment'), DEFAULT_FILTERS.segment),
    view: pick(ANALYTICS_VIEWS, params.get('view'), DEFAULT_FILTERS.view),
    language: pick(LANGUAGES, params.get('language'), DEFAULT_FILTERS.language),
  };
}

/** The query string for `filters`, keeping any other parameters of the page. */
export function writeFilters(search: string, filters: AnalyticsFilters): string {
  const params = new URLSearchParams(search);
  params.set('period', filters.period);
  params.set('segment', filters.segment);
  params.set('view', filters.view);
  if (filters.language === 'all') params.delete('language');
  else params.set('language', filters.language);
  return `?${params.toString()}`;
}
