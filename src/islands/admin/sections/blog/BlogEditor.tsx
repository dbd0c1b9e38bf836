// The blog editor (product §2.7 blog editor, §3–§5, §8). Create at /admin/blog/new, edit at
// /admin/blog/edit/{id}. Unsaved work is kept in this browser and offered back after a reload.
// A save sends the version of the post the text was typed against; when someone else saved the
// post since (409, decision 0029) the editor says who and when and offers "Reload theirs" or "Keep
// mine as a copy" (the typed text becomes a new draft post), so nothing typed is lost unasked.
// A draft is also saved on the server a few seconds after each change (autosave, decision 0037),
// with the same version check; published and scheduled posts change only on Save/Publish/Schedule.
// "Post history" lists the post's revisions, compares one with the text and restores it. The form's
// columns are EditorContentFields and EditorSidebar; this file keeps the post's state and saving.
import blogEditorCss from './blog-editor.css?inline';
import { adoptStyles } from '../../kit/index.ts';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import {
  copyForm,
  emptyForm,
  formFromPost,
  missingRequired,
  scheduledDate,
  toPayload,
  type EditorForm,
  type SaveAction,
} from '../../../../lib/blog/editor-form.ts';
import type { BlogPost, BlogPostStatus, TranslationLink } from '../../../../lib/schemas/blog-post.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { versionConflictOf, type VersionConflict } from '../../../../lib/versions.ts';
import { clearDraft, readDraft, writeDraft, type StoredDraft } from '../../../../stores/admin-editor-draft.ts';
import { showToast } from '../../../../stores/toast.ts';
import { adminApi, errorMessage } from '../../admin-api.ts';
import { Spinner } from '../../kit/Spinner.tsx';
import { ADMIN, blogEditIdFrom } from '../../../../lib/routes.ts';
import { postPath, postPreviewPath } from '../../../../lib/blog/translations.ts';
import { AUTOSAVE_DELAY_MS, type PostRevision } from '../../../../lib/blog/post-history.ts';
import { ConflictDialog } from './ConflictDialog.tsx';
import { EditorContentFields } from './EditorContentFields.tsx';
import { EditorSidebar } from './EditorSidebar.tsx';
import { EditorLanguage } from './EditorLanguage.tsx';
import { returnAfterSave, type SetField } from './editor-parts.tsx';

// With the diff library: loaded when the history opens.
const PostHistory = lazy(() => import('./PostHistory.tsx'));

type AutosaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

adoptStyles('blog-editor', blogEditorCss);

export const REDIRECT_AFTER_SAVE_MS = 1000;

type Mode = { kind: 'create' } | { kind: 'edit'; id: number } | { kind: 'invalid' };

