// Unsaved work is kept in this browser (offered back after a reload): a moment after each change,
// and again when the page is left with unsaved changes, which asks first.
import { useEffect } from 'react';
import type { EditorForm } from '../../../../lib/blog/editor-form.ts';
import { writeDraft, type StoredDraft } from '../../../../stores/admin-editor-draft.ts';

export function useKeptInBrowser(
  postId: number | null,
  form: EditorForm,
  version: number | null,
  dirty: boolean,
  offer: StoredDraft | null,
): void {
  // Not while a stored copy is still on offer.
  useEffect(() => {
    if (!dirty || offer) return;
    const timer = setTimeout(() => writeDraft(postId, form, version ?? undefined), 250);
    return () => clearTimeout(timer);
  }, [form, dirty, offer, postId, version]);

  // Leaving with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      writeDraft(postId, form, version ?? undefined);
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty, form, postId, version]);
}
