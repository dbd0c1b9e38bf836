// The launch waitlist's referrals as read back: a record's credited invites, and the flagged
// (uncredited) ones for the Referrals tab. They are recorded by the sign-up and its confirmation
// (waitlist.ts, waitlist-confirm.ts; the rules in src/server/referrals/credit.ts, decision 0060).
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import type { ReferralFlagReason } from '../../../db/schema.ts';
import { FLAGGED_PAGE_SIZE, type FlaggedReferral, type FlaggedReferralPage } from '../../lib/schemas/people.ts';
import { XP_PER_INVITE } from '../../lib/quiz/scoring.ts';
import { queryRows } from '../sql.ts';

/** Credited invites of the record behind `code` (+10 XP each). Unknown codes count 0. */
export async function countInvites(db: Database, code: string): Promise<{ invites: number; xp: number }> {
  const [row] = await queryRows<{ invites: number }>(
    db,
    sql`
      SELECT count(*)::int AS invites FROM waitlist_referrals r
      JOIN launch_signups s ON s.id = r.referrer_id
      WHERE s.referral_code = ${code} AND r.credited`,
  );
  const invites = row?.invites ?? 0;
  return { invites, xp: invites * XP_PER_INVITE };
}

/** Flagged (uncredited) referrals, newest first, with both people: for Super Admins in the Referrals tab. */
export async function listFlaggedReferrals(
  db: Database,
  { limit = FLAGGED_PAGE_SIZE, offset = 0 } = {},
): Promise<FlaggedReferral[]> {
  const rows = await queryRows<{
    id: number;
    referrer_id: number;
    invitee_id: number | null;
    flag_reason: ReferralFlagReason;
    created_at: Date | string;
    referrer_name: string | null;
    referrer_email: string | null;
    referrer_code: string;
    invitee_name: string | null;
    invitee_email: string | null;
  }>(
    db,
    sql`
      SELECT r.id, r.referrer_id, r.invitee_id, r.flag_reason, r.created_at,
             a.name AS referrer_name, a.email AS referrer_email, a.referral_code AS referrer_code,
             coalesce(b.name, u.name) AS invitee_name, coalesce(b.email, u.email) AS invitee_email
      FROM waitlist_referrals r
      JOIN launch_signups a ON a.id = r.referrer_id
      -- the invitee is a waitlist record, or an app account that signed up with the code (decision 0038)
      LEFT JOIN launch_signups b ON b.id = r.invitee_id
      LEFT JOIN users u ON u.id = r.invitee_user_id
      WHERE r.flag_reason IS NOT NULL ORDER BY r.created_at DESC, r.id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map((row) => ({
    id: row.id,
    referrerId: row.referrer_id,
    inviteeId: row.invitee_id,
    flagReason: row.flag_reason,
    createdAt: new Date(row.created_at).toISOString(),
    referrer: { name: row.referrer_name, email: row.referrer_email, referralCode: row.referrer_code },
    invitee: { name: row.invitee_name, email: row.invitee_email },
  }));
}

export async function flaggedReferralPage(db: Database, page: number): Promise<FlaggedReferralPage> {
  const [counted] = await queryRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM waitlist_referrals WHERE flag_reason IS NOT NULL`,
  );
  const total = counted?.total ?? 0;
  const referrals = await listFlaggedReferrals(db, {
    limit: FLAGGED_PAGE_SIZE,
    offset: (page - 1) * FLAGGED_PAGE_SIZE,
  });
  return { referrals, total, page, pageSize: FLAGGED_PAGE_SIZE };
}
