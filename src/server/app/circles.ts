// The signed-in app user's circles (decision 0042): create, join (by invite code or, for a public
// circle, by asking), join requests, leave, group goals and contributions, the activity feed with
// blessings and reactions. Every write is one transaction. Who may see what: a public circle is
// visible to every signed-in user, a private one only to its members (to anyone else it does not
// exist: 404, never 403); members-only actions on a public circle answer 403 to non-members.
import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor, Tx } from '../../../db/client.ts';
import {
  DEFAULT_BLESSING,
  INVITE_CODE_LENGTH,
  REACTIONS,
  canManageCircle,
  inviteCodeFrom,
  joinOutcome,
  normaliseInviteCode,
  splitAyahs,
  type Reaction,
} from '../../lib/circles.ts';
import { goalPercent, type CircleMemberRole, type CircleVisibility } from '../../lib/people.ts';
import type {
  ActivityItem,
  AppCircle,
  JoinAnswer,
  JoinRequest,
  QuranChallenge,
} from '../../lib/schemas/app-circles.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import { GOAL_NOT_FOUND } from '../repositories/people-circles.ts';
import { handOverCircle } from '../repositories/people-users.ts';
import { queryRows } from '../sql.ts';
import { APP_USER_ACTOR } from '../audit.ts';

export const CIRCLE_NOT_FOUND = 'Circle not found';
export const INVITE_CODE_UNKNOWN = 'No circle has this invite code';
export const JOIN_FIRST = 'Join this circle first';
export const MANAGERS_ONLY = 'Only the circle’s Creator or an Admin can do this';
export const PRIVATE_NEEDS_CODE = 'This circle is private: join it with its invite code';
export const REQUEST_NOT_FOUND = 'No such join request in this circle';
export const GOAL_COMPLETE = 'This goal is already complete';
export const MEMBER_NOT_FOUND = 'No such member in this circle';
export const BLESS_YOURSELF = 'Send a blessing to another member';
export const ITEM_NOT_FOUND = 'No such activity item in this circle';
export const BEFORE_UNKNOWN = 'before is not an item of this circle';
export const CHALLENGE_NOT_FOUND = 'This circle has no such Quran challenge';
export const NO_PART = 'You have no part in this Quran challenge';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

// ---------------------------------------------------------------------------------------------
// Access

interface Access {
  id: number;
  visibility: CircleVisibility;
  role: CircleMemberRole | null;
}

/**
 * The circle as the user may touch it. `lock` takes a share lock on the circle row, so its
 * visibility cannot change (nor the circle go) before the transaction ends.
 */
export async function access(
  db: Executor,
  circleId: number,
  userId: number,
  need: 'see' | 'member' | 'manage',
  lock = false,
): Promise<Access> {
  const [row] = await queryRows<{ id: number; visibility: CircleVisibility; role: CircleMemberRole | null }>(
    db,
    sql`SELECT c.id, c.type AS visibility, m.role FROM circles c
        LEFT JOIN circle_members m ON m.circle_id = c.id AND m.user_id = ${userId}
        WHERE c.id = ${circleId} ${lock ? sql`FOR SHARE OF c` : sql``}`,
  );
  if (!row || (row.visibility !== 'public' && row.role === null)) throw new HttpError(404, CIRCLE_NOT_FOUND);
  if (need !== 'see' && row.role === null) throw new HttpError(403, JOIN_FIRST);
  if (need === 'manage' && !canManageCircle(row.role)) throw new HttpError(403, MANAGERS_ONLY);
  return row;
}

// ---------------------------------------------------------------------------------------------
// Reading circles

