import type { Config } from '@netlify/functions';
import {
  DuaRequestCreateSchema,
  DuaRequestsQuerySchema,
  DuaRequestAnswerSchema,
  DuaRequestsAnswerSchema,
} from '../src/lib/schemas/app-duas.ts';
import { getDb } from '../src/server/db.ts';
import { answer, readJson, readQuery, route } from '../src/server/http.ts';
import { requireAppUser } from '../src/server/app/auth.ts';
import { localeHeaders } from '../src/server/app/read-api.ts';
import { createDuaRequest, listDuaRequests } from '../src/server/app/duas.ts';

// The user's dua requests (decision 0064): GET lists theirs, newest first (?before=&limit=); POST asks
// for a dua of the Quran for an intention, within the monthly quota (429 past it). Personal: no-store.
export default route({
  async GET(request) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    const page = readQuery(request, DuaRequestsQuerySchema);
    const result = await listDuaRequests(db, userId, page);
    return answer(DuaRequestsAnswerSchema, result, { headers: localeHeaders(result.locale) });
  },
  async POST(request) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    const body = await readJson(request, DuaRequestCreateSchema);
    const result = await createDuaRequest(db, userId, body);
    return answer(DuaRequestAnswerSchema, result, { status: 201, headers: localeHeaders(result.locale) });
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/v1/dua-requests' };
