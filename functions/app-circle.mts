import type { Config } from '@netlify/functions';
import { CircleAnswerSchema } from '../src/lib/schemas/app-circles.ts';
import { getDb } from '../src/server/db.ts';
import { answer, idParam, route } from '../src/server/http.ts';
import { requireAppUser } from '../src/server/app/auth.ts';
import { CIRCLE_NOT_FOUND } from '../src/server/app/circle-access.ts';
import { circleFor } from '../src/server/app/circles.ts';
import { noParams } from '../src/server/app/read-api.ts';

// One circle as the user sees it (decision 0042): a public one to anyone signed in, a private one to its members only (404 to others). Personal: no-store.
export default route({
  async GET(request, context) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    noParams(request);
    return answer(CircleAnswerSchema, {
      circle: await circleFor(db, userId, idParam(context.params.id, CIRCLE_NOT_FOUND)),
    });
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/v1/circles/:id' };
