// Staff roles and what each may do: the one table that the server enforces (requireStaff) and the
// back-office reads to show only the tabs a role can use. Deny by default: a role has exactly the
// permissions listed here; an unknown role has none.
import type { AnalyticsView } from './analytics/periods.ts';
import type { ExportKind } from './schemas/people.ts';
import type { StaffRole } from './staff-roles.ts';

export const PERMISSIONS = [
  'blog',
  'media',
  'content',
  'users',
  'circles',
  'referrals',
  'analytics',
  'waitlist',
  'campaigns',
  // Live recitation sessions: schedule, edit, start, advance, end (decision 0065).
  'liveSessions',
  // Moderate ayah dedications: approve, reject with a reason, remove, read reports (decision 0065).
  'dedications',
  // What only Super Admins do: staff accounts and the audit log, flagged referrals, sending
  // campaigns, the local mailbox, the monthly limits of dua requests and dedications.
  'superAdmin',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const MATRIX: Record<StaffRole, readonly Permission[]> = {
  'Super Admin': PERMISSIONS,
  'Content Editor': ['blog', 'media', 'content', 'campaigns', 'liveSessions'],
  Moderator: ['users', 'circles', 'referrals', 'analytics', 'waitlist', 'dedications'],
};

export function permissionsFor(role: string): Permission[] {
  return Object.hasOwn(MATRIX, role) ? [...MATRIX[role as StaffRole]] : [];
}

export function can(role: string, permission: Permission): boolean {
  return permissionsFor(role).includes(permission);
}

// The exceptions: endpoints whose permission is not simply their tab's. Stated here, next to the
// matrix, so the server reads them from one place (src/server/analytics/access.ts,
// functions/admin-export.mts, functions/admin-flagged-referrals.mts) and a reader sees them all.

/** Each CSV export of a people list needs the permission of the list it exports. */
export const EXPORT_PERMISSION = {
  users: 'users',
  circles: 'circles',
  referrals: 'referrals',
} as const satisfies Record<ExportKind, Permission>;

/**
 * Each Analytics view needs 'analytics'; the blog view (and its CSV) is also open to whoever manages
 * the blog ('blog': Content Editors see their posts' views in Blog Management).
 */
export const ANALYTICS_VIEW_PERMISSIONS = {
  engagement: ['analytics'],
  thawabs: ['analytics'],
  badges: ['analytics'],
  circles: ['analytics'],
  funnel: ['analytics'],
  blog: ['analytics', 'blog'],
  premium: ['analytics'],
} as const satisfies Record<AnalyticsView, readonly Permission[]>;

/**
 * Flagged launch-waitlist referrals (self-referral, burst, daily cap) sit under the Referrals table
 * but are shown to Super Admins only (decision 0015, docs/people.md).
 */
export const FLAGGED_REFERRALS_PERMISSION: Permission = 'superAdmin';

/**
 * Campaigns (decision 0041): whoever has 'campaigns' (Content Editors, Super Admins) drafts, previews
 * and test-sends; sending to an audience (now or scheduled), pausing and resuming is Super Admins'.
 */
export const CAMPAIGN_SEND_PERMISSION: Permission = 'superAdmin';

/**
 * The local mailbox of `npm start` (scripts/local-netlify/mail-server.ts) holds every sign-in code and
 * privacy link the site sent, so reading it is signing in as anyone: only whoever manages staff
 * accounts (Super Admins) may (decision 0059).
 */
export const LOCAL_MAILBOX_PERMISSION: Permission = 'superAdmin';

/**
 * Live recitation (decision 0065): reading sessions (the back-office's Live Recitation tab) is open to
 * whoever schedules them or moderates their dedications; each write needs its own permission.
 */
export const LIVE_READ_PERMISSIONS = ['liveSessions', 'dedications'] as const satisfies readonly Permission[];

/**
 * The monthly limits of dua requests and dedications (decision 0070) shape what every user may ask
 * for, across the features of more than one role (Moderators moderate dedications, Content Editors
 * schedule sessions), so changing them is Super Admins' alone; they are also the ones who read it.
 */
export const QUOTA_LIMITS_PERMISSION: Permission = 'superAdmin';
