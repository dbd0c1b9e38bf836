import type { Config } from '@netlify/functions';
import { HeartbeatAnswerSchema } from '../src/lib/schemas/live.ts';
import { getDb } from '../src/server/db.ts';
import { answer, clientIp, idParam, json, route } from '../src/server/http.ts';
import { requireAppUser } from '../src/server/app/auth.ts';
import { noParams } from '../src/server/app/read-api.ts';
import { SESSION_NOT_FOUND } from '../src/server/live/rows.ts';
import { heartbeat, leave } from '../src/server/live/presence.ts';

// Listening to a live recitation (decision 0065): PUT joins or says "still here" (every
// heartbeatSeconds; a listener unseen for 90 s is no longer counted); DELETE leaves. Only while live
// (409 otherwise). The IP is stored only as a keyed hash.
export default route({
  async PUT(request, context) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    const id = idParam(context.params.id, SESSION_NOT_FOUND);
    noParams(request);
    return answer(HeartbeatAnswerSchema, await heartbeat(db, id, userId, clientIp(request, context)));
  },
  async DELETE(request, context) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    const id = idParam(context.params.id, SESSION_NOT_FOUND);
    noParams(request);
    await leave(db, id, userId);
    return json({ left: true });
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/v1/live-sessions/:id/presence' };
