// Creating, joining (by invite code or, for a public circle, by asking), join requests and leaving
// a circle (decision 0042). Every write is one transaction.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Executor, Tx } from '../../../db/client.ts';
import { INVITE_CODE_LENGTH, inviteCodeFrom, joinOutcome, normaliseInviteCode } from '../../lib/circles.ts';
import type { CircleMemberRole, CircleVisibility } from '../../lib/people.ts';
import type { AppCircle, JoinAnswer, JoinRequest } from '../../lib/schemas/app-circles.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import { handOverCircle } from '../repositories/people-users.ts';
import { isoTime, isoTimeOrNull, queryRows } from '../sql.ts';
import { APP_USER_ACTOR } from '../audit.ts';
import { access, type Access } from './circle-access.ts';
import { addItem } from './circle-feed.ts';
import { circleFor } from './circles.ts';

export const INVITE_CODE_UNKNOWN = 'No circle has this invite code';
export const PRIVATE_NEEDS_CODE = 'This circle is private: join it with its invite code';
export const REQUEST_NOT_FOUND = 'No such join request in this circle';

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
  requestedAt: isoTime(r.requested_at),
  decidedAt: isoTimeOrNull(r.decided_at),
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
