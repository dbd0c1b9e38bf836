// /admin/blog: Blog Management on its own page.
import { lazy, Suspense } from 'react';
import AdminShell, { NoAccess, Spinner } from './AdminShell.tsx';
import { ADMIN } from '../../lib/routes.ts';

const BlogDashboard = lazy(() => import('./BlogDashboard.tsx'));

export default function AdminBlogPage() {
  return (
    <AdminShell>
      {(info) =>
        info.permissions.includes('blog') ? (
          <Suspense fallback={<Spinner label="Loading your blog posts..." />}>
            <nav className="admin-breadcrumb" aria-label="Breadcrumb"><a href={ADMIN.dashboard}>Dashboard</a></nav>
            <BlogDashboard headingLevel={1} />
          </Suspense>
        ) : (
          <NoAccess what="blog management" />
        )
      }
    </AdminShell>
  );
}
