// Staff management for the Admin Roles tab: list, change, disable, reset passwords, sessions,
// own password, and reading the audit log. Every write records its audit row in the same
// transaction, and the rules that protect the back-office hold here, under row locks:
// nobody disables or demotes themselves, and the last active Super Admin stays one.
import { and, desc, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { auditLog, staffAccounts, staffSessions } from '../../../db/schema.ts';
import {
  AUDIT_PAGE_SIZE,
  type AuditEntryView,
  type AuditPage,
  type StaffMember,
  type StaffSessionSummary,
  type StaffUpdate,
} from '../../lib/schemas/staff.ts';
import { recordAudit, type AuditActor } from '../audit.ts';
import { HttpError } from '../http.ts';
import { now } from '../clock.ts';
import { checkPasswordWithinLimits } from '../auth/login.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { deleteSessionsOf } from '../auth/session.ts';
import { claimVersion, versionBump, type VersionedEntity } from '../versions.ts';

export const STAFF_NOT_FOUND = 'Staff account not found';
export const LAST_SUPER_ADMIN = 'This is the last active Super Admin: make another Super Admin first.';
export const NOT_YOURSELF = 'You cannot disable or demote your own account. Ask another Super Admin.';
export const WRONG_CURRENT_PASSWORD = 'The current password is not correct';

const memberColumns = () => ({
  id: staffAccounts.id,
  username: staffAccounts.username,
  displayName: staffAccounts.displayName,
  role: staffAccounts.role,
  disabled: staffAccounts.disabled,
  mustChangePassword: staffAccounts.mustChangePassword,
  lastSignInAt: staffAccounts.lastSignInAt,
  createdAt: staffAccounts.createdAt,
  version: staffAccounts.version,
  // Table-qualified by hand: inside a subquery Drizzle would print the outer "id" unqualified.
  activeSessions: sql<number>`(select count(*)::int from staff_sessions s where s.staff_id = "staff_accounts"."id" and s.expires_at > ${now()})`,
});

interface MemberRow {
  id: number;
  username: string;
  displayName: string;
  role: StaffMember['role'];
  disabled: boolean;
  mustChangePassword: boolean;
  lastSignInAt: Date | null;
  createdAt: Date;
  activeSessions: number;
  version: number;
}

function toMember(row: MemberRow): StaffMember {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    role: row.role,
    disabled: row.disabled,
    mustChangePassword: row.mustChangePassword,
    lastSignInAt: row.lastSignInAt ? row.lastSignInAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    activeSessions: Number(row.activeSessions),
    version: row.version,
  };
}

/** Every staff account, active ones first, then by username. */
export async function listStaff(db: Database): Promise<StaffMember[]> {
  const rows = await db
    .select(memberColumns())
    .from(staffAccounts)
    .orderBy(staffAccounts.disabled, sql`lower(${staffAccounts.username})`);
  return rows.map((row) => toMember(row));
}

export async function getStaffMember(db: Pick<Database, 'select'>, id: number): Promise<StaffMember | null> {
  const [row] = await db.select(memberColumns()).from(staffAccounts).where(eq(staffAccounts.id, id));
  return row ? toMember(row) : null;
}

/** Staff accounts as versioned records (src/server/versions.ts): a 409 answers the account. */
export const staffVersions: VersionedEntity<StaffMember> = {
  table: 'staff_accounts',
  noun: 'staff account',
  notFound: STAFF_NOT_FOUND,
  load: getStaffMember,
};

/** Locks and returns the account, or 404. */
async function lockAccount(tx: Tx, id: number) {
  const [row] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, id)).for('update');
  if (!row) throw new HttpError(404, STAFF_NOT_FOUND);
  return row;
}

/** Active Super Admins other than `id`, locked so two demotions cannot both pass the check. */
async function otherActiveSuperAdmins(tx: Tx, id: number): Promise<number> {
  const rows = await tx
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.role, 'Super Admin'), eq(staffAccounts.disabled, false), ne(staffAccounts.id, id)))
    .for('update');
  return rows.length;
}

/**
 * Changes an account's name, role and/or status. Disabling ends its sessions at once. One audit
 * row per aspect that changed. 409 for oneself or the last active Super Admin.
 */
