import type { Config } from '@netlify/functions';
import { ContributionSchema, ContributionAnswerSchema } from '../src/lib/schemas/app-circles.ts';
import { getDb } from '../src/server/db.ts';
import { answer, idParam, readJson, route } from '../src/server/http.ts';
import { requireAppUser } from '../src/server/app/auth.ts';
import { CIRCLE_NOT_FOUND } from '../src/server/app/circle-access.ts';
import { contribute } from '../src/server/app/circle-goals.ts';
import { GOAL_NOT_FOUND } from '../src/server/repositories/people-circles.ts';

// A member adds to a group goal (POST { count }; decision 0042): capped at the target, 409 once complete. Personal: no-store.
export default route({
  async POST(request, context) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    const circleId = idParam(context.params.id, CIRCLE_NOT_FOUND);
    const goalId = idParam(context.params.goalId, GOAL_NOT_FOUND);
    const { count } = await readJson(request, ContributionSchema);
    return answer(ContributionAnswerSchema, await contribute(db, userId, circleId, goalId, count));
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/v1/circles/:id/goals/:goalId/contributions' };
