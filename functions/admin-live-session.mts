import type { Config } from '@netlify/functions';
import { LIVE_READ_PERMISSIONS } from '../src/lib/permissions.ts';
import {
  LiveSessionInputSchema,
  AdminLiveSessionAnswerSchema,
  AdminLiveSessionDetailSchema,
} from '../src/lib/schemas/live.ts';
import { getDb } from '../src/server/db.ts';
import { answer, idParam, json, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { SESSION_NOT_FOUND } from '../src/server/live/rows.ts';
import { deleteSession, editSession, sessionDetail } from '../src/server/live/sessions.ts';
import { readVersion, readVersioned } from '../src/server/versions.ts';

// One live recitation session (decision 0065): its detail with listeners and dedications (GET, either
// permission); edited while scheduled (PUT { version, ... }) or deleted while scheduled and without
// dedications (DELETE { version }), 'liveSessions'. An older version answers 409.
export default route({
  async GET(request, context) {
    await requireStaff(request, LIVE_READ_PERMISSIONS);
    const id = idParam(context.params.id, SESSION_NOT_FOUND);
    return answer(AdminLiveSessionDetailSchema, await sessionDetail(getDb(), id));
  },
  async PUT(request, context) {
    const { staff } = await requireStaff(request, 'liveSessions');
    const id = idParam(context.params.id, SESSION_NOT_FOUND);
    const { version, payload } = await readVersioned(request, LiveSessionInputSchema);
    const result = await editSession(getDb(), staff, id, version, payload);
    return answer(AdminLiveSessionAnswerSchema, result);
  },
  async DELETE(request, context) {
    const { staff } = await requireStaff(request, 'liveSessions');
    const id = idParam(context.params.id, SESSION_NOT_FOUND);
    await deleteSession(getDb(), staff, id, await readVersion(request));
    return json({ deleted: true, id });
  },
});

// Netlify reads config statically: a literal path (tests/unit/routes.test.ts checks it matches routes.ts).
export const config: Config = { path: '/api/admin/live-sessions/:id' };
