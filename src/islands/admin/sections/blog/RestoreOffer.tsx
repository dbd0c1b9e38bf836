// Offers back the unsaved work this browser kept for the post (after a reload or a crash).
import type { StoredDraft } from '../../../../stores/admin-editor-draft.ts';

export function RestoreOffer({
  offer,
  onRestore,
  onDiscard,
}: {
  offer: StoredDraft;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <div className="card restore-offer" role="region" aria-label="Unsaved changes found">
      <p>
        You have unsaved changes from{' '}
        {new Date(offer.savedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })} kept in this
        browser.
      </p>
      <div className="admin-actions">
        <button type="button" className="btn btn-primary btn-sm" onClick={onRestore}>
          Restore unsaved changes
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onDiscard}>
          Discard them
        </button>
      </div>
    </div>
  );
}