type GoalRow = {
  id: number;
  title: string;
  description: string;
  target_count: number;
  current_count: number;
  created_at: string | Date;
  completed_at: string | Date | null;
};
const GOAL_COLUMNS = sql`g.id, g.title, g.description, g.target_count, g.current_count, g.created_at, g.completed_at`;
const toGoal = (row: GoalRow) => ({
  id: row.id,
  title: row.title,
  description: row.description,
  targetCount: row.target_count,
  currentCount: row.current_count,
  percent: goalPercent(row.current_count, row.target_count),
  isCompleted: row.completed_at !== null,
  createdAt: iso(row.created_at),
  completedAt: isoOrNull(row.completed_at),
});

/** The circles `which` selects (a condition on `c`), as `userId` sees them, with members and goals. */
async function circlesAsSeenBy(db: Executor, userId: number, which: SQL): Promise<AppCircle[]> {
  const circles = await queryRows<{
    id: number;
    name: string;
    description: string;
    visibility: CircleVisibility;
    created_at: string | Date;
    invite_code: string | null;
    my_role: CircleMemberRole | null;
    my_share_deeds: boolean | null;
    member_count: number;
    pending: number;
  }>(
    db,
    sql`SELECT c.id, c.name, c.description, c.type AS visibility, c.created_at, c.invite_code, m.role AS my_role, m.share_deeds AS my_share_deeds,
               (SELECT count(*) FROM circle_members x WHERE x.circle_id = c.id)::int AS member_count,
               (SELECT count(*) FROM circle_requests r WHERE r.circle_id = c.id AND r.status = 'pending')::int AS pending
        FROM circles c LEFT JOIN circle_members m ON m.circle_id = c.id AND m.user_id = ${userId}
        WHERE ${which} ORDER BY c.created_at DESC, c.id DESC`,
  );
  if (circles.length === 0) return [];
  const ids = sql`ARRAY[${sql.join(
    circles.map((c) => sql`${c.id}`),
    sql`, `,
  )}]::int[]`;
  const [members, goals] = await Promise.all([
    queryRows<{ circle_id: number; user_id: number; name: string; role: CircleMemberRole; joined_at: string | Date }>(
      db,
      sql`SELECT m.circle_id, m.user_id, u.name, m.role, m.joined_at FROM circle_members m JOIN users u ON u.id = m.user_id
          WHERE m.circle_id = ANY(${ids})
          ORDER BY m.circle_id, CASE m.role WHEN 'Creator' THEN 0 WHEN 'Admin' THEN 1 ELSE 2 END, m.joined_at, m.id`,
    ),
    queryRows<GoalRow & { circle_id: number }>(
      db,
      sql`SELECT g.circle_id, ${GOAL_COLUMNS} FROM circle_goals g WHERE g.circle_id = ANY(${ids}) ORDER BY g.created_at, g.id`,
    ),
  ]);
  return circles.map((c) => ({
    id: c.id,
    name: c.name,
    description: c.description,
    visibility: c.visibility,
    createdAt: iso(c.created_at),
    memberCount: c.member_count,
    myRole: c.my_role,
    myShareDeeds: c.my_share_deeds,
    inviteCode: c.my_role === null ? null : c.invite_code,
    pendingRequests: canManageCircle(c.my_role) ? c.pending : null,
    members: members
      .filter((m) => m.circle_id === c.id)
      .map((m) => ({ userId: m.user_id, name: m.name, role: m.role, joinedAt: iso(m.joined_at) })),
    goals: goals.filter((g) => g.circle_id === c.id).map(toGoal),
  }));
}

export function myCircles(db: Executor, userId: number): Promise<AppCircle[]> {
  return circlesAsSeenBy(db, userId, sql`c.id IN (SELECT circle_id FROM circle_members WHERE user_id = ${userId})`);
}

export async function circleFor(db: Executor, userId: number, circleId: number): Promise<AppCircle> {
  await access(db, circleId, userId, 'see');
  const [circle] = await circlesAsSeenBy(db, userId, sql`c.id = ${circleId}`);
  if (!circle) throw new HttpError(404, CIRCLE_NOT_FOUND);
  return circle;
}

// ---------------------------------------------------------------------------------------------
// Activity items (the feed): written by the actions that cause them

