// Referrals: invitations sent by app users plus launch-waitlist referrals from the quiz funnels,
// one list of inviters with counts computed from the rows. Definitions (docs/people.md):
//   invite  = an app invitation, or a waitlist signup that came through someone's referral code
//   signup  = the invitee made an app account, or joined the waitlist through the code
//   active  = a signed-up invitee whose app account was used on one of the last ACTIVE_WINDOW_DAYS
//             UTC days, today included (src/server/repositories/referral-window.ts, decision 0025)
//   conversion = signups / invites; retention = active / signups; bonus = signups × 10 XP
// This module is the list of inviters (sorted, searched, paged; its export and totals); one
// inviter's detail is people-referral-detail.ts.
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.ts';
import { pageWindow } from '../../lib/paging.ts';
import { XP_PER_JOINED_INVITEE, percent } from '../../lib/people.ts';
import type {
  Paged,
  ReferralInviterRow,
  ReferralListQuery,
  ReferralSort,
  ReferralTotals,
} from '../../lib/schemas/people.ts';
import { SAMPLE_WAITLIST_SOURCE } from '../sample/community.ts';
import { isoTimeOrNull, queryRows, lowercaseContainsPattern } from '../sql.ts';
import { ACTIVE_FROM_STORED, ensureReferralWindow, isActiveSql } from './referral-window.ts';

/**
 * The launch waitlist's referrals, read in this one place (src/server/repositories/waitlist.ts
 * owns how they are written): every signup linked to the signup whose code it arrived through.
 * The inviter is the app user with the referrer's email when there is one (`user_id`), else the
 * waitlist record itself (`waitlist_id`). The invitee's app account, if any, gives its activity.
 */
export function waitlistInvitationRows(): SQL {
  // Scalar subqueries: one index lookup (lower(email)) per referral instead of a pass over users.
  return sql`
    SELECT y.user_id, CASE WHEN y.user_id IS NULL THEN y.referrer_id END AS waitlist_id,
           'w' || y.id AS invitation_id, y.email AS invitee_email, 'waitlist' AS source,
           y.created_at AS sent_at, y.created_at AS signed_up_at, y.last_active_at, y.sample
    FROM (
      SELECT s.id, s.email, s.created_at, r.id AS referrer_id, s.source = ${SAMPLE_WAITLIST_SOURCE} AS sample,
             (SELECT x.id FROM users x WHERE lower(x.email) = lower(r.email)) AS user_id,
             (SELECT x.last_active_at FROM users x WHERE lower(x.email) = lower(s.email)) AS last_active_at
      FROM launch_signups s
      JOIN launch_signups r ON r.id = s.referred_by_id
      -- A referral the waitlist flagged (self-referral, burst, daily cap) earned nothing: leave it out.
      WHERE NOT EXISTS (SELECT 1 FROM waitlist_referrals f WHERE f.invitee_id = s.id AND NOT f.credited)
    ) y`;
}

/** App invitations in the same shape. */ export function appInvitationRows(): SQL {
  return sql`
    SELECT i.inviter_id AS user_id, NULL::int AS waitlist_id,
           'a' || i.id AS invitation_id, i.invitee_email, 'app' AS source,
           i.sent_at, i.signed_up_at, v.last_active_at, coalesce(v.is_sample, false) AS sample
    FROM invitations i LEFT JOIN users v ON v.id = i.invitee_id`;
}
// Inviter name and email, for `u` (the app user, if any) and `w` (the waitlist signup, if not).
export const INVITER_NAME = sql`coalesce(u.name, w.name, w.email, w.phone_number, 'Waitlist signup')`;
export const INVITER_EMAIL = sql`coalesce(u.email, w.email)`;
// Sample data (decision 0043): a sample app user, or a waitlist row the generator made.
export const INVITER_SAMPLE = sql`coalesce(u.is_sample, w.source = 'sample', false)`;
export const CONVERSION = (signups: SQL, total: SQL) => sql`round(${signups} * 100.0 / nullif(${total}, 0), 1)::float8`;
export const RETENTION = (active: SQL, signups: SQL) =>
  sql`coalesce(round(${active} * 100.0 / nullif(${signups}, 0), 1), 0)::float8`;
