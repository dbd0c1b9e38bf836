import type { Config } from '@netlify/functions';
import { DuaIntentionsAnswerSchema } from '../src/lib/schemas/app-duas.ts';
import { getDb } from '../src/server/db.ts';
import { answer, route } from '../src/server/http.ts';
import { requireAppUser } from '../src/server/app/auth.ts';
import { localeHeaders, noParams } from '../src/server/app/read-api.ts';
import { duaIntentions } from '../src/server/app/duas.ts';

// The intentions a dua request may name (decisions 0064, 0071), in the library's order, each with its
// label in the user's language and how many duas it offers. Signed in, like the requests: no-store.
export default route({
  async GET(request) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    noParams(request);
    const result = await duaIntentions(db, userId);
    return answer(DuaIntentionsAnswerSchema, result, { headers: localeHeaders(result.locale) });
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/v1/dua-intentions' };
