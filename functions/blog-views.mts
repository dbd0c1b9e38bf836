import type { Config, Context } from '@netlify/functions';
import { z } from 'zod';
import { getDb } from '../src/server/db.ts';
import { SLUG_MAX, SLUG_PATTERN } from '../src/lib/blog/slug.ts';
import { clientIp, json, readJson, route } from '../src/server/http.ts';
import { countPostView } from '../src/server/blog/views.ts';

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
    const url = new URL(request.url);
    const visitor = {
      ip: clientIp(request, context) ?? '',
      userAgent: request.headers.get('user-agent') ?? '',
      site: url.host,
    };
    const views = await countPostView(getDb(), slug, { referrer, search, hostname: url.hostname }, visitor);
    return json({ views });
  },
});

export const config: Config = {
  path: '/api/blog/views',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
