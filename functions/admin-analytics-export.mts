import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { QUIZ_LABELS } from '../src/lib/analytics/events.ts';
import { FUNNEL_STEPS, PERIOD_LABELS, isoDay, type Period } from '../src/lib/analytics/math.ts';
import { AnalyticsQuerySchema, SEGMENT_NOT_APPLICABLE } from '../src/lib/analytics/query.ts';
import { requireBlogAnalytics } from '../src/server/analytics-access.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { csvLinesResponse, csvLine } from '../src/server/csv.ts';
import { HttpError, route } from '../src/server/http.ts';
import { readQuery } from '../src/server/query.ts';
import { blogExportRows, funnelReport, type FunnelReport } from '../src/server/repositories/analytics.ts';

// GET /api/admin/analytics/export.csv?view=funnel|blog&period=…: the current view as CSV, streamed
// (UTF-8 BOM, formula-looking cells neutralised), named after the view, period and date.
export default route({
  async GET(request) {
    const query = readQuery(request, AnalyticsQuerySchema.omit({ page: true }));
    const view = query.view ?? 'funnel';
    if (view === 'funnel') await requireStaff(request, 'analytics');
    else await requireBlogAnalytics(request);
    if (query.segment !== 'all') throw new HttpError(400, SEGMENT_NOT_APPLICABLE);
    const db = getDb();
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

type BlogRow = { day: string; slug: string; title: string | null; views: number };

async function* blogCsv(period: Period, first: IteratorResult<BlogRow>, rest: AsyncGenerator<BlogRow>): AsyncGenerator<string> {
  yield csvLine([`Blog views, ${PERIOD_LABELS[period]}`]);
  yield csvLine(['Date', 'Slug', 'Title', 'Views']);
  if (first.done) return;
  yield csvLine([first.value.day, first.value.slug, first.value.title, first.value.views]);
  for await (const row of rest) yield csvLine([row.day, row.slug, row.title, row.views]);
}

export const config: Config = { path: '/api/admin/analytics/export.csv' };
