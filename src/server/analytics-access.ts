// Who may read which analytics: the funnel needs 'analytics' (Moderator, Super Admin); blog
// analytics is also open to whoever manages the blog ('blog': Content Editor).
import { can } from '../lib/permissions.ts';
import { requireStaff } from './auth/guard.ts';
import { HttpError } from './http.ts';
import type { StaffSession } from './auth/session.ts';

export async function requireBlogAnalytics(request: Request): Promise<StaffSession> {
  const session = await requireStaff(request, null);
  if (!can(session.staff.role, 'analytics') && !can(session.staff.role, 'blog')) {
    throw new HttpError(403, 'Your role does not allow this');
  }
  return session;
}
