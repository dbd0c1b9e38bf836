// Confirming a sign-up (double opt-in, decision 0036): the emailed token confirms a newsletter
// subscription or a launch-waitlist record; a record becomes owned by the confirming browser and the
// referral it was created through is recorded then (decision 0060). The sign-up itself is waitlist.ts.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { emailHash } from '../mail/address.ts';
import { queryRows } from '../sql.ts';
import { EMAIL_LINK_ERROR } from '../../lib/schemas/email-links.ts';
import { linkError, useEmailToken } from './email-tokens.ts';
import { hashOwnerToken, recordReferral, tokenForNewRecord, type SignupRow } from './waitlist.ts';

/** What a record's creating browser set beside the address (decision 0060): cleared when another browser confirms it. */
const DROP_OTHER_BROWSERS_DATA = sql`name = NULL, phone_number = NULL, phone_key = NULL, quiz_answers = NULL,
  metadata = metadata - 'knowledgeQuiz'`;

export interface Confirmed {
  confirmed: true;
  list: 'waitlist' | 'newsletter';
  /** Waitlist only: this browser now owns the record (keep it where the quizzes keep theirs). */
  ownerToken?: string;
  referralCode?: string;
}

/**
 * Confirms the sign-up behind an emailed token (once; 404 unknown, 410 used or expired). A waitlist
 * record becomes owned by the confirming browser (its presented owner token when the server knows
 * it, so one browser keeps owning all its records; else a new one), and the referral it was created
 * through is recorded now, by decision 0015's rules (the confirming browser being the inviter's is
 * a self-referral too).
 */
export async function confirmSignup(
  db: Database,
  token: string,
  presentedOwnerToken: string | undefined,
): Promise<Confirmed> {
  const ownerToken = await tokenForNewRecord(db, presentedOwnerToken);
  return db.transaction(async (tx) => {
    const used = await useEmailToken(tx, token, ['confirm']);
    if (used.newsletter_id !== null) {
      // The language of the confirmation they confirmed becomes theirs (decision 0050).
      const [row] = await queryRows<{ email: string }>(
        tx,
        sql`UPDATE newsletter_subscriptions SET confirmed_at = coalesce(confirmed_at, now()), language = ${used.locale} WHERE id = ${used.newsletter_id} RETURNING email`,
      );
      // Subscribing again and confirming it is the person's own word: it undoes an earlier
      // unsubscribe's list suppression (never a bounce's, complaint's or deletion's).
      if (row)
        await tx.execute(
          sql`DELETE FROM mail_suppressions WHERE email_hash = ${emailHash(row.email)} AND scope = 'list'`,
        );
      return { confirmed: true, list: 'newsletter' };
    }
    const id = used.signup_id!;
    // Invitee and inviter locked in id order, as a sign-up locks them.
    const rows = await queryRows<SignupRow & { is_record: boolean; confirmed: boolean }>(
      tx,
      sql`
        SELECT id, referral_code, owner_token_hash, email, phone_number, id = ${id} AS is_record, confirmed_at IS NOT NULL AS confirmed
        FROM launch_signups
        WHERE id = ${id} OR referral_code = (SELECT metadata ->> 'referredByCode' FROM launch_signups WHERE id = ${id})
        ORDER BY id FOR UPDATE`,
    );
    const invitee = rows.find((row) => row.is_record);
    if (!invitee) throw linkError(404, 'This sign-up no longer exists.', EMAIL_LINK_ERROR.signupGone);
    const referrer = rows.find((row) => !row.is_record);
    // Confirmed from another browser than the one that made the record: whatever that browser set
    // (a name, a phone, quiz answers) may be a squatter's, so it goes.
    const dropOthers = !invitee.confirmed && invitee.owner_token_hash !== hashOwnerToken(ownerToken);
    await tx.execute(
      sql`UPDATE launch_signups SET confirmed_at = coalesce(confirmed_at, now()), owner_token_hash = ${hashOwnerToken(ownerToken)}, language = ${used.locale},
          ${dropOthers ? sql`${DROP_OTHER_BROWSERS_DATA},` : sql``} updated_at = now() WHERE id = ${id}`,
    );
    if (!invitee.confirmed) await recordReferral(tx, invitee, true, referrer, [hashOwnerToken(ownerToken)]);
    return { confirmed: true, list: 'waitlist', ownerToken, referralCode: invitee.referral_code };
  });
}
