import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { HttpError, idParam, json, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { deletePost, getPostById, regroupTranslationsOf, updatePost } from '../src/server/repositories/blog-posts.ts';
import { checkTranslationLink, lockPostLinks, otherGroupMembers } from '../src/server/blog/translations.ts';
import type { BlogPostWithTranslations } from '../src/lib/schemas/blog-post.ts';
import {
  asConflict,
  cleanPayload,
  POST_NOT_FOUND,
  postAuditEntry,
  postVersions,
  rebuildIfPublic,
} from '../src/server/blog/save-post.ts';
import { recordAudit } from '../src/server/audit.ts';
import { recordRevision, recordSlug } from '../src/server/blog/post-history.ts';
import { saveReason } from '../src/lib/blog/post-history.ts';
import { claimVersion, readVersion, readVersioned } from '../src/server/versions.ts';
import { BlogPostPayloadSchema } from '../src/lib/schemas/blog-post.ts';

const NOT_FOUND = POST_NOT_FOUND;

// Staff only: read any post (drafts too, for the editor and previews) with the other posts of its
// translation group, replace it, delete it. A replace or delete sends the version it loaded; an
// older one answers 409 (src/server/versions.ts). Every replace snapshots the post as a revision,
// and a published post's old slug keeps redirecting (src/server/blog/post-history.ts, decision
// 0037). Language and "translation of" follow the rules of decision 0049, checked under one lock.
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
    const { version, payload: body } = await readVersioned(request, BlogPostPayloadSchema, 512 * 1024);
    const payload = cleanPayload(body);
    const [before, post] = await asConflict(() =>
      getDb().transaction(async (tx) => {
        await lockPostLinks(tx);
        await claimVersion(tx, postVersions, id, version, staff.username);
        const previous = (await getPostById(tx, id))!;
        await checkTranslationLink(tx, id, payload);
        const updated = (await updatePost(tx, id, payload))!;
        await recordSlug(tx, previous, updated);
        await recordRevision(tx, updated, saveReason(previous.status, updated.status), staff.username);
        await recordAudit(tx, staff, postAuditEntry(previous, updated));
        return [previous, updated] as const;
      }),
    );
    const rebuild = await rebuildIfPublic(before.status, post.status, post.slug);
    return json(post, { headers: { 'X-Rebuild': rebuild } });
  },
  async DELETE(request, context) {
    const { staff } = await requireStaff(request, 'blog');
    const id = idParam(context.params.id, NOT_FOUND);
    const version = await readVersion(request);
    const post = await getDb().transaction(async (tx) => {
      await lockPostLinks(tx);
      await claimVersion(tx, postVersions, id, version, staff.username);
      // An original's translations stay together around the oldest of them.
      const regrouped = await regroupTranslationsOf(tx, id, staff.username);
      const deleted = (await deletePost(tx, id))!;
      await recordAudit(tx, staff, postAuditEntry(deleted, null, regrouped));
      return deleted;
    });
    const rebuild = await rebuildIfPublic(post.status, null, post.slug);
    return json({ deleted: true, id: post.id }, { headers: { 'X-Rebuild': rebuild } });
  },
});

export const config: Config = { path: '/api/blog/posts/:id' };
