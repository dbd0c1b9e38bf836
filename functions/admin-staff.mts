import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { HttpError, json, readJson, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { createStaffAccount, StaffInputError, UsernameTakenError } from '../src/server/auth/accounts.ts';
import { oneTimePassword } from '../src/server/auth/password.ts';
import { getStaffMember, listStaff } from '../src/server/repositories/staff.ts';
import { StaffCreateSchema, type StaffWithPassword } from '../src/lib/schemas/staff.ts';
import { API } from '../src/lib/routes.ts';

// Admin Roles (Super Admin only). GET: every staff account. POST: create one; without a typed
// password the server makes a one-time password and answers it this once. Either way the new
// account must choose its own password at its first sign-in.
export default route({
  async GET(request) {
    await requireStaff(request, 'superAdmin');
    return json(await listStaff(getDb()));
  },
  async POST(request) {
    const { staff: actor } = await requireStaff(request, 'superAdmin');
    const input = await readJson(request, StaffCreateSchema);
    const generated = input.password === undefined ? oneTimePassword() : undefined;
    const db = getDb();
    let created;
    try {
      created = await createStaffAccount(
        db,
        { ...input, password: input.password ?? generated! },
        { actor, mustChangePassword: true },
      );
    } catch (error) {
      if (error instanceof UsernameTakenError)
        throw new HttpError(409, error.message, [{ path: 'username', message: error.message }]);
      if (error instanceof StaffInputError) throw new HttpError(400, error.message);
      throw error;
    }
    const body: StaffWithPassword = { staff: (await getStaffMember(db, created.id))! };
    if (generated) body.oneTimePassword = generated;
    return json(body, { status: 201, headers: { Location: API.adminStaffMember.path(created.id) } });
  },
});

// A literal: Netlify reads `config` statically (tests/unit/routes.test.ts keeps it equal to API).
export const config: Config = { path: '/api/admin/staff' };
