import type { Config, Context } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { BeaconEventSchema, EVENT_MAX_BYTES, isBot } from '../src/lib/analytics/events.ts';
import { requireSameOrigin } from '../src/server/auth/guard.ts';
import { clientIp, json, readJson, route } from '../src/server/http.ts';
import { recordEvent } from '../src/server/repositories/analytics.ts';

// POST /api/events: the public site's cookieless beacon, one event per request. The body is
// checked strictly (unknown fields or wrong types → 400); crawlers and headless browsers are
// acknowledged but not counted; the IP and user agent only feed today's salted visitor hash.
// A referral conversion is refused (400): the server counts it when it credits a referral
// (src/server/repositories/waitlist.ts), so twenty curl requests cannot make twenty (decision 0031).
export default route({
  async POST(request: Request, context: Context) {
    requireSameOrigin(request);
    const event = await readJson(request, BeaconEventSchema, EVENT_MAX_BYTES);
    const userAgent = request.headers.get('user-agent') ?? '';
    if (isBot(userAgent)) return json({ recorded: false }, { status: 202 });
    await recordEvent(getDb(), event, {
      ip: clientIp(request, context) ?? '',
      userAgent,
      site: new URL(request.url).host,
    });
    return json({ recorded: true }, { status: 202 });
  },
});

// Netlify reads this literal at deploy time; the platform enforces the limit per IP. A visitor
// taking both quizzes sends about 25 events, so 120 a minute leaves room for people behind one NAT.
export const config: Config = {
  path: '/api/events',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
