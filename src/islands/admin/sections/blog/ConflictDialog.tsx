// The dialog a refused save opens (409, decision 0029): who changed the post, and the two ways on
// that never drop what was typed.
import type { BlogPost } from '../../../../lib/schemas/blog-post.ts';
import type { VersionConflict } from '../../../../lib/versions.ts';
import { conflictSentence, Dialog } from '../../kit/index.ts';

export function ConflictDialog({
  conflict,
  copying,
  onClose,
  reloadTheirs,
  keepMineAsCopy,
}: {
  conflict: VersionConflict<BlogPost>;
  copying: boolean;
  onClose: () => void;
  reloadTheirs: () => void;
  keepMineAsCopy: () => Promise<void>;
}) {
  return (
    <Dialog title="Someone else changed this post" onClose={onClose}>
      <div className="conflict-dialog">
        <p role="alert">
          <strong>Your changes were not saved.</strong> {conflictSentence(conflict, 'post')}
        </p>
        <p>
          <strong>Reload theirs</strong> puts their version in the editor; what you typed is discarded.{' '}
          <strong>Keep mine as a copy</strong> saves what you typed as a new draft post and opens it; their version of
          this post stays as it is.
        </p>
        <div className="admin-dialog-actions">
          <button type="button" className="btn btn-outline btn-sm" onClick={reloadTheirs} disabled={copying}>
            Reload theirs
          </button>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            onClick={() => void keepMineAsCopy()}
            disabled={copying}
          >
            {copying ? 'Saving the copy...' : 'Keep mine as a copy'}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
