// The blog editor (product §2.7 blog editor, §3–§5, §8). Create at /admin/blog/new, edit at
// /admin/blog/edit/{id}. Unsaved work is kept in this browser and offered back after a reload.
// A save sends the version of the post the text was typed against; when someone else saved the
// post since (409, decision 0029) the editor says who and when and offers "Reload theirs" or "Keep
// mine as a copy" (the typed text becomes a new draft post), so nothing typed is lost unasked.
// A draft is also saved on the server a few seconds after each change (autosave, decision 0037),
// with the same version check; published and scheduled posts change only on Save/Publish/Schedule.
// "Post history" lists the post's revisions, compares one with the text and restores it. The form's
// columns are EditorContentFields and EditorSidebar, its top EditorHeader; this file keeps the post's
// state and saving (the autosave itself: use-autosave.ts).
import blogEditorCss from './blog-editor.css?inline';
import { adoptStyles } from '../../kit/index.ts';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import {
  copyForm,
  emptyForm,
  formFromPost,
  missingRequired,
  toPayload,
  type EditorForm,
  type SaveAction,
} from '../../../../lib/blog/editor-form.ts';
import type { BlogPost, BlogPostStatus, TranslationLink } from '../../../../lib/schemas/blog-post.ts';
import { versionConflictOf, type VersionConflict } from '../../../../lib/versions.ts';
import { clearDraft, readDraft, type StoredDraft } from '../../../../stores/admin-editor-draft.ts';
import { showToast } from '../../../../stores/toast.ts';
import { adminApi, errorMessage } from '../../admin-api.ts';
import { Spinner } from '../../kit/Spinner.tsx';
import { ADMIN } from '../../../../lib/routes.ts';
import { postPath, postPreviewPath } from '../../../../lib/blog/translations.ts';
import { AUTOSAVE_DELAY_MS, type PostRevision } from '../../../../lib/blog/post-history.ts';
import { ConflictDialog } from './ConflictDialog.tsx';
import { EditorContentFields } from './EditorContentFields.tsx';
import { EditorSidebar } from './EditorSidebar.tsx';
import { EditorLanguage } from './EditorLanguage.tsx';
import { returnAfterSave, type SetField } from './editor-parts.tsx';
import { EditorHeader } from './EditorHeader.tsx';
import { editorStatusText, missingForSave, savedToast } from './editor-status.ts';
import { RestoreOffer } from './RestoreOffer.tsx';
import { useAutosave } from './use-autosave.ts';
import { useKeptInBrowser } from './use-kept-in-browser.ts';
import { EditorLoadError } from './EditorLoadError.tsx';
import { loadErrorMessage, modeFromPath, revisionForm } from './editor-post.ts';

// With the diff library: loaded when the history opens.
const PostHistory = lazy(() => import('./PostHistory.tsx'));

adoptStyles('blog-editor', blogEditorCss);

export const REDIRECT_AFTER_SAVE_MS = 1000;

