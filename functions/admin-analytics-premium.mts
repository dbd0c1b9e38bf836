import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { AnalyticsQuerySchema, CONVERSION_SEGMENT_NOT_APPLICABLE } from '../src/lib/analytics/query.ts';
import { requireAnalyticsView } from '../src/server/analytics/access.ts';
import { HttpError, json, readQuery, route } from '../src/server/http.ts';
import { premiumConversionReport } from '../src/server/repositories/analytics-premium.ts';

// GET /api/admin/analytics/premium?period=7d|30d|90d|all: Premium Conversion (decision 0062) —
// waitlist sign-ups made in the period → the app accounts linked to them → those premium now by the
// one rule (premiumStatus), in total and per weekly sign-up cohort. Segments do not apply
// (segment=all only). Moderator and Super Admin ('analytics').
export default route({
  async GET(request) {
    await requireAnalyticsView(request, 'premium');
    const query = readQuery(request, AnalyticsQuerySchema.omit({ view: true, page: true }));
    if (query.segment !== 'all') throw new HttpError(400, CONVERSION_SEGMENT_NOT_APPLICABLE);
    return json(await premiumConversionReport(getDb(), query.period));
  },
});

export const config: Config = { path: '/api/admin/analytics/premium' };
