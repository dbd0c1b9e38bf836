// The top of the blog editor: the way back, its title, the save / preview / history buttons and the
// line that says whether the text is saved.
import type { EditorForm, SaveAction } from '../../../../lib/blog/editor-form.ts';
import { ADMIN } from '../../../../lib/routes.ts';

export function EditorHeader({
  editing,
  form,
  saving,
  withHistory,
  statusText,
  statusError,
  onSave,
  onPreview,
  onHistory,
}: {
  editing: boolean;
  form: EditorForm;
  saving: SaveAction | null;
  withHistory: boolean;
  statusText: string;
  statusError: boolean;
  onSave: (action: SaveAction) => void;
  onPreview: () => void;
  onHistory: () => void;
}) {
  const scheduling = form.status === 'scheduled';
  const busy = saving !== null;
  return (
    <div className="editor-head">
      <a className="admin-back" href={ADMIN.blog}>
        ← Back to Blog
      </a>
      <h1 id="editor-title">{editing ? 'Edit Blog Post' : 'Create New Blog Post'}</h1>
      <div className="admin-actions">
        <button type="button" className="btn btn-outline btn-sm" onClick={() => onSave('draft')} disabled={busy}>
          {saving === 'draft' ? 'Saving...' : 'Save Draft'}
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={onPreview} disabled={!form.slug.trim()}>
          Preview
        </button>
        {withHistory && (
          <button type="button" className="btn btn-outline btn-sm" onClick={onHistory}>
            Post history
          </button>
        )}
        <button
          type="button"
          className="btn btn-primary btn-sm"
          onClick={() => onSave(scheduling ? 'schedule' : 'publish')}
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
        className={`admin-muted editor-state${statusError ? ' editor-status-error' : ''}`}
        role="status"
        aria-live="polite"
      >
        {statusText}
      </p>
    </div>
  );
}
