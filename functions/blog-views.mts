import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { getDb } from '../src/server/db.ts';
import { SLUG_MAX, SLUG_PATTERN } from '../src/lib/blog/slug.ts';
import { HttpError, json, readJson, route } from '../src/server/http.ts';
import { recordView } from '../src/server/repositories/blog-posts.ts';

const ViewSchema = z.strictObject({
  slug: z.string().max(SLUG_MAX).regex(SLUG_PATTERN, 'Unknown post'),
});

// POST /api/blog/views {slug}: the post page's beacon, sent once per browser session per post.
// Counts a view of a public post and answers its new count; 404 for anything else.
export default route({
  async POST(request) {
    const { slug } = await readJson(request, ViewSchema, 1024);
    const views = await recordView(getDb(), slug);
    if (views === null) throw new HttpError(404, 'Post not found');
    return json({ views });
  },
});

export const config: Config = {
  path: '/api/blog/views',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