async function addItem(
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
    createdAt: iso(r.created_at),
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

// ---------------------------------------------------------------------------------------------
// Creating, joining, leaving

function newInviteCode(): string {
  for (;;) {
    const code = inviteCodeFrom(randomBytes(INVITE_CODE_LENGTH * 2));
    if (code) return code;
  }
}

export async function createCircle(
  db: Database,
  userId: number,
  input: { name: string; description: string; visibility: CircleVisibility },
): Promise<AppCircle> {
  const id = await db.transaction(async (tx) => {
    const at = now();
    let circleId: number | undefined;
    // A fresh code is unique but for a ~2^-59 chance: one already taken is simply drawn again.
    while (circleId === undefined) {
      const code = newInviteCode();
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`INSERT INTO circles (name, description, type, invite_code, admin_id, created_at, changed_by)
            SELECT ${input.name}, ${input.description}, ${input.visibility}, ${code}, ${userId}, ${at.toISOString()}::timestamptz, ${APP_USER_ACTOR}
            WHERE NOT EXISTS (SELECT 1 FROM circles WHERE upper(invite_code) = ${code})
            RETURNING id`,
      );
      circleId = row?.id;
    }
    await tx.execute(sql`INSERT INTO circle_members (circle_id, user_id, role, joined_at, last_active_at)
                         VALUES (${circleId}, ${userId}, 'Creator', ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz)`);
    await addItem(tx, { userId, circleId, type: 'member_joined', content: 'Created the circle', at });
    return circleId;
  });
  return circleFor(db, userId, id);
}

/** Makes the user a Member (once); the member_joined item only when they were not one. True when added. */
async function addMember(tx: Tx, circleId: number, userId: number, at: Date): Promise<boolean> {
  const [inserted] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO circle_members (circle_id, user_id, role, joined_at, last_active_at)
        VALUES (${circleId}, ${userId}, 'Member', ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz)
        ON CONFLICT (circle_id, user_id) DO NOTHING RETURNING id`,
  );
  if (!inserted) return false;
  await addItem(tx, { userId, circleId, type: 'member_joined', content: 'Joined the circle', at });
  return true;
}

type RequestRow = {
  id: number;
  circle_id: number;
  user_id: number;
  name: string;
  status: JoinRequest['status'];
  requested_at: string | Date;
  decided_at: string | Date | null;
};
const toRequest = (r: RequestRow): JoinRequest => ({
  id: r.id,
  circleId: r.circle_id,
  user: { id: r.user_id, name: r.name },
  status: r.status,
  requestedAt: iso(r.requested_at),
  decidedAt: isoOrNull(r.decided_at),
});
const REQUEST_SELECT = sql`SELECT r.id, r.circle_id, r.user_id, u.name, r.status, r.requested_at, r.decided_at FROM circle_requests r JOIN users u ON u.id = r.user_id`;

/** Joins, or for a private circle asks to (joinOutcome): idempotent, so a retried call changes nothing. */
async function join(db: Database, userId: number, find: (tx: Tx) => Promise<Access>): Promise<JoinAnswer> {
  const outcome = await db.transaction(async (tx) => {
    const found = await find(tx);
    const at = now();
    const how = joinOutcome(found.visibility, found.role !== null);
    if (how === 'already-member')
      return { circleId: found.id, status: 'member' as const, changed: false, request: null };
    if (how === 'joined') {
      const changed = await addMember(tx, found.id, userId, at);
      // A request from when the circle was private is answered by the join.
      await tx.execute(sql`UPDATE circle_requests SET status = 'approved', decided_at = ${at.toISOString()}::timestamptz
                           WHERE circle_id = ${found.id} AND user_id = ${userId} AND status = 'pending'`);
      return { circleId: found.id, status: 'member' as const, changed, request: null };
    }
    const [created] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO circle_requests (circle_id, user_id, status, requested_at) VALUES (${found.id}, ${userId}, 'pending', ${at.toISOString()}::timestamptz)
          ON CONFLICT (circle_id, user_id) WHERE status = 'pending' DO NOTHING RETURNING id`,
    );
    const [request] = await queryRows<RequestRow>(
      tx,
      sql`${REQUEST_SELECT} WHERE r.circle_id = ${found.id} AND r.user_id = ${userId} AND r.status = 'pending'`,
    );
    return { circleId: found.id, status: 'pending' as const, changed: Boolean(created), request: toRequest(request!) };
  });
  return { ...outcome, circle: outcome.status === 'member' ? await circleFor(db, userId, outcome.circleId) : null };
}

