import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { idParam, json, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { POST_NOT_FOUND } from '../src/server/blog/save-post.ts';
import { restoreRevision, REVISION_NOT_FOUND } from '../src/server/blog/post-writes.ts';
import { readVersion } from '../src/server/versions.ts';

// POST { version }: restores a revision of a draft or scheduled post (decision 0037; the rule is
// restoreRevision's). A published post is refused: its revision is loaded in the editor instead.
export default route({
  async POST(request, context) {
    const { staff } = await requireStaff(request, 'blog');
    const id = idParam(context.params.id, POST_NOT_FOUND);
    const revisionId = idParam(context.params.revisionId, REVISION_NOT_FOUND);
    return json(await restoreRevision(getDb(), staff, id, revisionId, await readVersion(request)));
  },
});

export const config: Config = { path: '/api/blog/posts/:id/revisions/:revisionId/restore' };
