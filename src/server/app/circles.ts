// The signed-in app user's circles as they may see them (decision 0042): their own, or one by id,
// with members and goals. Who may see what is circle-access.ts; the writes are beside it:
// circle-membership.ts (create, join, requests, leave), circle-goals.ts, circle-feed.ts (the
// activity feed, blessings, reactions) and circle-quran.ts (Quran challenges). Every write is one
// transaction.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { canManageCircle } from '../../lib/circles.ts';
import type { CircleMemberRole, CircleVisibility } from '../../lib/people.ts';
import type { AppCircle } from '../../lib/schemas/app-circles.ts';
import { HttpError } from '../http.ts';
import { isoTime, queryRows } from '../sql.ts';
import { access, CIRCLE_NOT_FOUND } from './circle-access.ts';
import { GOAL_COLUMNS, toGoal, type GoalRow } from './circle-goals.ts';

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
    createdAt: isoTime(c.created_at),
    memberCount: c.member_count,
    myRole: c.my_role,
    myShareDeeds: c.my_share_deeds,
    inviteCode: c.my_role === null ? null : c.invite_code,
    pendingRequests: canManageCircle(c.my_role) ? c.pending : null,
    members: members
      .filter((m) => m.circle_id === c.id)
      .map((m) => ({ userId: m.user_id, name: m.name, role: m.role, joinedAt: isoTime(m.joined_at) })),
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
