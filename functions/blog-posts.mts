import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { json, readJson, route } from '../src/server/http.ts';
import { currentStaff, requireStaff } from '../src/server/auth/guard.ts';
import { can } from '../src/lib/permissions.ts';
import { createPost, listAllPosts, listPublishedPosts } from '../src/server/repositories/blog-posts.ts';
import { asConflict, cleanPayload, postAuditEntry, rebuildIfPublic } from '../src/server/blog/save-post.ts';
import { recordAudit } from '../src/server/audit.ts';
import { BlogPostPayloadSchema } from '../src/lib/schemas/blog-post.ts';
import { API } from '../src/lib/routes.ts';

// GET: signed-in staff with blog rights get every post (drafts and scheduled too, never cached);
// everyone else gets the published ones (product §7). POST: a staff member creates a post.
export default route({
  async GET(request) {
    const session = await currentStaff(request);
    if (session && can(session.staff.role, 'blog')) {
      return json(await listAllPosts(getDb()), { headers: { Vary: 'Cookie' } });
    }
    const posts = await listPublishedPosts(getDb());
    return json(posts, { cache: { publicSeconds: 60 }, headers: { Vary: 'Cookie' } });
  },
  async POST(request) {
    const { staff } = await requireStaff(request, 'blog');
    const payload = cleanPayload(await readJson(request, BlogPostPayloadSchema, 512 * 1024));
    const post = await asConflict(() =>
      getDb().transaction(async (tx) => {
        const created = await createPost(tx, payload);
        await recordAudit(tx, staff, postAuditEntry(null, created));
        return created;
      }),
    );
    const rebuild = await rebuildIfPublic(null, post.status, post.slug);
    return json(post, { status: 201, headers: { Location: API.blogPostById.path(post.id), 'X-Rebuild': rebuild } });
  },
});

export const config: Config = { path: '/api/blog/posts' };
