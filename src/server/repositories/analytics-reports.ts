// The analytics reports (decision 0012): the Growth Funnel and the blog's reads, each read from
// the daily roll-up only (analytics.ts stores the events and counts them into it).
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import type { BlogReport, FunnelReport } from '../../lib/analytics/reports.ts';
import { QUIZ_LENGTH, QUIZZES, SCORE_BANDS } from '../../lib/analytics/events.ts';
import {
  daysBetween,
  growthPercent,
  isoDay,
  periodRange,
  previousRange,
  type DayRange,
  type Period,
} from '../../lib/analytics/periods.ts';
import { dropOffByQuestion, funnelSteps, type FunnelKey, type FunnelTotals } from '../../lib/analytics/funnel.ts';
import { queryRows } from '../sql.ts';
import { isLocaleCode, LOCALE_CODES, type LocaleCode } from '../../lib/i18n/locales.ts';
import { POSITION_METRIC } from './analytics.ts';

/** Roll-up metric behind each funnel step. */
export const FUNNEL_METRICS: Record<FunnelKey, string> = {
  visits: 'visit',
  quizStarts: 'quiz_started',
  completions: 'quiz_completed',
  waitlistJoins: 'waitlist_joined',
  referralConversions: 'referral_converted',
};
const METRIC_TO_KEY = new Map(Object.entries(FUNNEL_METRICS).map(([key, metric]) => [metric, key as FunnelKey]));
const FUNNEL_METRIC_LIST = sql.join(
  Object.values(FUNNEL_METRICS).map((m) => sql`${m}`),
  sql`, `,
);

const emptyTotals = (): FunnelTotals => ({
  visits: 0,
  quizStarts: 0,
  completions: 0,
  waitlistJoins: 0,
  referralConversions: 0,
});

export function dayFilter(range: DayRange): SQL {
  return range.from ? sql`day BETWEEN ${range.from} AND ${range.to}` : sql`day <= ${range.to}`;
}

async function firstDay(db: Executor, metricFilter: SQL): Promise<string | null> {
  const [row] = await queryRows<{ day: string | null }>(
    db,
    sql`SELECT min(day)::text AS day FROM analytics_daily WHERE ${metricFilter}`,
  );
  return row?.day ?? null;
}

/** The Growth Funnel's language (decision 0053): every locale's pages, or one locale's. */
export type FunnelLanguage = LocaleCode | 'all';

function languageFilter(language: FunnelLanguage): SQL {
  return language === 'all' ? sql`TRUE` : sql`locale = ${language}`;
}

async function funnelTotals(db: Executor, range: DayRange, language: FunnelLanguage): Promise<FunnelTotals> {
  const rows = await queryRows<{ metric: string; n: number }>(
    db,
    sql`SELECT metric, sum(count)::int AS n FROM analytics_daily
        WHERE ${dayFilter(range)} AND metric IN (${FUNNEL_METRIC_LIST}) AND ${languageFilter(language)} GROUP BY metric`,
  );
  const totals = emptyTotals();
  for (const row of rows) {
    const key = METRIC_TO_KEY.get(row.metric);
    if (key) totals[key] = row.n;
  }
  return totals;
}

/**
 * The Growth Funnel of a period, of every language's pages or one locale's (`language`, decision
 * 0053); `byLanguage` always compares all of them (events counted before the dimension existed, or
 * from a page that sent no locale, are the '' row, "not recorded").
 */
