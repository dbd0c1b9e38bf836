import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { json, route } from '../src/server/http.ts';
import { publishDuePosts } from '../src/server/repositories/blog-posts.ts';
import { triggerRebuild } from '../src/server/build-hook.ts';

// Scheduled every 5 minutes: due scheduled posts become published, then one rebuild.
// Netlify invokes scheduled functions with POST; they have no public URL in production.
export default route({
  async POST() {
    const published = await publishDuePosts(getDb());
    const rebuild = published.length
      ? await triggerRebuild(`Scheduled blog posts published: ${published.map((post) => post.slug).join(', ')}`)
      : 'none';
    console.info(`[scheduled-publish-posts] ${published.length} post(s) published`);
    return json({ published: published.map((post) => ({ id: post.id, slug: post.slug })), rebuild });
  },
});

export const config: Config = { schedule: '*/5 * * * *' };
