import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { QUIZ_LABELS } from '../src/lib/analytics/events.ts';
import { RETENTION_WEEKS, SIZE_BANDS, TIME_BANDS } from '../src/lib/analytics/engagement.ts';
import { FUNNEL_STEPS, PERIOD_LABELS, SEGMENT_LABELS, VISITOR_VIEWS, isoDay, type Period, type Segment } from '../src/lib/analytics/math.ts';
import type { BadgeReport, CircleActivityReport, EngagementReport, ThawabReport } from '../src/lib/analytics/reports.ts';
import { AnalyticsQuerySchema, SEGMENT_NOT_APPLICABLE } from '../src/lib/analytics/query.ts';
import { requireAnalyticsView } from '../src/server/analytics-access.ts';
import { csvLinesResponse, csvLine } from '../src/server/csv.ts';
import { HttpError, readQuery, route } from '../src/server/http.ts';
import { blogExportRows, funnelReport, type FunnelReport } from '../src/server/repositories/analytics.ts';
import { badgeReport, thawabReport, type DeedsDb } from '../src/server/repositories/analytics-deeds.ts';
import { circleActivityReport, engagementReport } from '../src/server/repositories/analytics-engagement.ts';

// GET /api/admin/analytics/export.csv?view=engagement|thawabs|badges|circles|funnel|blog&period=…&segment=…:
// the current view as CSV, streamed (UTF-8 BOM, formula-looking cells neutralised), named after the
// view, period, segment (app-user views) and date. Thawabs and badges export every row, all pages.
export default route({
  async GET(request) {
    const query = readQuery(request, AnalyticsQuerySchema.omit({ page: true }));
    const view = query.view ?? 'funnel';
    await requireAnalyticsView(request, view);
    const db = getDb();
    if (view === 'engagement' || view === 'circles') {
      const filename = `thawab-analytics-${view}-${query.period}-${query.segment}-${isoDay(new Date())}.csv`;
      if (view === 'engagement') return csvLinesResponse(filename, engagementCsv(await engagementReport(db, query.period, query.segment)));
      return csvLinesResponse(filename, circlesCsv(await circleActivityReport(db, query.period, query.segment)));
    }
    if (view === 'thawabs' || view === 'badges') {
      const filename = `thawab-analytics-${view}-${query.period}-${query.segment}-${isoDay(new Date())}.csv`;
      // The first page is read before answering, so a database failure is a 503, not a broken download.
      if (view === 'thawabs') {
        const first = await thawabReport(db, query.period, query.segment, 1);
        return csvLinesResponse(filename, thawabCsv(db, first));
      }
      const first = await badgeReport(db, query.period, query.segment, 1);
      return csvLinesResponse(filename, badgeCsv(db, first));
    }
    if (VISITOR_VIEWS.includes(view) && query.segment !== 'all') throw new HttpError(400, SEGMENT_NOT_APPLICABLE);
    const filename = `thawab-analytics-${view}-${query.period}-${isoDay(new Date())}.csv`;
    if (view === 'funnel') return csvLinesResponse(filename, funnelCsv(await funnelReport(db, query.period)));
    // Read the first rows before answering, so a database failure is a 503, not a broken download.
    const rows = blogExportRows(db, query.period);
    const first = await rows.next();
    return csvLinesResponse(filename, blogCsv(query.period, first, rows));
  },
});

async function* funnelCsv(report: FunnelReport): AsyncGenerator<string> {
  yield csvLine([`Growth funnel, ${PERIOD_LABELS[report.period]}`, `${report.from} to ${report.to}`]);
  yield csvLine(['Date', 'Source', ...FUNNEL_STEPS.map((step) => step.label)]);
  for (const day of report.daily) yield csvLine([day.day, 'all', ...FUNNEL_STEPS.map((step) => day[step.key])]);
  for (const source of report.bySource) yield csvLine([`${report.from} to ${report.to}`, source.source, ...FUNNEL_STEPS.map((step) => source[step.key])]);
  yield '\r\n';
  yield csvLine(['Quiz', 'Question position', 'Reached', 'Answered', 'Lost', 'Lost %']);
  for (const quiz of report.dropOff) {
    for (const q of quiz.questions) yield csvLine([QUIZ_LABELS[quiz.quiz], q.position, q.reached, q.answered, q.lost, q.lostPercent]);
  }
}

const viewTitle = (name: string, period: Period, segment: Segment, from: string, to: string) =>
  csvLine([`${name}, ${PERIOD_LABELS[period]}, ${SEGMENT_LABELS[segment]}`, `${from} to ${to}`]);

