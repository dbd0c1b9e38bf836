// App users for the back-office: list (search, filters, sort, pages in SQL), detail, edit,
// streak reset and delete. Counts (referrals, circles) are computed from their rows.
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Tx, Executor } from '../../../db/client.ts';
import { LEVEL_RANK_SQL } from '../../../db/schema.ts';
import { pageWindow } from '../../lib/paging.ts';
import type {
  AdminUserDetail,
  AdminUserRow,
  Paged,
  UserListQuery,
  UserSort,
  UserUpdate,
} from '../../lib/schemas/people.ts';
import { uncountReportsOf } from '../live/report-count.ts';
import { queryRows, lowercaseContainsPattern, isoTimeOrNull, readsTogether } from '../sql.ts';
import type { VersionedEntity } from '../versions.ts';
import { isActiveSql } from './referral-window.ts';

/**
 * The user's highest circle role as text (spec: Circle Creator, Circle Admin, none), from
 * `users.circle_rank`, which triggers keep equal to their circle_members rows (decision 0020).
 */
const CIRCLE_ROLE_TEXT = sql`CASE u.circle_rank WHEN 2 THEN 'Circle Creator' WHEN 1 THEN 'Circle Admin' ELSE 'none' END`;
const CIRCLE_RANK: Record<NonNullable<UserListQuery['circleRole']>, number> = {
  'Circle Creator': 2,
  'Circle Admin': 1,
  none: 0,
};

function userFilters(query: Pick<UserListQuery, 'q' | 'status' | 'level' | 'circleRole' | 'kind'>): SQL {
  const where: SQL[] = [sql`TRUE`];
  if (query.kind) where.push(query.kind === 'sample' ? sql`u.is_sample` : sql`NOT u.is_sample`);
  if (query.q) where.push(sql`u.search_text LIKE ${lowercaseContainsPattern(query.q)}`);
  if (query.status) where.push(sql`u.status = ${query.status}`);
  if (query.level) where.push(sql`u.spiritual_level = ${query.level}`);
  if (query.circleRole) where.push(sql`u.circle_rank = ${CIRCLE_RANK[query.circleRole]}`);
  return sql.join(where, sql` AND `);
}

/** Sort expression (each has an index (key, id)). Ties go by id in the same direction. */
function userOrder(sort: UserSort): SQL {
  switch (sort) {
    case 'name':
      return sql`u.name`;
    case 'email':
      return sql`u.email`;
    case 'location':
      return sql`u.location`;
    case 'level':
      return sql.raw(LEVEL_RANK_SQL.replace('spiritual_level)', 'u.spiritual_level)'));
    case 'streak':
      return sql`u.streak`;
    case 'score':
      return sql`u.barakah_score`;
    case 'status':
      return sql`u.status`;
    case 'createdAt':
      return sql`u.created_at`;
    case 'circleRole':
      // Creators first when descending (2 Creator, 1 Admin, 0 none); index (circle_rank, id).
      return sql`u.circle_rank`;
    case 'referrals':
      return sql`u.referral_count`;
  }
}

/** The columns of an admin user row, for `u` (users) in scope. */
const USER_ROW_COLUMNS = sql`
  u.id, u.name, u.email, u.location, u.spiritual_level AS level, u.streak, u.barakah_score AS score, u.status, u.age,
  ${CIRCLE_ROLE_TEXT} AS "circleRole",
  u.referral_count AS referrals,
  (SELECT json_build_object('id', v.id, 'name', v.name) FROM invitations i JOIN users v ON v.id = i.inviter_id WHERE i.invitee_id = u.id) AS "referredBy",
  coalesce((SELECT array_agg(c.name ORDER BY m.joined_at, c.id) FROM circle_members m JOIN circles c ON c.id = m.circle_id WHERE m.user_id = u.id), ARRAY[]::text[]) AS circles,
  u.created_at AS "createdAt", u.last_active_at AS "lastActiveAt", u.is_sample AS sample, u.version`;

type RawUserRow = Omit<AdminUserRow, 'createdAt' | 'lastActiveAt'> & {
  age: number;
  createdAt: Date | string;
  lastActiveAt: Date | string | null;
};

function toUserRow(row: RawUserRow): AdminUserRow & { age: number } {
  return { ...row, createdAt: isoTimeOrNull(row.createdAt)!, lastActiveAt: isoTimeOrNull(row.lastActiveAt) };
}

