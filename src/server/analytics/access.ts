// Who may read which Analytics view (and its CSV): the table is ANALYTICS_VIEW_PERMISSIONS in
// src/lib/permissions.ts; every analytics handler asks here.
import type { AnalyticsView } from '../../lib/analytics/periods.ts';
import { ANALYTICS_VIEW_PERMISSIONS } from '../../lib/permissions.ts';
import { requireStaff } from '../auth/guard.ts';
import type { StaffSession } from '../auth/session.ts';

export function requireAnalyticsView(request: Request, view: AnalyticsView): Promise<StaffSession> {
  return requireStaff(request, ANALYTICS_VIEW_PERMISSIONS[view]);
}
