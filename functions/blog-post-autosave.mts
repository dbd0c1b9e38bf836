import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { idParam, json, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { cleanPayload, POST_NOT_FOUND } from '../src/server/blog/save-post.ts';
import { autosaveDraft } from '../src/server/blog/post-writes.ts';
import { readVersioned } from '../src/server/versions.ts';
import { BlogPostPayloadSchema } from '../src/lib/schemas/blog-post.ts';

// PUT { version, ...post }: the editor saves the open draft in place a few seconds after a change
// (decision 0037). The version check is the one of every save (409 with who changed it). Drafts
// only, and it stays a draft: a published post's edits go live only when Publish is pressed.
export default route({
  async PUT(request, context) {
    const { staff } = await requireStaff(request, 'blog');
    const id = idParam(context.params.id, POST_NOT_FOUND);
    const { version, payload } = await readVersioned(request, BlogPostPayloadSchema, 512 * 1024);
    return json(await autosaveDraft(getDb(), staff, id, version, cleanPayload(payload)));
  },
});

export const config: Config = { path: '/api/blog/posts/:id/autosave' };
