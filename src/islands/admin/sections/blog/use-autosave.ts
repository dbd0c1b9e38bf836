// Autosave (decision 0037): a draft is saved in place, against the version its text was typed
// against. One autosave runs at a time; a form the server refused (not a conflict) is not sent
// again until it changes. The editor decides when to call it and what a saved post changes.
import { useRef, useState, type MutableRefObject } from 'react';
import { toPayload, type EditorForm } from '../../../../lib/blog/editor-form.ts';
import type { BlogPost } from '../../../../lib/schemas/blog-post.ts';
import { versionConflictOf, type VersionConflict } from '../../../../lib/versions.ts';
import { adminApi, errorMessage } from '../../admin-api.ts';
import type { AutosaveState } from './editor-status.ts';

export function useAutosave({
  postId,
  formRef,
  versionRef,
  onSaved,
  onConflict,
}: {
  postId: number | null;
  /** The form and version as they are now, whatever render scheduled the autosave. */
  formRef: MutableRefObject<EditorForm>;
  versionRef: MutableRefObject<number | null>;
  onSaved: (post: BlogPost, sent: EditorForm) => void;
  onConflict: (stale: VersionConflict<BlogPost>) => void;
}) {
  const [autosave, setAutosave] = useState<AutosaveState>({ kind: 'idle' });
  const autosaving = useRef<Promise<boolean> | null>(null);
  /** The form an autosave was refused for (not a conflict): not sent again until it changes. */
  const refused = useRef<string | null>(null);

  /** Saves the draft in place now; true when what was typed is on the server. */
  const autosaveNow = (): Promise<boolean> => {
    if (autosaving.current) return autosaving.current;
    const sent = formRef.current;
    if (postId === null) return Promise.resolve(false);
    setAutosave({ kind: 'saving' });
    autosaving.current = (async () => {
      try {
        const post = await adminApi.autosavePost(postId, toPayload(sent, 'draft'), versionRef.current ?? 0);
        versionRef.current = post.version;
        onSaved(post, sent);
        refused.current = null;
        setAutosave({ kind: 'saved' });
        return true;
      } catch (error) {
        const stale = versionConflictOf<BlogPost>(error);
        if (stale) {
          onConflict(stale);
          setAutosave({
            kind: 'failed',
            message: 'someone else changed this post (your text is kept in this browser)',
          });
        } else {
          refused.current = JSON.stringify(sent);
          setAutosave({
            kind: 'failed',
            message: errorMessage(error, 'the server did not answer; your text is kept in this browser'),
          });
        }
        return false;
      } finally {
        autosaving.current = null;
      }
    })();
    return autosaving.current;
  };

  return { autosave, setAutosave, autosaving, refused, autosaveNow };
}
