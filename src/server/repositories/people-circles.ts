// Circles for the back-office: list (search name/description/creator, visibility, sort, pages),
// detail with members and goals, visibility, delete, member roles and goals. A circle always keeps
// exactly one Creator (its admin_id): the Creator's row can be neither removed nor demoted here.
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Tx, Executor } from '../../../db/client.ts';
import { goalPercent, type CircleVisibility } from '../../lib/people.ts';
import type {
  AdminCircleDetail,
  AdminCircleGoal,
  AdminCircleMember,
  AdminCircleRow,
  CircleGoalInput,
  CircleListQuery,
  CircleSort,
  Paged,
} from '../../lib/schemas/people.ts';
import { queryRows, lowercaseContainsPattern, isoTimeOrNull } from '../sql.ts';
import type { VersionedEntity } from '../versions.ts';

function circleFilters(query: Pick<CircleListQuery, 'q' | 'visibility'>): SQL {
  const where: SQL[] = [sql`TRUE`];
  if (query.q) {
    const pattern = lowercaseContainsPattern(query.q);
    where.push(
      sql`(lower(c.name) LIKE ${pattern} OR lower(c.description) LIKE ${pattern} OR lower(cr.name) LIKE ${pattern})`,
    );
  }
  if (query.visibility !== 'all') where.push(sql`c.type = ${query.visibility}`);
  return sql.join(where, sql` AND `);
}

const SORT_KEYS: Record<CircleSort, SQL> = {
  name: sql`lower(c.name)`,
  createdAt: sql`c.created_at`,
  members: sql`coalesce(ms.members, 0)`,
  lastActive: sql`coalesce(ms.last_active, c.created_at)`,
};

/**
 * The circles of the list with the join their sort needs: sorting by members or last activity
 * reads every membership once (one grouped pass, ~80,000 rows at 100,000 users) rather than one
 * subquery per circle, which took ~90 ms for 7,000 circles.
 */
function circlesFrom(sort: CircleSort): SQL {
  const perCircle =
    sort === 'members' || sort === 'lastActive'
      ? sql`LEFT JOIN (SELECT m.circle_id, count(*) AS members, max(m.last_active_at) AS last_active FROM circle_members m GROUP BY m.circle_id) ms ON ms.circle_id = c.id`
      : sql``;
  return sql`circles c LEFT JOIN users cr ON cr.id = c.admin_id ${perCircle}`;
}

const CIRCLE_COLUMNS = sql`
  c.id, c.name, c.description, c.type AS visibility,
  (SELECT count(*) FROM circle_members m WHERE m.circle_id = c.id)::int AS "memberCount",
  json_build_object('id', cr.id, 'name', coalesce(cr.name, 'Deleted account')) AS creator,
  c.created_at AS "createdAt",
  (SELECT max(m.last_active_at) FROM circle_members m WHERE m.circle_id = c.id) AS "lastActive",
  c.version`;

type RawCircle = Omit<AdminCircleRow, 'createdAt' | 'lastActive'> & {
  createdAt: Date | string;
  lastActive: Date | string | null;
};
const toCircle = (row: RawCircle): AdminCircleRow => ({
  ...row,
  createdAt: isoTimeOrNull(row.createdAt)!,
  lastActive: isoTimeOrNull(row.lastActive),
});

const GOAL_RETURNING = sql`id, title, description, target_count AS "targetCount", current_count AS "currentCount", created_at AS "createdAt", completed_at AS "completedAt", version`;
const toGoal = (row: Omit<AdminCircleGoal, 'percent'>): AdminCircleGoal => ({
  ...row,
  percent: goalPercent(row.currentCount, row.targetCount),
  createdAt: isoTimeOrNull(row.createdAt)!,
  completedAt: isoTimeOrNull(row.completedAt),
});

