// Choosing one's own password: after a one-time password (the back-office shows nothing else until
// then) or from the header's "Change password". The rule is the shared one (src/lib/staff/
// password-rule.ts), checked here as the person types and again on the server.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH, passwordProblem } from '../../lib/staff/password-rule.ts';
import { passwordChanged } from '../../stores/admin-session.ts';
import { showToast } from '../../stores/toast.ts';
import { adminApi, errorMessage } from './admin-api.ts';

export default function ChangePasswordForm({ forced = false, onDone }: { forced?: boolean; onDone?: () => void }) {
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const firstRef = useRef<HTMLInputElement>(null);
  useEffect(() => firstRef.current?.focus(), []);

  const ruleProblem = next ? passwordProblem(next) : null;
  const mismatch = repeat !== '' && repeat !== next;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const problem = passwordProblem(next) ?? (repeat !== next ? 'The two new passwords differ.' : null);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    try {
      await adminApi.changeOwnPassword({ currentPassword: current, newPassword: next });
      passwordChanged();
      showToast({ title: 'Password changed', description: 'Your other sessions have been signed out.' });
      onDone?.();
    } catch (caught) {
      setError(errorMessage(caught, 'Could not change the password. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="change-password" onSubmit={submit} noValidate aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`} className="admin-muted">
        {forced
          ? 'Your password was set by a Super Admin. Choose your own before you continue. '
          : 'Your other sessions will be signed out. '}
        At least {PASSWORD_MIN_LENGTH} characters, and not a common password; a few unrelated words work well.
      </p>
      <div className="admin-field">
        <label htmlFor={`${id}-current`}>{forced ? 'Current (one-time) password' : 'Current password'}</label>
        <input
          id={`${id}-current`}
          ref={firstRef}
          type="password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-new`}>New password</label>
        <input
          id={`${id}-new`}
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          value={next}
          onChange={(e) => setNext(e.target.value)}
          aria-invalid={ruleProblem ? true : undefined}
          aria-describedby={`${id}-new-hint`}
        />
        <p id={`${id}-new-hint`} className={ruleProblem ? 'admin-error' : 'admin-muted'}>
          {ruleProblem ?? (next ? 'This password meets the rule.' : `At least ${PASSWORD_MIN_LENGTH} characters.`)}
        </p>
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-repeat`}>Repeat the new password</label>
        <input
          id={`${id}-repeat`}
          type="password"
          autoComplete="new-password"
          required
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
          aria-invalid={mismatch ? true : undefined}
          aria-describedby={mismatch ? `${id}-repeat-hint` : undefined}
        />
        {mismatch && (
          <p id={`${id}-repeat-hint`} className="admin-error">
            The two new passwords differ.
          </p>
        )}
      </div>
      <div aria-live="assertive">
        {error && (
          <p className="admin-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy || !current || !next || !repeat}>
        {busy ? 'Saving...' : 'Change password'}
      </button>
    </form>
  );
}
