// A circle's activity feed (decision 0042): the items the actions write (addItem), a page of the
// feed with each item's reactions, and the two feed actions of their own, blessings and reactions.
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.ts';
import { DEFAULT_BLESSING, REACTIONS, type Reaction } from '../../lib/circles.ts';
import type { ActivityItem } from '../../lib/schemas/app-circles.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import { isoTime, queryRows } from '../sql.ts';
import { access } from './circle-access.ts';

export const MEMBER_NOT_FOUND = 'No such member in this circle';
export const BLESS_YOURSELF = 'Send a blessing to another member';
export const ITEM_NOT_FOUND = 'No such activity item in this circle';
export const BEFORE_UNKNOWN = 'before is not an item of this circle';

/** Writes an activity item (the feed), from the action that causes it, in its transaction. */
export async function addItem(
  tx: Executor,
  item: {
    userId: number;
    circleId: number;
    type: ActivityItem['type'];
    content: string;
    at: Date;
    targetUserId?: number;
    goalId?: number;
    amount?: number;
  },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO user_activity (user_id, circle_id, type, content, created_at, target_user_id, goal_id, amount)
        VALUES (${item.userId}, ${item.circleId}, ${item.type}, ${item.content}, ${item.at.toISOString()}::timestamptz,
                ${item.targetUserId ?? null}, ${item.goalId ?? null}, ${item.amount ?? null})
        RETURNING id`,
  );
  // Activity in a circle is the member's activity there (the back-office's Last Active).
  await tx.execute(sql`UPDATE circle_members SET last_active_at = greatest(last_active_at, ${item.at.toISOString()}::timestamptz)
                       WHERE circle_id = ${item.circleId} AND user_id = ${item.userId}`);
  return row!.id;
}

type ItemRow = {
  id: number;
  type: ActivityItem['type'];
  user_id: number;
  user_name: string;
  content: string;
  created_at: string | Date;
  target_user_id: number | null;
  target_name: string | null;
  goal_id: number | null;
  amount: number | null;
};
const ITEM_SELECT = sql`SELECT a.id, a.type, a.user_id, u.name AS user_name, a.content, a.created_at, a.target_user_id, t.name AS target_name, a.goal_id, a.amount
  FROM user_activity a JOIN users u ON u.id = a.user_id LEFT JOIN users t ON t.id = a.target_user_id`;

async function reactionsOf(
  db: Executor,
  userId: number,
  itemIds: number[],
): Promise<Map<number, ActivityItem['reactions']>> {
  const out = new Map<number, ActivityItem['reactions']>();
  if (itemIds.length === 0) return out;
  const rows = await queryRows<{ activity_id: number; reaction: Reaction; n: number; mine: boolean }>(
    db,
    sql`SELECT activity_id, reaction, count(*)::int AS n, bool_or(user_id = ${userId}) AS mine FROM activity_reactions
        WHERE activity_id = ANY(ARRAY[${sql.join(
          itemIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::int[]) GROUP BY activity_id, reaction`,
  );
  for (const id of itemIds) {
    const mine = rows.filter((r) => r.activity_id === id);
    out.set(
      id,
      REACTIONS.flatMap((reaction) =>
        mine.filter((r) => r.reaction === reaction).map((r) => ({ reaction, count: r.n, mine: r.mine })),
      ),
    );
  }
  return out;
}

async function toItems(db: Executor, userId: number, rows: ItemRow[]): Promise<ActivityItem[]> {
  const reactions = await reactionsOf(
    db,
    userId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    user: { id: r.user_id, name: r.user_name },
    content: r.content,
    createdAt: isoTime(r.created_at),
    targetUser: r.target_user_id === null ? null : { id: r.target_user_id, name: r.target_name ?? '' },
    goalId: r.goal_id,
    amount: r.amount,
    reactions: reactions.get(r.id) ?? [],
  }));
}

/** A page of the circle's feed, newest first; `before` is the last item of the previous page. */
export async function circleFeed(
  db: Executor,
  userId: number,
  circleId: number,
  page: { before?: number; limit: number },
): Promise<{ items: ActivityItem[]; nextBefore: number | null }> {
  await access(db, circleId, userId, 'member');
  let after = sql``;
  if (page.before !== undefined) {
    const [anchor] = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM user_activity WHERE id = ${page.before} AND circle_id = ${circleId}`,
    );
    if (!anchor) throw new HttpError(400, BEFORE_UNKNOWN, [{ path: 'before', message: BEFORE_UNKNOWN }]);
    after = sql`AND (a.created_at, a.id) < (SELECT created_at, id FROM user_activity WHERE id = ${page.before})`;
  }
  const rows = await queryRows<ItemRow>(
    db,
    sql`${ITEM_SELECT} WHERE a.circle_id = ${circleId} ${after} ORDER BY a.created_at DESC, a.id DESC LIMIT ${page.limit + 1}`,
  );
  const more = rows.length > page.limit;
  const items = await toItems(db, userId, rows.slice(0, page.limit));
  return { items, nextBefore: more ? items[items.length - 1]!.id : null };
}

async function itemById(db: Executor, userId: number, itemId: number): Promise<ActivityItem> {
  const rows = await queryRows<ItemRow>(db, sql`${ITEM_SELECT} WHERE a.id = ${itemId}`);
  return (await toItems(db, userId, rows))[0]!;
}

export async function sendBlessing(
  db: Database,
  userId: number,
  circleId: number,
  input: { toUserId: number; message?: string },
): Promise<ActivityItem> {
  return db.transaction(async (tx) => {
    await access(tx, circleId, userId, 'member', true);
    if (input.toUserId === userId)
      throw new HttpError(400, BLESS_YOURSELF, [{ path: 'toUserId', message: BLESS_YOURSELF }]);
    const [target] = await queryRows<{ user_id: number }>(
      tx,
      sql`SELECT user_id FROM circle_members WHERE circle_id = ${circleId} AND user_id = ${input.toUserId}`,
    );
    if (!target) throw new HttpError(404, MEMBER_NOT_FOUND);
    const id = await addItem(tx, {
      userId,
      circleId,
      type: 'blessing_sent',
      at: now(),
      targetUserId: input.toUserId,
      content: input.message || DEFAULT_BLESSING,
    });
    return itemById(tx, userId, id);
  });
}

/** Adds or removes the user's reaction of one kind on an item of the circle; idempotent both ways. */
export async function setReaction(
  db: Database,
  userId: number,
  circleId: number,
  itemId: number,
  reaction: Reaction,
  on: boolean,
) {
  return db.transaction(async (tx) => {
    await access(tx, circleId, userId, 'member', true);
    const [item] = await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM user_activity WHERE id = ${itemId} AND circle_id = ${circleId} FOR KEY SHARE`,
    );
    if (!item) throw new HttpError(404, ITEM_NOT_FOUND);
    const changed = on
      ? await queryRows(
          tx,
          sql`INSERT INTO activity_reactions (activity_id, user_id, reaction, created_at) VALUES (${itemId}, ${userId}, ${reaction}, ${now().toISOString()}::timestamptz)
                                ON CONFLICT DO NOTHING RETURNING activity_id`,
        )
      : await queryRows(
          tx,
          sql`DELETE FROM activity_reactions WHERE activity_id = ${itemId} AND user_id = ${userId} AND reaction = ${reaction} RETURNING activity_id`,
        );
    const reactions = (await reactionsOf(tx, userId, [itemId])).get(itemId) ?? [];
    return { itemId, changed: changed.length > 0, reactions };
  });
}
