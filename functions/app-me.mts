import type { Config } from '@netlify/functions';
import { MeAnswerSchema, MeDeletedAnswerSchema } from '../src/lib/schemas/app-auth.ts';
import { getDb } from '../src/server/db.ts';
import { answer, readJson, route } from '../src/server/http.ts';
import { requireAppUser } from '../src/server/app/auth.ts';
import { deleteMe, getMe, updateMe } from '../src/server/app/users.ts';
import { MePatchSchema } from '../src/lib/schemas/app-auth.ts';

// The signed-in app user's own account: read, change, delete (decision 0038). Personal: no-store.
export default route({
  async GET(request) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    return answer(MeAnswerSchema, { user: await getMe(db, userId) });
  },
  async PATCH(request) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    const patch = await readJson(request, MePatchSchema);
    return answer(MeAnswerSchema, { user: await updateMe(db, userId, patch) });
  },
  async DELETE(request) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    await deleteMe(db, userId);
    return answer(MeDeletedAnswerSchema, { deleted: true });
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/v1/me' };
