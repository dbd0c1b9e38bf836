import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { json, readJson, readQuery, route } from '../src/server/http.ts';
import { currentStaff, requireStaff } from '../src/server/auth/guard.ts';
import { can } from '../src/lib/permissions.ts';
import { listPostsPage } from '../src/server/repositories/blog-posts.ts';
import { cleanPayload } from '../src/server/blog/save-post.ts';
import { createPostAs } from '../src/server/blog/post-writes.ts';
import { BlogListQuerySchema, BlogPostPayloadSchema } from '../src/lib/schemas/blog-post.ts';
import { API } from '../src/lib/routes.ts';

// GET ?page=&pageSize= (max 50, default 20), optionally ?language=, ?q=, ?originals=true: one page
// of the list, newest first, bodies left out, with the total. Signed-in staff with blog rights page
// through every post (drafts and scheduled too, never cached); everyone else through the published
// ones (product §7).
// POST: a staff member creates a post, in a language and maybe as a translation (decision 0049).
export default route({
  async GET(request) {
    const query = readQuery(request, BlogListQuerySchema);
    const session = await currentStaff(request);
    if (session && can(session.staff.role, 'blog')) {
      return json(await listPostsPage(getDb(), query, { publishedOnly: false }), { headers: { Vary: 'Cookie' } });
    }
    const page = await listPostsPage(getDb(), query, { publishedOnly: true });
    return json(page, { cache: { publicSeconds: 60 }, headers: { Vary: 'Cookie' } });
  },
  async POST(request) {
    const { staff } = await requireStaff(request, 'blog');
    const payload = cleanPayload(await readJson(request, BlogPostPayloadSchema, 512 * 1024));
    const { post, rebuild } = await createPostAs(getDb(), staff, payload);
    return json(post, { status: 201, headers: { Location: API.blogPostById.path(post.id), 'X-Rebuild': rebuild } });
  },
});

// A literal: Netlify reads config.path by static analysis (an imported constant gives a 404).
export const config: Config = { path: '/api/blog/posts' };
