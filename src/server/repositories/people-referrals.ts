// Referrals: invitations sent by app users plus launch-waitlist referrals from the quiz funnels,
// one list of inviters with counts computed from the rows. Definitions (docs/people.md):
//   invite  = an app invitation, or a waitlist signup that came through someone's referral code
//   signup  = the invitee made an app account, or joined the waitlist through the code
//   active  = a signed-up invitee whose app account was used in the last ACTIVE_WINDOW_DAYS days
//   conversion = signups / invites; retention = active / signups; bonus = signups × 10 XP
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { ACTIVE_WINDOW_DAYS, XP_PER_JOINED_INVITEE, averageXpPerInvite, percent } from '../../lib/people.ts';
import type { Paged, ReferralInvitee, ReferralInviterDetail, ReferralInviterRow, ReferralListQuery, ReferralSort, ReferralTotals } from '../../lib/schemas/people.ts';
import { queryRows } from '../sql.ts';
import { containsPattern, INVITEE_STATUS_SQL } from './people-users.ts';

const ACTIVE_SINCE = sql`now() - ${`${ACTIVE_WINDOW_DAYS} days`}::interval`;

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
           y.created_at AS sent_at, y.created_at AS signed_up_at, y.last_active_at
    FROM (
      SELECT s.id, s.email, s.created_at, r.id AS referrer_id,
             (SELECT x.id FROM users x WHERE lower(x.email) = lower(r.email)) AS user_id,
             (SELECT x.last_active_at FROM users x WHERE lower(x.email) = lower(s.email)) AS last_active_at
      FROM launch_signups s
      JOIN launch_signups r ON r.id = s.referred_by_id
      -- A referral the waitlist flagged (self-referral, burst, daily cap) earned nothing: leave it out.
      WHERE NOT EXISTS (SELECT 1 FROM waitlist_referrals f WHERE f.invitee_id = s.id AND NOT f.credited)
    ) y`;
}

/** App invitations in the same shape. */
function appInvitationRows(): SQL {
  return sql`
    SELECT i.inviter_id AS user_id, NULL::int AS waitlist_id,
           'a' || i.id AS invitation_id, i.invitee_email, 'app' AS source,
           i.sent_at, i.signed_up_at, v.last_active_at
    FROM invitations i LEFT JOIN users v ON v.id = i.invitee_id`;
}

const aggregateSql = (where: SQL = sql``) => sql`
  SELECT user_id, waitlist_id, count(*) AS total, count(signed_up_at) AS signups,
         count(*) FILTER (WHERE signed_up_at IS NOT NULL AND last_active_at > ${ACTIVE_SINCE}) AS active,
         max(sent_at) AS last_invite
  FROM (${appInvitationRows()} UNION ALL ${waitlistInvitationRows()}) rows ${where}
  GROUP BY user_id, waitlist_id`;
const AGGREGATE = aggregateSql();

/** One row per inviter (spec's inviter fields) from `agg` (the AGGREGATE above), searched. */
function inviterRowsSql(agg: SQL, q: string): SQL {
  const search = q
    ? sql`WHERE lower(x."inviterName") LIKE ${containsPattern(q)} OR lower(coalesce(x."inviterEmail", '')) LIKE ${containsPattern(q)}`
    : sql``;
  return sql`
    SELECT * FROM (
      SELECT coalesce('u' || a.user_id, 'w' || a.waitlist_id) AS key,
             coalesce(u.name, w.name, w.email, w.phone_number, 'Waitlist signup') AS "inviterName",
             coalesce(u.email, w.email) AS "inviterEmail",
             CASE WHEN a.user_id IS NULL THEN 'waitlist' ELSE 'app' END AS source,
             a.total::int AS "totalInvites", a.signups::int AS signups, a.active::int AS "activeUsers",
             round(a.signups * 100.0 / nullif(a.total, 0), 1)::float8 AS "conversionRate",
             coalesce(round(a.active * 100.0 / nullif(a.signups, 0), 1), 0)::float8 AS "retentionRate",
             a.last_invite AS "lastInviteDate",
             (a.signups * ${XP_PER_JOINED_INVITEE})::int AS "bonusPoints"
      FROM ${agg} a
      LEFT JOIN users u ON u.id = a.user_id
      LEFT JOIN launch_signups w ON w.id = a.waitlist_id
    ) x ${search}`;
}

const SORT_COLUMNS: Record<ReferralSort, string> = {
  inviterName: 'lower(x."inviterName")',
  inviterEmail: 'lower(x."inviterEmail")',
  totalInvites: 'x."totalInvites"',
  signups: 'x.signups',
  activeUsers: 'x."activeUsers"',
  conversionRate: 'x."conversionRate"',
  retentionRate: 'x."retentionRate"',
  lastInviteDate: 'x."lastInviteDate"',
  bonusPoints: 'x."bonusPoints"',
};

function orderBy(query: Pick<ReferralListQuery, 'sort' | 'dir'>): SQL {
  const dir = query.dir === 'asc' ? 'ASC NULLS FIRST' : 'DESC NULLS LAST';
  const tie = query.dir === 'asc' ? 'ASC' : 'DESC';
  return sql.raw(`ORDER BY ${SORT_COLUMNS[query.sort]} ${dir}, x.key ${tie}`);
}

type RawInviter = Omit<ReferralInviterRow, 'lastInviteDate'> & { lastInviteDate: Date | string | null };
const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const toInviter = ({ lastInviteDate, key, inviterName, inviterEmail, source, totalInvites, signups, activeUsers, conversionRate, retentionRate, bonusPoints }: RawInviter): ReferralInviterRow => ({
  key,
  inviterName,
  inviterEmail,
  source,
  totalInvites,
  signups,
  activeUsers,
  conversionRate,
  retentionRate,
  lastInviteDate: iso(lastInviteDate),
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
 * One page of inviters plus the five summary totals (over everyone, not the search), in one pass
 * over the invitation rows.
 */
/** The one statement behind a page of inviters (exported for the bench's EXPLAIN). */
export function inviterPageSql(query: ReferralListQuery): SQL {
  return sql`WITH agg AS MATERIALIZED (${AGGREGATE}),
             tot AS (SELECT coalesce(sum(total), 0)::int AS t_invites, coalesce(sum(signups), 0)::int AS t_signups, coalesce(sum(active), 0)::int AS t_active FROM agg)
        SELECT x.*, (count(*) OVER ())::int AS total_count, tot.* FROM (${inviterRowsSql(sql`agg`, query.q)}) x CROSS JOIN tot
        ${orderBy(query)} LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`;
}

export async function listInviters(db: Database, query: ReferralListQuery): Promise<Paged<ReferralInviterRow> & { totals: ReferralTotals }> {
  const rows = await queryRows<RawInviter & { total_count: number; t_invites: number; t_signups: number; t_active: number }>(db, inviterPageSql(query));
  const first = rows[0];
  if (first) {
    return {
      rows: rows.map(toInviter),
      total: first.total_count,
      page: query.page,
      pageSize: query.pageSize,
      totals: totalsFrom(first.t_invites, first.t_signups, first.t_active),
    };
  }
  // Past the last page (or nothing matches): count and totals on their own.
  const [count] = await queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM (${inviterRowsSql(sql`(${AGGREGATE})`, query.q)}) c`);
  return { rows: [], total: count?.total ?? 0, page: query.page, pageSize: query.pageSize, totals: await referralTotals(db) };
}

