// Post history (docs/decisions/0037): every query on post_revisions and
// post_slug_redirects. Revisions are written in the transaction of the write that makes them, and
// the post's history is trimmed to the newest KEPT_REVISIONS in that same transaction.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { postRevisions, postSlugRedirects } from '../../../db/schema.ts';
import {
  AUTOSAVE_REVISION_MS,
  KEPT_REVISIONS,
  snapshotOf,
  textDiffers,
  type PostRevision,
  type PostRevisionReason,
} from '../../lib/blog/post-history.ts';
import type { BlogPost } from '../../lib/schemas/blog-post.ts';
import { now } from '../clock.ts';
import { queryRows } from '../sql.ts';

/** Snapshots `post` as a revision by `who`, then keeps only the newest KEPT_REVISIONS of the post. */
export async function recordRevision(
  tx: Database,
  post: BlogPost,
  reason: PostRevisionReason,
  who: string,
): Promise<void> {
  await tx
    .insert(postRevisions)
    .values({ postId: post.id, reason, snapshot: snapshotOf(post), createdBy: who, createdAt: now() });
  await tx.execute(sql`
    DELETE FROM post_revisions WHERE post_id = ${post.id} AND id NOT IN (
      SELECT id FROM post_revisions WHERE post_id = ${post.id} ORDER BY created_at DESC, id DESC LIMIT ${KEPT_REVISIONS})`);
}

/**
 * After an autosave: a revision when the newest one is older than ten minutes and the text differs
 * from it (so a long editing session leaves points to go back to), otherwise nothing.
 */
export async function recordAutosaveRevision(tx: Database, post: BlogPost, who: string): Promise<boolean> {
  const [newest] = await tx
    .select({ snapshot: postRevisions.snapshot, createdAt: postRevisions.createdAt })
    .from(postRevisions)
    .where(eq(postRevisions.postId, post.id))
    .orderBy(desc(postRevisions.createdAt), desc(postRevisions.id))
    .limit(1);
  if (
    newest &&
    (now().getTime() - newest.createdAt.getTime() < AUTOSAVE_REVISION_MS ||
      !textDiffers(newest.snapshot, snapshotOf(post)))
  )
    return false;
  await recordRevision(tx, post, 'autosave', who);
  return true;
}

export async function listRevisions(db: Database, postId: number): Promise<PostRevision[]> {
  const rows = await queryRows<{
    id: number;
    reason: PostRevisionReason;
    created_by: string;
    display_name: string | null;
    created_at: Date | string;
    snapshot: PostRevision['snapshot'];
  }>(
    db,
    sql`SELECT r.id, r.reason, r.created_by, s.display_name, r.created_at, r.snapshot FROM post_revisions r
          LEFT JOIN staff_accounts s ON lower(s.username) = lower(r.created_by)
         WHERE r.post_id = ${postId} ORDER BY r.created_at DESC, r.id DESC`,
  );
  return rows.map((row) => ({
    id: row.id,
    reason: row.reason,
    createdBy: row.created_by,
    createdByName: row.display_name,
    createdAt: new Date(row.created_at).toISOString(),
    snapshot: row.snapshot,
  }));
}

export async function getRevision(db: Database, postId: number, revisionId: number) {
  const [row] = await db
    .select()
    .from(postRevisions)
    .where(and(eq(postRevisions.postId, postId), eq(postRevisions.id, revisionId)));
  return row ?? null;
}

/**
 * Keeps a published post's address: a slug changed while the post was published leaves the old one
 * redirecting to the post. The slug a post takes (a new post, or this one going back) stops
 * redirecting, so a live page is never shadowed by an old redirect.
 */
export async function recordSlug(
  tx: Database,
  before: Pick<BlogPost, 'slug' | 'status'> | null,
  after: Pick<BlogPost, 'id' | 'slug'>,
): Promise<void> {
  await tx.delete(postSlugRedirects).where(eq(postSlugRedirects.oldSlug, after.slug));
  if (before && before.status === 'published' && before.slug !== after.slug) {
    await tx
      .insert(postSlugRedirects)
      .values({ oldSlug: before.slug, postId: after.id })
      .onConflictDoUpdate({ target: postSlugRedirects.oldSlug, set: { postId: after.id, createdAt: sql`now()` } });
  }
}

/**
 * The redirects the build writes: each old slug → its post's current slug (chains collapse, as
 * every old slug points at the post, not at a slug). Only to posts the build publishes.
 */
export async function listSlugRedirects(
  db: Database,
  publicSlugs: ReadonlySet<string>,
): Promise<{ from: string; to: string }[]> {
  const rows = await queryRows<{ old_slug: string; slug: string }>(
    db,
    sql`SELECT r.old_slug, p.slug FROM post_slug_redirects r JOIN blog_posts p ON p.id = r.post_id ORDER BY r.old_slug`,
  );
  return rows
    .filter((row) => publicSlugs.has(row.slug) && !publicSlugs.has(row.old_slug))
    .map((row) => ({ from: row.old_slug, to: row.slug }));
}
