// /admin/blog/new and /admin/blog/edit/{id}: the editor, loaded only on these routes.
import { lazy, Suspense } from 'react';
import AdminShell, { NoAccess, Spinner } from './AdminShell.tsx';

const BlogEditor = lazy(() => import('./BlogEditor.tsx'));

export default function AdminEditorPage() {
  return (
    <AdminShell>
      {(info) =>
        info.permissions.includes('blog') ? (
          <Suspense fallback={<Spinner label="Loading the editor..." />}>
            <BlogEditor />
          </Suspense>
        ) : (
          <NoAccess what="blog management" />
        )
      }
    </AdminShell>
  );
}
