import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { getDb } from '../src/server/db.ts';
import { idParam, json, readQuery, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { endStaffSessions, listStaffSessions, STAFF_NOT_FOUND } from '../src/server/repositories/staff.ts';

const EndQuerySchema = z.strictObject({
  sessionId: z
    .string()
    .regex(/^\d{1,9}$/, 'sessionId must be a whole number')
    .transform(Number)
    .optional(),
});

// Admin Roles (Super Admin only): an account's live sessions. DELETE ends them all (for one's own
// account, all but this one), or just ?sessionId=N.
export default route({
  async GET(request, context) {
    const session = await requireStaff(request, 'superAdmin');
    const id = idParam(context.params.id, STAFF_NOT_FOUND);
    return json(await listStaffSessions(getDb(), id, session.sessionId));
  },
  async DELETE(request, context) {
    const session = await requireStaff(request, 'superAdmin');
    const id = idParam(context.params.id, STAFF_NOT_FOUND);
    const { sessionId } = readQuery(request, EndQuerySchema);
    const ended = await endStaffSessions(getDb(), session.staff, id, {
      sessionId,
      currentSessionId: session.sessionId,
    });
    return json({ ended });
  },
});

// A literal: Netlify reads `config` statically (tests/unit/routes.test.ts keeps it equal to API).
export const config: Config = { path: '/api/admin/staff/:id/sessions' };
