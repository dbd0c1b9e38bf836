import type { Config, Context } from '@netlify/functions';
import { z } from 'zod';
import { getDb } from '../src/server/db.ts';
import { isBot } from '../src/lib/analytics/events.ts';
import { trafficSource } from '../src/lib/analytics/source.ts';
import { SLUG_MAX, SLUG_PATTERN } from '../src/lib/blog/slug.ts';
import { HttpError, clientIp, json, readJson, route } from '../src/server/http.ts';
import { recordEvent } from '../src/server/repositories/analytics.ts';
import { recordView } from '../src/server/repositories/blog-posts.ts';

const ViewSchema = z.strictObject({
  slug: z.string().max(SLUG_MAX).regex(SLUG_PATTERN, 'Unknown post'),
  /** The page's document.referrer and location.search: the server derives the traffic source. */
  referrer: z.string().max(2048).optional(),
  search: z.string().max(2048).optional(),
});

// POST /api/blog/views {slug, referrer?, search?}: the post page's beacon, sent once per browser
// session per post. Counts a view of a public post, records the cookieless 'blog_read' analytics
// event (crawlers excepted; the Analytics tab's views over time) and answers the new count; 404 for
// anything else. One request and no script file: the page's inline starter imports nothing.
export default route({
  async POST(request: Request, context: Context) {
    const { slug, referrer = '', search = '' } = await readJson(request, ViewSchema, 4096);
    const userAgent = request.headers.get('user-agent') ?? '';
    const url = new URL(request.url);
    // The count and the event together or neither.
    const views = await getDb().transaction(async (tx) => {
      const count = await recordView(tx, slug);
      if (count === null) throw new HttpError(404, 'Post not found');
      if (!isBot(userAgent)) {
        const event = { type: 'blog_read' as const, slug, source: trafficSource(search, referrer, url.hostname) };
        await recordEvent(tx, event, { ip: clientIp(request, context) ?? '', userAgent, site: url.host });
      }
      return count;
    });
    return json({ views });
  },
});

export const config: Config = {
  path: '/api/blog/views',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
