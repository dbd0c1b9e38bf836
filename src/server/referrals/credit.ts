// Crediting a referral (decision 0015's rules, decision 0038's app sign-ups, decision 0060): the one
// place both a confirmed waitlist invitee and a new app account are recorded against the inviter's
// code. A person is an invitee once for ever (the unique hash of their identity key, kept whatever
// happens to their account), and an inviter whose own record is unconfirmed earns nothing: nobody
// has shown the address is theirs, so no row is written and the invitee stays free for a real one.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { referralIdentityKey } from '../../lib/referral-identity.ts';
import type { Contact } from '../../lib/contact-identity.ts';
import { referralRecorded } from '../app/progress.ts';
import { queryRows } from '../sql.ts';

/** At most this many credited invites per referrer within REFERRAL_BURST_WINDOW_MS... */
export const REFERRAL_BURST_LIMIT = 3;
export const REFERRAL_BURST_WINDOW_MS = 10 * 60 * 1000;
/** ...and at most this many in any 24 hours. Further invitees are recorded, flagged, not credited. */
export const REFERRAL_DAILY_CAP = 10;

/** SHA-256 of the invitee's identity key: stored instead of the key, so a deleted account leaves no address. */
export function inviteeKeyHash(contact: Contact): string | null {
  const key = referralIdentityKey(contact);
  return key === null ? null : createHash('sha256').update(key, 'utf8').digest('hex');
}

/**
 * The referral rules in SQL: CTEs `recent` and `verdict`, whose one row's `flag` is null for a
 * credit, else why it is held back (self-referral, the referrer's daily cap, a burst). The
 * referrer's row must be locked by the caller.
 */
function referralVerdictCtes(referrerId: number, self: boolean) {
  return sql`recent AS (
        SELECT count(*) FILTER (WHERE created_at > now() - make_interval(secs => ${REFERRAL_BURST_WINDOW_MS / 1000}))::int AS burst,
               count(*)::int AS day
        FROM waitlist_referrals
        WHERE referrer_id = ${referrerId} AND credited AND created_at > now() - interval '24 hours'
      ), verdict AS (
        SELECT CASE WHEN ${self}::boolean THEN 'self_referral'
                    WHEN day >= ${REFERRAL_DAILY_CAP}::int THEN 'daily_cap'
                    WHEN burst >= ${REFERRAL_BURST_LIMIT}::int THEN 'burst' END AS flag
        FROM recent
      )`;
}

export interface ReferralCredit {
  /** The inviter's waitlist record, locked by the caller, and whether its address was confirmed. */
  referrer: { id: number; confirmed: boolean };
  /** The invitee: a waitlist record (`signupId`) or an app account (`userId`), and its contact. */
  invitee: { signupId?: number; userId?: number; contact: Contact };
  /** Whether inviter and invitee are one person by decision 0015's rules. */
  self: boolean;
  /**
   * False when the caller only runs the statements so a request takes as long whatever it
   * concerns (the waitlist hides who is listed): then nothing is written.
   */
  store?: boolean;
}

/**
 * Records the invitee against the inviter once: credited (+XP_PER_INVITE to the inviter), or
 * flagged and not credited. A credit also links a waitlist invitee to its inviter and counts a
 * referral conversion in the Growth Funnel. Returns whether it was credited.
 */
export async function creditReferral(tx: Tx, credit: ReferralCredit): Promise<boolean> {
  const { referrer, invitee } = credit;
  const store = (credit.store ?? true) && referrer.confirmed && referrer.id !== invitee.signupId;
  const [result] = await queryRows<{ credited: boolean }>(
    tx,
    sql`
      WITH ${referralVerdictCtes(referrer.id, credit.self)}, stored AS (
        INSERT INTO waitlist_referrals (referrer_id, invitee_id, invitee_user_id, invitee_key_hash, credited, flag_reason)
        SELECT ${referrer.id}, ${invitee.signupId ?? null}::int, ${invitee.userId ?? null}::int, ${inviteeKeyHash(invitee.contact)},
               flag IS NULL, flag FROM verdict WHERE ${store}::boolean
        ON CONFLICT DO NOTHING
        RETURNING credited
      ), linked AS (
        UPDATE launch_signups SET referred_by_id = ${referrer.id}
        WHERE id = ${invitee.signupId ?? 0} AND EXISTS (SELECT 1 FROM stored WHERE credited)
        RETURNING id
      )
      SELECT EXISTS (SELECT 1 FROM stored WHERE credited) AS credited`,
  );
  const credited = Boolean(result?.credited);
  // The Growth Funnel's conversion and the inviter's XP, score and level (decision 0056).
  await referralRecorded(tx, referrer.id, credited);
  return credited;
}