function modeFromPath(pathname: string): Mode {
  const id = blogEditIdFrom(pathname);
  if (id === null) return { kind: 'create' };
  return /^\d{1,9}$/.test(id) ? { kind: 'edit', id: Number(id) } : { kind: 'invalid' };
}

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
  const [autosave, setAutosave] = useState<AutosaveState>({ kind: 'idle' });
  const [historyOpen, setHistoryOpen] = useState(false);
  /** The other posts of its translation group, as the server last answered (decision 0049). */
  const [group, setGroup] = useState<TranslationLink[]>([]);
  // Read by the autosave and by saves that wait for it, whatever render scheduled them.
  const formRef = useRef(form);
  formRef.current = form;
  const versionRef = useRef(version);
  versionRef.current = version;
  const autosaving = useRef<Promise<boolean> | null>(null);
  /** The form an autosave was refused for (not a conflict): not sent again until it changes. */
  const refused = useRef<string | null>(null);
  const saved = useRef(false);

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
        setLoadError(
          error instanceof ApiError && error.status === 404
            ? 'Post not found'
            : errorMessage(error, 'Unable to load this post.'),
        );
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Keep unsaved work in this browser (not while a stored copy is still on offer).
  useEffect(() => {
    if (!dirty || offer) return;
    const timer = setTimeout(() => writeDraft(postId, form, version ?? undefined), 250);
    return () => clearTimeout(timer);
  }, [form, dirty, offer, postId, version]);

  const autosaves = postId !== null && storedStatus === 'draft';

  /** Saves the draft in place now; true when what was typed is on the server. */
  const autosaveNow = (): Promise<boolean> => {
    if (autosaving.current) return autosaving.current;
    const sent = formRef.current;
    if (postId === null) return Promise.resolve(false);
    setAutosave({ kind: 'saving' });
    autosaving.current = (async () => {
      try {
        const post = await adminApi.autosavePost(postId, toPayload(sent, 'draft'), versionRef.current ?? 0);
        lastPost.current = post;
        versionRef.current = post.version;
        setVersion(post.version);
        setBaseline(sent);
        if (JSON.stringify(formRef.current) === JSON.stringify(sent)) clearDraft(postId);
        refused.current = null;
        setAutosave({ kind: 'saved' });
        return true;
      } catch (error) {
        const stale = versionConflictOf<BlogPost>(error);
        if (stale) {
          setConflict(stale);
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

  const set: SetField = (key, value) => setForm((current) => ({ ...current, [key]: value }));

  const save = async (action: SaveAction) => {
    if (missingRequired(form)) {
      showToast({
        title: 'Missing required fields',
        description: 'Please fill in title, content, excerpt, and category.',
        variant: 'destructive',
      });
      return;
    }
    if (action === 'schedule' && !scheduledDate(form)) {
      showToast({
        title: 'Missing required fields',
        description: 'Please choose the date and time to publish this post.',
        variant: 'destructive',
      });
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
      if (action === 'publish')
        showToast({
          title: 'Post published successfully!',
          description: 'Your post is now live on the blog',
          variant: 'success',
        });
      else if (action === 'schedule') {
        const when = new Date(
          post.publishDate ?? String(payload.publishDate ?? new Date().toISOString()),
        ).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
        showToast({
          title: 'Post saved successfully!',
          description: `Your post is scheduled for ${when}`,
          variant: 'success',
        });
      } else
        showToast({
          title: 'Post saved successfully!',
          description: 'Your changes have been saved',
          variant: 'success',
        });
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
      // The text comes back; the post's language and translation link stay (decision 0049).
      const { status, publishDate, language, translationOf, translationReviewed } = current;
      setForm(
        formFromPost({
          ...current,
          ...revision.snapshot,
          status,
          publishDate,
          language,
          translationOf,
          translationReviewed,
        }),
      );
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

  if (loadError) {
    return (
      <div className="admin-panel card" role="alert">
        <h1>{loadError}</h1>
        <p>
          {loadError === 'Post not found'
            ? 'The blog post you are trying to edit does not exist.'
            : 'Please try again.'}
        </p>
        <a className="btn btn-outline btn-sm" href={ADMIN.blog}>
          Back to Blog
        </a>
      </div>
    );
  }
  if (baseline === null) return <Spinner label="Loading post..." />;

  const scheduling = form.status === 'scheduled';
  const busy = saving !== null;

  function statusText(): string {
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
        <div className="editor-head">
          <a className="admin-back" href={ADMIN.blog}>
            ← Back to Blog
          </a>
          <h1 id="editor-title">{mode.kind === 'edit' ? 'Edit Blog Post' : 'Create New Blog Post'}</h1>
          <div className="admin-actions">
            <button type="button" className="btn btn-outline btn-sm" onClick={() => void save('draft')} disabled={busy}>
              {saving === 'draft' ? 'Saving...' : 'Save Draft'}
            </button>
            <button type="button" className="btn btn-outline btn-sm" onClick={preview} disabled={!form.slug.trim()}>
              Preview
            </button>
            {postId !== null && (
              <button type="button" className="btn btn-outline btn-sm" onClick={() => setHistoryOpen(true)}>
                Post history
              </button>
            )}
            <button
              type="button"
              className="btn btn-primary btn-sm"
              onClick={() => void save(scheduling ? 'schedule' : 'publish')}
              disabled={busy || !form.title.trim() || !form.content.trim()}
            >
              {saving === 'publish'
                ? 'Publishing...'
                : saving === 'schedule'
                  ? 'Scheduling...'
                  : scheduling
                    ? 'Schedule'
                    : 'Publish'}
            </button>
          </div>
          <p
            className={`admin-muted editor-state${autosave.kind === 'failed' && autosaves ? ' editor-status-error' : ''}`}
            role="status"
            aria-live="polite"
          >
            {statusText()}
          </p>
        </div>

        {offer && (
          <div className="card restore-offer" role="region" aria-label="Unsaved changes found">
            <p>
              You have unsaved changes from{' '}
              {new Date(offer.savedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })} kept in
              this browser.
            </p>
            <div className="admin-actions">
              <button
                type="button"
                className="btn btn-primary btn-sm"
                onClick={() => {
                  setForm({ ...emptyForm(), ...offer.form });
                  if (offer.version !== undefined) setVersion(offer.version);
                  setOffer(null);
                }}
              >
                Restore unsaved changes
              </button>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() => {
                  clearDraft(postId);
                  setOffer(null);
                }}
              >
                Discard them
              </button>
            </div>
          </div>
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
