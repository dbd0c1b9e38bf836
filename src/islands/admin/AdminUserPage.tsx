// /admin/users/{id}: one app user's profile, circles, invitations and recent activity.
import { lazy, Suspense } from 'react';
import AdminShell, { NoAccess } from './AdminShell.tsx';
import { Spinner } from './kit/Spinner.tsx';

const UserDetail = lazy(() => import('./sections/users/UserDetail.tsx'));

/** The id in /admin/users/{id}, or null. */
export function userIdFromPath(pathname: string): number | null {
  const match = /^\/admin\/users\/(\d{1,9})\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}

export default function AdminUserPage() {
  const id = userIdFromPath(location.pathname);
  return (
    <AdminShell>
      {(info) =>
        info.permissions.includes('users') ? (
          <Suspense fallback={<Spinner label="Loading the user..." />}>
            <UserDetail id={id} />
          </Suspense>
        ) : (
          <NoAccess what="user management" />
        )
      }
    </AdminShell>
  );
}