/** PUT membership: joins a public circle at once (a private one is 404 to a stranger: it is joined with its code). */
export function joinById(db: Database, userId: number, circleId: number): Promise<JoinAnswer> {
  return join(db, userId, (tx) => access(tx, circleId, userId, 'see', true));
}

/** Joins with an invite code: a public circle at once, a private one by a request to approve. */
export function joinByCode(db: Database, userId: number, typed: string): Promise<JoinAnswer> {
  const code = normaliseInviteCode(typed);
  return join(db, userId, async (tx) => {
    const [row] = await queryRows<{ id: number; visibility: CircleVisibility; role: CircleMemberRole | null }>(
      tx,
      sql`SELECT c.id, c.type AS visibility, m.role FROM circles c
          LEFT JOIN circle_members m ON m.circle_id = c.id AND m.user_id = ${userId}
          WHERE upper(c.invite_code) = ${code} FOR SHARE OF c`,
    );
    if (!row) throw new HttpError(404, INVITE_CODE_UNKNOWN, [{ path: 'inviteCode', message: INVITE_CODE_UNKNOWN }]);
    return row;
  });
}

/** The circle's pending join requests, oldest first (Creator and Admins). */
export async function pendingRequests(db: Executor, userId: number, circleId: number): Promise<JoinRequest[]> {
  await access(db, circleId, userId, 'manage');
  const rows = await queryRows<RequestRow>(
    db,
    sql`${REQUEST_SELECT} WHERE r.circle_id = ${circleId} AND r.status = 'pending' ORDER BY r.requested_at, r.id`,
  );
  return rows.map(toRequest);
}

/**
 * Approves (the requester becomes a Member) or declines a request. Repeating the decision changes
 * nothing; the other decision on a decided request is a 409.
 */
export async function decideRequest(
  db: Database,
  userId: number,
  circleId: number,
  requestId: number,
  decision: 'approve' | 'decline',
): Promise<{ request: JoinRequest; changed: boolean }> {
  return db.transaction(async (tx) => {
    await access(tx, circleId, userId, 'manage', true);
    const [locked] = await queryRows<{ user_id: number; status: JoinRequest['status'] }>(
      tx,
      sql`SELECT user_id, status FROM circle_requests WHERE id = ${requestId} AND circle_id = ${circleId} FOR UPDATE`,
    );
    if (!locked) throw new HttpError(404, REQUEST_NOT_FOUND);
    const wanted = decision === 'approve' ? 'approved' : 'declined';
    let changed = false;
    if (locked.status === 'pending') {
      const at = now();
      if (decision === 'approve') await addMember(tx, circleId, locked.user_id, at);
      await tx.execute(
        sql`UPDATE circle_requests SET status = ${wanted}, decided_at = ${at.toISOString()}::timestamptz, decided_by = ${userId} WHERE id = ${requestId}`,
      );
      changed = true;
    } else if (locked.status !== wanted) {
      throw new HttpError(409, `This request was already ${locked.status}`);
    }
    const [row] = await queryRows<RequestRow>(tx, sql`${REQUEST_SELECT} WHERE r.id = ${requestId}`);
    return { request: toRequest(row!), changed };
  });
}