export default function BlogEditor() {
  const mode = useMemo(() => modeFromPath(location.pathname), []);
  const postId = mode.kind === 'edit' ? mode.id : null;
  const [form, setForm] = useState<EditorForm>(() => emptyForm());
  const [baseline, setBaseline] = useState<EditorForm | null>(mode.kind === 'create' ? form : null);
  const [loadError, setLoadError] = useState<string | null>(mode.kind === 'invalid' ? 'Post not found' : null);
  const [offer, setOffer] = useState<StoredDraft | null>(null);
  const [saving, setSaving] = useState<SaveAction | null>(null);
  /** The version of the post the form's text was typed against (null for a new post). */
  const [version, setVersion] = useState<number | null>(null);
  const [conflict, setConflict] = useState<VersionConflict<BlogPost> | null>(null);
  const [copying, setCopying] = useState(false);
  /** The post as the server last answered it (null for a new post). */
  const lastPost = useRef<BlogPost | null>(null);
  const [storedStatus, setStoredStatus] = useState<BlogPostStatus | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  /** The other posts of its translation group, as the server last answered (decision 0049). */
  const [group, setGroup] = useState<TranslationLink[]>([]);
  // Read by the autosave and by saves that wait for it, whatever render scheduled them.
  const formRef = useRef(form);
  formRef.current = form;
  const versionRef = useRef(version);
  versionRef.current = version;
  const saved = useRef(false);
  const { autosave, setAutosave, autosaving, refused, autosaveNow } = useAutosave({
    postId,
    formRef,
    versionRef,
    onSaved: (post, sent) => {
      lastPost.current = post;
      setVersion(post.version);
      setBaseline(sent);
      if (JSON.stringify(formRef.current) === JSON.stringify(sent)) clearDraft(postId);
    },
    onConflict: setConflict,
  });

  const dirty = baseline !== null && !saved.current && JSON.stringify(form) !== JSON.stringify(baseline);

  // Load the post (edit mode), then offer any unsaved local copy that differs from it.
  useEffect(() => {
    const offerIfDifferent = (loaded: EditorForm) => {
      const stored = readDraft(postId);
      if (stored && JSON.stringify(stored.form) !== JSON.stringify(loaded)) setOffer(stored);
      else if (stored) clearDraft(postId);
    };
    if (mode.kind === 'create') {
      offerIfDifferent(form);
      return;
    }
    if (mode.kind !== 'edit') return;
    adminApi
      .getPost(mode.id)
      .then(({ translations, ...post }) => {
        const loaded = formFromPost(post);
        setGroup(translations);
        lastPost.current = post;
        setStoredStatus(post.status);
        setForm(loaded);
        setBaseline(loaded);
        setVersion(post.version);
        offerIfDifferent(loaded);
      })
      .catch((error: unknown) => {
        console.error('[admin] loading the post failed:', error);
        setLoadError(loadErrorMessage(error));
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useKeptInBrowser(postId, form, version, dirty, offer);

  const autosaves = postId !== null && storedStatus === 'draft';

  // Autosave: a draft is saved in place a few seconds after the last change.
  useEffect(() => {
    if (!autosaves || !dirty || offer || conflict || saving || autosave.kind === 'saving') return;
    if (missingRequired(form)) {
      setAutosave({
        kind: 'failed',
        message: 'fill in title, content, excerpt and category (your text is kept in this browser)',
      });
      return;
    }
    if (refused.current === JSON.stringify(form)) return;
    const timer = setTimeout(() => void autosaveNow(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, dirty, offer, conflict, saving, autosaves, autosave.kind]);

  const set: SetField = (key, value) => setForm((current) => ({ ...current, [key]: value }));

  const save = async (action: SaveAction) => {
    const missing = missingForSave(form, action);
    if (missing) {
      showToast({ title: 'Missing required fields', description: missing, variant: 'destructive' });
      return;
    }
    setSaving(action);
    try {
      // A running autosave moves the version: wait for it, then save against the new one.
      if (autosaving.current) await autosaving.current;
      const payload = toPayload(form, action);
      const post =
        postId === null
          ? await adminApi.createPost(payload)
          : await adminApi.updatePost(postId, payload, versionRef.current ?? 0);
      saved.current = true;
      clearDraft(postId);
      setBaseline(form);
      setVersion(post.version);
      showToast({ ...savedToast(action, post, payload), variant: 'success' });
      returnAfterSave(REDIRECT_AFTER_SAVE_MS);
    } catch (error) {
      const stale = versionConflictOf<BlogPost>(error);
      if (stale) {
        setConflict(stale);
        setSaving(null);
        return;
      }
      console.error('[admin] saving the post failed:', error);
      showToast({
        title: 'Error saving post',
        description: errorMessage(error, 'Please try again or contact support if the issue persists.'),
        variant: 'destructive',
      });
      setSaving(null);
    }
  };

  // "Reload theirs": their version in the form; the typed text (and its browser copy) goes.
  const reloadTheirs = () => {
    if (!conflict) return;
    const theirs = formFromPost(conflict.current);
    lastPost.current = conflict.current;
    setStoredStatus(conflict.current.status);
    setAutosave({ kind: 'idle' });
    setForm(theirs);
    setBaseline(theirs);
    setVersion(conflict.current.version);
    clearDraft(postId);
    setConflict(null);
    showToast({
      title: 'Their version is loaded',
      description: 'The editor now shows the post as it was last saved.',
      variant: 'success',
    });
  };

  // "Keep mine as a copy": the typed text becomes a new draft post (theirs stays as it is), then its editor opens.
  const keepMineAsCopy = async () => {
    setCopying(true);
    try {
      const copy = await adminApi.createPost(toPayload(copyForm(form, Date.now().toString(36)), 'draft'));
      saved.current = true;
      clearDraft(postId);
      setConflict(null);
      showToast({
        title: 'Your version was saved as a new draft',
        description: `"${copy.title}"; the original post keeps their changes.`,
        variant: 'success',
      });
      setTimeout(() => location.assign(ADMIN.blogEdit(copy.id)), REDIRECT_AFTER_SAVE_MS);
    } catch (error) {
      showToast({
        title: 'Could not save the copy',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
      setCopying(false);
    }
  };

  // Restore from the history. A draft or scheduled post is restored on the server (its current text
  // kept first, see PostHistory); a published post's revision is put in the editor as unsaved
  // changes, and goes live only when Publish is pressed (decision 0037).
  const restoreRevision = async (revision: PostRevision) => {
    if (postId === null || !lastPost.current) return;
    const current = lastPost.current;
    if (current.status === 'published') {
      if (dirty)
        throw new Error(
          'You have unsaved changes: publish them, or reload the page and discard them, before loading a revision.',
        );
      setForm(revisionForm(current, revision));
      return;
    }
    if (dirty) {
      if (!autosaves) throw new Error('You have unsaved changes: save them before restoring a revision.');
      if (!(await autosaveNow())) throw new Error('Your changes could not be saved first, so nothing was restored.');
    }
    if (autosaving.current) await autosaving.current;
    try {
      const post = await adminApi.restoreRevision(postId, revision.id, versionRef.current ?? 0);
      const restored = formFromPost(post);
      lastPost.current = post;
      versionRef.current = post.version;
      setVersion(post.version);
      setForm(restored);
      setBaseline(restored);
      clearDraft(postId);
      setAutosave({ kind: 'idle' });
    } catch (error) {
      const stale = versionConflictOf<BlogPost>(error);
      if (stale) {
        setHistoryOpen(false);
        setConflict(stale);
      }
      throw error;
    }
  };

  // At the post's language's address, so an Arabic or Urdu post previews right to left.
  const preview = () => {
    const language = lastPost.current?.language ?? form.language;
    const url = postId !== null ? postPreviewPath(form.slug, postId, language) : postPath(form.slug, form.language);
    window.open(url, '_blank', 'noopener');
  };

  if (loadError) return <EditorLoadError message={loadError} />;
  if (baseline === null) return <Spinner label="Loading post..." />;

  return (
    <>
      {conflict && (
        <ConflictDialog
          conflict={conflict}
          copying={copying}
          onClose={() => setConflict(null)}
          reloadTheirs={reloadTheirs}
          keepMineAsCopy={keepMineAsCopy}
        />
      )}
      {historyOpen && postId !== null && (
        <Suspense fallback={null}>
          <PostHistory
            postId={postId}
            current={{ title: form.title, content: form.content }}
            published={storedStatus === 'published'}
            onRestore={restoreRevision}
            onClose={() => setHistoryOpen(false)}
          />
        </Suspense>
      )}
      <form className="blog-editor" onSubmit={(e) => e.preventDefault()} aria-labelledby="editor-title">
        <EditorHeader
          editing={mode.kind === 'edit'}
          form={form}
          saving={saving}
          withHistory={postId !== null}
          statusText={editorStatusText(autosaves, autosave, dirty, storedStatus)}
          statusError={autosave.kind === 'failed' && autosaves}
          onSave={(action) => void save(action)}
          onPreview={preview}
          onHistory={() => setHistoryOpen(true)}
        />

        {offer && (
          <RestoreOffer
            offer={offer}
            onRestore={() => {
              setForm({ ...emptyForm(), ...offer.form });
              if (offer.version !== undefined) setVersion(offer.version);
              setOffer(null);
            }}
            onDiscard={() => {
              clearDraft(postId);
              setOffer(null);
            }}
          />
        )}

        <div className="editor-grid">
          <div className="editor-main">
            <EditorContentFields form={form} set={set} setForm={setForm} creating={mode.kind === 'create'} />
          </div>

          <div className="editor-side">
            <EditorLanguage form={form} set={set} postId={postId} group={group} />
            <EditorSidebar form={form} set={set} />
          </div>
        </div>
      </form>
    </>
  );
}
