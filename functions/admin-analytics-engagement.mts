import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { AnalyticsQuerySchema } from '../src/lib/analytics/query.ts';
import { requireAnalyticsView } from '../src/server/analytics/access.ts';
import { json, readQuery, route } from '../src/server/http.ts';
import { engagementReport } from '../src/server/repositories/analytics-engagement.ts';

// GET /api/admin/analytics/engagement?period=7d|30d|90d|all&segment=all|new|premium|free: daily and
// monthly active users with growth, week-N retention of sign-up cohorts and the average streak, from
// the app's activity. Moderator and Super Admin ('analytics').
export default route({
  async GET(request) {
    await requireAnalyticsView(request, 'engagement');
    const query = readQuery(request, AnalyticsQuerySchema.omit({ view: true, page: true }));
    return json(await engagementReport(getDb(), query.period, query.segment));
  },
});

export const config: Config = { path: '/api/admin/analytics/engagement' };
