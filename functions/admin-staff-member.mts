import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { HttpError, idParam, json, route } from '../src/server/http.ts';
import { readVersioned } from '../src/server/versions.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { getStaffMember, STAFF_NOT_FOUND, updateStaff } from '../src/server/repositories/staff.ts';
import { StaffUpdateSchema } from '../src/lib/schemas/staff.ts';

// Admin Roles (Super Admin only). GET one account; PATCH its name, role or status (disabling ends
// its sessions at once). 409 for one's own role/status and for the last active Super Admin, and
// for a change made from an older version of the account ({ version, ... }; src/server/versions.ts).
export default route({
  async GET(request, context) {
    await requireStaff(request, 'superAdmin');
    const member = await getStaffMember(getDb(), idParam(context.params.id, STAFF_NOT_FOUND));
    if (!member) throw new HttpError(404, STAFF_NOT_FOUND);
    return json(member);
  },
  async PATCH(request, context) {
    const { staff } = await requireStaff(request, 'superAdmin');
    const id = idParam(context.params.id, STAFF_NOT_FOUND);
    const { version, payload: change } = await readVersioned(request, StaffUpdateSchema);
    return json(await updateStaff(getDb(), staff, id, change, version));
  },
});

// A literal: Netlify reads `config` statically (tests/unit/routes.test.ts keeps it equal to API).
export const config: Config = { path: '/api/admin/staff/:id' };
