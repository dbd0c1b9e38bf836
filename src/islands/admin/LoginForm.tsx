// Staff sign-in (product §2.7 sign-in): Username, Password, 'Sign in' → 'Signing in...'.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { signInStaff } from '../../stores/admin-session.ts';
import { ADMIN } from '../../lib/routes.ts';

export default function LoginForm() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);

  useEffect(() => usernameRef.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await signInStaff(username, password);
      // product §2: a successful sign-in goes to the dashboard.
      if (window.location.pathname !== ADMIN.dashboard) window.location.assign(ADMIN.dashboard);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 429) {
        setError(caught.serverMessage ?? 'Too many sign-in attempts. Please wait and try again.');
      } else if (caught instanceof ApiError && (caught.status === 401 || caught.status === 400)) {
        setError('Invalid username or password');
      } else {
        console.error('[admin] sign-in failed:', caught);
        setError('Could not reach the server. Please try again.');
      }
      setPassword('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="admin-login">
      <form className="admin-login-card card" onSubmit={submit} aria-labelledby="login-title" noValidate>
        <h1 id="login-title">Admin sign in</h1>
        <p className="admin-muted">Staff only. Sign in with the account you were given.</p>
        <div className="admin-field">
          <label htmlFor="login-username">Username</label>
          <input
            id="login-username"
            ref={usernameRef}
            name="username"
            type="text"
            autoComplete="username"
            required
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            aria-describedby={error ? 'login-error' : undefined}
          />
        </div>
        <div className="admin-field">
          <label htmlFor="login-password">Password</label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-describedby={error ? 'login-error' : undefined}
          />
        </div>
        <div aria-live="assertive">
          {error && (
            <p id="login-error" className="admin-error" role="alert">
              {error}
            </p>
          )}
        </div>
        <button
          type="submit"
          className="btn btn-primary admin-login-submit"
          disabled={busy || !username.trim() || !password}
        >
          {busy ? 'Signing in...' : 'Sign in'}
        </button>
      </form>
    </div>
  );
}
