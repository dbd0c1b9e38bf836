import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { AnalyticsQuerySchema, SEGMENT_NOT_APPLICABLE } from '../src/lib/analytics/query.ts';
import { requireAnalyticsView } from '../src/server/analytics/access.ts';
import { HttpError, json, readQuery, route } from '../src/server/http.ts';
import { blogReport } from '../src/server/repositories/analytics-reports.ts';

// GET /api/admin/analytics/blog?period=…&page=n: views per post over time, most read first, 20
// posts a page. Content Editors ('blog') see it as well as analytics staff.
export default route({
  async GET(request) {
    await requireAnalyticsView(request, 'blog');
    const query = readQuery(request, AnalyticsQuerySchema.omit({ view: true }));
    if (query.segment !== 'all') throw new HttpError(400, SEGMENT_NOT_APPLICABLE);
    return json(await blogReport(getDb(), query.period, query.page));
  },
});

export const config: Config = { path: '/api/admin/analytics/blog' };
