import type { Config } from '@netlify/functions';
import { RequestDecisionSchema, RequestDecisionAnswerSchema } from '../src/lib/schemas/app-circles.ts';
import { getDb } from '../src/server/db.ts';
import { answer, idParam, readJson, route } from '../src/server/http.ts';
import { requireAppUser } from '../src/server/app/auth.ts';
import { CIRCLE_NOT_FOUND } from '../src/server/app/circle-access.ts';
import { REQUEST_NOT_FOUND, decideRequest } from '../src/server/app/circle-membership.ts';

// Approves or declines a join request (PUT { decision }; the circle's Creator and Admins; decision 0042). Idempotent. Personal: no-store.
export default route({
  async PUT(request, context) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    const circleId = idParam(context.params.id, CIRCLE_NOT_FOUND);
    const requestId = idParam(context.params.requestId, REQUEST_NOT_FOUND);
    const { decision } = await readJson(request, RequestDecisionSchema);
    return answer(RequestDecisionAnswerSchema, await decideRequest(db, userId, circleId, requestId, decision));
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/v1/circles/:id/requests/:requestId' };
