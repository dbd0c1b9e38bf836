import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { HttpError, idParam, json, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { getPostById, updatePost } from '../src/server/repositories/blog-posts.ts';
import { asConflict, cleanPayload, POST_NOT_FOUND, postVersions } from '../src/server/blog/save-post.ts';
import { recordAutosaveRevision } from '../src/server/blog/post-history.ts';
import { checkTranslationLink, linkChangeSummary, lockPostLinks } from '../src/server/blog/translations.ts';
import { recordAudit } from '../src/server/audit.ts';
import { claimVersion, readVersioned } from '../src/server/versions.ts';
import { BlogPostPayloadSchema } from '../src/lib/schemas/blog-post.ts';
import { AUTOSAVE_DRAFTS_ONLY } from '../src/lib/blog/post-history.ts';

// PUT { version, ...post }: the editor saves the open draft in place a few seconds after a change
// (decision 0037). The version check is the one of every save (409 with who changed it). Drafts
// only, and it stays a draft: a published post's edits go live only when Publish is pressed. No
// revision, except when the newest is older than ten minutes and the text differs.
export default route({
  async PUT(request, context) {
    const { staff } = await requireStaff(request, 'blog');
    const id = idParam(context.params.id, POST_NOT_FOUND);
    const { version, payload: body } = await readVersioned(request, BlogPostPayloadSchema, 512 * 1024);
    const payload = cleanPayload(body);
    if (payload.status !== 'draft')
      throw new HttpError(400, AUTOSAVE_DRAFTS_ONLY, [{ path: 'status', message: AUTOSAVE_DRAFTS_ONLY }]);
    const post = await asConflict(() =>
      getDb().transaction(async (tx) => {
        await lockPostLinks(tx);
        await claimVersion(tx, postVersions, id, version, staff.username);
        const previous = (await getPostById(tx, id))!;
        // Checked after the claim: a stale editor learns of the newer version (409) first.
        if (previous.status !== 'draft')
          throw new HttpError(400, AUTOSAVE_DRAFTS_ONLY, [{ path: 'status', message: AUTOSAVE_DRAFTS_ONLY }]);
        await checkTranslationLink(tx, id, payload);
        const updated = (await updatePost(tx, id, payload))!;
        const snapshotted = await recordAutosaveRevision(tx, updated, staff.username);
        await recordAudit(tx, staff, {
          action: 'post.autosaved',
          entityType: 'post',
          entityId: id,
          summary: `Autosaved draft "${updated.title}" (/${updated.slug})${snapshotted ? ', with a revision' : ''}${linkChangeSummary(previous, updated)}`,
        });
        return updated;
      }),
    );
    return json(post);
  },
});

export const config: Config = { path: '/api/blog/posts/:id/autosave' };
