// A modal dialog for the back-office: the native <dialog> opened with showModal(), so the page
// behind is inert, focus stays inside, and Escape closes it. The title names the dialog.
import { useEffect, useId, useRef, type ReactNode } from 'react';

export default function AdminDialog({ title, onClose, children, wide = false }: { title: string; onClose: () => void; children: ReactNode; wide?: boolean }) {
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
      className={wide ? 'admin-dialog card admin-dialog-wide' : 'admin-dialog card'}
      aria-labelledby={titleId}
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
