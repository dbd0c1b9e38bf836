import type { Config } from '@netlify/functions';
import { SuccessAnswerSchema } from '../src/lib/schemas/app-auth.ts';
import { getDb } from '../src/server/db.ts';
import { answer, route } from '../src/server/http.ts';
import { logout, requireAppUser } from '../src/server/app/auth.ts';

// Signs this device out: every token of the access token's sign-in stops working (decision 0038).
export default route({
  async POST(request) {
    const db = getDb();
    await logout(db, await requireAppUser(request, db));
    return answer(SuccessAnswerSchema, { success: true });
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/v1/auth/logout' };
