import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { AnalyticsQuerySchema, LanguageSchema, SEGMENT_NOT_APPLICABLE } from '../src/lib/analytics/query.ts';
import { requireAnalyticsView } from '../src/server/analytics/access.ts';
import { HttpError, json, readQuery, route } from '../src/server/http.ts';
import { funnelReport } from '../src/server/repositories/analytics-reports.ts';

// GET /api/admin/analytics/funnel?period=7d|30d|90d|all&language=all|<locale>: visits → quiz starts →
// completions → waitlist joins → referral conversions, per day, per source and per page language,
// with the drop-off per question; `language` counts one locale's pages only (decision 0053).
// Moderator and Super Admin ('analytics').
export default route({
  async GET(request) {
    await requireAnalyticsView(request, 'funnel');
    const query = readQuery(
      request,
      AnalyticsQuerySchema.omit({ view: true, page: true }).extend({ language: LanguageSchema }),
    );
    if (query.segment !== 'all') throw new HttpError(400, SEGMENT_NOT_APPLICABLE);
    return json(await funnelReport(getDb(), query.period, undefined, query.language));
  },
});

export const config: Config = { path: '/api/admin/analytics/funnel' };
