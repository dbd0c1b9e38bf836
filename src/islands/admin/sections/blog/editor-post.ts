// The post the blog editor works on: which one its address names, why it could not be loaded, and
// the form a revision of a published post puts back.
import { formFromPost, type EditorForm } from '../../../../lib/blog/editor-form.ts';
import type { PostRevision } from '../../../../lib/blog/post-history.ts';
import type { BlogPost } from '../../../../lib/schemas/blog-post.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { blogEditIdFrom } from '../../../../lib/routes.ts';
import { errorMessage } from '../../admin-api.ts';

export type Mode = { kind: 'create' } | { kind: 'edit'; id: number } | { kind: 'invalid' };

export function modeFromPath(pathname: string): Mode {
  const id = blogEditIdFrom(pathname);
  if (id === null) return { kind: 'create' };
  return /^\d{1,9}$/.test(id) ? { kind: 'edit', id: Number(id) } : { kind: 'invalid' };
}

export function loadErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 404
    ? 'Post not found'
    : errorMessage(error, 'Unable to load this post.');
}

/** The text comes back; the post's status, date, language and translation link stay (decision 0049). */
export function revisionForm(current: BlogPost, revision: PostRevision): EditorForm {
  const { status, publishDate, language, translationOf, translationReviewed } = current;
  return formFromPost({
    ...current,
    ...revision.snapshot,
    status,
    publishDate,
    language,
    translationOf,
    translationReviewed,
  });
}
