import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { clientIp, json, readJson, route } from '../src/server/http.ts';
import { requireSameOrigin } from '../src/server/auth/guard.ts';
import { signIn } from '../src/server/auth/login.ts';
import { permissionsFor } from '../src/lib/permissions.ts';
import { sessionCookie } from '../src/server/auth/session.ts';
import { StaffLoginSchema, type StaffSessionInfo } from '../src/lib/schemas/staff-login.ts';

// POST /api/admin/login: sets the session cookie; 401 'Invalid username or password'; 429 when
// this IP (as the platform saw it) has failed 5 times in 15 minutes. An account failed at from many
// IPs answers more slowly, never 429 (src/server/auth/login.ts, decision 0030).
export default route({
  async POST(request, context) {
    requireSameOrigin(request);
    const { username, password } = await readJson(request, StaffLoginSchema);
    const { staff, token, expiresAt, mustChangePassword } = await signIn(getDb(), {
      username,
      password,
      ip: clientIp(request, context),
    });
    const body: StaffSessionInfo = {
      staff: { username: staff.username, displayName: staff.displayName, role: staff.role },
      permissions: permissionsFor(staff.role),
      expiresAt: expiresAt.toISOString(),
      mustChangePassword,
    };
    return json(body, { headers: { 'Set-Cookie': sessionCookie(token, expiresAt) } });
  },
});

// The platform limit is a coarse outer guard; the 5-failures rule is counted in the database.
export const config: Config = {
  path: '/api/admin/login',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
