import type { Config } from '@netlify/functions';
import { TodayAnswerSchema } from '../src/lib/schemas/app-deeds.ts';
import { getDb } from '../src/server/db.ts';
import { answer, route } from '../src/server/http.ts';
import { queryParams } from '../src/server/query.ts';
import { requireAppUser } from '../src/server/app/auth.ts';
import { today } from '../src/server/app/deeds.ts';
import { dateParam, localeHeaders, noParams } from '../src/server/app/read-api.ts';

// The signed-in user's day (decision 0039): ?date= is their local date (absent: today where they are);
// names, descriptions and the verse in the user's language (decision 0048). Personal: no-store.
export default route({
  async GET(request) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    const date = queryParams(request).has('date') ? dateParam(request) : (noParams(request), null);
    const result = await today(db, userId, date);
    return answer(TodayAnswerSchema, result, { headers: localeHeaders(result.locale) });
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/v1/today' };
