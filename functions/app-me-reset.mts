import type { Config } from '@netlify/functions';
import { ResetSchema, ResetAnswerSchema } from '../src/lib/schemas/app-privacy.ts';
import { getDb } from '../src/server/db.ts';
import { answer, readJson, route } from '../src/server/http.ts';
import { requireAppUser } from '../src/server/app/auth.ts';
import { resetMyProgress } from '../src/server/app/reset.ts';

// The user's own reset (decision 0057): with `{ "confirm": "RESET" }`, clears their completed deeds
// and sets the streak to 0 in one audited transaction. Personal: no-store.
export default route({
  async POST(request) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    await readJson(request, ResetSchema);
    return answer(ResetAnswerSchema, await resetMyProgress(db, userId));
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = {
  path: '/api/app/v1/me/reset',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