/**
 * Leaves the circle. The Creator leaving hands it over by the one-Creator rule (handOverCircle):
 * the longest-standing Admin, else Member, becomes Creator; the last member leaving deletes it.
 * Leaving a public circle one is not in changes nothing.
 */
export async function leaveCircle(
  db: Database,
  userId: number,
  circleId: number,
): Promise<{ left: boolean; circleDeleted: boolean; newCreatorId: number | null }> {
  return db.transaction(async (tx) => {
    const found = await access(tx, circleId, userId, 'see');
    // Lock the circle before the membership: the order every writer of a circle takes.
    await tx.execute(sql`SELECT id FROM circles WHERE id = ${found.id} FOR UPDATE`);
    const [gone] = await queryRows<{ role: CircleMemberRole }>(
      tx,
      sql`DELETE FROM circle_members WHERE circle_id = ${circleId} AND user_id = ${userId} RETURNING role`,
    );
    if (!gone) return { left: false, circleDeleted: false, newCreatorId: null };
    if (gone.role !== 'Creator') return { left: true, circleDeleted: false, newCreatorId: null };
    const outcome = await handOverCircle(tx, circleId, userId, APP_USER_ACTOR);
    return { left: true, circleDeleted: outcome.deleted, newCreatorId: outcome.newCreatorId };
  });
}

// ---------------------------------------------------------------------------------------------
// Goals

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

// ---------------------------------------------------------------------------------------------
// Blessings and reactions

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

// ---------------------------------------------------------------------------------------------
// Quran challenges: a passage the circle reads between its members; each completed part is a
// quran_completed item, and the last part read completes the challenge.

type ChallengeRow = {
  id: number;
  title: string;
  description: string;
  surah_name: string;
  total_ayahs: number;
  start_ayah: number;
  end_ayah: number;
  deadline: string | null;
  created_at: string | Date;
  completed_at: string | Date | null;
};

async function challengesOf(db: Executor, circleId: number, only?: number): Promise<QuranChallenge[]> {
  const rows = await queryRows<ChallengeRow>(
    db,
    sql`SELECT id, title, description, surah_name, total_ayahs, start_ayah, end_ayah, deadline::text AS deadline, created_at, completed_at
        FROM circle_quran_challenges WHERE circle_id = ${circleId} ${only === undefined ? sql`` : sql`AND id = ${only}`}
        ORDER BY created_at DESC, id DESC`,
  );
  if (rows.length === 0) return [];
  const parts = await queryRows<{
    challenge_id: number;
    user_id: number;
    name: string;
    start_ayah: number;
    end_ayah: number;
    completed_at: string | Date | null;
  }>(
    db,
    sql`SELECT a.challenge_id, a.user_id, u.name, a.start_ayah, a.end_ayah, a.completed_at FROM circle_quran_assignments a JOIN users u ON u.id = a.user_id
        WHERE a.challenge_id = ANY(ARRAY[${sql.join(
          rows.map((r) => sql`${r.id}`),
          sql`, `,
        )}]::int[]) ORDER BY a.start_ayah, a.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    surahName: r.surah_name,
    totalAyahs: r.total_ayahs,
    startAyah: r.start_ayah,
    endAyah: r.end_ayah,
    deadline: r.deadline,
    createdAt: iso(r.created_at),
    isCompleted: r.completed_at !== null,
    completedAt: isoOrNull(r.completed_at),
    assignments: parts
      .filter((p) => p.challenge_id === r.id)
      .map((p) => ({
        user: { id: p.user_id, name: p.name },
        startAyah: p.start_ayah,
        endAyah: p.end_ayah,
        isCompleted: p.completed_at !== null,
        completedAt: isoOrNull(p.completed_at),
      })),
  }));
}

export async function quranChallenges(db: Executor, userId: number, circleId: number): Promise<QuranChallenge[]> {
  await access(db, circleId, userId, 'member');
  return challengesOf(db, circleId);
}

/** A new challenge (Creator and Admins): the passage is split among the members, in the members' order. */
export async function createQuranChallenge(
  db: Database,
  userId: number,
  circleId: number,
  input: {
    title: string;
    description: string;
    surahName: string;
    startAyah: number;
    endAyah: number;
    deadline?: string;
  },
): Promise<QuranChallenge> {
  return db.transaction(async (tx) => {
    await access(tx, circleId, userId, 'manage', true);
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO circle_quran_challenges (circle_id, title, description, surah_name, total_ayahs, start_ayah, end_ayah, deadline, created_at)
          VALUES (${circleId}, ${input.title}, ${input.description}, ${input.surahName}, ${input.endAyah - input.startAyah + 1}, ${input.startAyah}, ${input.endAyah},
                  ${input.deadline ?? null}::date, ${now().toISOString()}::timestamptz)
          RETURNING id`,
    );
    const readers = await queryRows<{ user_id: number }>(
      tx,
      sql`SELECT user_id FROM circle_members WHERE circle_id = ${circleId}
          ORDER BY CASE role WHEN 'Creator' THEN 0 WHEN 'Admin' THEN 1 ELSE 2 END, joined_at, id`,
    );
    const parts = splitAyahs(input.startAyah, input.endAyah, readers.length);
    await tx.execute(sql`INSERT INTO circle_quran_assignments (challenge_id, user_id, start_ayah, end_ayah) VALUES
      ${sql.join(
        parts.map((part, i) => sql`(${row!.id}, ${readers[i]!.user_id}, ${part.startAyah}, ${part.endAyah})`),
        sql`, `,
      )}`);
    return (await challengesOf(tx, circleId, row!.id))[0]!;
  });
}

