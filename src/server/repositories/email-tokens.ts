// Single-use emailed links (decision 0036): random tokens, only their SHA-256 stored, used once,
// expiring. Double opt-in: a new waitlist or newsletter sign-up with an email is sent a
// confirmation link in the sign-up's transaction; a repeat sign-up of an unconfirmed address sends
// it again, at most once per CONFIRM_RESEND_INTERVAL. Unconfirmed records go UNCONFIRMED_TTL_DAYS
// after their first confirmation email (expireUnconfirmed, a scheduled function).
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import type { EmailTokenPurpose } from '../../../db/schema.ts';
import type { LocaleCode } from '../../lib/i18n/locales.ts';
import { EMAIL_LINK_ERROR, type EmailLinkError } from '../../lib/schemas/email-links.ts';
import { emailHash } from '../mail/address.ts';
import { CONFIRM_TOKEN_TTL_DAYS, UNCONFIRMED_TTL_DAYS, confirmationMail, type SignupList } from '../mail/messages.ts';
import { insertOutboxFrom, outboxColumns } from '../mail/outbox.ts';
import type { EmailStrings } from '../mail/strings.ts';
import { HttpError } from '../http.ts';
import { queryRows } from '../sql.ts';

export { CONFIRM_TOKEN_TTL_DAYS, PRIVACY_TOKEN_TTL_HOURS, UNCONFIRMED_TTL_DAYS } from '../mail/messages.ts';
export const CONFIRM_RESEND_INTERVAL_MINUTES = 60;

export const LINK_INVALID = 'This link is not valid. Check that you opened the whole link from the email.';
export const LINK_USED = 'This link has already been used.';
export const LINK_EXPIRED = 'This link has expired. Sign up again (or make the request again) to get a new one.';

/**
 * An error of an emailed link, with its code: the page the link opened shows the code's message in
 * its own language (decision 0050); the English message is for everyone else.
 */
export function linkError(status: number, message: string, code: EmailLinkError): HttpError {
  const error = new HttpError(status, message);
  error.details = { code };
  return error;
}

export function newEmailToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashEmailToken(token) };
}

export const hashEmailToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** How a confirmation is written: the strings in use and the reader's language. */
export interface MailLanguage {
  strings: EmailStrings;
  locale: LocaleCode;
}

type ConfirmTarget = { signupId: number; newsletterId?: never } | { newsletterId: number; signupId?: never };

/**
 * Sends (through the outbox) a confirmation for the record, when it has an address, is not
 * confirmed and had none in the last hour. One statement whatever the outcome, with the condition
 * inside it, so a sign-up takes the same statements for a listed and a new address (decision
 * 0031). `to` is the record's stored address. Returns the outbox id when a message was stored.
 */
export async function sendConfirmation(
  tx: Tx,
  target: ConfirmTarget,
  to: string,
  list: SignupList,
  language: MailLanguage,
): Promise<number | null> {
  const { token, hash } = newEmailToken();
  const key = target.signupId !== undefined ? `w${target.signupId}` : `n${target.newsletterId}`;
  const mail = outboxColumns({
    to,
    ...confirmationMail(language.strings, language.locale, token, list),
    idempotencyKey: `confirmation:${key}:${hash.slice(0, 20)}`,
  });
  const record =
    target.signupId !== undefined
      ? sql`SELECT s.id FROM launch_signups s WHERE s.id = ${target.signupId} AND s.email IS NOT NULL AND s.confirmed_at IS NULL
              AND NOT EXISTS (SELECT 1 FROM email_tokens t WHERE t.signup_id = s.id AND t.purpose = 'confirm'
                              AND t.created_at > now() - make_interval(mins => ${CONFIRM_RESEND_INTERVAL_MINUTES}))`
      : sql`SELECT n.id FROM newsletter_subscriptions n WHERE n.id = ${target.newsletterId} AND n.confirmed_at IS NULL
              AND NOT EXISTS (SELECT 1 FROM email_tokens t WHERE t.newsletter_id = n.id AND t.purpose = 'confirm'
                              AND t.created_at > now() - make_interval(mins => ${CONFIRM_RESEND_INTERVAL_MINUTES}))`;
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`
      WITH target AS (${record}),
      token AS (
        INSERT INTO email_tokens (token_hash, purpose, signup_id, newsletter_id, email_hash, expires_at, locale)
        SELECT ${hash}, 'confirm', ${target.signupId ?? null}::int, ${target.newsletterId ?? null}::int, ${emailHash(to)},
               now() + make_interval(days => ${CONFIRM_TOKEN_TTL_DAYS}), ${language.locale}
        FROM target RETURNING id
      ), mail AS (${insertOutboxFrom('token', mail)})
      SELECT id FROM mail`,
  );
  return row ? Number(row.id) : null;
}

