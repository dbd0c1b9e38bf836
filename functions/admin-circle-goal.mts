import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { HttpError, idParam, json, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { recordAudit } from '../src/server/audit.ts';
import {
  deleteGoal,
  GOAL_NOT_FOUND,
  goalOfCircle,
  goalVersions,
  updateGoal,
} from '../src/server/repositories/people-circles.ts';
import { claimVersion, readVersion, readVersioned } from '../src/server/versions.ts';
import { CircleGoalUpdateSchema } from '../src/lib/schemas/people.ts';

const NOT_FOUND = GOAL_NOT_FOUND;

// One goal of a circle (Goals tab of the circle's View dialog): edit (PUT { version, ... }) or
// delete (DELETE { version }). An older version answers 409 (src/server/versions.ts).
export default route({
  async PUT(request, context) {
    const { staff } = await requireStaff(request, 'circles');
    const circleId = idParam(context.params.id, NOT_FOUND);
    const goalId = idParam(context.params.goalId, NOT_FOUND);
    const { version, payload: input } = await readVersioned(request, CircleGoalUpdateSchema);
    const goal = await getDb().transaction(async (tx) => {
      await claimVersion(tx, goalVersions, goalId, version, staff.username, goalOfCircle(circleId));
      const change = await updateGoal(tx, circleId, goalId, input);
      if (!change) throw new HttpError(404, NOT_FOUND);
      const { previous: was, goal: now } = change;
      await recordAudit(tx, staff, {
        action: 'circle.goal_updated',
        entityType: 'circle',
        entityId: circleId,
        summary:
          `Edited goal #${goalId} of circle #${circleId} (${change.circle}): "${now.title}", ${now.currentCount}/${now.targetCount}` +
          ` (was "${was.title}", ${was.currentCount}/${was.targetCount})`,
      });
      return now;
    });
    return json(goal);
  },
  async DELETE(request, context) {
    const { staff } = await requireStaff(request, 'circles');
    const circleId = idParam(context.params.id, NOT_FOUND);
    const goalId = idParam(context.params.goalId, NOT_FOUND);
    const version = await readVersion(request);
    await getDb().transaction(async (tx) => {
      await claimVersion(tx, goalVersions, goalId, version, staff.username, goalOfCircle(circleId));
      const removed = await deleteGoal(tx, circleId, goalId);
      if (!removed) throw new HttpError(404, NOT_FOUND);
      await recordAudit(tx, staff, {
        action: 'circle.goal_deleted',
        entityType: 'circle',
        entityId: circleId,
        summary: `Deleted goal #${goalId} "${removed.title}" from circle #${circleId} (${removed.circle})`,
      });
    });
    return json({ deleted: true, circleId, goalId });
  },
});

// Netlify reads config statically: a literal path (tests/unit/routes.test.ts checks it matches routes.ts).
export const config: Config = { path: '/api/admin/circles/:id/goals/:goalId' };