export async function funnelReport(
  db: Executor,
  period: Period,
  today = isoDay(new Date()),
  language: FunnelLanguage = 'all',
  // The export has no growth column: without it, one scan (the previous period's totals) less.
  { growth = true }: { growth?: boolean } = {},
): Promise<FunnelReport> {
  const range = periodRange(period, today);
  const from = range.from ?? (await firstDay(db, sql`metric IN (${FUNNEL_METRIC_LIST})`)) ?? today;
  const previous = growth ? previousRange(period, today) : null;
  const inLanguage = languageFilter(language);
  // One scan for the totals, the days, the sources and (for every language) the languages
  // (grouping sets); one for the quizzes; with one language chosen, one more for the languages.
  const [groupRows, before, quizRows, languageRows] = await Promise.all([
    queryRows<{
      day: string | null;
      source: string | null;
      locale: string | null;
      metric: string;
      n: number;
      by_day: number;
      by_source: number;
      by_locale: number;
    }>(
      db,
      sql`SELECT day::text AS day, source, metric, sum(count)::int AS n,
                 GROUPING(day)::int AS by_day, GROUPING(source)::int AS by_source,
                 ${language === 'all' ? sql`locale, GROUPING(locale)::int AS by_locale` : sql`NULL::text AS locale, 1 AS by_locale`}
          FROM analytics_daily
          WHERE ${dayFilter(range)} AND metric IN (${FUNNEL_METRIC_LIST}, 'referral_opened') AND ${inLanguage}
          GROUP BY GROUPING SETS ((metric), (day, metric), (source, metric)${language === 'all' ? sql`, (locale, metric)` : sql``})`,
    ),
    previous ? funnelTotals(db, previous, language) : Promise.resolve(null),
    queryRows<{ metric: string; quiz: string; part: string; n: number }>(
      db,
      sql`SELECT metric, split_part(dim, ':', 1) AS quiz, split_part(dim, ':', 2) AS part, sum(count)::int AS n
          FROM analytics_daily
          WHERE ${dayFilter(range)} AND metric IN ('quiz_started', ${POSITION_METRIC}, 'quiz_completed') AND ${inLanguage}
          GROUP BY 1, 2, 3`,
    ),
    language === 'all'
      ? Promise.resolve(null)
      : queryRows<{ locale: string; metric: string; n: number }>(
          db,
          sql`SELECT locale, metric, sum(count)::int AS n FROM analytics_daily
              WHERE ${dayFilter(range)} AND metric IN (${FUNNEL_METRIC_LIST}) GROUP BY locale, metric`,
        ),
  ]);

  const totals: FunnelTotals = emptyTotals();
  let referralOpens = 0;
  const byDay = new Map(daysBetween(from, today).map((day) => [day, { day, ...emptyTotals() }]));
  const bySource = new Map<string, { source: string } & FunnelTotals>();
  const localeRows: { locale: string; metric: string; n: number }[] = languageRows ?? [];
  for (const row of groupRows) {
    const key = METRIC_TO_KEY.get(row.metric);
    if (row.by_locale === 0) {
      if (row.locale !== null) localeRows.push({ locale: row.locale, metric: row.metric, n: row.n });
    } else if (row.by_day === 1 && row.by_source === 1) {
      if (key) totals[key] = row.n;
      else if (row.metric === 'referral_opened') referralOpens = row.n;
    } else if (key && row.by_source === 1 && row.day !== null) {
      const entry = byDay.get(row.day);
      if (entry) entry[key] = row.n;
    } else if (key && row.by_day === 1 && row.source !== null) {
      const entry = bySource.get(row.source) ?? { source: row.source, ...emptyTotals() };
      entry[key] = row.n;
      bySource.set(row.source, entry);
    }
  }

  const count = (metric: string, quiz: string, part: string) =>
    quizRows.find((row) => row.metric === metric && row.quiz === quiz && row.part === part)?.n ?? 0;
  const dropOff = QUIZZES.map((quiz) => {
    const answered = Array.from({ length: QUIZ_LENGTH[quiz] }, (_, i) => count(POSITION_METRIC, quiz, String(i + 1)));
    const completions = quizRows
      .filter((row) => row.metric === 'quiz_completed' && row.quiz === quiz)
      .reduce((sum, row) => sum + row.n, 0);
    return {
      quiz,
      starts: count('quiz_started', quiz, ''),
      completions,
      questions: dropOffByQuestion(count('quiz_started', quiz, ''), answered),
    };
  });
  const scoreBands = QUIZZES.flatMap((quiz) =>
    SCORE_BANDS.map((band) => ({ quiz, band, count: count('quiz_completed', quiz, band) })),
  );

  const byLanguage = new Map<string, { locale: LocaleCode | '' } & FunnelTotals>();
  for (const row of localeRows) {
    const key = METRIC_TO_KEY.get(row.metric);
    if (!key || (row.locale !== '' && !isLocaleCode(row.locale))) continue;
    const entry = byLanguage.get(row.locale) ?? { locale: row.locale as LocaleCode | '', ...emptyTotals() };
    entry[key] = row.n;
    byLanguage.set(row.locale, entry);
  }
  // The locale table's order, "not recorded" last.
  const order = (locale: string) => (locale === '' ? LOCALE_CODES.length : LOCALE_CODES.indexOf(locale as LocaleCode));

  return {
    period,
    from,
    to: today,
    language,
    byLanguage: [...byLanguage.values()].sort((a, b) => order(a.locale) - order(b.locale)),
    steps: funnelSteps(totals).map((step) => ({
      ...step,
      growth: before ? growthPercent(step.count, before[step.key]) : null,
    })),
    referralOpens,
    daily: [...byDay.values()],
    bySource: [...bySource.values()].sort(
      (a, b) => b.visits - a.visits || b.quizStarts - a.quizStarts || a.source.localeCompare(b.source),
    ),
    dropOff,
    scoreBands,
  };
}

