// /admin/media: the media manager.
import { lazy, Suspense } from 'react';
import AdminShell, { NoAccess, Spinner } from './AdminShell.tsx';

const MediaManager = lazy(() => import('./MediaManager.tsx'));

export default function AdminMediaPage() {
  return (
    <AdminShell>
      {(info) =>
        info.permissions.includes('media') ? (
          <Suspense fallback={<Spinner label="Loading your media..." />}>
            <MediaManager />
          </Suspense>
        ) : (
          <NoAccess what="the media manager" />
        )
      }
    </AdminShell>
  );
}
