import type { Config } from '@netlify/functions';
import { QuranProgressSchema } from '../src/lib/schemas/app-quran.ts';
import { requireAppUser } from '../src/server/app/auth.ts';
import { noParams } from '../src/server/app/read-api.ts';
import { getDb } from '../src/server/db.ts';
import { json, readJson, route } from '../src/server/http.ts';
import { markRead } from '../src/server/quran/journey.ts';

// The caller has read a surah up to an ayah, today on their local calendar (PUT, idempotent;
// decision 0061); answers their journey. Personal: no-store.
export default route({
  async PUT(request) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    noParams(request);
    return json(await markRead(db, userId, await readJson(request, QuranProgressSchema)));
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = {
  path: '/api/app/v1/quran/progress',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
