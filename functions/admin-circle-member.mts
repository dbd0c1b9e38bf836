import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { idParam, json, readJson, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { changeMemberRole, MEMBER_NOT_FOUND, removeCircleMember } from '../src/server/people/circles.ts';
import { CircleMemberRoleSchema } from '../src/lib/schemas/people.ts';

// A circle member: Make Admin / Remove Admin (PATCH {role}), Remove (DELETE). Never the Creator.
export default route({
  async PATCH(request, context) {
    const { staff } = await requireStaff(request, 'circles');
    const circleId = idParam(context.params.id, MEMBER_NOT_FOUND);
    const userId = idParam(context.params.userId, MEMBER_NOT_FOUND);
    const { role } = await readJson(request, CircleMemberRoleSchema);
    await changeMemberRole(getDb(), staff, { circleId, userId }, role);
    return json({ circleId, userId, role });
  },
  async DELETE(request, context) {
    const { staff } = await requireStaff(request, 'circles');
    const circleId = idParam(context.params.id, MEMBER_NOT_FOUND);
    const userId = idParam(context.params.userId, MEMBER_NOT_FOUND);
    await removeCircleMember(getDb(), staff, { circleId, userId });
    return json({ removed: true, circleId, userId });
  },
});

// Netlify reads config statically: a literal path (tests/unit/routes.test.ts checks it matches routes.ts).
export const config: Config = { path: '/api/admin/circles/:id/members/:userId' };
