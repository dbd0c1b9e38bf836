// The staff-management payloads (Admin Roles tab) and what the API answers. The server re-validates
// with these schemas; the password rule itself lives in ../staff/password-rule.ts.
import { z } from 'zod';
import { pageParam } from './paging.ts';
import { STAFF_ROLES } from '../staff-roles.ts';
import { PASSWORD_MAX_LENGTH, passwordProblem } from '../staff/password-rule.ts';

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,64}$/;
export const USERNAME_RULE = 'The username must be 3-64 letters, digits, dots, hyphens or underscores.';
export const DISPLAY_NAME_MAX = 120;

const noNul = (value: string) => !value.includes('\0');

export const UsernameSchema = z.string({ error: 'Username is required' }).trim().regex(USERNAME_PATTERN, USERNAME_RULE);
export const DisplayNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(DISPLAY_NAME_MAX, `The name must have at most ${DISPLAY_NAME_MAX} characters.`)
  .refine(noNul, 'The name cannot contain a NUL character.');
export const RoleSchema = z.enum(STAFF_ROLES, { error: `The role must be one of: ${STAFF_ROLES.join(', ')}.` });

/** A new password, checked against the password rule. */
export const NewPasswordSchema = z
  .string({ error: 'Password is required' })
  .max(PASSWORD_MAX_LENGTH, `The password must have at most ${PASSWORD_MAX_LENGTH} characters.`)
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** POST /api/admin/staff. Without `password` the server makes a one-time password and shows it once. */
export const StaffCreateSchema = z.strictObject({
  username: UsernameSchema,
  displayName: DisplayNameSchema,
  role: RoleSchema,
  password: NewPasswordSchema.optional(),
});
export type StaffCreate = z.infer<typeof StaffCreateSchema>;

/** PATCH /api/admin/staff/:id: any of name, role, disabled. */
export const StaffUpdateSchema = z
  .strictObject({
    displayName: DisplayNameSchema.optional(),
    role: RoleSchema.optional(),
    disabled: z.boolean().optional(),
  })
  .refine((value) => Object.keys(value).length > 0, 'Send at least one of displayName, role, disabled.');
export type StaffUpdate = z.infer<typeof StaffUpdateSchema>;

/** POST /api/admin/staff/:id/reset-password. Without `password` the server makes a one-time password. */
export const StaffResetPasswordSchema = z.strictObject({ password: NewPasswordSchema.optional() });

/** POST /api/admin/password: a staff member changes their own password. */
export const OwnPasswordSchema = z.strictObject({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(PASSWORD_MAX_LENGTH),
  newPassword: NewPasswordSchema,
});
export type OwnPassword = z.infer<typeof OwnPasswordSchema>;

export interface StaffMember {
  id: number;
  username: string;
  displayName: string;
  role: (typeof STAFF_ROLES)[number];
  disabled: boolean;
  mustChangePassword: boolean;
  lastSignInAt: string | null;
  createdAt: string;
  activeSessions: number;
  /** Incremented by every write; a change sends the version it loaded (src/lib/versions.ts). */
  version: number;
}

/** What create and reset answer: the account, and the one-time password when the server made it (shown once). */
export interface StaffWithPassword {
  staff: StaffMember;
  oneTimePassword?: string;
}

export interface StaffSessionSummary {
  id: number;
  createdAt: string;
  expiresAt: string;
  /** The session making this request. */
  current: boolean;
}

export interface AuditEntryView {
  id: number;
  staffId: number | null;
  staffUsername: string;
  action: string;
  entityType: string;
  entityId: string | null;
  summary: string;
  createdAt: string;
}

export const AUDIT_PAGE_SIZE = 25;

/** GET /api/admin/audit query: ?staffId=&entityType=&page= (page from 1). */
export const AuditQuerySchema = z.strictObject({
  staffId: z
    .string()
    .regex(/^\d{1,9}$/, 'staffId must be a whole number')
    .transform(Number)
    .optional(),
  entityType: z
    .string()
    .regex(/^[a-z_]{1,32}$/, 'entityType must be a known entity type')
    .optional(),
  page: pageParam,
});

export interface AuditPage {
  entries: AuditEntryView[];
  page: number;
  pageSize: number;
  hasMore: boolean;
  /** Entity types present in the log, for the filter. */
  entityTypes: string[];
}
