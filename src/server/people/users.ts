// Staff writes of one app user (User Management): edit and delete, each one transaction with the
// version claim (src/server/versions.ts) and the audit row.
import type { Database } from '../../../db/client.ts';
import type { UserUpdate } from '../../lib/schemas/people.ts';
import { recordAudit, type AuditActor } from '../audit.ts';
import { HttpError } from '../http.ts';
import { deleteUser, getUserSummary, updateUser, USER_NOT_FOUND, userVersions } from '../repositories/people-users.ts';
import { isUniqueViolation } from '../sql.ts';
import { claimVersion } from '../versions.ts';

export const EMAIL_TAKEN = 'Another user already has this email address';

export async function editUser(db: Database, staff: AuditActor, id: number, version: number, input: UserUpdate) {
  try {
    await db.transaction(async (tx) => {
      await claimVersion(tx, userVersions, id, version, staff.username);
      const before = (await getUserSummary(tx, id))!;
      await updateUser(tx, id, input);
      const changes = [
        before.name !== input.name ? 'name' : null,
        before.email.toLowerCase() !== input.email.toLowerCase() ? 'email' : null,
        before.streak !== input.streak ? `streak ${before.streak} → ${input.streak}` : null,
      ].filter(Boolean);
      await recordAudit(tx, staff, {
        action: 'user.updated',
        entityType: 'user',
        entityId: id,
        summary: `Edited user #${id} (${input.name})${changes.length ? `: ${changes.join(', ')}` : ''}`,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_unique')) {
      throw new HttpError(409, EMAIL_TAKEN, [{ path: 'email', message: EMAIL_TAKEN }]);
    }
    throw error;
  }
}

/** Deletes the user everywhere, handing their circles over as `DELETE /me` does. */
export async function deleteUserAs(db: Database, staff: AuditActor, id: number, version: number) {
  return db.transaction(async (tx) => {
    await claimVersion(tx, userVersions, id, version, staff.username);
    const deleted = await deleteUser(tx, id, staff.username);
    if (!deleted) throw new HttpError(404, USER_NOT_FOUND);
    await recordAudit(tx, staff, {
      action: 'user.deleted',
      entityType: 'user',
      entityId: id,
      summary:
        `Deleted user #${id}: ${deleted.membershipsRemoved} circle memberships and ${deleted.invitationsRemoved} sent invitations removed, ` +
        `${deleted.invitationsAnonymised} received invitation anonymised, ${deleted.circlesHandedOver} circles handed to a new Creator, ` +
        `${deleted.circlesRemoved} empty circles removed`,
    });
    return deleted;
  });
}
