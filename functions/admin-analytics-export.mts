import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { VISITOR_VIEWS, isoDay } from '../src/lib/analytics/periods.ts';
import {
  AnalyticsQuerySchema,
  CONVERSION_SEGMENT_NOT_APPLICABLE,
  LANGUAGE_NOT_APPLICABLE,
  LanguageSchema,
  SEGMENT_NOT_APPLICABLE,
} from '../src/lib/analytics/query.ts';
import { requireAnalyticsView } from '../src/server/analytics/access.ts';
import {
  badgeCsv,
  blogCsv,
  circlesCsv,
  engagementCsv,
  funnelCsv,
  premiumCsv,
  thawabCsv,
} from '../src/server/analytics/export-csv.ts';
import { csvLinesResponse } from '../src/server/csv.ts';
import { HttpError, readQuery, route } from '../src/server/http.ts';
import { funnelReport } from '../src/server/repositories/analytics-reports.ts';
import { blogExportRows } from '../src/server/repositories/analytics-blog-export.ts';
import { badgeReport, thawabReport } from '../src/server/repositories/analytics-deeds.ts';
import { premiumConversionReport } from '../src/server/repositories/analytics-premium.ts';
import { circleActivityReport, engagementReport } from '../src/server/repositories/analytics-engagement.ts';

// GET /api/admin/analytics/export.csv?view=engagement|thawabs|badges|circles|funnel|blog|premium&period=…&segment=…
// (&language=… for the funnel, decision 0053):
// the current view as CSV, streamed (UTF-8 BOM, formula-looking cells neutralised), named after the
// view, period, segment (app-user views) and date. Thawabs and badges export every row, all pages.
export default route({
  async GET(request) {
    const query = readQuery(request, AnalyticsQuerySchema.omit({ page: true }).extend({ language: LanguageSchema }));
    const view = query.view ?? 'funnel';
    await requireAnalyticsView(request, view);
    if (view !== 'funnel' && query.language !== 'all') throw new HttpError(400, LANGUAGE_NOT_APPLICABLE);
    const db = getDb();
    if (view === 'engagement' || view === 'circles') {
      const filename = `thawab-analytics-${view}-${query.period}-${query.segment}-${isoDay(new Date())}.csv`;
      if (view === 'engagement')
        return csvLinesResponse(filename, engagementCsv(await engagementReport(db, query.period, query.segment)));
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
    if (view === 'premium') {
      if (query.segment !== 'all') throw new HttpError(400, CONVERSION_SEGMENT_NOT_APPLICABLE);
      const filename = `thawab-analytics-premium-${query.period}-${isoDay(new Date())}.csv`;
      return csvLinesResponse(filename, premiumCsv(await premiumConversionReport(db, query.period)));
    }
    if (VISITOR_VIEWS.includes(view) && query.segment !== 'all') throw new HttpError(400, SEGMENT_NOT_APPLICABLE);
    const language = query.language === 'all' ? '' : `-${query.language}`;
    const filename = `thawab-analytics-${view}-${query.period}${language}-${isoDay(new Date())}.csv`;
    if (view === 'funnel')
      return csvLinesResponse(
        filename,
        funnelCsv(await funnelReport(db, query.period, undefined, query.language, { growth: false })),
      );
    // Read the first rows before answering, so a database failure is a 503, not a broken download.
    const rows = blogExportRows(db, query.period);
    const first = await rows.next();
    return csvLinesResponse(filename, blogCsv(query.period, first, rows));
  },
});

export const config: Config = { path: '/api/admin/analytics/export.csv' };
