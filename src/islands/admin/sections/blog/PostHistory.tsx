// "Post history" of the blog editor (decision 0037): the post's revisions (reason, author, time), a
// side-by-side diff of the title and body of one against the editor's current text, and Restore
// with a confirmation. The diff library is loaded only when the history opens.
import { useEffect, useState } from 'react';
import type { Change } from 'diff';
import { REVISION_REASON_LABELS, type PostRevision } from '../../../../lib/blog/post-history.ts';
import { Dialog, formatDateTime } from '../../kit/index.ts';
import { adminApi, errorMessage } from '../../admin-api.ts';

type DiffModule = typeof import('diff');

export interface PostHistoryProps {
  postId: number;
  current: { title: string; content: string };
  /** Published posts restore into the editor (unsaved); others on the server. */
  published: boolean;
  /** Restores `revision`; resolves when done, rejects with the reason. */
  onRestore: (revision: PostRevision) => Promise<void>;
  onClose: () => void;
}

function Side({ parts, side }: { parts: Change[]; side: 'old' | 'new' }) {
  return (
    <>
      {parts.map((part, index) => {
        if (side === 'old' && part.added) return null;
        if (side === 'new' && part.removed) return null;
        if (part.removed) return <del key={index}>{part.value}</del>;
        if (part.added) return <ins key={index}>{part.value}</ins>;
        return <span key={index}>{part.value}</span>;
      })}
    </>
  );
}

function SideBySide({ label, parts }: { label: string; parts: Change[] }) {
  return (
    <div className="history-diff" role="group" aria-label={`${label}: this revision and the current text`}>
      <div>
        <h4>{label}: this revision</h4>
        <pre className="history-diff-text">
          <Side parts={parts} side="old" />
        </pre>
      </div>
      <div>
        <h4>{label}: current text</h4>
        <pre className="history-diff-text">
          <Side parts={parts} side="new" />
        </pre>
      </div>
    </div>
  );
}

export default function PostHistory({ postId, current, published, onRestore, onClose }: PostHistoryProps) {
  const [revisions, setRevisions] = useState<PostRevision[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [restoring, setRestoring] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [diff, setDiff] = useState<DiffModule | null>(null);
  const [reload, setReload] = useState(0);

  useEffect(() => {
    adminApi
      .listRevisions(postId)
      .then(({ revisions: list }) => {
        setRevisions(list);
        setSelected((id) => (id !== null && list.some((r) => r.id === id) ? id : (list[0]?.id ?? null)));
      })
      .catch((failure: unknown) => setError(errorMessage(failure, 'The history could not be loaded.')));
  }, [postId, reload]);

  useEffect(() => {
    void import('diff').then(setDiff);
  }, []);

  const revision = revisions?.find((r) => r.id === selected) ?? null;
  const undo = revisions?.[0]?.reason === 'restored' ? revisions.find((r) => r.reason === 'before-restore') : undefined;

  const restore = async (target: PostRevision) => {
    setRestoring(true);
    setError(null);
    try {
      await onRestore(target);
      setConfirming(false);
      setNotice(
        published
          ? `The revision of ${formatDateTime(target.createdAt)} is in the editor. The public page is unchanged until you press Publish.`
          : `Restored the revision of ${formatDateTime(target.createdAt)}. The text before it is kept as "${REVISION_REASON_LABELS['before-restore']}".`,
      );
      if (published) onClose();
      else setReload((n) => n + 1);
    } catch (failure) {
      setError(errorMessage(failure, 'The revision could not be restored.'));
    } finally {
      setRestoring(false);
    }
  };

  const who = (r: PostRevision) => (r.createdByName ? `${r.createdByName} (${r.createdBy})` : r.createdBy);

  return (
    <Dialog title="Post history" onClose={onClose} wide>
      <div className="post-history">
        <p className="admin-muted">
          Every save, publish, schedule and restore is kept here (the newest 25). Drafts are also saved as you type; a
          long editing session adds a revision every ten minutes.
        </p>
        <div aria-live="polite">
          {notice && (
            <p className="history-notice">
              {notice}{' '}
              {undo && !published && (
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  disabled={restoring}
                  onClick={() => void restore(undo)}
                >
                  Undo restore
                </button>
              )}
            </p>
          )}
        </div>
        {error && (
          <p className="admin-error" role="alert">
            {error}
          </p>
        )}
        {revisions === null && !error && <p>Loading the history...</p>}
        {revisions?.length === 0 && <p>No revisions yet: the first save makes one.</p>}
        {revisions && revisions.length > 0 && (
          <div className="history-layout">
            <ol className="history-list" aria-label="Revisions, newest first">
              {revisions.map((r) => (
                <li key={r.id}>
                  <button
                    type="button"
                    className={`history-item${r.id === selected ? ' history-item-selected' : ''}`}
                    aria-pressed={r.id === selected}
                    onClick={() => {
                      setSelected(r.id);
                      setConfirming(false);
                    }}
                  >
                    <strong>{REVISION_REASON_LABELS[r.reason]}</strong>
                    <span>{who(r)}</span>
                    <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
                  </button>
                </li>
              ))}
            </ol>
            {revision && (
              <section className="history-detail" aria-labelledby="history-detail-title">
                <h3 id="history-detail-title">
                  {REVISION_REASON_LABELS[revision.reason]}, {formatDateTime(revision.createdAt)}
                </h3>
                {diff ? (
                  <>
                    <SideBySide label="Title" parts={diff.diffWords(revision.snapshot.title, current.title)} />
                    <SideBySide label="Body" parts={diff.diffLines(revision.snapshot.content, current.content)} />
                  </>
                ) : (
                  <p>Preparing the comparison...</p>
                )}
                {confirming ? (
                  <div className="history-confirm" role="group" aria-label="Confirm the restore">
                    <p>
                      {published
                        ? 'Load this revision into the editor? The public page stays as it is until you press Publish.'
                        : 'Restore this revision? The current text is kept in the history first, so you can undo this.'}
                    </p>
                    <div className="admin-dialog-actions">
                      <button
                        type="button"
                        className="btn btn-outline btn-sm"
                        onClick={() => setConfirming(false)}
                        disabled={restoring}
                      >
                        Cancel
                      </button>
                      <button
                        type="button"
                        className="btn btn-primary btn-sm"
                        onClick={() => void restore(revision)}
                        disabled={restoring}
                      >
                        {restoring ? 'Restoring...' : 'Yes, restore it'}
                      </button>
                    </div>
                  </div>
                ) : (
                  <div className="admin-dialog-actions">
                    <button type="button" className="btn btn-primary btn-sm" onClick={() => setConfirming(true)}>
                      Restore this revision
                    </button>
                  </div>
                )}
              </section>
            )}
          </div>
        )}
      </div>
    </Dialog>
  );
}
