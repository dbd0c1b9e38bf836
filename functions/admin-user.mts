import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { HttpError, idParam, json, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { recordAudit } from '../src/server/audit.ts';
import { isUniqueViolation } from '../src/server/sql.ts';
import {
  deleteUser,
  getUserDetail,
  getUserSummary,
  updateUser,
  USER_NOT_FOUND,
  userVersions,
} from '../src/server/repositories/people-users.ts';
import { claimVersion, readVersion, readVersioned } from '../src/server/versions.ts';
import { UserUpdateSchema } from '../src/lib/schemas/people.ts';

const NOT_FOUND = USER_NOT_FOUND;
export const EMAIL_TAKEN = 'Another user already has this email address';

// One app user: detail (profile, circles, invitations, recent activity), edit, delete. An edit or
// delete sends the version it loaded; an older one answers 409 (src/server/versions.ts).
export default route({
  async GET(request, context) {
    await requireStaff(request, 'users');
    const detail = await getUserDetail(getDb(), idParam(context.params.id, NOT_FOUND));
    if (!detail) throw new HttpError(404, NOT_FOUND);
    return json(detail);
  },
  async PUT(request, context) {
    const { staff } = await requireStaff(request, 'users');
    const id = idParam(context.params.id, NOT_FOUND);
    const { version, payload: input } = await readVersioned(request, UserUpdateSchema);
    const db = getDb();
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
    return json((await getUserDetail(db, id))!.user);
  },
  async DELETE(request, context) {
    const { staff } = await requireStaff(request, 'users');
    const id = idParam(context.params.id, NOT_FOUND);
    const version = await readVersion(request);
    const result = await getDb().transaction(async (tx) => {
      await claimVersion(tx, userVersions, id, version, staff.username);
      const deleted = await deleteUser(tx, id, staff.username);
      if (!deleted) throw new HttpError(404, NOT_FOUND);
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
    return json({ deleted: true, ...result });
  },
});

// Netlify reads config statically: a literal path (tests/unit/routes.test.ts checks it matches routes.ts).
export const config: Config = { path: '/api/admin/users/:id' };