/**
 * The two statements behind a page: ids of the page in order, and the total. Given the total,
 * a page past the middle reads backward from the end (`pageWindow`, src/lib/paging.ts); its ids come in
 * reverse order (`reverse`).
 */
export function userListSql(
  query: UserListQuery,
  total?: number,
): { page: SQL; count: SQL; reverse: boolean; limit: number } {
  const where = userFilters(query);
  const key = userOrder(query.sort);
  const offset = (query.page - 1) * query.pageSize;
  const window =
    total === undefined ? { reverse: false, offset, limit: query.pageSize } : pageWindow(offset, query.pageSize, total);
  // Plain ASC/DESC (no NULLS clause): a forward or backward scan of the (key, id) index then
  // yields the order as is, so a page reads only its rows. Sort keys are never null.
  const ascending = (query.dir === 'asc') !== window.reverse;
  const dir = sql.raw(ascending ? 'ASC' : 'DESC');
  return {
    page: sql`SELECT u.id FROM users u WHERE ${where} ORDER BY ${key} ${dir}, u.id ${dir} LIMIT ${window.limit} OFFSET ${window.offset}`,
    count: sql`SELECT count(*)::int AS total FROM users u WHERE ${where}`,
    reverse: window.reverse,
    limit: window.limit,
  };
}

/** The page's full rows, in the order of the ids `page` yields (reversed when `reverse`). */
function userRowsOf(statements: { page: SQL; reverse: boolean }): SQL {
  return sql`SELECT ${USER_ROW_COLUMNS} FROM unnest(ARRAY(${statements.page})) WITH ORDINALITY AS p(id, pos)
             JOIN users u ON u.id = p.id ORDER BY p.pos ${sql.raw(statements.reverse ? 'DESC' : 'ASC')}`;
}

export async function listUsers(db: Database, query: UserListQuery): Promise<Paged<AdminUserRow>> {
  const paged = (rows: RawUserRow[], total: number) => ({
    rows: rows.map(toUserRow),
    total,
    page: query.page,
    pageSize: query.pageSize,
  });
  if (query.page === 1) {
    // The first page: its ids (ordered, through the sort's index) and their full rows in one
    // round trip; the total in parallel.
    const statements = userListSql(query);
    const [rows, countRows] = await Promise.all([
      queryRows<RawUserRow>(db, userRowsOf(statements)),
      queryRows<{ total: number }>(db, statements.count),
    ]);
    return paged(rows, countRows[0]?.total ?? 0);
  }
  // Later pages: the total first, which says from which end the page is nearer.
  const [countRow] = await queryRows<{ total: number }>(db, userListSql(query).count);
  const total = countRow?.total ?? 0;
  const statements = userListSql(query, total);
  if (statements.limit === 0) return paged([], total);
  return paged(await queryRows<RawUserRow>(db, userRowsOf(statements)), total);
}

/**
 * The export: every user matching the filters, in the table's order (sort key, then id, both in
 * the chosen direction), streamed through a cursor that walks the same (key, id) index as a page.
 */
export function userExportQuery(
  query: Pick<UserListQuery, 'q' | 'status' | 'level' | 'circleRole' | 'kind' | 'sort' | 'dir'>,
): SQL {
  const key = userOrder(query.sort);
  const dir = sql.raw(query.dir === 'asc' ? 'ASC' : 'DESC');
  return sql`SELECT ${USER_ROW_COLUMNS} FROM users u WHERE ${userFilters(query)} ORDER BY ${key} ${dir}, u.id ${dir}`;
}

/** An invitee's status: Pending (not joined), Active (joined, used the app in the window), else Inactive. */
export const INVITEE_STATUS_SQL = (signedUpAt: SQL, lastActiveAt: SQL) =>
  sql`CASE WHEN ${signedUpAt} IS NULL THEN 'Pending'
           WHEN ${isActiveSql(signedUpAt, lastActiveAt)} THEN 'Active'
           ELSE 'Inactive' END`;