const searchMatch = (name: SQL, email: SQL, q: string) =>
  sql`(lower(${name}) LIKE ${lowercaseContainsPattern(q)} OR lower(coalesce(${email}, '')) LIKE ${lowercaseContainsPattern(q)})`;

/**
 * The launch-waitlist referrals per inviter (app user or waitlist record), read live; active in
 * the stored window, like the roll-up's counts they are merged with (the caller checked that
 * window is today's: `ensureReferralWindow`).
 */
const WAITLIST_AGG = sql`(
  SELECT user_id, waitlist_id, count(*) AS total, count(signed_up_at) AS signups,
         count(*) FILTER (WHERE ${isActiveSql(sql`signed_up_at`, sql`last_active_at`, ACTIVE_FROM_STORED)}) AS active,
         max(sent_at) AS last_invite
  FROM (${waitlistInvitationRows()}) r GROUP BY user_id, waitlist_id
)`;

/** One inviter row from the roll-up `s` and/or the waitlist aggregate `wa`. */
const INVITER_FIELDS = sql`
  coalesce(s.user_id, wa.user_id) AS user_id, wa.waitlist_id,
  coalesce('u' || coalesce(s.user_id, wa.user_id)::text, 'w' || wa.waitlist_id::text) AS key,
  coalesce(s.invites, 0) + coalesce(wa.total, 0) AS total,
  coalesce(s.signups, 0) + coalesce(wa.signups, 0) AS signups,
  coalesce(s.active, 0) + coalesce(wa.active, 0) AS active,
  greatest(s.last_invite_at, wa.last_invite) AS last_invite`;

/**
 * Every inviter's counts: the app invitations' roll-up (referral_inviter_stats, kept by triggers;
 * its active users for the stored window) merged with the launch-waitlist referrals read live.
 */
const INVITERS = sql`(SELECT ${INVITER_FIELDS} FROM referral_inviter_stats s FULL JOIN ${WAITLIST_AGG} wa ON wa.user_id = s.user_id)`;

/**
 * Every sort: an app-only inviter (no waitlist referrals) shows exactly its roll-up and account
 * values, and an index gives that order (value, then key 'u' || id as text):
 * `referral_inviter_stats_*_idx` for the numbers (active users and retention included, for the
 * stored window: decision 0025), `users_name_lower_idx` and `users_email_lower_unique` for name
 * and email. See `candidateInviters`.
 */
const CANDIDATE_ORDERS: Record<ReferralSort, { from: SQL; value: SQL; tie: SQL }> = {
  totalInvites: { from: sql`referral_inviter_stats s`, value: sql`s.invites`, tie: sql`('u' || s.user_id::text)` },
  signups: { from: sql`referral_inviter_stats s`, value: sql`s.signups`, tie: sql`('u' || s.user_id::text)` },
  bonusPoints: { from: sql`referral_inviter_stats s`, value: sql`s.signups`, tie: sql`('u' || s.user_id::text)` },
  lastInviteDate: {
    from: sql`referral_inviter_stats s`,
    value: sql`s.last_invite_at`,
    tie: sql`('u' || s.user_id::text)`,
  },
  conversionRate: {
    from: sql`referral_inviter_stats s`,
    value: sql`(round(s.signups * 100.0 / s.invites, 1)::float8)`,
    tie: sql`('u' || s.user_id::text)`,
  },
  activeUsers: { from: sql`referral_inviter_stats s`, value: sql`s.active`, tie: sql`('u' || s.user_id::text)` },
  retentionRate: {
    from: sql`referral_inviter_stats s`,
    value: sql`(${RETENTION(sql`s.active`, sql`s.signups`)})`,
    tie: sql`('u' || s.user_id::text)`,
  },
  inviterName: {
    from: sql`users u JOIN referral_inviter_stats s ON s.user_id = u.id`,
    value: sql`lower(u.name)`,
    tie: sql`('u' || u.id::text)`,
  },
  inviterEmail: {
    from: sql`users u JOIN referral_inviter_stats s ON s.user_id = u.id`,
    value: sql`lower(u.email)`,
    tie: sql`('u' || u.id::text)`,
  },
};

