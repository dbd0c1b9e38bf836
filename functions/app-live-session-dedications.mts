import type { Config } from '@netlify/functions';
import { DedicationCreateSchema, MyDedicationAnswerSchema } from '../src/lib/schemas/live.ts';
import { getDb } from '../src/server/db.ts';
import { answer, idParam, readJson, route } from '../src/server/http.ts';
import { requireAppUser } from '../src/server/app/auth.ts';
import { localeHeaders } from '../src/server/app/read-api.ts';
import { SESSION_NOT_FOUND } from '../src/server/live/rows.ts';
import { createDedication } from '../src/server/live/dedications.ts';

// Dedicate an ayah of a live recitation (decision 0065): { recipientName, dedicatorName, message?,
// ayahNumber }. Pending until a moderator approves it; within the monthly quota (429 past it); 409
// once the session ended; 400 for links, abusive words or an ayah outside the session.
export default route({
  async POST(request, context) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    const id = idParam(context.params.id, SESSION_NOT_FOUND);
    const body = await readJson(request, DedicationCreateSchema);
    const result = await createDedication(db, userId, id, body);
    return answer(MyDedicationAnswerSchema, result, { status: 201, headers: localeHeaders(result.locale) });
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/v1/live-sessions/:id/dedications' };
