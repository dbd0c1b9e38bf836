import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { idParam, json, route } from '../src/server/http.ts';
import { readVersioned } from '../src/server/versions.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { oneTimePassword } from '../src/server/auth/password.ts';
import { resetStaffPassword, STAFF_NOT_FOUND } from '../src/server/repositories/staff.ts';
import { StaffResetPasswordSchema, type StaffWithPassword } from '../src/lib/schemas/staff.ts';

// Admin Roles (Super Admin only): a new password for someone else's account, typed or a one-time
// password made here and answered this once. Every session of the account ends; it must choose
// its own password at the next sign-in. Sends { version } of the account it was asked from (409
// when the account changed since: src/server/versions.ts).
export default route({
  async POST(request, context) {
    const { staff } = await requireStaff(request, 'superAdmin');
    const id = idParam(context.params.id, STAFF_NOT_FOUND);
    const {
      version,
      payload: { password },
    } = await readVersioned(request, StaffResetPasswordSchema);
    const generated = password === undefined ? oneTimePassword() : undefined;
    const member = await resetStaffPassword(getDb(), staff, id, password ?? generated!, version);
    const body: StaffWithPassword = { staff: member };
    if (generated) body.oneTimePassword = generated;
    return json(body);
  },
});

// A literal: Netlify reads `config` statically (tests/unit/routes.test.ts keeps it equal to API).
export const config: Config = { path: '/api/admin/staff/:id/reset-password' };