export async function updateStaff(
  db: Database,
  actor: AuditActor,
  id: number,
  change: StaffUpdate,
  version: number,
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    // Lock the account and every Super Admin in one statement, in id order: two Super Admins
    // demoting each other at once then queue (the second sees the first's change) instead of
    // deadlocking on each other's rows.
    await tx.execute(
      sql`SELECT id FROM staff_accounts WHERE id = ${id} OR role = 'Super Admin' ORDER BY id FOR UPDATE`,
    );
    const before = await lockAccount(tx, id);
    await claimVersion(tx, staffVersions, id, version, actor.username);
    const role = change.role ?? before.role;
    const disabled = change.disabled ?? before.disabled;
    const losesSuperAdmin = before.role === 'Super Admin' && !before.disabled && (role !== 'Super Admin' || disabled);
    if (id === actor.id && (disabled || role !== before.role)) throw new HttpError(409, NOT_YOURSELF);
    if (losesSuperAdmin && (await otherActiveSuperAdmins(tx, id)) === 0) throw new HttpError(409, LAST_SUPER_ADMIN);

    const displayName = change.displayName ?? before.displayName;
    await tx
      .update(staffAccounts)
      .set({ role, disabled, displayName, updatedAt: now() })
      .where(eq(staffAccounts.id, id));
    const who = `"${before.username}"`;
    if (displayName !== before.displayName) {
      await recordAudit(tx, actor, {
        action: 'staff.renamed',
        entityType: 'staff',
        entityId: id,
        summary: `Renamed ${who}: "${before.displayName}" → "${displayName}"`,
      });
    }
    if (role !== before.role) {
      await recordAudit(tx, actor, {
        action: 'staff.role_changed',
        entityType: 'staff',
        entityId: id,
        summary: `Changed the role of ${who}: ${before.role} → ${role}`,
      });
    }
    if (disabled !== before.disabled) {
      const ended = disabled ? await deleteSessionsOf(tx, id) : 0;
      await recordAudit(tx, actor, {
        action: disabled ? 'staff.disabled' : 'staff.enabled',
        entityType: 'staff',
        entityId: id,
        summary: disabled ? `Disabled ${who} and ended ${sessionsText(ended)}` : `Enabled ${who}`,
      });
    }
    return (await getStaffMember(tx, id))!;
  });
}

const sessionsText = (n: number) => (n === 1 ? '1 session' : `${n} sessions`);

/**
 * Sets a password someone else chose (a one-time password): the account must change it at its
 * next sign-in, and every session of the account ends. Not for one's own account.
 */
export async function resetStaffPassword(
  db: Database,
  actor: AuditActor,
  id: number,
  password: string,
  version: number,
): Promise<StaffMember> {
  if (id === actor.id)
    throw new HttpError(409, 'Change your own password with "Change password" (your current password is needed).');
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const before = await lockAccount(tx, id);
    await claimVersion(tx, staffVersions, id, version, actor.username);
    await tx
      .update(staffAccounts)
      .set({ passwordHash, mustChangePassword: true, updatedAt: now() })
      .where(eq(staffAccounts.id, id));
    const ended = await deleteSessionsOf(tx, id);
    await recordAudit(tx, actor, {
      action: 'staff.password_reset',
      entityType: 'staff',
      entityId: id,
      summary: `Reset the password of "${before.username}" (one-time password) and ended ${sessionsText(ended)}`,
    });
    return (await getStaffMember(tx, id))!;
  });
}

/** The account's unexpired sessions, newest first. 404 for an unknown account. */
export async function listStaffSessions(
  db: Database,
  id: number,
  currentSessionId: number,
): Promise<StaffSessionSummary[]> {
  if (!(await getStaffMember(db, id))) throw new HttpError(404, STAFF_NOT_FOUND);
  const rows = await db
    .select({ id: staffSessions.id, createdAt: staffSessions.createdAt, expiresAt: staffSessions.expiresAt })
    .from(staffSessions)
    .where(and(eq(staffSessions.staffId, id), gt(staffSessions.expiresAt, now())))
    .orderBy(desc(staffSessions.createdAt), desc(staffSessions.id));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    current: row.id === currentSessionId,
  }));
}