/**
 * The inviters that can appear in the first `n` rows of such a sort (or, with `n` null, all
 * inviters), without reading all of them: the first `n` app-only inviters in index order, plus
 * every inviter with waitlist referrals (few; their numbers are merged). An app-only inviter
 * outside this set has at least `n` app-only inviters before it showing exactly the values they
 * are sorted by here, so it cannot be in the first `n`. The search filters both parts the same way.
 */
function candidateInviters(sort: ReferralSort, dir: ReferralListQuery['dir'], n: number | null, q: string): SQL {
  const order = sql.raw(dir === 'asc' ? 'ASC' : 'DESC');
  const indexed = n === null ? undefined : CANDIDATE_ORDERS[sort];
  // A search keeps the app inviters whose name or email contains it (search_text, lower(name ||
  // ' ' || email), is the compact column scanned first), before any LIMIT.
  const search = q
    ? sql`AND s.user_id IN (SELECT x.id FROM users x WHERE x.search_text LIKE ${lowercaseContainsPattern(q)} AND ${searchMatch(sql`x.name`, sql`x.email`, q)})`
    : sql``;
  return sql`(
    WITH wa AS MATERIALIZED ${WAITLIST_AGG}
    SELECT * FROM (
      SELECT s.user_id, NULL::int AS waitlist_id, 'u' || s.user_id::text AS key, s.invites AS total, s.signups,
             s.active, s.last_invite_at AS last_invite
      FROM ${indexed?.from ?? sql`referral_inviter_stats s`}
      WHERE s.user_id NOT IN (SELECT wa.user_id FROM wa WHERE wa.user_id IS NOT NULL) ${search}
      ${indexed ? sql`ORDER BY ${indexed.value} ${order}, ${indexed.tie} ${order} LIMIT ${n}` : sql``}
    ) app_only
    UNION ALL
    SELECT ${INVITER_FIELDS} FROM wa LEFT JOIN referral_inviter_stats s ON s.user_id = wa.user_id
  )`;
}

const NAME_SORTS: ReadonlySet<ReferralSort> = new Set(['inviterName', 'inviterEmail']);

/** The sort value of each column, from the `c` row of `inviterOrderSql` (same rounding as shown). */
const SORT_VALUES: Record<ReferralSort, SQL> = {
  inviterName: sql`lower(c.name)`,
  inviterEmail: sql`lower(c.email)`,
  totalInvites: sql`c.total`,
  signups: sql`c.signups`,
  activeUsers: sql`c.active`,
  conversionRate: CONVERSION(sql`c.signups`, sql`c.total`),
  retentionRate: RETENTION(sql`c.active`, sql`c.signups`),
  lastInviteDate: sql`c.last_invite`,
  bonusPoints: sql`c.signups`,
};

const direction = (dir: ReferralListQuery['dir']) => ({
  value: sql.raw(dir === 'asc' ? 'ASC NULLS FIRST' : 'DESC NULLS LAST'),
  tie: sql.raw(dir === 'asc' ? 'ASC' : 'DESC'),
});

/**
 * The inviters in the table's order, each with `sort_value`, limited when `limit` is given. Joins
 * names only when the sort or search needs them, so the default view sorts the compact roll-up alone.
 */
