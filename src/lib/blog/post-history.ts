// Post history as the API and the editor share it (docs/decisions/0037). A revision is a
// snapshot of a post's editable text taken by a write; the newest KEPT_REVISIONS per post are kept.
import type { BlogPost, BlogPostPayload, BlogPostStatus } from '../schemas/blog-post.ts';

export const KEPT_REVISIONS = 25;

/** An autosave makes a revision only when the newest one is older than this and the text differs. */
export const AUTOSAVE_REVISION_MS = 10 * 60 * 1000;

/** How long the editor waits after the last change before it autosaves a draft. */
export const AUTOSAVE_DELAY_MS = 3000;

export const POST_REVISION_REASONS = [
  'created',
  'saved',
  'published',
  'unpublished',
  'scheduled',
  'autosave',
  'before-restore',
  'restored',
] as const;
export type PostRevisionReason = (typeof POST_REVISION_REASONS)[number];

export const REVISION_REASON_LABELS: Record<PostRevisionReason, string> = {
  created: 'Created',
  saved: 'Saved',
  published: 'Published',
  unpublished: 'Unpublished',
  scheduled: 'Scheduled',
  autosave: 'Autosaved (10 minutes of editing)',
  'before-restore': 'Before a restore',
  restored: 'Restored',
};

/** The fields a revision restores: the post's text and settings, never its status or publish date. */
export const RESTORED_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'content',
  'category',
  'tags',
  'author',
  'authorBio',
  'coverImage',
  'coverImageAlt',
  'metaTitle',
  'metaDescription',
  'ogTitle',
  'ogDescription',
  'ogImage',
  'allowIndexing',
  'featured',
] as const satisfies readonly (keyof BlogPostPayload)[];

/**
 * A revision: the restorable fields, and for the record the status, date, language and translation
 * link of the time (a restore keeps the post's own: its place among its translations is not text,
 * decision 0049). Revisions older than languages have no language or link.
 */
export type PostSnapshot = Pick<BlogPost, (typeof RESTORED_FIELDS)[number] | 'status' | 'publishDate'> &
  Partial<Pick<BlogPost, 'language' | 'translationOf'>>;

export function snapshotOf(post: BlogPost): PostSnapshot {
  const snapshot = {
    status: post.status,
    publishDate: post.publishDate,
    language: post.language,
    translationOf: post.translationOf,
  } as PostSnapshot;
  for (const field of RESTORED_FIELDS) (snapshot as Record<string, unknown>)[field] = post[field];
  return snapshot;
}

/** True when the restorable text of two snapshots differs (status and date aside). */
export function textDiffers(a: PostSnapshot, b: PostSnapshot): boolean {
  return RESTORED_FIELDS.some((field) => JSON.stringify(a[field]) !== JSON.stringify(b[field]));
}

/** Why an explicit save made its revision, from the status before and after. */
export function saveReason(before: BlogPostStatus | null, after: BlogPostStatus): PostRevisionReason {
  if (before === null) return 'created';
  if (after === 'published' && before !== 'published') return 'published';
  if (before === 'published' && after !== 'published') return 'unpublished';
  if (after === 'scheduled' && before !== 'scheduled') return 'scheduled';
  return 'saved';
}

/** A revision in the history list (GET /api/blog/posts/{id}/revisions), newest first. */
export interface PostRevision {
  id: number;
  reason: PostRevisionReason;
  createdBy: string;
  /** The staff member's name, when the username belongs to an account. */
  createdByName: string | null;
  createdAt: string;
  snapshot: PostSnapshot;
}

export const AUTOSAVE_DRAFTS_ONLY =
  'Autosave keeps drafts only: a published or scheduled post changes when you press Save, Publish or Schedule.';
export const RESTORE_PUBLISHED_IN_EDITOR =
  'A published post is restored in the editor: load the revision there and press Publish to put it live.';
