import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { AnalyticsQuerySchema } from '../src/lib/analytics/query.ts';
import { requireAnalyticsView } from '../src/server/analytics/access.ts';
import { json, readQuery, route } from '../src/server/http.ts';
import { thawabReport } from '../src/server/repositories/analytics-deeds.ts';

// GET /api/admin/analytics/thawabs?period=7d|30d|90d|all&segment=all|new|premium|free&page=n:
// completions and retention per task (retention: users who completed a task in the first half of the period and again in the second ÷ those in the first half), with completions per day.
// Moderator and Super Admin ('analytics'); 25 rows a page.
export default route({
  async GET(request) {
    await requireAnalyticsView(request, 'thawabs');
    const query = readQuery(request, AnalyticsQuerySchema.omit({ view: true }));
    return json(await thawabReport(getDb(), query.period, query.segment, query.page));
  },
});

export const config: Config = { path: '/api/admin/analytics/thawabs' };
