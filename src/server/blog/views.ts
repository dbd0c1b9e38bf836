// A reader's view of a public post (the post page's beacon): the count and the cookieless
// 'blog_read' analytics event go together or not at all; crawlers are counted but send no event.
import type { Database } from '../../../db/client.ts';
import { isBot } from '../../lib/analytics/events.ts';
import { trafficSource } from '../../lib/analytics/source.ts';
import { HttpError } from '../http.ts';
import { recordEvent, type Visitor } from '../repositories/analytics.ts';
import { recordView } from '../repositories/blog-posts.ts';

/** The page's document.referrer and location.search: the server derives the traffic source. */
export interface ViewedFrom {
  referrer: string;
  search: string;
  hostname: string;
}

/** Answers the post's new view count; 404 unless the slug is a public post. */
export async function countPostView(db: Database, slug: string, from: ViewedFrom, visitor: Visitor): Promise<number> {
  return db.transaction(async (tx) => {
    const count = await recordView(tx, slug);
    if (count === null) throw new HttpError(404, 'Post not found');
    if (!isBot(visitor.userAgent)) {
      const event = {
        type: 'blog_read' as const,
        slug,
        source: trafficSource(from.search, from.referrer, from.hostname),
      };
      await recordEvent(tx, event, visitor);
    }
    return count;
  });
}
