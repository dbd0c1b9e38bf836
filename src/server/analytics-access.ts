// Who may read which analytics: the funnel needs 'analytics' (Moderator, Super Admin); blog
// analytics is also open to whoever manages the blog ('blog': Content Editor).
import { requireStaff } from './auth/guard.ts';
import type { StaffSession } from './auth/session.ts';

export function requireBlogAnalytics(request: Request): Promise<StaffSession> {
  return requireStaff(request, ['analytics', 'blog']);
}
