// A circle's group goals (decision 0042): created by its Creator and Admins, added to by its
// members, each contribution a goal_contribution item in the feed.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { goalPercent } from '../../lib/people.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import { GOAL_NOT_FOUND } from '../repositories/people-circles.ts';
import { isoTime, isoTimeOrNull, queryRows } from '../sql.ts';
import { APP_USER_ACTOR } from '../audit.ts';
import { access } from './circle-access.ts';
import { addItem } from './circle-feed.ts';

export const GOAL_COMPLETE = 'This goal is already complete';

export type GoalRow = {
  id: number;
  title: string;
  description: string;
  target_count: number;
  current_count: number;
  created_at: string | Date;
  completed_at: string | Date | null;
};
export const GOAL_COLUMNS = sql`g.id, g.title, g.description, g.target_count, g.current_count, g.created_at, g.completed_at`;
export const toGoal = (row: GoalRow) => ({
  id: row.id,
  title: row.title,
  description: row.description,
  targetCount: row.target_count,
  currentCount: row.current_count,
  percent: goalPercent(row.current_count, row.target_count),
  isCompleted: row.completed_at !== null,
  createdAt: isoTime(row.created_at),
  completedAt: isoTimeOrNull(row.completed_at),
});

export async function createGoal(
  db: Database,
  userId: number,
  circleId: number,
  input: { title: string; description: string; targetCount: number },
) {
  return db.transaction(async (tx) => {
    await access(tx, circleId, userId, 'manage', true);
    const [row] = await queryRows<GoalRow>(
      tx,
      sql`INSERT INTO circle_goals AS g (circle_id, title, description, target_count, created_at, changed_by)
          VALUES (${circleId}, ${input.title}, ${input.description}, ${input.targetCount}, ${now().toISOString()}::timestamptz, ${APP_USER_ACTOR})
          RETURNING ${GOAL_COLUMNS}`,
    );
    return toGoal(row!);
  });
}

/**
 * Adds to a goal in one UPDATE, so concurrent contributions queue on the row and none is lost.
 * The count stops at the target (what goes past it is not stored) and reaching it completes the
 * goal; a complete goal takes no more (409). Writes the goal_contribution item with what counted.
 */
export async function contribute(db: Database, userId: number, circleId: number, goalId: number, count: number) {
  return db.transaction(async (tx) => {
    await access(tx, circleId, userId, 'member', true);
    const at = now();
    const [row] = await queryRows<GoalRow & { counted: number }>(
      tx,
      sql`UPDATE circle_goals g SET current_count = least(g.target_count, g.current_count + ${count}::int),
            completed_at = CASE WHEN g.current_count + ${count}::int >= g.target_count THEN coalesce(g.completed_at, ${at.toISOString()}::timestamptz) ELSE g.completed_at END,
            version = g.version + 1, changed_by = ${APP_USER_ACTOR}, changed_at = ${at.toISOString()}::timestamptz
          FROM (SELECT id, current_count FROM circle_goals WHERE id = ${goalId} AND circle_id = ${circleId} FOR UPDATE) old
          WHERE g.id = old.id AND old.current_count < g.target_count
          RETURNING ${GOAL_COLUMNS}, g.current_count - old.current_count AS counted`,
    );
    if (!row) {
      const [exists] = await queryRows<{ id: number }>(
        tx,
        sql`SELECT id FROM circle_goals WHERE id = ${goalId} AND circle_id = ${circleId}`,
      );
      throw exists ? new HttpError(409, GOAL_COMPLETE) : new HttpError(404, GOAL_NOT_FOUND);
    }
    const { counted, ...goal } = row;
    const done = row.current_count >= row.target_count;
    await addItem(tx, {
      userId,
      circleId,
      type: 'goal_contribution',
      at,
      goalId,
      amount: counted,
      content: `Added ${counted} to “${row.title}”${done ? ', completing it' : ''}`,
    });
    return { goal: toGoal(goal), counted };
  });
}
