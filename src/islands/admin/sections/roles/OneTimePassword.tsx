// The one-time password of a new or reset staff account: shown once, in a dialog, never again.
import { showToast } from '../../../../stores/toast.ts';
import { Dialog } from '../../kit/index.ts';

/** The one-time password, shown once with a copy button. */
export function OneTimePassword({
  username,
  password,
  onDone,
}: {
  username: string;
  password: string;
  onDone: () => void;
}) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      showToast({ title: 'Password copied', variant: 'success' });
    } catch {
      showToast({ title: 'Copy it by hand', description: 'The clipboard is not available here.' });
    }
  };
  return (
    <Dialog title={`One-time password for ${username}`} onClose={onDone}>
      <p>
        Give this password to {username} in person or by a private channel. It is shown only now; {username} must choose
        a new one at the first sign-in.
      </p>
      <p className="otp-box">
        <span className="visually-hidden">One-time password: </span>
        <code>{password}</code>
      </p>
      <div className="admin-actions">
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void copy()}>
          Copy password
        </button>
        <button type="button" className="btn btn-primary btn-sm" onClick={onDone}>
          Done
        </button>
      </div>
    </Dialog>
  );
}
