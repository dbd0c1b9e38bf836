import type { Config } from '@netlify/functions';
import { getDb } from '../db/client.ts';
import { json, route } from '../src/server/http.ts';
import { listPublishedPosts } from '../src/server/repositories/blog-posts.ts';

// GET: the public list (published posts only, spec §7). The back-office adds POST and the staff
// view of every post.
export default route({
  async GET() {
    const posts = await listPublishedPosts(getDb());
    return json(posts, { cache: { publicSeconds: 60 } });
  },
});

export const config: Config = { path: '/api/blog/posts' };
