import type { Config } from '@netlify/functions';
import { json, route } from '../src/server/http.ts';
import { OWN_ACCOUNT, requireStaff } from '../src/server/auth/guard.ts';
import { permissionsFor } from '../src/lib/permissions.ts';
import type { StaffSessionInfo } from '../src/lib/schemas/staff-login.ts';

// GET /api/admin/session: who is signed in (name, role, permissions), or 401.
export default route({
  async GET(request) {
    const { staff, expiresAt, mustChangePassword } = await requireStaff(request, OWN_ACCOUNT);
    const body: StaffSessionInfo = {
      staff: { username: staff.username, displayName: staff.displayName, role: staff.role },
      permissions: permissionsFor(staff.role),
      expiresAt: expiresAt.toISOString(),
      mustChangePassword,
    };
    return json(body);
  },
});

export const config: Config = { path: '/api/admin/session' };
