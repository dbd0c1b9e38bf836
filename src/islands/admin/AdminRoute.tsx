// The one island behind every back-office URL (src/layouts/AdminPage.astro mounts it): the shell
// (session check, sign-in, one-time password change, header), then the dashboard's tabs or the
// deep-linked page, which loads as its own chunk once the role is known to allow it.
import { lazy, Suspense } from 'react';
import { can } from '../../lib/permissions.ts';
import { ADMIN } from '../../lib/routes.ts';
import type { StaffSessionInfo } from '../../lib/schemas/staff-login.ts';
import AdminDashboard from './AdminDashboard.tsx';
import AdminShell, { NoAccess } from './AdminShell.tsx';
import { Spinner } from './kit/Spinner.tsx';
import { ADMIN_PAGES, type AdminPageDef, type AdminPageId } from './admin-pages.ts';

const LAZY = new Map(Object.entries(ADMIN_PAGES).map(([id, page]) => [id, lazy(page.load)]));

function DeepLinkedPage({ id, page, info }: { id: string; page: AdminPageDef; info: StaffSessionInfo }) {
  if (!can(info.staff.role, page.permission)) return <NoAccess what={page.what} />;
  const Page = LAZY.get(id)!;
  return (
    <Suspense fallback={<Spinner label={page.loadingLabel} />}>
      {page.breadcrumb && (
        <nav className="admin-breadcrumb" aria-label="Breadcrumb">
          <a href={ADMIN.dashboard}>Dashboard</a>
        </nav>
      )}
      <Page headingLevel={1} />
    </Suspense>
  );
}

export default function AdminRoute({ page }: { page: AdminPageId }) {
  return (
    <AdminShell>
      {(info) =>
        page === 'dashboard' ? (
          <AdminDashboard info={info} />
        ) : (
          <DeepLinkedPage id={page} page={ADMIN_PAGES[page]} info={info} />
        )
      }
    </AdminShell>
  );
}