async function* thawabCsv(db: DeedsDb, first: ThawabReport): AsyncGenerator<string> {
  yield viewTitle('Thawab metrics', first.period, first.segment, first.from, first.to);
  yield csvLine(['Task', 'Category', 'Status', 'Completions', 'Users', 'Users in first half', 'Retained in second half', 'Retention %']);
  for (let report = first; ; ) {
    for (const t of report.tasks) {
      yield csvLine([t.name, t.category, t.isActive ? 'Active' : 'Inactive', t.completions, t.users, t.firstHalfUsers, t.retainedUsers, t.retention]);
    }
    if (report.page * report.pageSize >= report.totalTasks) break;
    report = await thawabReport(db, first.period, first.segment, report.page + 1, first.to);
  }
  yield '\r\n';
  yield csvLine(['Date', 'Completions']);
  for (const day of first.daily) yield csvLine([day.day, day.completions]);
}

async function* badgeCsv(db: DeedsDb, first: BadgeReport): AsyncGenerator<string> {
  yield viewTitle('Badge analytics', first.period, first.segment, first.from, first.to);
  yield csvLine(['Active users', first.activeUsers]);
  yield csvLine(['Badge', 'Category', 'Status', 'Earned by', 'Earned in period', 'Conversion %']);
  for (let report = first; ; ) {
    for (const b of report.badges) yield csvLine([b.name, b.category, b.isActive ? 'Active' : 'Inactive', b.earnedBy, b.earnedInPeriod, b.conversion]);
    if (report.page * report.pageSize >= report.totalBadges) break;
    report = await badgeReport(db, first.period, first.segment, report.page + 1, first.to);
  }
}

async function* engagementCsv(report: EngagementReport): AsyncGenerator<string> {
  yield csvLine([`User engagement, ${PERIOD_LABELS[report.period]}, ${SEGMENT_LABELS[report.segment]}`, `${report.from} to ${report.to}`]);
  yield csvLine(['Users in segment', 'Active users', 'Active users growth %', 'Average daily active', 'Average daily active growth %', 'Average streak (days)']);
  yield csvLine([report.segmentUsers, report.activeUsers, report.activeGrowth, report.averageDaily, report.averageDailyGrowth, report.averageStreak]);
  yield '\r\n';
  yield csvLine(['Date', 'Daily active users', 'Growth %']);
  for (const day of report.daily) yield csvLine([day.day, day.count, day.growth]);
  yield '\r\n';
  yield csvLine(['Month', 'Monthly active users', 'Growth %', 'Month to date']);
  for (const month of report.monthly) yield csvLine([month.month, month.count, month.growth, month.partial ? 'yes' : 'no']);
  yield '\r\n';
  yield csvLine(['Sign-up week', 'Cohort size', ...RETENTION_WEEKS.flatMap((w) => [`Week ${w} measured`, `Week ${w} retained`, `Week ${w} retention %`])]);
  yield csvLine(['All sign-ups in the period', report.signups, ...report.retention.flatMap((r) => [r.eligible, r.retained, r.percent])]);
  for (const cohort of report.cohorts) yield csvLine([cohort.week, cohort.size, ...cohort.rates.flatMap((r) => [r.eligible, r.retained, r.percent])]);
}

async function* circlesCsv(report: CircleActivityReport): AsyncGenerator<string> {
  yield csvLine([`Circle activity, ${PERIOD_LABELS[report.period]}, ${SEGMENT_LABELS[report.segment]}`, `${report.from} to ${report.to}`]);
  yield csvLine(['Active circles', 'Active circles growth %', 'Circle actions', 'Circle actions growth %']);
  yield csvLine([report.activeCircles, report.activeCirclesGrowth, report.actions, report.actionsGrowth]);
  yield '\r\n';
  yield csvLine(['Circle size', 'Members', 'Active circles', 'Segment members in them']);
  for (const row of report.sizes) {
    const band = SIZE_BANDS.find((b) => b.key === row.band)!;
    yield csvLine([band.label, band.members, row.circles, row.members]);
  }
  yield '\r\n';
  yield csvLine(['Time band (UTC)', 'Hours', 'Circle actions', 'Share %']);
  for (const row of report.timeBands) {
    const band = TIME_BANDS.find((b) => b.key === row.band)!;
    yield csvLine([band.label, band.hours, row.actions, row.percent]);
  }
  yield '\r\n';
  yield csvLine(['Date', 'Circle actions']);
  for (const day of report.daily) yield csvLine([day.day, day.actions]);
}

type BlogRow = { day: string; slug: string; title: string | null; views: number };

async function* blogCsv(period: Period, first: IteratorResult<BlogRow>, rest: AsyncGenerator<BlogRow>): AsyncGenerator<string> {
  yield csvLine([`Blog views, ${PERIOD_LABELS[period]}`]);
  yield csvLine(['Date', 'Slug', 'Title', 'Views']);
  if (first.done) return;
  yield csvLine([first.value.day, first.value.slug, first.value.title, first.value.views]);
  for await (const row of rest) yield csvLine([row.day, row.slug, row.title, row.views]);
}

export const config: Config = { path: '/api/admin/analytics/export.csv' };
