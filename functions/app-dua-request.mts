import type { Config } from '@netlify/functions';
import { DuaRequestPatchSchema, DuaRequestAnswerSchema, DuaRequestDeletedSchema } from '../src/lib/schemas/app-duas.ts';
import { getDb } from '../src/server/db.ts';
import { answer, idParam, readJson, route } from '../src/server/http.ts';
import { requireAppUser } from '../src/server/app/auth.ts';
import { localeHeaders } from '../src/server/app/read-api.ts';
import { DUA_REQUEST_NOT_FOUND, deleteDuaRequest, setDuaSaved } from '../src/server/app/duas.ts';

// One of the user's dua requests (decision 0064): PATCH { isSaved }, DELETE. Another user's is 404. Personal: no-store.
export default route({
  async PATCH(request, context) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    const id = idParam(context.params.id, DUA_REQUEST_NOT_FOUND);
    const { isSaved } = await readJson(request, DuaRequestPatchSchema);
    const result = await setDuaSaved(db, userId, id, isSaved);
    return answer(DuaRequestAnswerSchema, result, { headers: localeHeaders(result.locale) });
  },
  async DELETE(request, context) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    const id = idParam(context.params.id, DUA_REQUEST_NOT_FOUND);
    await deleteDuaRequest(db, userId, id);
    return answer(DuaRequestDeletedSchema, { deleted: true });
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/v1/dua-requests/:id' };
