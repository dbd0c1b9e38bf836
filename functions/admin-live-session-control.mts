import type { Config } from '@netlify/functions';
import { LiveControlSchema, AdminLiveSessionAnswerSchema } from '../src/lib/schemas/live.ts';
import { getDb } from '../src/server/db.ts';
import { answer, idParam, readJson, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { SESSION_NOT_FOUND } from '../src/server/live/rows.ts';
import { controlSession } from '../src/server/live/sessions.ts';

// The control of a live recitation (decision 0065): { action: 'start' | 'next' | 'end' } or
// { action: 'goToAyah', ayah }. A step the session's state does not allow answers 409.
export default route({
  async POST(request, context) {
    const { staff } = await requireStaff(request, 'liveSessions');
    const id = idParam(context.params.id, SESSION_NOT_FOUND);
    const control = await readJson(request, LiveControlSchema);
    return answer(AdminLiveSessionAnswerSchema, await controlSession(getDb(), staff, id, control));
  },
});

// Netlify reads config statically: a literal path (tests/unit/routes.test.ts checks it matches routes.ts).
export const config: Config = { path: '/api/admin/live-sessions/:id/control' };
