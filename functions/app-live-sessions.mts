import type { Config } from '@netlify/functions';
import { LiveSessionsAnswerSchema } from '../src/lib/schemas/live.ts';
import { getDb } from '../src/server/db.ts';
import { answer, route } from '../src/server/http.ts';
import { requireAppUser } from '../src/server/app/auth.ts';
import { readUser } from '../src/server/app/deeds-user.ts';
import { localeHeaders, noParams } from '../src/server/app/read-api.ts';
import { appSessions } from '../src/server/live/state.ts';

// Live recitation sessions (decision 0065): live first, then scheduled by start, then those ended in
// the last 24 hours; names in the user's language. Signed in (the app's own list): no-store.
export default route({
  async GET(request) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    noParams(request);
    const { language } = await readUser(db, userId, false);
    const result = await appSessions(db, language);
    return answer(LiveSessionsAnswerSchema, result, { headers: localeHeaders(result.locale) });
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/v1/live-sessions' };
