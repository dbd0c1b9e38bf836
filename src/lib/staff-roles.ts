// Staff roles (product §6). What each role may do lives in src/lib/permissions.ts.
export const STAFF_ROLES = ['Super Admin', 'Content Editor', 'Moderator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