function inviterOrderSql(
  query: Pick<ReferralListQuery, 'q' | 'sort' | 'dir'>,
  limit?: { pageSize: number; offset: number },
): SQL {
  const names = Boolean(query.q) || NAME_SORTS.has(query.sort);
  const { value, tie } = direction(query.dir);
  const n = limit ? limit.offset + limit.pageSize : null;
  // Read only the inviters that can be on the page (or match the search), unless neither applies.
  const candidates = n !== null || query.q ? candidateInviters(query.sort, query.dir, n, query.q) : null;
  const inner = sql`
    SELECT n.*${names ? sql`, ${INVITER_NAME} AS name, ${INVITER_EMAIL} AS email` : sql``}
    FROM ${candidates ?? INVITERS} n
    ${names ? sql`LEFT JOIN users u ON u.id = n.user_id LEFT JOIN launch_signups w ON w.id = n.waitlist_id` : sql``}`;
  const where = query.q ? sql`WHERE ${searchMatch(sql`c.name`, sql`c.email`, query.q)}` : sql``;
  const page = limit ? sql`LIMIT ${limit.pageSize} OFFSET ${limit.offset}` : sql``;
  return sql`SELECT c.user_id, c.waitlist_id, c.key, c.total, c.signups, c.active, c.last_invite, ${SORT_VALUES[query.sort]} AS sort_value
             FROM (${inner}) c ${where} ORDER BY sort_value ${value}, c.key ${tie} ${page}`;
}

/** Full inviter rows for the ordered `p` rows (names, active users, rates), in the same order. */
function inviterRowsFor(ordered: SQL, dir: ReferralListQuery['dir']): SQL {
  const { value, tie } = direction(dir);
  return sql`
    SELECT p.key, ${INVITER_NAME} AS "inviterName", ${INVITER_EMAIL} AS "inviterEmail", ${INVITER_SAMPLE} AS sample,
           CASE WHEN p.user_id IS NULL THEN 'waitlist' ELSE 'app' END AS source,
           p.total::int AS "totalInvites", p.signups::int AS signups, p.active::int AS "activeUsers",
           ${CONVERSION(sql`p.signups`, sql`p.total`)} AS "conversionRate",
           ${RETENTION(sql`p.active`, sql`p.signups`)} AS "retentionRate",
           p.last_invite AS "lastInviteDate", (p.signups * ${XP_PER_JOINED_INVITEE})::int AS "bonusPoints"
    FROM (${ordered}) p
    LEFT JOIN users u ON u.id = p.user_id
    LEFT JOIN launch_signups w ON w.id = p.waitlist_id
    ORDER BY p.sort_value ${value}, p.key ${tie}`;
}
export type RawInviter = Omit<ReferralInviterRow, 'lastInviteDate'> & { lastInviteDate: Date | string | null };
export const toInviter = ({
  lastInviteDate,
  key,
  inviterName,
  inviterEmail,
  sample,
  source,
  totalInvites,
  signups,
  activeUsers,
  conversionRate,
  retentionRate,
  bonusPoints,
}: RawInviter): ReferralInviterRow => ({
  key,
  inviterName,
  inviterEmail,
  sample,
  source,
  totalInvites,
  signups,
  activeUsers,
  conversionRate,
  retentionRate,
  lastInviteDate: isoTimeOrNull(lastInviteDate),
  bonusPoints,
});

function totalsFrom(invites: number, signups: number, active: number): ReferralTotals {
  return {
    totalReferrals: invites,
    totalSignups: signups,
    totalActive: active,
    conversionRate: percent(signups, invites),
    retentionRate: percent(active, signups),
  };
}

/**
 * The statement behind a page of inviters (exported for the bench's EXPLAIN). Given the total, a
 * page past the middle is read from the other end (`pageWindow`): the opposite direction is
 * exactly the reversed order (value ASC NULLS FIRST against DESC NULLS LAST, key flipped), so the
 * candidate scheme reads the first `offset + limit` inviters from that end; the rows come back
 * reversed (`reverse`).
 */
