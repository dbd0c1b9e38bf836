// Dialogs of the back-office (the shell's Change password and every tab's): the native <dialog>
// opened with showModal(), so the page behind is inert, focus stays inside (Tab cycles) and Escape
// closes it. The title names the dialog. Its CSS is the shell's (admin.css), since the shell uses it.
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { trapFocus } from '../../shared/focus-trap.ts';
import { ConflictNotice, type ConflictState } from './Conflict.tsx';

export function Dialog({
  title,
  onClose,
  children,
  wide = false,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={wide ? 'admin-dialog admin-dialog-wide' : 'admin-dialog'}
      aria-labelledby={titleId}
      onKeyDown={trapFocus}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="admin-dialog-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onClose} aria-label={`Close: ${title}`}>
          ✕
        </button>
      </div>
      {children}
    </dialog>
  );
}

/** A failed save's message, announced at once. */
export function FormError({ error }: { error: string | null }) {
  return error ? (
    <p className="admin-error" role="alert">
      {error}
    </p>
  ) : null;
}

/** Cancel and the submit button ("Saving..." while busy; disabled while `blocked`). */
export function DialogActions({
  onCancel,
  submitLabel,
  busy,
  busyLabel = 'Saving...',
  blocked = false,
}: {
  onCancel: () => void;
  submitLabel: string;
  busy: boolean;
  busyLabel?: string;
  blocked?: boolean;
}) {
  return (
    <div className="admin-dialog-actions">
      <button type="button" className="btn btn-outline btn-sm" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className="btn btn-primary btn-sm" disabled={busy || blocked}>
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  );
}

/**
 * A modal form: its fields, the save error, Cancel and submit. Escape and ✕ cancel too. With
 * `conflict` (a save met a newer version) it shows the ConflictNotice and holds the submit button
 * until the user chooses.
 */
export function FormDialog({
  title,
  submitLabel,
  busyLabel,
  busy,
  error,
  onSubmit,
  onCancel,
  children,
  wide,
  conflict = null,
  blocked = false,
}: {
  title: string;
  submitLabel: string;
  busyLabel?: string;
  busy: boolean;
  error: string | null;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
  wide?: boolean;
  conflict?: ConflictState | null;
  /** Holds the submit button (e.g. nothing chosen yet). */
  blocked?: boolean;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog title={title} onClose={onCancel} wide={wide}>
      <form className="admin-dialog-form" onSubmit={submit} noValidate>
        {children}
        {conflict && <ConflictNotice state={conflict} />}
        <FormError error={error} />
        <DialogActions
          onCancel={onCancel}
          submitLabel={submitLabel}
          busyLabel={busyLabel}
          busy={busy}
          blocked={blocked || conflict !== null}
        />
      </form>
    </Dialog>
  );
}
