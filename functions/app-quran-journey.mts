import type { Config } from '@netlify/functions';
import { requireAppUser } from '../src/server/app/auth.ts';
import { noParams } from '../src/server/app/read-api.ts';
import { getDb } from '../src/server/db.ts';
import { json, route } from '../src/server/http.ts';
import { journey } from '../src/server/quran/journey.ts';

// The caller's reading journey: percent read, surahs completed, the streak of local reading days
// (decision 0061). Personal: no-store.
export default route({
  async GET(request) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    noParams(request);
    return json(await journey(db, userId));
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/v1/quran/journey' };
