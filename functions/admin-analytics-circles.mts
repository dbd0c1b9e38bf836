import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { AnalyticsQuerySchema } from '../src/lib/analytics/query.ts';
import { requireAnalyticsView } from '../src/server/analytics/access.ts';
import { json, readQuery, route } from '../src/server/http.ts';
import { circleActivityReport } from '../src/server/repositories/analytics-engagement.ts';

// GET /api/admin/analytics/circles?period=7d|30d|90d|all&segment=all|new|premium|free: circles where
// the segment was active, by the documented size bands, and circle activity by time band.
// Moderator and Super Admin ('analytics').
export default route({
  async GET(request) {
    await requireAnalyticsView(request, 'circles');
    const query = readQuery(request, AnalyticsQuerySchema.omit({ view: true, page: true }));
    return json(await circleActivityReport(getDb(), query.period, query.segment));
  },
});

export const config: Config = { path: '/api/admin/analytics/circles' };
