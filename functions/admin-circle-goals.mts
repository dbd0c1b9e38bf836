import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { HttpError, idParam, json, readJson, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { recordAudit } from '../src/server/audit.ts';
import { addGoal } from '../src/server/repositories/people-circles.ts';
import { CircleGoalInputSchema } from '../src/lib/schemas/people.ts';

const NOT_FOUND = 'Circle not found';

// Add New Goal to a circle (title, target); progress starts at 0.
export default route({
  async POST(request, context) {
    const { staff } = await requireStaff(request, 'circles');
    const circleId = idParam(context.params.id, NOT_FOUND);
    const input = await readJson(request, CircleGoalInputSchema);
    const goal = await getDb().transaction(async (tx) => {
      const added = await addGoal(tx, circleId, input);
      if (!added) throw new HttpError(404, NOT_FOUND);
      await recordAudit(tx, staff, {
        action: 'circle.goal_added',
        entityType: 'circle',
        entityId: circleId,
        summary: `Added the goal "${added.title}" (target ${added.targetCount}) to circle #${circleId}`,
      });
      return added;
    });
    return json(goal, { status: 201 });
  },
});

// Netlify reads config statically: a literal path (tests/unit/routes.test.ts checks it matches routes.ts).
export const config: Config = { path: '/api/admin/circles/:id/goals' };