export function inviterPageSql(
  query: ReferralListQuery,
  total?: number,
): { statement: SQL; reverse: boolean; limit: number } {
  const offset = (query.page - 1) * query.pageSize;
  const window =
    total === undefined ? { reverse: false, offset, limit: query.pageSize } : pageWindow(offset, query.pageSize, total);
  const dir = window.reverse ? (query.dir === 'asc' ? 'desc' : 'asc') : query.dir;
  return {
    statement: inviterRowsFor(
      inviterOrderSql({ ...query, dir }, { pageSize: window.limit, offset: window.offset }),
      dir,
    ),
    reverse: window.reverse,
    limit: window.limit,
  };
}

/** How many inviters match the search. */
function inviterCountSql(q: string): SQL {
  if (!q) {
    // Every app inviter, plus waitlist inviters that are not one of them.
    return sql`SELECT ((SELECT count(*) FROM referral_inviter_stats)
                       + (SELECT count(*) FROM ${WAITLIST_AGG} wa
                          WHERE wa.user_id IS NULL OR NOT EXISTS (SELECT 1 FROM referral_inviter_stats s WHERE s.user_id = wa.user_id)))::int AS total`;
  }
  return sql`SELECT count(*)::int AS total FROM ${candidateInviters('totalInvites', 'desc', null, q)} n
             LEFT JOIN users u ON u.id = n.user_id LEFT JOIN launch_signups w ON w.id = n.waitlist_id
             WHERE ${searchMatch(INVITER_NAME, INVITER_EMAIL, q)}`;
}

/**
 * One page of inviters, the number matching the search, and the five summary totals (over
 * everyone, not the search), after making sure the stored active counts are today's. Page 1 and
 * searches (whose candidates are only the matching inviters) read all three in parallel; later
 * pages of the whole list count first (two index-only counts) and read the page from the nearer end.
 */
export async function listInviters(
  db: Database,
  query: ReferralListQuery,
): Promise<Paged<ReferralInviterRow> & { totals: ReferralTotals }> {
  await ensureReferralWindow(db);
  const result = (rows: RawInviter[], total: number, totals: ReferralTotals) => ({
    rows: rows.map(toInviter),
    total,
    page: query.page,
    pageSize: query.pageSize,
    totals,
  });
  if (query.page === 1 || query.q) {
    const [rows, count, totals] = await Promise.all([
      queryRows<RawInviter>(db, inviterPageSql(query).statement),
      queryRows<{ total: number }>(db, inviterCountSql(query.q)),
      referralTotals(db),
    ]);
    return result(rows, count[0]?.total ?? 0, totals);
  }
  const [count, totals] = await Promise.all([
    queryRows<{ total: number }>(db, inviterCountSql(query.q)),
    referralTotals(db),
  ]);
  const total = count[0]?.total ?? 0;
  const page = inviterPageSql(query, total);
  const rows = page.limit === 0 ? [] : await queryRows<RawInviter>(db, page.statement);
  return result(page.reverse ? rows.reverse() : rows, total, totals);
}

/** The export's statement (the caller first runs `ensureReferralWindow`, as the list does). */
export function inviterExportQuery(query: Pick<ReferralListQuery, 'q' | 'sort' | 'dir'>): SQL {
  return inviterRowsFor(inviterOrderSql(query), query.dir);
}

/** The five summary totals: the roll-up's sums plus the live waitlist part (stored window). */
export async function referralTotals(db: Executor): Promise<ReferralTotals> {
  const [row] = await queryRows<{ invites: number; signups: number; active: number }>(
    db,
    sql`WITH wa AS MATERIALIZED ${WAITLIST_AGG},
             app AS (SELECT coalesce(sum(invites), 0) AS invites, coalesce(sum(signups), 0) AS signups, coalesce(sum(active), 0) AS active
                     FROM referral_inviter_stats),
             w AS (SELECT coalesce(sum(total), 0) AS invites, coalesce(sum(signups), 0) AS signups, coalesce(sum(active), 0) AS active FROM wa)
        SELECT (app.invites + w.invites)::int AS invites, (app.signups + w.signups)::int AS signups, (app.active + w.active)::int AS active
        FROM app, w`,
  );
  return totalsFrom(row?.invites ?? 0, row?.signups ?? 0, row?.active ?? 0);
}