export async function getUserDetail(db: Database, id: number): Promise<AdminUserDetail | null> {
  const [row] = await queryRows<RawUserRow>(db, sql`SELECT ${USER_ROW_COLUMNS} FROM users u WHERE u.id = ${id}`);
  if (!row) return null;
  const [circles, invitations, count, activity, badges] = await readsTogether(db, [
    () =>
      queryRows<AdminUserDetail['circles'][number]>(
        db,
        sql`SELECT c.id, c.name, m.role, m.joined_at AS "joinedAt", m.last_active_at AS "lastActiveAt",
                 (SELECT count(*) FROM circle_members x WHERE x.circle_id = c.id)::int AS "memberCount"
          FROM circle_members m JOIN circles c ON c.id = m.circle_id WHERE m.user_id = ${id} ORDER BY m.joined_at, c.id`,
      ),
    () =>
      queryRows<AdminUserDetail['invitations'][number]>(
        db,
        sql`SELECT i.id, i.invitee_email AS "inviteeEmail", i.invitee_id AS "inviteeId",
                 ${INVITEE_STATUS_SQL(sql`i.signed_up_at`, sql`v.last_active_at`)} AS status,
                 i.sent_at AS "sentAt", i.signed_up_at AS "signedUpAt"
          FROM invitations i LEFT JOIN users v ON v.id = i.invitee_id
          WHERE i.inviter_id = ${id} ORDER BY i.sent_at DESC, i.id DESC LIMIT 100`,
      ),
    () => queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM invitations WHERE inviter_id = ${id}`),
    () =>
      queryRows<AdminUserDetail['activity'][number]>(
        db,
        sql`SELECT a.id, a.type, a.content, c.name AS "circleName", a.created_at AS "createdAt"
          FROM user_activity a LEFT JOIN circles c ON c.id = a.circle_id
          WHERE a.user_id = ${id} ORDER BY a.created_at DESC, a.id DESC LIMIT 20`,
      ),
    () =>
      queryRows<AdminUserDetail['badges'][number]>(
        db,
        sql`SELECT b.id, b.name, b.icon, ub.earned_at AS "earnedAt" FROM user_badges ub JOIN badges b ON b.id = ub.badge_id
          WHERE ub.user_id = ${id} ORDER BY ub.earned_at DESC, b.id`,
      ),
  ]);
  const dates = <T extends Record<string, unknown>>(items: T[], keys: (keyof T)[]) =>
    items.map((item) => {
      const copy: Record<string, unknown> = { ...item };
      for (const key of keys) copy[key as string] = isoTimeOrNull(item[key] as Date | string | null);
      return copy as T;
    });
  return {
    user: toUserRow(row),
    circles: dates(circles, ['joinedAt', 'lastActiveAt']),
    invitations: dates(invitations, ['sentAt', 'signedUpAt']),
    invitationCount: count[0]?.n ?? 0,
    activity: dates(activity, ['createdAt']),
    badges: dates(badges, ['earnedAt']),
  };
}

export const USER_NOT_FOUND = 'User not found';

/** App users as versioned records (src/server/versions.ts): a 409 answers the user row. */
export const userVersions: VersionedEntity<AdminUserRow & { age: number }> = {
  table: 'users',
  noun: 'user',
  notFound: USER_NOT_FOUND,
  load: async (db, id) => (await getUserDetail(db, id))?.user ?? null,
};

export async function getUserSummary(
  db: Executor,
  id: number,
): Promise<{ id: number; name: string; email: string; streak: number } | null> {
  const [row] = await queryRows<{ id: number; name: string; email: string; streak: number }>(
    db,
    sql`SELECT id, name, email, streak FROM users WHERE id = ${id}`,
  );
  return row ?? null;
}

export async function updateUser(tx: Tx, id: number, input: UserUpdate): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE users SET name = ${input.name}, email = ${input.email}, location = ${input.location},
          spiritual_level = ${input.level}, streak = ${input.streak}, barakah_score = ${input.score},
          status = ${input.status}, updated_at = now()
        WHERE id = ${id} RETURNING id`,
  );
  return rows.length > 0;
}

export async function resetStreak(tx: Tx, id: number): Promise<{ previous: number } | null> {
  const [row] = await queryRows<{ previous: number }>(
    tx,
    sql`UPDATE users u SET streak = 0, updated_at = now() FROM (SELECT id, streak FROM users WHERE id = ${id} FOR UPDATE) old
        WHERE u.id = old.id RETURNING old.streak AS previous`,
  );
  return row ?? null;
}

/**
 * The rule that keeps exactly one Creator per circle (docs/people.md): when the Creator goes (leaves
 * in the app, or their account is deleted) the longest-standing Admin, else the longest-standing
 * Member, becomes the Creator (`circles.admin_id` follows, a new version of the circle: decision
 * 0029); a circle with no one else left is deleted with its goals and feed. Call it after the
 * Creator's own membership row is gone.
 */
export async function handOverCircle(
  tx: Tx,
  circleId: number,
  leavingUserId: number,
  who: string,
): Promise<{ newCreatorId: number | null; deleted: boolean }> {
  const [next] = await queryRows<{ user_id: number }>(
    tx,
    sql`SELECT o.user_id FROM circle_members o WHERE o.circle_id = ${circleId} AND o.user_id <> ${leavingUserId}
        ORDER BY (o.role = 'Admin') DESC, o.joined_at, o.id LIMIT 1 FOR UPDATE`,
  );
  if (!next) {
    await tx.execute(sql`DELETE FROM circles WHERE id = ${circleId}`);
    return { newCreatorId: null, deleted: true };
  }
  await tx.execute(
    sql`UPDATE circle_members SET role = 'Creator' WHERE circle_id = ${circleId} AND user_id = ${next.user_id}`,
  );
  await tx.execute(
    sql`UPDATE circles SET admin_id = ${next.user_id}, version = version + 1, changed_by = ${who}, changed_at = now() WHERE id = ${circleId}`,
  );
  return { newCreatorId: next.user_id, deleted: false };
}

export interface DeletedUser {
  id: number;
  /** Circles the user created that passed to their longest-standing Admin (else Member). */
  circlesHandedOver: number;
  /** Circles the user created that had no other member, deleted with them. */
  circlesRemoved: number;
  membershipsRemoved: number;
  invitationsRemoved: number;
  invitationsAnonymised: number;
}

/**
 * Deletes an app user in one transaction:
 * - each circle they created passes to its longest-standing Admin, else its longest-standing
 *   Member (a circle always has a Creator); a circle with no one else is deleted;
 * - their memberships, activity and the invitations they sent are removed;
 * - the invitation that brought them in stays for the inviter's history (it still counts as a
 *   sign-up) but no longer names them: invitee id and email are cleared;
 * - their dedication reports still counted are taken off the dedications' report counts.
 */
export async function deleteUser(tx: Tx, id: number, who: string): Promise<DeletedUser | null> {
  const [locked] = await queryRows<{ id: number }>(tx, sql`SELECT id FROM users WHERE id = ${id} FOR UPDATE`);
  if (!locked) return null;
  const created = await queryRows<{ circle_id: number }>(
    tx,
    sql`SELECT m.circle_id FROM circle_members m WHERE m.user_id = ${id} AND m.role = 'Creator'
        UNION
        SELECT c.id FROM circles c WHERE c.admin_id = ${id}`,
  );
  const memberships = await queryRows<{ n: number }>(
    tx,
    sql`WITH d AS (DELETE FROM circle_members WHERE user_id = ${id} RETURNING 1) SELECT count(*)::int AS n FROM d`,
  );
  let handedOver = 0;
  let removed = 0;
  for (const circle of created) {
    const outcome = await handOverCircle(tx, circle.circle_id, id, who);
    if (outcome.deleted) removed++;
    else handedOver++;
  }
  const anonymised = await queryRows<{ n: number }>(
    tx,
    sql`WITH a AS (UPDATE invitations SET invitee_id = NULL, invitee_email = NULL WHERE invitee_id = ${id} RETURNING 1) SELECT count(*)::int AS n FROM a`,
  );
  const sent = await queryRows<{ n: number }>(
    tx,
    sql`WITH d AS (DELETE FROM invitations WHERE inviter_id = ${id} RETURNING 1) SELECT count(*)::int AS n FROM d`,
  );
  // Their dedication reports cascade away with them: a report nobody made any more must not keep a
  // dedication in the Moderators' reported queue (decision 0065).
  await uncountReportsOf(tx, id);
  await tx.execute(sql`DELETE FROM users WHERE id = ${id}`);
  return {
    id,
    circlesHandedOver: handedOver,
    circlesRemoved: removed,
    membershipsRemoved: memberships[0]?.n ?? 0,
    invitationsRemoved: sent[0]?.n ?? 0,
    invitationsAnonymised: anonymised[0]?.n ?? 0,
  };
}