/**
 * The caller has read their part: it is marked read (once; a repeat changes nothing) with a
 * quran_completed item, and the last part read completes the challenge.
 */
export async function readMyPart(
  db: Database,
  userId: number,
  circleId: number,
  challengeId: number,
): Promise<{ challenge: QuranChallenge; changed: boolean }> {
  return db.transaction(async (tx) => {
    await access(tx, circleId, userId, 'member', true);
    // The challenge row first: two last readers at once complete it once.
    const [challenge] = await queryRows<{ surah_name: string }>(
      tx,
      sql`SELECT surah_name FROM circle_quran_challenges WHERE id = ${challengeId} AND circle_id = ${circleId} FOR UPDATE`,
    );
    if (!challenge) throw new HttpError(404, CHALLENGE_NOT_FOUND);
    const mine = await queryRows<{ id: number; start_ayah: number; end_ayah: number; completed_at: string | null }>(
      tx,
      sql`SELECT id, start_ayah, end_ayah, completed_at FROM circle_quran_assignments WHERE challenge_id = ${challengeId} AND user_id = ${userId} ORDER BY start_ayah FOR UPDATE`,
    );
    if (mine.length === 0) throw new HttpError(409, NO_PART);
    const open = mine.filter((part) => part.completed_at === null);
    const at = now();
    for (const part of open) {
      await tx.execute(
        sql`UPDATE circle_quran_assignments SET completed_at = ${at.toISOString()}::timestamptz WHERE id = ${part.id}`,
      );
      const range = part.start_ayah === part.end_ayah ? `${part.start_ayah}` : `${part.start_ayah}–${part.end_ayah}`;
      await addItem(tx, {
        userId,
        circleId,
        type: 'quran_completed',
        content: `Read ${challenge.surah_name} ${range}`,
        at,
      });
    }
    if (open.length > 0) {
      await tx.execute(sql`UPDATE circle_quran_challenges SET completed_at = ${at.toISOString()}::timestamptz
                           WHERE id = ${challengeId} AND completed_at IS NULL
                             AND NOT EXISTS (SELECT 1 FROM circle_quran_assignments WHERE challenge_id = ${challengeId} AND completed_at IS NULL)`);
    }
    return { challenge: (await challengesOf(tx, circleId, challengeId))[0]!, changed: open.length > 0 };
  });
}
