// Staff writes of a circle (Circle Management and its View dialog): visibility, delete, goals and
// members, each one transaction with its version claim where the record has one, and the audit row.
import type { Database } from '../../../db/client.ts';
import type { CircleVisibility } from '../../lib/people.ts';
import { recordAudit, type AuditActor } from '../audit.ts';
import { HttpError } from '../http.ts';
import {
  addGoal,
  CIRCLE_NOT_FOUND,
  circleVersions,
  deleteCircle,
  deleteGoal,
  GOAL_NOT_FOUND,
  goalOfCircle,
  goalVersions,
  removeMember,
  setCircleVisibility,
  setMemberRole,
  updateGoal,
  type MemberChange,
} from '../repositories/people-circles.ts';
import { claimVersion } from '../versions.ts';

/** Makes a circle public or private; answers the circle's new version. */
export async function changeCircleVisibility(
  db: Database,
  staff: AuditActor,
  id: number,
  version: number,
  visibility: CircleVisibility,
): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await claimVersion(tx, circleVersions, id, version, staff.username);
    const changed = await setCircleVisibility(tx, id, visibility);
    if (!changed) throw new HttpError(404, CIRCLE_NOT_FOUND);
    await recordAudit(tx, staff, {
      action: 'circle.visibility_changed',
      entityType: 'circle',
      entityId: id,
      summary: `Made circle #${id} (${changed.name}) ${visibility} (was ${changed.previous})`,
    });
    return claimed;
  });
}

export async function deleteCircleAs(db: Database, staff: AuditActor, id: number, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    await claimVersion(tx, circleVersions, id, version, staff.username);
    const deleted = await deleteCircle(tx, id);
    if (!deleted) throw new HttpError(404, CIRCLE_NOT_FOUND);
    await recordAudit(tx, staff, {
      action: 'circle.deleted',
      entityType: 'circle',
      entityId: id,
      summary: `Deleted circle #${id} (${deleted.name}) with its ${deleted.members} members and goals`,
    });
  });
}

export async function addCircleGoal(
  db: Database,
  staff: AuditActor,
  circleId: number,
  input: Parameters<typeof addGoal>[2],
) {
  return db.transaction(async (tx) => {
    const added = await addGoal(tx, circleId, input);
    if (!added) throw new HttpError(404, CIRCLE_NOT_FOUND);
    await recordAudit(tx, staff, {
      action: 'circle.goal_added',
      entityType: 'circle',
      entityId: circleId,
      summary: `Added the goal "${added.title}" (target ${added.targetCount}) to circle #${circleId}`,
    });
    return added;
  });
}

export async function editCircleGoal(
  db: Database,
  staff: AuditActor,
  ids: { circleId: number; goalId: number },
  version: number,
  input: Parameters<typeof updateGoal>[3],
) {
  const { circleId, goalId } = ids;
  return db.transaction(async (tx) => {
    await claimVersion(tx, goalVersions, goalId, version, staff.username, goalOfCircle(circleId));
    const change = await updateGoal(tx, circleId, goalId, input);
    if (!change) throw new HttpError(404, GOAL_NOT_FOUND);
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
}

export async function deleteCircleGoal(
  db: Database,
  staff: AuditActor,
  ids: { circleId: number; goalId: number },
  version: number,
): Promise<void> {
  const { circleId, goalId } = ids;
  await db.transaction(async (tx) => {
    await claimVersion(tx, goalVersions, goalId, version, staff.username, goalOfCircle(circleId));
    const removed = await deleteGoal(tx, circleId, goalId);
    if (!removed) throw new HttpError(404, GOAL_NOT_FOUND);
    await recordAudit(tx, staff, {
      action: 'circle.goal_deleted',
      entityType: 'circle',
      entityId: circleId,
      summary: `Deleted goal #${goalId} "${removed.title}" from circle #${circleId} (${removed.circle})`,
    });
  });
}

export const MEMBER_NOT_FOUND = 'This person is not a member of the circle';
export const CREATOR_KEPT = 'The circle\u2019s Creator keeps their place and role';

function ensure(change: MemberChange): asserts change is Extract<MemberChange, { ok: true }> {
  if (change.ok) return;
  throw change.reason === 'creator' ? new HttpError(409, CREATOR_KEPT) : new HttpError(404, MEMBER_NOT_FOUND);
}

type MemberIds = { circleId: number; userId: number };

/** Make Admin / Remove Admin; never the Creator (409). */
export async function changeMemberRole(
  db: Database,
  staff: AuditActor,
  { circleId, userId }: MemberIds,
  role: Parameters<typeof setMemberRole>[3],
): Promise<void> {
  await db.transaction(async (tx) => {
    const change = await setMemberRole(tx, circleId, userId, role);
    ensure(change);
    await recordAudit(tx, staff, {
      action: role === 'Admin' ? 'circle.member_made_admin' : 'circle.member_admin_removed',
      entityType: 'circle',
      entityId: circleId,
      summary: `${change.name} (user #${userId}) is now ${role === 'Admin' ? 'an Admin' : 'a Member'} of circle #${circleId} (${change.circle}); was ${change.previous}`,
    });
  });
}

export async function removeCircleMember(db: Database, staff: AuditActor, { circleId, userId }: MemberIds) {
  await db.transaction(async (tx) => {
    const change = await removeMember(tx, circleId, userId);
    ensure(change);
    await recordAudit(tx, staff, {
      action: 'circle.member_removed',
      entityType: 'circle',
      entityId: circleId,
      summary: `Removed ${change.name} (user #${userId}, ${change.previous}) from circle #${circleId} (${change.circle})`,
    });
  });
}
