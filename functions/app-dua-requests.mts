import type { Config } from '@netlify/functions';
import type { z } from 'zod';
import {
  DuaRequestCreateSchema,
  DuaRequestsQuerySchema,
  type DuaRequestAnswerSchema,
  type DuaRequestsAnswerSchema,
} from '../src/lib/schemas/app-duas.ts';
import { getDb } from '../src/server/db.ts';
import { json, readJson, readQuery, route } from '../src/server/http.ts';
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
    const answer = (await listDuaRequests(db, userId, page)) satisfies z.infer<typeof DuaRequestsAnswerSchema>;
    return json(answer, { headers: localeHeaders(answer.locale) });
  },
  async POST(request) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    const body = await readJson(request, DuaRequestCreateSchema);
    const answer = (await createDuaRequest(db, userId, body)) satisfies z.infer<typeof DuaRequestAnswerSchema>;
    return json(answer, { status: 201, headers: localeHeaders(answer.locale) });
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/v1/dua-requests' };