export const BLOG_PAGE_SIZE = 20;

export async function blogReport(
  db: Executor,
  period: Period,
  page: number,
  today = isoDay(new Date()),
): Promise<BlogReport> {
  const range = periodRange(period, today);
  const from = range.from ?? (await firstDay(db, sql`metric = 'blog_read'`)) ?? today;
  const previous = previousRange(period, today);
  const filter = sql`${dayFilter(range)} AND metric = 'blog_read'`;
  const [[total], [before], dailyRows, postRows, [count]] = await Promise.all([
    queryRows<{ n: number }>(db, sql`SELECT coalesce(sum(count), 0)::int AS n FROM analytics_daily WHERE ${filter}`),
    previous
      ? queryRows<{ n: number }>(
          db,
          sql`SELECT coalesce(sum(count), 0)::int AS n FROM analytics_daily WHERE ${dayFilter(previous)} AND metric = 'blog_read'`,
        )
      : Promise.resolve([undefined]),
    queryRows<{ day: string; n: number }>(
      db,
      sql`SELECT day::text AS day, sum(count)::int AS n FROM analytics_daily WHERE ${filter} GROUP BY day`,
    ),
    queryRows<{ slug: string; title: string | null; views: number }>(
      db,
      sql`SELECT r.slug, p.title, r.views FROM (
            SELECT dim AS slug, sum(count)::int AS views FROM analytics_daily WHERE ${filter} GROUP BY dim
            ORDER BY views DESC, dim ASC LIMIT ${BLOG_PAGE_SIZE} OFFSET ${(page - 1) * BLOG_PAGE_SIZE}
          ) r LEFT JOIN blog_posts p ON p.slug = r.slug
          ORDER BY r.views DESC, r.slug ASC`,
    ),
    queryRows<{ n: number }>(db, sql`SELECT count(DISTINCT dim)::int AS n FROM analytics_daily WHERE ${filter}`),
  ]);
  const days = daysBetween(from, today);
  const slugs = postRows.map((row) => row.slug);
  const perPost = slugs.length
    ? await queryRows<{ slug: string; day: string; n: number }>(
        db,
        sql`SELECT dim AS slug, day::text AS day, sum(count)::int AS n FROM analytics_daily
            WHERE ${filter} AND dim IN (${sql.join(
              slugs.map((s) => sql`${s}`),
              sql`, `,
            )}) GROUP BY dim, day`,
      )
    : [];
  const index = new Map(days.map((day, i) => [day, i]));
  const posts = postRows.map((row) => {
    const daily = days.map(() => 0);
    for (const p of perPost) if (p.slug === row.slug && index.has(p.day)) daily[index.get(p.day)!] = p.n;
    return { slug: row.slug, title: row.title, views: row.views, daily };
  });
  const dailyMap = new Map(dailyRows.map((row) => [row.day, row.n]));
  const totalViews = total?.n ?? 0;
  return {
    period,
    from,
    to: today,
    totalViews,
    growth: before ? growthPercent(totalViews, before.n) : null,
    daily: days.map((day) => ({ day, views: dailyMap.get(day) ?? 0 })),
    page,
    pageSize: BLOG_PAGE_SIZE,
    totalPosts: count?.n ?? 0,
    posts,
  };
}

export type { BlogReport, FunnelReport };
