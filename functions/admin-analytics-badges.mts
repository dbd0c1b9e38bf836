import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { AnalyticsQuerySchema } from '../src/lib/analytics/query.ts';
import { requireAnalyticsView } from '../src/server/analytics/access.ts';
import { json, readQuery, route } from '../src/server/http.ts';
import { badgeReport } from '../src/server/repositories/analytics-deeds.ts';

// GET /api/admin/analytics/badges?period=7d|30d|90d|all&segment=all|new|premium|free&page=n:
// per badge, users holding it, earned in the period and conversion (active users of the segment who earned it in the period ÷ active users).
// Moderator and Super Admin ('analytics'); 25 rows a page.
export default route({
  async GET(request) {
    await requireAnalyticsView(request, 'badges');
    const query = readQuery(request, AnalyticsQuerySchema.omit({ view: true }));
    return json(await badgeReport(getDb(), query.period, query.segment, query.page));
  },
});

export const config: Config = { path: '/api/admin/analytics/badges' };
