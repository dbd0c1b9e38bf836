import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { HttpError, idParam, json, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { getPostById } from '../src/server/repositories/blog-posts.ts';
import { otherGroupMembers } from '../src/server/blog/translations.ts';
import type { BlogPostWithTranslations } from '../src/lib/schemas/blog-post.ts';
import { cleanPayload, POST_NOT_FOUND } from '../src/server/blog/save-post.ts';
import { deletePostAs, replacePost } from '../src/server/blog/post-writes.ts';
import { readVersion, readVersioned } from '../src/server/versions.ts';
import { BlogPostPayloadSchema } from '../src/lib/schemas/blog-post.ts';

const NOT_FOUND = POST_NOT_FOUND;

// Staff only: read any post (drafts too, for the editor and previews) with the other posts of its
// translation group, replace it, delete it. A replace or delete sends the version it loaded; an
// older one answers 409 (src/server/versions.ts). The writes are src/server/blog/post-writes.ts.
export default route({
  async GET(request, context) {
    await requireStaff(request, 'blog');
    const db = getDb();
    const post = await getPostById(db, idParam(context.params.id, NOT_FOUND));
    if (!post) throw new HttpError(404, NOT_FOUND);
    const body: BlogPostWithTranslations = { ...post, translations: await otherGroupMembers(db, post) };
    return json(body);
  },
  async PUT(request, context) {
    const { staff } = await requireStaff(request, 'blog');
    const id = idParam(context.params.id, NOT_FOUND);
    const { version, payload } = await readVersioned(request, BlogPostPayloadSchema, 512 * 1024);
    const { post, rebuild } = await replacePost(getDb(), staff, id, version, cleanPayload(payload));
    return json(post, { headers: { 'X-Rebuild': rebuild } });
  },
  async DELETE(request, context) {
    const { staff } = await requireStaff(request, 'blog');
    const id = idParam(context.params.id, NOT_FOUND);
    const { post, rebuild } = await deletePostAs(getDb(), staff, id, await readVersion(request));
    return json({ deleted: true, id: post.id }, { headers: { 'X-Rebuild': rebuild } });
  },
});

export const config: Config = { path: '/api/blog/posts/:id' };
