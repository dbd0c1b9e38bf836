// Staff roles and what each may do: the one table that the server enforces (requireStaff) and the
// back-office reads to show only the tabs a role can use. Deny by default: a role has exactly the
// permissions listed here; an unknown role has none.
import type { StaffRole } from './staff-roles.ts';

export const PERMISSIONS = ['blog', 'media', 'content', 'users', 'circles', 'referrals', 'analytics', 'waitlist', 'staff'] as const;
export type Permission = (typeof PERMISSIONS)[number];

const MATRIX: Record<StaffRole, readonly Permission[]> = {
  'Super Admin': PERMISSIONS,
  'Content Editor': ['blog', 'media', 'content'],
  Moderator: ['users', 'circles', 'referrals', 'analytics', 'waitlist'],
};

export function permissionsFor(role: string): Permission[] {
  return Object.hasOwn(MATRIX, role) ? [...MATRIX[role as StaffRole]] : [];
}

export function can(role: string, permission: Permission): boolean {
  return permissionsFor(role).includes(permission);
}
