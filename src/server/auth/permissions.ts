// The role → permission matrix (spec §6, issue 5). Deny by default: a role has exactly the
// permissions listed here; an unknown role has none.
import type { StaffRole } from '../../lib/staff-roles.ts';

export const PERMISSIONS = ['blog', 'media', 'content', 'users', 'circles', 'referrals', 'analytics', 'staff'] as const;
export type Permission = (typeof PERMISSIONS)[number];

const MATRIX: Record<StaffRole, readonly Permission[]> = {
  'Super Admin': PERMISSIONS,
  'Content Editor': ['blog', 'media', 'content'],
  Moderator: ['users', 'circles', 'referrals', 'analytics'],
};

export function permissionsFor(role: string): Permission[] {
  return Object.hasOwn(MATRIX, role) ? [...MATRIX[role as StaffRole]] : [];
}

export function can(role: string, permission: Permission): boolean {
  return permissionsFor(role).includes(permission);
}
