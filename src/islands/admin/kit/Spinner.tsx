// The loading indicator of the shell and every tab. Its CSS is the shell's (always loaded), so the
// shell imports this file alone, as it does kit/Dialog.tsx.
export function Spinner({ label }: { label: string }) {
  return (
    <div className="admin-spinner" role="status" aria-live="polite">
      <span className="admin-spinner-ring" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}
