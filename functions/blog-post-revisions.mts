import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { HttpError, idParam, json, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { getPostById } from '../src/server/repositories/blog-posts.ts';
import { POST_NOT_FOUND } from '../src/server/blog/save-post.ts';
import { listRevisions } from '../src/server/blog/post-history.ts';

// GET: a post's history, newest first (at most 25 revisions, each with its snapshot), for the
// editor's "Post history" (decision 0037).
export default route({
  async GET(request, context) {
    await requireStaff(request, 'blog');
    const id = idParam(context.params.id, POST_NOT_FOUND);
    const db = getDb();
    if (!(await getPostById(db, id))) throw new HttpError(404, POST_NOT_FOUND);
    return json({ revisions: await listRevisions(db, id) });
  },
});

export const config: Config = { path: '/api/blog/posts/:id/revisions' };
