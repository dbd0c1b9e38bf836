import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { HttpError, idParam, json, parseBody, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { getPostById, updatePost } from '../src/server/repositories/blog-posts.ts';
import { asConflict, POST_NOT_FOUND, postVersions } from '../src/server/blog/save-post.ts';
import { getRevision, recordRevision, recordSlug } from '../src/server/blog/post-history.ts';
import { lockPostLinks } from '../src/server/blog/translations.ts';
import { recordAudit } from '../src/server/audit.ts';
import { claimVersion, readVersion } from '../src/server/versions.ts';
import { BlogPostPayloadSchema } from '../src/lib/schemas/blog-post.ts';
import { RESTORE_PUBLISHED_IN_EDITOR, RESTORED_FIELDS, REVISION_REASON_LABELS } from '../src/lib/blog/post-history.ts';

const REVISION_NOT_FOUND = 'Revision not found';

// POST { version }: restores a revision of a draft or scheduled post (decision 0037). The current
// text is snapshotted first ("before restore"), so the restore can be undone by restoring that;
// the restored text is itself a revision. The post keeps its status and publish date, and its
// language and translation link (decision 0049). A published
// post is refused: its revision is loaded in the editor and goes live only when Publish is pressed.
export default route({
  async POST(request, context) {
    const { staff } = await requireStaff(request, 'blog');
    const id = idParam(context.params.id, POST_NOT_FOUND);
    const revisionId = idParam(context.params.revisionId, REVISION_NOT_FOUND);
    const version = await readVersion(request);
    const post = await asConflict(() =>
      getDb().transaction(async (tx) => {
        await lockPostLinks(tx);
        await claimVersion(tx, postVersions, id, version, staff.username);
        const current = (await getPostById(tx, id))!;
        const revision = await getRevision(tx, id, revisionId);
        if (!revision) throw new HttpError(404, REVISION_NOT_FOUND);
        if (current.status === 'published') throw new HttpError(409, RESTORE_PUBLISHED_IN_EDITOR);
        const restored = Object.fromEntries(RESTORED_FIELDS.map((field) => [field, revision.snapshot[field]]));
        // The post keeps its place among its translations: language and link are not text (decision 0049).
        const { language, translationOf, translationReviewed } = current;
        const payload = parseBody(BlogPostPayloadSchema, {
          ...restored,
          status: current.status,
          publishDate: current.publishDate,
          language,
          translationOf,
          translationReviewed,
        });
        await recordRevision(tx, current, 'before-restore', staff.username);
        const updated = (await updatePost(tx, id, payload))!;
        await recordSlug(tx, current, updated);
        await recordRevision(tx, updated, 'restored', staff.username);
        const when = revision.createdAt.toISOString().slice(0, 16).replace('T', ' ');
        await recordAudit(tx, staff, {
          action: 'post.restored',
          entityType: 'post',
          entityId: id,
          summary: `Restored "${updated.title}" (/${updated.slug}) to its revision of ${when} UTC (${REVISION_REASON_LABELS[revision.reason]})`,
        });
        return updated;
      }),
    );
    return json(post);
  },
});

export const config: Config = { path: '/api/blog/posts/:id/revisions/:revisionId/restore' };
