import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { HttpError, idParam, json, readJson, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { recordAudit } from '../src/server/audit.ts';
import { removeMember, setMemberRole, type MemberChange } from '../src/server/repositories/people-circles.ts';
import { CircleMemberRoleSchema } from '../src/lib/schemas/people.ts';

const NOT_FOUND = 'This person is not a member of the circle';
export const CREATOR_KEPT = 'The circle\u2019s Creator keeps their place and role';

function ensure(change: MemberChange): asserts change is Extract<MemberChange, { ok: true }> {
  if (change.ok) return;
  throw change.reason === 'creator' ? new HttpError(409, CREATOR_KEPT) : new HttpError(404, NOT_FOUND);
}

// A circle member: Make Admin / Remove Admin (PATCH {role}), Remove (DELETE). Never the Creator.
export default route({
  async PATCH(request, context) {
    const { staff } = await requireStaff(request, 'circles');
    const circleId = idParam(context.params.id, NOT_FOUND);
    const userId = idParam(context.params.userId, NOT_FOUND);
    const { role } = await readJson(request, CircleMemberRoleSchema);
    await getDb().transaction(async (tx) => {
      const change = await setMemberRole(tx, circleId, userId, role);
      ensure(change);
      await recordAudit(tx, staff, {
        action: role === 'Admin' ? 'circle.member_made_admin' : 'circle.member_admin_removed',
        entityType: 'circle',
        entityId: circleId,
        summary: `${change.name} (user #${userId}) is now ${role === 'Admin' ? 'an Admin' : 'a Member'} of circle #${circleId} (${change.circle}); was ${change.previous}`,
      });
    });
    return json({ circleId, userId, role });
  },
  async DELETE(request, context) {
    const { staff } = await requireStaff(request, 'circles');
    const circleId = idParam(context.params.id, NOT_FOUND);
    const userId = idParam(context.params.userId, NOT_FOUND);
    await getDb().transaction(async (tx) => {
      const change = await removeMember(tx, circleId, userId);
      ensure(change);
      await recordAudit(tx, staff, {
        action: 'circle.member_removed',
        entityType: 'circle',
        entityId: circleId,
        summary: `Removed ${change.name} (user #${userId}, ${change.previous}) from circle #${circleId} (${change.circle})`,
      });
    });
    return json({ removed: true, circleId, userId });
  },
});

// Netlify reads config statically: a literal path (tests/unit/routes.test.ts checks it matches routes.ts).
export const config: Config = { path: '/api/admin/circles/:id/members/:userId' };
