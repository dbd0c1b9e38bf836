// Unsaved editor work kept in this browser (survives a reload or a crashed tab) until it is saved
// or discarded. One entry per staff member and post ('new' for a post not yet created), so on a
// shared computer nobody is offered someone else's unsaved text.
import type { EditorForm } from '../lib/blog/editor-form.ts';
import { $adminSession } from './admin-session.ts';

const PREFIX = 'thawab:admin-draft:';

export interface StoredDraft {
  form: EditorForm;
  savedAt: string;
  /**
   * The version of the post the text was typed against (decision 0029): a restored draft saves
   * against it, so a change someone made since is a conflict, not overwritten. Absent in drafts
   * kept before versions and for new posts.
   */
  version?: number;
}

function owner(): string {
  const session = $adminSession.get();
  return session.status === 'signed-in' ? session.info.staff.username.toLowerCase() : 'signed-out';
}

export const draftKey = (postId: number | null) => `${PREFIX}${owner()}:${postId ?? 'new'}`;

export function readDraft(postId: number | null): StoredDraft | null {
  try {
    const raw = localStorage.getItem(draftKey(postId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as StoredDraft;
    return parsed && typeof parsed === 'object' && parsed.form && typeof parsed.form.title === 'string' ? parsed : null;
  } catch (error) {
    console.error('[admin] unreadable local draft ignored:', error);
    return null;
  }
}

export function writeDraft(postId: number | null, form: EditorForm, version?: number): void {
  try {
    localStorage.setItem(
      draftKey(postId),
      JSON.stringify({
        form,
        savedAt: new Date().toISOString(),
        ...(version === undefined ? {} : { version }),
      } satisfies StoredDraft),
    );
  } catch (error) {
    console.error('[admin] could not keep the draft in this browser:', error);
  }
}

export function clearDraft(postId: number | null): void {
  try {
    localStorage.removeItem(draftKey(postId));
  } catch {
    /* storage unavailable: nothing to clear */
  }
}
