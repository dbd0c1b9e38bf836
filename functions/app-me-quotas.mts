import type { Config } from '@netlify/functions';
import { QuotasAnswerSchema } from '../src/lib/schemas/app-duas.ts';
import { getDb } from '../src/server/db.ts';
import { answer, route } from '../src/server/http.ts';
import { requireAppUser } from '../src/server/app/auth.ts';
import { noParams } from '../src/server/app/read-api.ts';
import { quotas } from '../src/server/app/duas.ts';

// The user's quotas in their local month (decision 0064): dua requests used, left and the limit. Personal: no-store.
export default route({
  async GET(request) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    noParams(request);
    return answer(QuotasAnswerSchema, await quotas(db, userId));
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/v1/me/quotas' };
