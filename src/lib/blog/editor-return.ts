// Where the post editor returns after a save (decision 0058): to the blog list the staff member came
// from, never the dashboard's first tab (User Management for a Super Admin). The page that opened
// the editor is read from `document.referrer` (same origin only; the site's Referrer-Policy keeps the
// path for same-origin navigations): the Blog Management page (/admin/blog) when that is where they
// were, else the dashboard's Blog tab (/admin#blog; a referrer never carries the #blog fragment, and
// an editor opened from another editor, a bookmark or a copy's own page belongs to the blog list too).
import { ADMIN } from '../routes.ts';

export function blogEditorReturnPath(referrer: string, origin: string): string {
  let from: URL | null = null;
  try {
    from = referrer ? new URL(referrer) : null;
  } catch {
    from = null;
  }
  if (from?.origin === origin && from.pathname.replace(/\/$/, '') === ADMIN.blog) return ADMIN.blog;
  return ADMIN.section('blog');
}
