import type { Config } from '@netlify/functions';
import { MyDedicationsQuerySchema, MyDedicationsAnswerSchema } from '../src/lib/schemas/live.ts';
import { getDb } from '../src/server/db.ts';
import { answer, readQuery, route } from '../src/server/http.ts';
import { requireAppUser } from '../src/server/app/auth.ts';
import { localeHeaders } from '../src/server/app/read-api.ts';
import { myDedications } from '../src/server/live/dedications.ts';

// The user's dedications (decision 0065), newest first (?before=&limit=), with their moderation
// status and, when rejected or removed, the reason. Personal: no-store.
export default route({
  async GET(request) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    const page = readQuery(request, MyDedicationsQuerySchema);
    const result = await myDedications(db, userId, page);
    return answer(MyDedicationsAnswerSchema, result, { headers: localeHeaders(result.locale) });
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/v1/dedications' };