export interface UsedToken extends Record<string, unknown> {
  id: number;
  signup_id: number | null;
  newsletter_id: number | null;
  email: string | null;
  /** The language its email was written in. */
  locale: string;
}

/**
 * Takes a token for `purposes` (locked, marked used) or answers the right error: 404 unknown or
 * forged, 410 used or expired. Call it in the transaction that carries the request out.
 */
export async function useEmailToken(
  tx: Tx,
  token: string,
  purposes: readonly EmailTokenPurpose[],
): Promise<UsedToken & { purpose: EmailTokenPurpose }> {
  const [row] = await queryRows<UsedToken & { purpose: EmailTokenPurpose; used: boolean; expired: boolean }>(
    tx,
    sql`SELECT id, purpose, signup_id, newsletter_id, email, locale, used_at IS NOT NULL AS used, expires_at <= now() AS expired
        FROM email_tokens WHERE token_hash = ${hashEmailToken(token)} FOR UPDATE`,
  );
  if (!row || !purposes.includes(row.purpose)) throw linkError(404, LINK_INVALID, EMAIL_LINK_ERROR.invalid);
  if (row.used) throw linkError(410, LINK_USED, EMAIL_LINK_ERROR.used);
  if (row.expired) throw linkError(410, LINK_EXPIRED, EMAIL_LINK_ERROR.expired);
  // A used privacy token keeps no address.
  await tx.execute(
    sql`UPDATE email_tokens SET used_at = now(), email = CASE WHEN purpose = 'confirm' THEN email END WHERE id = ${row.id}`,
  );
  return row;
}

/**
 * Deletes the unconfirmed sign-ups whose first confirmation email is UNCONFIRMED_TTL_DAYS old (their
 * tokens go with them), and privacy tokens past their expiry. Records without a confirmation email
 * (phone-only sign-ups, records from before double opt-in) are never deleted by this.
 */
export async function expireUnconfirmed(tx: Tx): Promise<{ waitlist: number; newsletter: number; tokens: number }> {
  const age = sql`make_interval(days => ${UNCONFIRMED_TTL_DAYS})`;
  const waitlist = await queryRows<{ id: number }>(
    tx,
    sql`DELETE FROM launch_signups s WHERE s.confirmed_at IS NULL
          AND (SELECT min(t.created_at) FROM email_tokens t WHERE t.signup_id = s.id AND t.purpose = 'confirm') < now() - ${age}
        RETURNING id`,
  );
  const newsletter = await queryRows<{ id: number }>(
    tx,
    sql`DELETE FROM newsletter_subscriptions n WHERE n.confirmed_at IS NULL
          AND (SELECT min(t.created_at) FROM email_tokens t WHERE t.newsletter_id = n.id AND t.purpose = 'confirm') < now() - ${age}
        RETURNING id`,
  );
  const tokens = await queryRows<{ id: number }>(
    tx,
    sql`DELETE FROM email_tokens WHERE purpose <> 'confirm' AND expires_at < now() RETURNING id`,
  );
  return { waitlist: waitlist.length, newsletter: newsletter.length, tokens: tokens.length };
}
