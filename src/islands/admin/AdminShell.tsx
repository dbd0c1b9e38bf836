// Every back-office route renders inside this shell: it checks the session ('Checking
// authentication...'), shows the login screen when signed out, asks for a new password after a
// one-time password (before anything else), else the header and the page.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { $adminSession, checkAdminSession, signOutStaff } from '../../stores/admin-session.ts';
import { showToast } from '../../stores/toast.ts';
import type { StaffSessionInfo } from '../../lib/schemas/staff-login.ts';
import { ADMIN } from '../../lib/routes.ts';
import Toaster from '../shared/Toaster.tsx';
import { Dialog } from './kit/Dialog.tsx';
import ChangePasswordForm from './ChangePasswordForm.tsx';
import LoginForm from './LoginForm.tsx';
import './admin.css';
import { Spinner } from './kit/Spinner.tsx';

function LogoTile() {
  return (
    <svg viewBox="0 0 64 64" width="36" height="36" aria-hidden="true" focusable="false" className="admin-logo-tile">
      <rect width="64" height="64" rx="14" fill="#0d5c46" />
      <path d="M39 14a19 19 0 1 0 11 30A16 16 0 1 1 39 14z" fill="#f6ecd6" />
      <path d="M46 20l1.8 4.6 4.9.3-3.8 3.1 1.3 4.8-4.2-2.7-4.2 2.7 1.3-4.8-3.8-3.1 4.9-.3z" fill="#e0b453" />
    </svg>
  );
}

function AdminHeader({ info }: { info: StaffSessionInfo }) {
  const [busy, setBusy] = useState(false);
  const [changing, setChanging] = useState(false);
  const logout = async () => {
    setBusy(true);
    try {
      await signOutStaff();
    } catch (error) {
      console.error('[admin] logout failed:', error);
      showToast({ title: 'Logout failed', description: 'Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <header className="admin-header">
      <a className="admin-brand" href={ADMIN.dashboard}>
        <LogoTile />
        <span>Admin</span>
      </a>
      <div className="admin-who">
        <span className="admin-who-text">
          <span className="admin-who-name">{info.staff.displayName}</span>
          <span className="admin-who-role">{info.staff.role}</span>
        </span>
        {!info.mustChangePassword && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setChanging(true)}>
            Change password
          </button>
        )}
        <button type="button" className="btn btn-outline btn-sm" onClick={logout} disabled={busy}>
          Logout
        </button>
      </div>
      {changing && (
        <Dialog title="Change your password" onClose={() => setChanging(false)}>
          <ChangePasswordForm onDone={() => setChanging(false)} />
        </Dialog>
      )}
    </header>
  );
}

export default function AdminShell({ children }: { children: (info: StaffSessionInfo) => ReactNode }) {
  const session = useStore($adminSession);
  useEffect(() => {
    void checkAdminSession();
  }, []);
  return (
    <div className="admin-root">
      {session.status === 'checking' && <Spinner label="Checking authentication..." />}
      {session.status === 'signed-out' && <LoginForm />}
      {session.status === 'signed-in' && (
        <>
          <AdminHeader info={session.info} />
          <div className="admin-body">
            {session.info.mustChangePassword ? (
              <section className="admin-panel card admin-narrow" aria-labelledby="choose-password-title">
                <h1 id="choose-password-title">Choose a new password</h1>
                <ChangePasswordForm forced />
              </section>
            ) : (
              children(session.info)
            )}
          </div>
        </>
      )}
      <Toaster />
    </div>
  );
}

/** A short honest panel for a page the signed-in role may not use. */
export function NoAccess({ what }: { what: string }) {
  return (
    <section className="admin-panel card" aria-labelledby="no-access-title">
      <h1 id="no-access-title">No access</h1>
      <p>Your role does not include {what}. Ask a Super Admin if you need it.</p>
      <a className="btn btn-outline btn-sm" href={ADMIN.dashboard}>
        Back to the dashboard
      </a>
    </section>
  );
}