export function inviterExportQuery(query: Pick<ReferralListQuery, 'q' | 'sort' | 'dir'>): SQL {
  return sql`SELECT x.* FROM (${inviterRowsSql(sql`(${AGGREGATE})`, query.q)}) x ${orderBy(query)}`;
}

export async function referralTotals(db: Database): Promise<ReferralTotals> {
  const [row] = await queryRows<{ invites: number; signups: number; active: number }>(
    db,
    sql`SELECT count(*)::int AS invites, count(signed_up_at)::int AS signups,
               (count(*) FILTER (WHERE signed_up_at IS NOT NULL AND last_active_at > ${ACTIVE_SINCE}))::int AS active
        FROM (${appInvitationRows()} UNION ALL ${waitlistInvitationRows()}) rows`,
  );
  return totalsFrom(row?.invites ?? 0, row?.signups ?? 0, row?.active ?? 0);
}

export async function getInviterDetail(db: Database, key: string): Promise<ReferralInviterDetail | null> {
  const id = Number(key.slice(1));
  const match = key.startsWith('u') ? sql`rows.user_id = ${id}` : sql`rows.waitlist_id = ${id}`;
  const [inviter] = await queryRows<RawInviter>(db, sql`SELECT x.* FROM (${inviterRowsSql(sql`(${aggregateSql(sql`WHERE ${match}`)})`, '')}) x WHERE x.key = ${key}`);
  if (!inviter) return null;
  const invitees = await queryRows<Omit<ReferralInvitee, 'sentAt' | 'signupDate' | 'lastLoginDate'> & Record<'sentAt' | 'signupDate' | 'lastLoginDate', Date | string | null>>(
    db,
    sql`SELECT rows.invitation_id AS id, rows.invitee_email AS "inviteeEmail", rows.source,
               ${INVITEE_STATUS_SQL(sql`rows.signed_up_at`, sql`rows.last_active_at`)} AS status,
               rows.sent_at AS "sentAt", rows.signed_up_at AS "signupDate", rows.last_active_at AS "lastLoginDate"
        FROM (${appInvitationRows()} UNION ALL ${waitlistInvitationRows()}) rows
        WHERE ${match} ORDER BY rows.sent_at DESC, rows.invitation_id`,
  );
  const row = toInviter(inviter);
  return {
    inviter: row,
    invitees: invitees.map((i) => ({ ...i, sentAt: iso(i.sentAt)!, signupDate: iso(i.signupDate), lastLoginDate: iso(i.lastLoginDate) })),
    funnel: { invited: row.totalInvites, signedUp: row.signups, active: row.activeUsers },
    rewards: { xpPerJoinedInvitee: XP_PER_JOINED_INVITEE, bonusPoints: row.bonusPoints, avgXpPerInvite: averageXpPerInvite(row.bonusPoints, row.totalInvites) },
  };
}
