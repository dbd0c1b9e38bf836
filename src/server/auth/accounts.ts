// Staff accounts: creation (staff:create, first run) and disabling (ends sessions at once).
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { staffAccounts } from '../../../db/schema.ts';
import { STAFF_ROLES, type StaffRole } from '../../lib/staff-roles.ts';
import { hashPassword, passwordProblem } from './password.ts';
import { deleteSessionsOf, type StaffIdentity } from './session.ts';

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,64}$/;

export class StaffInputError extends Error {
  override name = 'StaffInputError';
}

export async function createStaffAccount(
  db: Database,
  input: { username: string; displayName: string; role: string; password: string },
): Promise<StaffIdentity> {
  const username = input.username.trim();
  const displayName = input.displayName.trim();
  if (!USERNAME_PATTERN.test(username)) throw new StaffInputError('The username must be 3-64 letters, digits, dots, hyphens or underscores.');
  if (!displayName || displayName.length > 120) throw new StaffInputError('The display name must be 1-120 characters.');
  if (!(STAFF_ROLES as readonly string[]).includes(input.role)) throw new StaffInputError(`The role must be one of: ${STAFF_ROLES.join(', ')}.`);
  const problem = passwordProblem(input.password);
  if (problem) throw new StaffInputError(problem);
  if (await findStaffAccount(db, username)) throw new StaffInputError(`A staff account named "${username}" already exists.`);
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(staffAccounts)
    .values({ username, displayName, role: input.role as StaffRole, passwordHash })
    .returning({ id: staffAccounts.id, username: staffAccounts.username, displayName: staffAccounts.displayName, role: staffAccounts.role });
  return row!;
}

/** The account with this username (case-insensitive), or undefined. */
export async function findStaffAccount(db: Database, username: string): Promise<StaffIdentity | undefined> {
  const [row] = await db
    .select({ id: staffAccounts.id, username: staffAccounts.username, displayName: staffAccounts.displayName, role: staffAccounts.role })
    .from(staffAccounts)
    .where(sql`lower(${staffAccounts.username}) = lower(${username.trim()})`);
  return row;
}

export async function setStaffDisabled(db: Database, staffId: number, disabled: boolean): Promise<void> {
  await db.update(staffAccounts).set({ disabled, updatedAt: new Date() }).where(eq(staffAccounts.id, staffId));
  if (disabled) await deleteSessionsOf(db, staffId);
}

export async function countStaffAccounts(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(staffAccounts);
  return row?.count ?? 0;
}
