import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { HttpError, idParam, json, readJson, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { deletePost, getPostById, updatePost } from '../src/server/repositories/blog-posts.ts';
import { asConflict, cleanPayload, postAuditEntry, rebuildIfPublic } from '../src/server/blog/save-post.ts';
import { recordAudit } from '../src/server/audit.ts';
import { BlogPostPayloadSchema } from '../src/lib/schemas/blog-post.ts';

const NOT_FOUND = 'Post not found';

// Staff only: read any post (drafts too, for the editor and previews), replace it, delete it.
export default route({
  async GET(request, context) {
    await requireStaff(request, 'blog');
    const post = await getPostById(getDb(), idParam(context.params.id, NOT_FOUND));
    if (!post) throw new HttpError(404, NOT_FOUND);
    return json(post);
  },
  async PUT(request, context) {
    const { staff } = await requireStaff(request, 'blog');
    const id = idParam(context.params.id, NOT_FOUND);
    const payload = cleanPayload(await readJson(request, BlogPostPayloadSchema, 512 * 1024));
    const db = getDb();
    const before = await getPostById(db, id);
    if (!before) throw new HttpError(404, NOT_FOUND);
    const post = await asConflict(() =>
      db.transaction(async (tx) => {
        const updated = await updatePost(tx, id, payload);
        if (updated) await recordAudit(tx, staff, postAuditEntry(before, updated));
        return updated;
      }),
    );
    if (!post) throw new HttpError(404, NOT_FOUND);
    const rebuild = await rebuildIfPublic(before.status, post.status, post.slug);
    return json(post, { headers: { 'X-Rebuild': rebuild } });
  },
  async DELETE(request, context) {
    const { staff } = await requireStaff(request, 'blog');
    const id = idParam(context.params.id, NOT_FOUND);
    const post = await getDb().transaction(async (tx) => {
      const deleted = await deletePost(tx, id);
      if (deleted) await recordAudit(tx, staff, postAuditEntry(deleted, null));
      return deleted;
    });
    if (!post) throw new HttpError(404, NOT_FOUND);
    const rebuild = await rebuildIfPublic(post.status, null, post.slug);
    return json({ deleted: true, id: post.id }, { headers: { 'X-Rebuild': rebuild } });
  },
});

export const config: Config = { path: '/api/blog/posts/:id' };