/**
 * Ends the account's sessions: one (`sessionId`) or all. For one's own account "all" keeps the
 * session making the request (use Logout to end that one). Returns how many ended.
 */
export async function endStaffSessions(
  db: Database,
  actor: AuditActor,
  id: number,
  { sessionId, currentSessionId }: { sessionId?: number; currentSessionId: number },
): Promise<number> {
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, id);
    let ended: number;
    if (sessionId !== undefined) {
      const rows = await tx
        .delete(staffSessions)
        .where(and(eq(staffSessions.id, sessionId), eq(staffSessions.staffId, id)))
        .returning({ id: staffSessions.id });
      if (rows.length === 0) throw new HttpError(404, 'Session not found');
      ended = 1;
    } else {
      ended = await deleteSessionsOf(tx, id, id === actor.id ? currentSessionId : undefined);
    }
    await recordAudit(tx, actor, {
      action: 'staff.sessions_ended',
      entityType: 'staff',
      entityId: id,
      summary: `Ended ${sessionsText(ended)} of "${account.username}"`,
    });
    return ended;
  });
}

/**
 * A staff member changes their own password: the current one is required, every other session
 * of theirs ends, and the one-time-password flag clears. 422 for a wrong current password.
 */
export async function changeOwnPassword(
  db: Database,
  actor: AuditActor & { id: number },
  {
    currentPassword,
    newPassword,
    sessionId,
    ip,
  }: { currentPassword: string; newPassword: string; sessionId: number; ip: string | null },
): Promise<void> {
  const [account] = await db
    .select({ passwordHash: staffAccounts.passwordHash })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, actor.id));
  if (!account) throw new HttpError(401, 'Please sign in to continue');
  // A guess at the current password counts like a sign-in failure (same limits, same counters).
  const verified = await checkPasswordWithinLimits(db, { ip, username: actor.username }, async () =>
    (await verifyPassword(currentPassword, account.passwordHash)) ? true : null,
  );
  if (!verified) {
    throw new HttpError(422, WRONG_CURRENT_PASSWORD, [{ path: 'currentPassword', message: WRONG_CURRENT_PASSWORD }]);
  }
  if (currentPassword === newPassword) {
    const message = 'The new password must differ from the current one';
    throw new HttpError(422, message, [{ path: 'newPassword', message }]);
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    // Not made from a loaded record: a new version all the same, so an open Admin Roles edit learns of it.
    await tx
      .update(staffAccounts)
      .set({ passwordHash, mustChangePassword: false, updatedAt: now(), ...versionBump(actor.username) })
      .where(eq(staffAccounts.id, actor.id));
    const ended = await deleteSessionsOf(tx, actor.id, sessionId);
    await recordAudit(tx, actor, {
      action: 'staff.own_password_changed',
      entityType: 'staff',
      entityId: actor.id,
      summary: `Changed their own password and ended ${sessionsText(ended)} elsewhere`,
    });
  });
}

/** One page of the audit log, newest first, filtered by person and/or entity type (SQL LIMIT/OFFSET). */
export async function listAudit(
  db: Database,
  { staffId, entityType, page = 1 }: { staffId?: number; entityType?: string; page?: number },
): Promise<AuditPage> {
  const filters: SQL[] = [];
  if (staffId !== undefined) filters.push(eq(auditLog.staffId, staffId));
  if (entityType !== undefined) filters.push(eq(auditLog.entityType, entityType));
  const rows = await db
    .select()
    .from(auditLog)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  const types = await db
    .selectDistinct({ entityType: auditLog.entityType })
    .from(auditLog)
    .orderBy(auditLog.entityType);
  const entries: AuditEntryView[] = rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({
    id: row.id,
    staffId: row.staffId,
    staffUsername: row.staffUsername,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    summary: row.summary,
    createdAt: row.createdAt.toISOString(),
  }));
  return {
    entries,
    page,
    pageSize: AUDIT_PAGE_SIZE,
    hasMore: rows.length > AUDIT_PAGE_SIZE,
    entityTypes: types.map((t) => t.entityType),
  };
}
