// What the blog editor says about saving: the status line under its buttons, why a save cannot
// start, and the toast after one.
import { missingRequired, scheduledDate, type EditorForm, type SaveAction } from '../../../../lib/blog/editor-form.ts';
import type { BlogPost, BlogPostInput, BlogPostStatus } from '../../../../lib/schemas/blog-post.ts';

export type AutosaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

/** The status line: a draft's autosave, or whether the text typed is saved. */
export function editorStatusText(
  autosaves: boolean,
  autosave: AutosaveState,
  dirty: boolean,
  storedStatus: BlogPostStatus | null,
): string {
  if (autosaves) {
    if (autosave.kind === 'saving') return 'Saving…';
    if (autosave.kind === 'failed') return `Not saved: ${autosave.message}`;
    if (!dirty) return autosave.kind === 'saved' ? 'Saved' : 'All changes saved';
    return 'Unsaved changes (saving shortly; kept in this browser)';
  }
  if (!dirty) return 'All changes saved';
  return storedStatus === 'published' || storedStatus === 'scheduled'
    ? `Unsaved changes (kept in this browser; the ${storedStatus} post changes when you press ${storedStatus === 'published' ? 'Publish' : 'Schedule'})`
    : 'Unsaved changes (kept in this browser)';
}

/** What is missing for a save (the "Missing required fields" toast's description), or null. */
export function missingForSave(form: EditorForm, action: SaveAction): string | null {
  if (missingRequired(form)) return 'Please fill in title, content, excerpt, and category.';
  if (action === 'schedule' && !scheduledDate(form)) return 'Please choose the date and time to publish this post.';
  return null;
}

/** The toast after a save, by the button pressed. */
export function savedToast(
  action: SaveAction,
  post: BlogPost,
  payload: BlogPostInput,
): { title: string; description: string } {
  if (action === 'publish')
    return { title: 'Post published successfully!', description: 'Your post is now live on the blog' };
  if (action === 'schedule') {
    const when = new Date(post.publishDate ?? String(payload.publishDate ?? new Date().toISOString())).toLocaleString(
      'en-US',
      { dateStyle: 'medium', timeStyle: 'short' },
    );
    return { title: 'Post saved successfully!', description: `Your post is scheduled for ${when}` };
  }
  return { title: 'Post saved successfully!', description: 'Your changes have been saved' };
}
