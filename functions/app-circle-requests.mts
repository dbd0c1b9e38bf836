import type { Config } from '@netlify/functions';
import { JoinRequestsAnswerSchema } from '../src/lib/schemas/app-circles.ts';
import { getDb } from '../src/server/db.ts';
import { answer, idParam, route } from '../src/server/http.ts';
import { requireAppUser } from '../src/server/app/auth.ts';
import { CIRCLE_NOT_FOUND } from '../src/server/app/circle-access.ts';
import { pendingRequests } from '../src/server/app/circle-membership.ts';
import { noParams } from '../src/server/app/read-api.ts';

// The circle's join requests waiting for a decision (its Creator and Admins; decision 0042). Personal: no-store.
export default route({
  async GET(request, context) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    noParams(request);
    return answer(JoinRequestsAnswerSchema, {
      requests: await pendingRequests(db, userId, idParam(context.params.id, CIRCLE_NOT_FOUND)),
    });
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/v1/circles/:id/requests' };
