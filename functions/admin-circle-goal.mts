import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { idParam, json, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { GOAL_NOT_FOUND } from '../src/server/repositories/people-circles.ts';
import { deleteCircleGoal, editCircleGoal } from '../src/server/people/circles.ts';
import { readVersion, readVersioned } from '../src/server/versions.ts';
import { CircleGoalUpdateSchema } from '../src/lib/schemas/people.ts';

const NOT_FOUND = GOAL_NOT_FOUND;

// One goal of a circle (Goals tab of the circle's View dialog): edit (PUT { version, ... }) or
// delete (DELETE { version }). An older version answers 409 (src/server/versions.ts).
export default route({
  async PUT(request, context) {
    const { staff } = await requireStaff(request, 'circles');
    const circleId = idParam(context.params.id, NOT_FOUND);
    const goalId = idParam(context.params.goalId, NOT_FOUND);
    const { version, payload } = await readVersioned(request, CircleGoalUpdateSchema);
    return json(await editCircleGoal(getDb(), staff, { circleId, goalId }, version, payload));
  },
  async DELETE(request, context) {
    const { staff } = await requireStaff(request, 'circles');
    const circleId = idParam(context.params.id, NOT_FOUND);
    const goalId = idParam(context.params.goalId, NOT_FOUND);
    await deleteCircleGoal(getDb(), staff, { circleId, goalId }, await readVersion(request));
    return json({ deleted: true, circleId, goalId });
  },
});

// Netlify reads config statically: a literal path (tests/unit/routes.test.ts checks it matches routes.ts).
export const config: Config = { path: '/api/admin/circles/:id/goals/:goalId' };
