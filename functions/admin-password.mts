import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { clientIp, json, readJson, route } from '../src/server/http.ts';
import { OWN_ACCOUNT, requireStaff } from '../src/server/auth/guard.ts';
import { changeOwnPassword } from '../src/server/repositories/staff.ts';
import { OwnPasswordSchema } from '../src/lib/schemas/staff.ts';

// POST /api/admin/password: any signed-in staff member changes their own password (also the way
// out of a one-time password). The current password is required, and wrong guesses at it count
// against the sign-in limits (429); their other sessions end.
export default route({
  async POST(request, context) {
    const session = await requireStaff(request, OWN_ACCOUNT);
    const { currentPassword, newPassword } = await readJson(request, OwnPasswordSchema);
    await changeOwnPassword(getDb(), session.staff, {
      currentPassword,
      newPassword,
      sessionId: session.sessionId,
      ip: clientIp(request, context),
    });
    return json({ changed: true });
  },
});

// A literal: Netlify reads `config` statically (tests/unit/routes.test.ts keeps it equal to API).
export const config: Config = { path: '/api/admin/password' };
