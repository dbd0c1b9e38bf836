// The staff writes of a post, each one transaction that owns every step: the version claim, the
// translation-link check under one lock (decision 0049), the row, its revision and old-slug
// redirect (decision 0037) and the audit row; then one rebuild if the public site changed. The
// functions in functions/blog-*.mts only read the request and answer.
import type { Database } from '../../../db/client.ts';
import {
  AUTOSAVE_DRAFTS_ONLY,
  RESTORE_PUBLISHED_IN_EDITOR,
  RESTORED_FIELDS,
  REVISION_REASON_LABELS,
  saveReason,
} from '../../lib/blog/post-history.ts';
import { BlogPostPayloadSchema, type BlogPost, type BlogPostPayload } from '../../lib/schemas/blog-post.ts';
import { recordAudit, type AuditActor } from '../audit.ts';
import { triggerRebuild, type RebuildResult } from '../build-hook.ts';
import { HttpError, parseBody } from '../http.ts';
import {
  createPost,
  deletePost,
  getPostById,
  importBuiltInPosts,
  regroupTranslationsOf,
  updatePost,
} from '../repositories/blog-posts.ts';
import { loadBuiltInPosts } from './built-in-posts.ts';
import { claimVersion } from '../versions.ts';
import { getRevision, recordAutosaveRevision, recordRevision, recordSlug } from './post-history.ts';
import { asConflict, postAuditEntry, postVersions, rebuildIfPublic } from './save-post.ts';
import { checkTranslationLink, linkChangeSummary, lockPostLinks } from './translations.ts';

export interface PostWritten {
  post: BlogPost;
  rebuild: RebuildResult | 'none';
}

export async function createPostAs(db: Database, staff: AuditActor, payload: BlogPostPayload): Promise<PostWritten> {
  const post = await asConflict(() =>
    db.transaction(async (tx) => {
      await lockPostLinks(tx);
      await checkTranslationLink(tx, null, payload);
      const created = await createPost(tx, payload);
      await recordSlug(tx, null, created);
      await recordRevision(tx, created, 'created', staff.username);
      await recordAudit(tx, staff, postAuditEntry(null, created));
      return created;
    }),
  );
  return { post, rebuild: await rebuildIfPublic(null, post.status, post.slug) };
}

/** Replaces a post loaded at `version` (409 when someone saved since). */
export async function replacePost(
  db: Database,
  staff: AuditActor,
  id: number,
  version: number,
  payload: BlogPostPayload,
): Promise<PostWritten> {
  const [before, post] = await asConflict(() =>
    db.transaction(async (tx) => {
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
  return { post, rebuild: await rebuildIfPublic(before.status, post.status, post.slug) };
}

export async function deletePostAs(db: Database, staff: AuditActor, id: number, version: number): Promise<PostWritten> {
  const post = await db.transaction(async (tx) => {
    await lockPostLinks(tx);
    await claimVersion(tx, postVersions, id, version, staff.username);
    // An original's translations stay together around the oldest of them.
    const regrouped = await regroupTranslationsOf(tx, id, staff.username);
    const deleted = (await deletePost(tx, id))!;
    await recordAudit(tx, staff, postAuditEntry(deleted, null, regrouped));
    return deleted;
  });
  return { post, rebuild: await rebuildIfPublic(post.status, null, post.slug) };
}

function draftsOnly(): HttpError {
  return new HttpError(400, AUTOSAVE_DRAFTS_ONLY, [{ path: 'status', message: AUTOSAVE_DRAFTS_ONLY }]);
}

/**
 * The editor's autosave of an open draft (decision 0037): drafts only, and it stays a draft; a
 * revision only when the newest is older than ten minutes and the text differs.
 */
export async function autosaveDraft(
  db: Database,
  staff: AuditActor,
  id: number,
  version: number,
  payload: BlogPostPayload,
): Promise<BlogPost> {
  if (payload.status !== 'draft') throw draftsOnly();
  return asConflict(() =>
    db.transaction(async (tx) => {
      await lockPostLinks(tx);
      await claimVersion(tx, postVersions, id, version, staff.username);
      const previous = (await getPostById(tx, id))!;
      // Checked after the claim: a stale editor learns of the newer version (409) first.
      if (previous.status !== 'draft') throw draftsOnly();
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
}

export const REVISION_NOT_FOUND = 'Revision not found';

/**
 * Restores a revision of a draft or scheduled post (decision 0037). The current text is
 * snapshotted first ("before restore"), so the restore can be undone; the restored text is itself
 * a revision. The post keeps its status, publish date, language and translation link (decision
 * 0049). A published post is refused: its revision goes live only when Publish is pressed.
 */
export async function restoreRevision(
  db: Database,
  staff: AuditActor,
  id: number,
  revisionId: number,
  version: number,
): Promise<BlogPost> {
  return asConflict(() =>
    db.transaction(async (tx) => {
      await lockPostLinks(tx);
      await claimVersion(tx, postVersions, id, version, staff.username);
      const current = (await getPostById(tx, id))!;
      const revision = await getRevision(tx, id, revisionId);
      if (!revision) throw new HttpError(404, REVISION_NOT_FOUND);
      if (current.status === 'published') throw new HttpError(409, RESTORE_PUBLISHED_IN_EDITOR);
      const restored = Object.fromEntries(RESTORED_FIELDS.map((field) => [field, revision.snapshot[field]]));
      const { status, publishDate, language, translationOf, translationReviewed } = current;
      const payload = parseBody(BlogPostPayloadSchema, {
        ...restored,
        status,
        publishDate,
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
}

/** 'Import Existing Posts': the built-in posts whose slug is not yet taken, all or nothing. */
export async function importBuiltInPostsAs(
  db: Database,
  staff: AuditActor,
): Promise<{ posts: BlogPost[]; rebuild: RebuildResult | 'none' }> {
  const posts = await importBuiltInPosts(db, await loadBuiltInPosts(), async (tx, inserted) => {
    if (inserted.length === 0) return;
    await recordAudit(tx, staff, {
      action: 'post.imported',
      entityType: 'post',
      entityId: null,
      summary: `Imported ${inserted.length} built-in post${inserted.length === 1 ? '' : 's'}: ${inserted.map((p) => p.slug).join(', ')}`,
    });
  });
  const rebuild = posts.length ? await triggerRebuild(`Imported ${posts.length} built-in blog posts`) : 'none';
  return { posts, rebuild };
}

/** SEO Tools' 'Regenerate Sitemap': one rebuild; the audit row says how the hook answered. */
export async function requestSitemapRebuild(db: Database, staff: AuditActor): Promise<RebuildResult> {
  const rebuild = await triggerRebuild(`Sitemap regeneration requested by ${staff.username}`);
  await recordAudit(db, staff, {
    action: 'site.rebuild_requested',
    entityType: 'site',
    entityId: null,
    summary: `Requested a site rebuild (sitemap): ${rebuild}`,
  });
  return rebuild;
}
