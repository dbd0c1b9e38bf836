import type { Config } from '@netlify/functions';
import { LiveSessionAnswerSchema } from '../src/lib/schemas/live.ts';
import { getDb } from '../src/server/db.ts';
import { answer, idParam, route } from '../src/server/http.ts';
import { requireAppUser } from '../src/server/app/auth.ts';
import { readUser } from '../src/server/app/deeds-user.ts';
import { localeHeaders, noParams } from '../src/server/app/read-api.ts';
import { SESSION_NOT_FOUND } from '../src/server/live/rows.ts';
import { appSession } from '../src/server/live/state.ts';

// One live recitation session with its state (the current ayah in the user's translation, the
// listener count, approved dedications; decision 0065). Polling clients use the public, CDN-cached
// state (PUBLIC_API.liveState) instead.
export default route({
  async GET(request, context) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    const id = idParam(context.params.id, SESSION_NOT_FOUND);
    noParams(request);
    const { language } = await readUser(db, userId, false);
    const result = await appSession(db, id, language);
    return answer(LiveSessionAnswerSchema, result, { headers: localeHeaders(result.locale) });
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/v1/live-sessions/:id' };
