// Staff roles (spec §6). What each role may do lives in src/server/auth (server-enforced).
export const STAFF_ROLES = ['Super Admin', 'Content Editor', 'Moderator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
