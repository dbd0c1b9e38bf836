// Staff accounts: creation (staff:create, first run, Admin Roles) and disabling (ends sessions at
// once). The rules for names, roles and passwords are the shared ones in src/lib.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { staffAccounts } from '../../../db/schema.ts';
import { STAFF_ROLES, type StaffRole } from '../../lib/staff-roles.ts';
import { DISPLAY_NAME_MAX, USERNAME_PATTERN, USERNAME_RULE } from '../../lib/schemas/staff.ts';
import { recordAudit, TERMINAL_ACTOR, type AuditActor } from '../audit.ts';
import { versionBump } from '../versions.ts';
import { isUniqueViolation } from '../sql.ts';
import { hashPassword, passwordProblem } from './password.ts';
import { deleteSessionsOf, type StaffIdentity } from './session.ts';

export { USERNAME_PATTERN };

export class StaffInputError extends Error {
  override name = 'StaffInputError';
}

/** The username is taken (case-insensitively). */
export class UsernameTakenError extends StaffInputError {
  override name = 'UsernameTakenError';
  constructor(username: string) {
    super(`A staff account named "${username}" already exists.`);
  }
}

export interface NewStaffAccount {
  username: string;
  displayName: string;
  role: string;
  password: string;
}

/**
 * Creates an account. With `actor`, the creation is recorded in the audit log in the same
 * transaction; `mustChangePassword` marks a password someone else chose (a one-time password).
 */
export async function createStaffAccount(
  db: Database,
  input: NewStaffAccount,
  { actor, mustChangePassword = false }: { actor?: AuditActor; mustChangePassword?: boolean } = {},
): Promise<StaffIdentity> {
  const username = input.username.trim();
  const displayName = input.displayName.trim();
  if (!USERNAME_PATTERN.test(username)) throw new StaffInputError(USERNAME_RULE);
  if (!displayName || displayName.length > DISPLAY_NAME_MAX || displayName.includes('\0')) {
    throw new StaffInputError(`The display name must be 1-${DISPLAY_NAME_MAX} characters.`);
  }
  if (!(STAFF_ROLES as readonly string[]).includes(input.role))
    throw new StaffInputError(`The role must be one of: ${STAFF_ROLES.join(', ')}.`);
  const problem = passwordProblem(input.password);
  if (problem) throw new StaffInputError(problem);
  if (await findStaffAccount(db, username)) throw new UsernameTakenError(username);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(staffAccounts)
        .values({ username, displayName, role: input.role as StaffRole, passwordHash, mustChangePassword })
        .returning({
          id: staffAccounts.id,
          username: staffAccounts.username,
          displayName: staffAccounts.displayName,
          role: staffAccounts.role,
        });
      if (actor) {
        await recordAudit(tx, actor, {
          action: 'staff.created',
          entityType: 'staff',
          entityId: row!.id,
          summary: `Created ${row!.role} "${row!.username}" (${row!.displayName})`,
        });
      }
      return row!;
    });
  } catch (error) {
    // Two creations of the same name at once: the unique index decides.
    if (isUniqueViolation(error)) throw new UsernameTakenError(username);
    throw error;
  }
}

/** The account with this username (case-insensitive), or undefined. */
export async function findStaffAccount(db: Database, username: string): Promise<StaffIdentity | undefined> {
  const [row] = await db
    .select({
      id: staffAccounts.id,
      username: staffAccounts.username,
      displayName: staffAccounts.displayName,
      role: staffAccounts.role,
    })
    .from(staffAccounts)
    .where(sql`lower(${staffAccounts.username}) = lower(${username.trim()})`);
  return row;
}

/** Disables (ending every session at once) or enables an account; audited when an actor is given. */
export async function setStaffDisabled(
  db: Database,
  staffId: number,
  disabled: boolean,
  actor?: AuditActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffAccounts)
      .set({ disabled, updatedAt: new Date(), ...versionBump((actor ?? TERMINAL_ACTOR).username) })
      .where(eq(staffAccounts.id, staffId))
      .returning({ username: staffAccounts.username });
    if (disabled) await deleteSessionsOf(tx, staffId);
    if (actor && row) {
      await recordAudit(tx, actor, {
        action: disabled ? 'staff.disabled' : 'staff.enabled',
        entityType: 'staff',
        entityId: staffId,
        summary: disabled ? `Disabled "${row.username}" and ended its sessions` : `Enabled "${row.username}"`,
      });
    }
  });
}

export async function countStaffAccounts(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(staffAccounts);
  return row?.count ?? 0;
}
