import type { Config } from '@netlify/functions';
import { LIVE_READ_PERMISSIONS } from '../src/lib/permissions.ts';
import {
  AdminLiveSessionsQuerySchema,
  LiveSessionInputSchema,
  AdminLiveSessionAnswerSchema,
  AdminLiveSessionsAnswerSchema,
} from '../src/lib/schemas/live.ts';
import { getDb } from '../src/server/db.ts';
import { answer, readJson, readQuery, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { createSession, listSessions } from '../src/server/live/sessions.ts';

// Live Recitation tab (decision 0065): the sessions, newest start first (?status=), read by whoever
// schedules or moderates; scheduling one (POST) is 'liveSessions' and rebuilds the site.
export default route({
  async GET(request) {
    await requireStaff(request, LIVE_READ_PERMISSIONS);
    const { status } = readQuery(request, AdminLiveSessionsQuerySchema);
    return answer(AdminLiveSessionsAnswerSchema, await listSessions(getDb(), status));
  },
  async POST(request) {
    const { staff } = await requireStaff(request, 'liveSessions');
    const input = await readJson(request, LiveSessionInputSchema);
    const result = await createSession(getDb(), staff, input);
    return answer(AdminLiveSessionAnswerSchema, result, { status: 201 });
  },
});

// Netlify reads config statically: a literal path (tests/unit/routes.test.ts checks it matches routes.ts).
export const config: Config = { path: '/api/admin/live-sessions' };