export async function listCircles(db: Database, query: CircleListQuery): Promise<Paged<AdminCircleRow>> {
  const where = circleFilters(query);
  // Plain ASC/DESC (keys are never null) so created-at pages read the (created_at, id) index.
  const dir = sql.raw(query.dir === 'asc' ? 'ASC' : 'DESC');
  const [rows, count] = await Promise.all([
    queryRows<RawCircle>(
      db,
      sql`SELECT ${CIRCLE_COLUMNS} FROM ${circlesFrom(query.sort)} WHERE ${where}
          ORDER BY ${SORT_KEYS[query.sort]} ${dir}, c.id ${dir}
          LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`SELECT count(*)::int AS total FROM circles c LEFT JOIN users cr ON cr.id = c.admin_id WHERE ${where}`,
    ),
  ]);
  return { rows: rows.map(toCircle), total: count[0]?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** The export: every circle matching the filters, in the table's order (sort key, then id). */
export function circleExportQuery(query: Pick<CircleListQuery, 'q' | 'visibility' | 'sort' | 'dir'>): SQL {
  const dir = sql.raw(query.dir === 'asc' ? 'ASC' : 'DESC');
  return sql`SELECT ${CIRCLE_COLUMNS}, cr.name AS "creatorName",
               (SELECT count(*) FROM circle_goals g WHERE g.circle_id = c.id)::int AS "goalCount"
             FROM ${circlesFrom(query.sort)} WHERE ${circleFilters(query)}
             ORDER BY ${SORT_KEYS[query.sort]} ${dir}, c.id ${dir}`;
}

export async function getCircleDetail(db: Database, id: number): Promise<AdminCircleDetail | null> {
  const [row] = await queryRows<RawCircle & { inviteCode: string | null }>(
    db,
    sql`SELECT ${CIRCLE_COLUMNS}, c.invite_code AS "inviteCode" FROM circles c LEFT JOIN users cr ON cr.id = c.admin_id WHERE c.id = ${id}`,
  );
  if (!row) return null;
  const [members, goals] = await Promise.all([
    queryRows<AdminCircleMember>(
      db,
      sql`SELECT m.user_id AS "userId", u.name, u.email, u.is_sample AS sample, m.role, m.joined_at AS "joinedAt", m.last_active_at AS "lastActiveAt",
                 (SELECT count(*) FROM user_activity a WHERE a.circle_id = m.circle_id AND a.user_id = m.user_id AND a.type = 'thawap_completed')::int AS "deedsCompleted"
          FROM circle_members m JOIN users u ON u.id = m.user_id WHERE m.circle_id = ${id}
          ORDER BY CASE m.role WHEN 'Creator' THEN 0 WHEN 'Admin' THEN 1 ELSE 2 END, m.joined_at, m.id`,
    ),
    queryRows<Omit<AdminCircleGoal, 'percent'>>(
      db,
      sql`SELECT ${GOAL_RETURNING} FROM circle_goals WHERE circle_id = ${id} ORDER BY created_at, id`,
    ),
  ]);
  return {
    circle: { ...toCircle(row), inviteCode: row.inviteCode },
    members: members.map((m) => ({
      ...m,
      joinedAt: isoTimeOrNull(m.joinedAt)!,
      lastActiveAt: isoTimeOrNull(m.lastActiveAt),
    })),
    goals: goals.map(toGoal),
  };
}

export const CIRCLE_NOT_FOUND = 'Circle not found';
export const GOAL_NOT_FOUND = 'This circle has no such goal';

/** Circles as versioned records (src/server/versions.ts): a 409 answers the circle's row. */
export const circleVersions: VersionedEntity<AdminCircleRow & { inviteCode: string | null }> = {
  table: 'circles',
  noun: 'circle',
  notFound: CIRCLE_NOT_FOUND,
  load: async (db, id) => (await getCircleDetail(db, id))?.circle ?? null,
};

/** Circle goals as versioned records: a 409 answers the goal. */
export const goalVersions: VersionedEntity<AdminCircleGoal> = {
  table: 'circle_goals',
  noun: 'goal',
  notFound: GOAL_NOT_FOUND,
  load: async (db, id) => {
    const [row] = await queryRows<Omit<AdminCircleGoal, 'percent'>>(
      db,
      sql`SELECT ${GOAL_RETURNING} FROM circle_goals WHERE id = ${id}`,
    );
    return row ? toGoal(row) : null;
  },
};

/** Scopes a goal's claim to its circle (a goal id under another circle is not found). */
export const goalOfCircle = (circleId: number): SQL => sql`circle_id = ${circleId}`;

export async function circleName(db: Executor, id: number): Promise<string | null> {
  const [row] = await queryRows<{ name: string }>(db, sql`SELECT name FROM circles WHERE id = ${id}`);
  return row?.name ?? null;
}

export async function setCircleVisibility(
  tx: Tx,
  id: number,
  visibility: CircleVisibility,
): Promise<{ name: string; previous: string } | null> {
  const [row] = await queryRows<{ name: string; previous: string }>(
    tx,
    sql`UPDATE circles c SET type = ${visibility} FROM (SELECT id, type FROM circles WHERE id = ${id} FOR UPDATE) old
        WHERE c.id = old.id RETURNING c.name, old.type AS previous`,
  );
  return row ?? null;
}

export async function deleteCircle(tx: Tx, id: number): Promise<{ name: string; members: number } | null> {
  const [row] = await queryRows<{ name: string; members: number }>(
    tx,
    sql`DELETE FROM circles c WHERE c.id = ${id}
        RETURNING c.name, (SELECT count(*) FROM circle_members m WHERE m.circle_id = c.id)::int AS members`,
  );
  return row ?? null;
}

export type MemberChange =
  { ok: true; name: string; circle: string; previous: string } | { ok: false; reason: 'not-found' | 'creator' };

export async function lockMember(tx: Tx, circleId: number, userId: number) {
  const [row] = await queryRows<{ role: string; name: string; circle: string }>(
    tx,
    sql`SELECT m.role, u.name, c.name AS circle FROM circle_members m JOIN users u ON u.id = m.user_id JOIN circles c ON c.id = m.circle_id
        WHERE m.circle_id = ${circleId} AND m.user_id = ${userId} FOR UPDATE OF m`,
  );
  return row ?? null;
}

export async function setMemberRole(
  tx: Tx,
  circleId: number,
  userId: number,
  role: 'Admin' | 'Member',
): Promise<MemberChange> {
  const member = await lockMember(tx, circleId, userId);
  if (!member) return { ok: false, reason: 'not-found' };
  if (member.role === 'Creator') return { ok: false, reason: 'creator' };
  await tx.execute(sql`UPDATE circle_members SET role = ${role} WHERE circle_id = ${circleId} AND user_id = ${userId}`);
  return { ok: true, name: member.name, circle: member.circle, previous: member.role };
}

export async function removeMember(tx: Tx, circleId: number, userId: number): Promise<MemberChange> {
  const member = await lockMember(tx, circleId, userId);
  if (!member) return { ok: false, reason: 'not-found' };
  if (member.role === 'Creator') return { ok: false, reason: 'creator' };
  await tx.execute(sql`DELETE FROM circle_members WHERE circle_id = ${circleId} AND user_id = ${userId}`);
  return { ok: true, name: member.name, circle: member.circle, previous: member.role };
}

export interface GoalChange {
  goal: AdminCircleGoal;
  previous: { title: string; targetCount: number; currentCount: number };
  circle: string;
}

/**
 * Edits a goal of the circle (title, description, target, progress). A goal reaching its target
 * gets `completed_at` now (kept if it was already complete); one brought back below it loses it.
 * Null when the circle has no such goal.
 */
export async function updateGoal(
  tx: Tx,
  circleId: number,
  goalId: number,
  input: { title: string; description: string; targetCount: number; currentCount: number },
): Promise<GoalChange | null> {
  const [row] = await queryRows<
    Omit<AdminCircleGoal, 'percent'> & { prevTitle: string; prevTarget: number; prevCurrent: number; circle: string }
  >(
    tx,
    sql`UPDATE circle_goals g SET title = ${input.title}, description = ${input.description},
          target_count = ${input.targetCount}, current_count = ${input.currentCount},
          completed_at = CASE WHEN ${input.currentCount}::int >= ${input.targetCount}::int THEN coalesce(old.completed_at, now()) END
        FROM (SELECT o.id, o.title, o.target_count, o.current_count, o.completed_at, c.name AS circle
              FROM circle_goals o JOIN circles c ON c.id = o.circle_id
              WHERE o.id = ${goalId} AND o.circle_id = ${circleId} FOR UPDATE OF o) old
        WHERE g.id = old.id
        RETURNING g.id, g.title, g.description, g.target_count AS "targetCount", g.current_count AS "currentCount",
                  g.created_at AS "createdAt", g.completed_at AS "completedAt", g.version,
                  old.title AS "prevTitle", old.target_count AS "prevTarget", old.current_count AS "prevCurrent", old.circle`,
  );
  if (!row) return null;
  const { prevTitle, prevTarget, prevCurrent, circle, ...goal } = row;
  return {
    goal: toGoal(goal),
    previous: { title: prevTitle, targetCount: prevTarget, currentCount: prevCurrent },
    circle,
  };
}

/** Deletes a goal of the circle; null when the circle has no such goal. */
export async function deleteGoal(
  tx: Tx,
  circleId: number,
  goalId: number,
): Promise<{ title: string; circle: string } | null> {
  const [row] = await queryRows<{ title: string; circle: string }>(
    tx,
    sql`DELETE FROM circle_goals g USING circles c
        WHERE g.id = ${goalId} AND g.circle_id = ${circleId} AND c.id = g.circle_id
        RETURNING g.title, c.name AS circle`,
  );
  return row ?? null;
}

export async function addGoal(
  tx: Tx,
  circleId: number,
  input: Required<Pick<CircleGoalInput, 'title' | 'description'>> & { targetCount: number },
): Promise<AdminCircleGoal | null> {
  const [row] = await queryRows<Omit<AdminCircleGoal, 'percent'>>(
    tx,
    sql`INSERT INTO circle_goals (circle_id, title, description, target_count)
        SELECT id, ${input.title}, ${input.description}, ${input.targetCount} FROM circles WHERE id = ${circleId}
        RETURNING ${GOAL_RETURNING}`,
  );
  return row ? toGoal(row) : null;
}
