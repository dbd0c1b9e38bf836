import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { idParam, json, readJson, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { CIRCLE_NOT_FOUND } from '../src/server/repositories/people-circles.ts';
import { addCircleGoal } from '../src/server/people/circles.ts';
import { CircleGoalInputSchema } from '../src/lib/schemas/people.ts';

// Add New Goal to a circle (title, target); progress starts at 0.
export default route({
  async POST(request, context) {
    const { staff } = await requireStaff(request, 'circles');
    const circleId = idParam(context.params.id, CIRCLE_NOT_FOUND);
    const input = await readJson(request, CircleGoalInputSchema);
    return json(await addCircleGoal(getDb(), staff, circleId, input), { status: 201 });
  },
});

// Netlify reads config statically: a literal path (tests/unit/routes.test.ts checks it matches routes.ts).
export const config: Config = { path: '/api/admin/circles/:id/goals' };
