// A completed deed's activity items, private unless shared (decision 0057, amending 0042): the
// completion writes its 'thawap_completed' item into the feed of each circle the user shares it
// with (the rule is deedShareTargets in src/lib/privacy/deed-sharing.ts), else one personal item
// (no circle) that only the user's own activity and the analytics count. A member turns sharing
// with a circle on or off through their membership.
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.ts';
import { deedShareTargets } from '../../lib/privacy/deed-sharing.ts';
import { HttpError } from '../http.ts';
import { queryRows } from '../sql.ts';
import { access, CIRCLE_NOT_FOUND } from './circle-access.ts';

const intArray = (ids: readonly number[]) =>
  sql`ARRAY[${sql.join(ids.length ? ids.map((id) => sql`${id}`) : [sql`NULL`], sql`, `)}]::int[]`;

/** The circles this completion goes to: 400 when `requested` names a circle that is not the user's. */
export async function shareTargets(tx: Executor, userId: number, requested?: readonly number[]): Promise<number[]> {
  const memberships = await queryRows<{ circleId: number; shareDeeds: boolean }>(
    tx,
    sql`SELECT circle_id AS "circleId", share_deeds AS "shareDeeds" FROM circle_members WHERE user_id = ${userId}`,
  );
  const outcome = deedShareTargets(memberships, requested);
  if (!outcome.ok) throw new HttpError(400, outcome.message, [{ path: outcome.path, message: outcome.message }]);
  return outcome.circleIds;
}

/**
 * A completed deed's items, in the completion's transaction: one in each of `circleIds` the user
 * still belongs to, or one personal item when there is none; the user and those memberships were
 * active at that moment. Answers the circles the items went to (ascending).
 */
export async function recordDeedItems(
  tx: Executor,
  userId: number,
  deed: { name: string; at: Date; localDate: string; circleIds: readonly number[] },
): Promise<number[]> {
  const moment = sql`${deed.at.toISOString()}::timestamptz`;
  const values = sql`'thawap_completed', ${deed.name}::text, ${moment}, ${deed.localDate}::date`;
  // Most deeds are private: no circle statement then (a completion is a score of round trips).
  const shared =
    deed.circleIds.length === 0
      ? []
      : await queryRows<{ circle_id: number }>(
          tx,
          sql`INSERT INTO user_activity (user_id, circle_id, type, content, created_at, local_date)
              SELECT ${userId}::int, m.circle_id, ${values}
              FROM circle_members m WHERE m.user_id = ${userId} AND m.circle_id = ANY(${intArray(deed.circleIds)})
              RETURNING circle_id`,
        );
  if (shared.length === 0) {
    await tx.execute(sql`INSERT INTO user_activity (user_id, circle_id, type, content, created_at, local_date)
                         VALUES (${userId}, NULL, ${values})`);
  } else {
    await tx.execute(sql`UPDATE circle_members SET last_active_at = greatest(last_active_at, ${moment})
                         WHERE user_id = ${userId} AND circle_id = ANY(${intArray(shared.map((row) => row.circle_id))})`);
  }
  await tx.execute(sql`UPDATE users SET last_active_at = greatest(last_active_at, ${moment}) WHERE id = ${userId}`);
  return shared.map((row) => row.circle_id).sort((a, b) => a - b);
}

/** An unmarked deed's items: every `thawap_completed` item of the user at the completion's instant (their reactions go with them). */
export async function removeDeedItems(tx: Executor, userId: number, completedAt: string): Promise<void> {
  await tx.execute(
    sql`DELETE FROM user_activity WHERE user_id = ${userId} AND type = 'thawap_completed' AND created_at = ${completedAt}::timestamptz`,
  );
}

/** The circles whose feeds show the user's completion of `taskId` on `date` (ascending). */
export async function deedSharedWith(tx: Executor, userId: number, taskId: number, date: string): Promise<number[]> {
  const rows = await queryRows<{ circle_id: number }>(
    tx,
    sql`SELECT DISTINCT a.circle_id FROM thawab_completions c
        JOIN user_activity a ON a.user_id = c.user_id AND a.created_at = c.completed_at AND a.type = 'thawap_completed'
        WHERE c.user_id = ${userId} AND c.task_id = ${taskId} AND c.completed_on = ${date}::date AND a.circle_id IS NOT NULL
        ORDER BY a.circle_id`,
  );
  return rows.map((row) => row.circle_id);
}

/** Turns sharing the member's deeds with this circle on or off (from their next completion on). */
export async function setDeedSharing(
  db: Database,
  userId: number,
  circleId: number,
  shareDeeds: boolean,
): Promise<{ circleId: number; shareDeeds: boolean; changed: boolean }> {
  return db.transaction(async (tx) => {
    await access(tx, circleId, userId, 'member', true);
    const [row] = await queryRows<{ before: boolean }>(
      tx,
      sql`UPDATE circle_members m SET share_deeds = ${shareDeeds}
          FROM (SELECT id, share_deeds AS before FROM circle_members WHERE circle_id = ${circleId} AND user_id = ${userId} FOR UPDATE) old
          WHERE m.id = old.id RETURNING old.before`,
    );
    if (!row) throw new HttpError(404, CIRCLE_NOT_FOUND);
    return { circleId, shareDeeds, changed: row.before !== shareDeeds };
  });
}
