// What a person can do about their own address without staff (decision 0036): unsubscribe through
// the signed link in list mail, and ask for a copy or the deletion of what we hold, carried out only
// through a single-use link emailed to that address. Unsubscribe and delete reuse the Waitlist
// tab's rules (unsubscribePerson, deletePerson), so "unsubscribed" and "deleted" mean one thing.
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { LOCALE_CODES, type LocaleCode } from '../../lib/i18n/locales.ts';
import type { PrivacyAction } from '../../lib/schemas/email-links.ts';
import type { AppAccountExport } from '../../lib/schemas/app-privacy.ts';
import { appAccountExport, appAccountIdByEmail } from '../app/export.ts';
import { deleteAppAccount } from '../app/users.ts';
import { recordAudit, type AuditActor } from '../audit.ts';
import { emailHash, normaliseEmail } from '../mail/address.ts';
import { unsubscribePageUrl } from '../mail/links.ts';
import { CAMPAIGN_UNSUBSCRIBE_PLACEHOLDER } from '../mail/campaign-message.ts';
import { privacyMail } from '../mail/messages.ts';
import { insertOutboxFrom, outboxColumns } from '../mail/outbox.ts';
import { emailStrings } from '../mail/strings.ts';
import { suppressAddress } from '../mail/suppressions.ts';
import { queryRows } from '../sql.ts';
import { newEmailToken, PRIVACY_TOKEN_TTL_HOURS, useEmailToken } from './email-tokens.ts';
import { deletePerson, personKeyOf, unsubscribePerson } from './waitlist-signup.ts';

/** The audit actor of what a person does for themselves through an emailed link. */
export const SELF_SERVICE_ACTOR: AuditActor = { id: null, username: 'self-service' };

export const PRIVACY_REQUEST_INTERVAL_MINUTES = 60;

/**
 * Unsubscribes the address everywhere (every record with it, as staff do) and suppresses list mail
 * to it, also when no record has it (a list message may outlive its record). Idempotent.
 */
export async function unsubscribeAddress(db: Database, email: string): Promise<{ changed: number }> {
  return db.transaction(async (tx) => {
    const key = await personKeyOf(tx, email);
    const done = key ? await unsubscribePerson(tx, key) : null;
    await suppressAddress(tx, email, 'unsubscribe', 'unsubscribe_link');
    return { changed: done?.changed ?? 0 };
  });
}

/**
 * Stores a privacy request and its email, unless this address had one in the last hour. One
 * statement either way, and the same whether or not we hold anything about the address, so neither
 * the answer nor its time tells. Returns the outbox id when a message was stored.
 */
export async function requestPrivacyAction(
  db: Database,
  email: string,
  action: PrivacyAction,
  locale: LocaleCode = 'en',
): Promise<number | null> {
  const address = normaliseEmail(email);
  const hash = emailHash(address);
  const { token, hash: tokenHash } = newEmailToken();
  // In the language of the page the request was made on (decision 0050), like its link.
  const mail = outboxColumns({
    to: address,
    ...privacyMail(await emailStrings(db), locale, token, action),
    idempotencyKey: `privacy:${tokenHash.slice(0, 24)}`,
  });
  const purpose = action === 'copy' ? 'privacy_export' : 'privacy_delete';
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`
      WITH allowed AS (
        SELECT 1 WHERE NOT EXISTS (
          SELECT 1 FROM email_tokens WHERE email_hash = ${hash} AND purpose <> 'confirm'
            AND created_at > now() - make_interval(mins => ${PRIVACY_REQUEST_INTERVAL_MINUTES}))
      ), token AS (
        INSERT INTO email_tokens (token_hash, purpose, email, email_hash, expires_at, locale)
        SELECT ${tokenHash}, ${purpose}, ${address}, ${hash}, now() + make_interval(hours => ${PRIVACY_TOKEN_TTL_HOURS}), ${locale} FROM allowed
        RETURNING id
      ), mail AS (${insertOutboxFrom('token', mail)})
      SELECT id FROM mail`,
  );
  return row ? Number(row.id) : null;
}

export type PrivacyResult =
  | { action: 'copy'; email: string; data: PersonalData }
  | {
      action: 'delete';
      deleted: boolean;
      waitlistRecords: number;
      newsletterRecords: number;
      referralCredits: number;
      messagesDeleted: number;
      /** The app account with the address, deleted as DELETE /api/app/v1/me deletes it (decision 0057). */
      appAccountDeleted: boolean;
    };

export interface PersonalData {
  exportedAt: string;
  email: string;
  waitlist: Record<string, unknown>[];
  newsletter: Record<string, unknown>[];
  referralsGiven: Record<string, unknown>[];
  referralReceived: Record<string, unknown>[];
  appInvitations: Record<string, unknown>[];
  messages: Record<string, unknown>[];
  suppression: Record<string, unknown> | null;
  /** The app account with the address, as GET /api/app/v1/me/export answers it (decision 0057); null when none. */
  appAccount: AppAccountExport | null;
}

/** Carries out the request behind an emailed token (404 unknown, 410 used or expired). */
export async function carryOutPrivacyRequest(db: Database, token: string): Promise<PrivacyResult> {
  return db.transaction(async (tx) => {
    const used = await useEmailToken(tx, token, ['privacy_export', 'privacy_delete']);
    const email = used.email!;
    if (used.purpose === 'privacy_export') return { action: 'copy', email, data: await personalData(tx, email) };
    const key = await personKeyOf(tx, email);
    const deleted = key ? await deletePerson(tx, key, 'self_service') : null;
    const appUserId = await appAccountIdByEmail(tx, email);
    const appAccountDeleted =
      appUserId !== null &&
      (await deleteAppAccount(tx, appUserId, SELF_SERVICE_ACTOR, 'through the privacy request page'));
    // The request's own tokens hold the address too.
    await tx.execute(sql`DELETE FROM email_tokens WHERE email_hash = ${emailHash(email)} AND purpose <> 'confirm'`);
    if (key && deleted) {
      // No address in the log: it outlives the person.
      await recordAudit(tx, SELF_SERVICE_ACTOR, {
        action: 'signup.deleted',
        entityType: 'signup',
        entityId: key,
        summary:
          `Self-service deletion (emailed link) of sign-up ${key}: ${deleted.waitlistRecords} waitlist record, ${deleted.newsletterRecords} newsletter subscription, ` +
          `${deleted.referralCredits} referral credits, ${deleted.messagesDeleted} messages`,
      });
    }
    return {
      action: 'delete',
      deleted: Boolean(deleted) || appAccountDeleted,
      waitlistRecords: deleted?.waitlistRecords ?? 0,
      newsletterRecords: deleted?.newsletterRecords ?? 0,
      referralCredits: deleted?.referralCredits ?? 0,
      messagesDeleted: deleted?.messagesDeleted ?? 0,
      appAccountDeleted,
    };
  });
}

const ownUnsubscribeLink = (email: string, locale: LocaleCode) => {
  try {
    return unsubscribePageUrl(email, locale);
  } catch {
    return '';
  }
};

/** The address's unsubscribe page in the language of the outbox row `m` (decision 0050). */
const unsubscribeLinkFor = (email: string) =>
  sql`CASE m.locale ${sql.join(
    LOCALE_CODES.map((code) => sql`WHEN ${code} THEN ${ownUnsubscribeLink(email, code)}`),
    sql` `,
  )} ELSE ${ownUnsubscribeLink(email, 'en')} END`;

/** Everything stored for the address (secrets such as token hashes left out). */
async function personalData(tx: Tx, email: string): Promise<PersonalData> {
  const hash = emailHash(email);
  const rows = (query: ReturnType<typeof sql>) =>
    queryRows<{ row: Record<string, unknown> }>(tx, query).then((list) => list.map((r) => r.row));
  const waitlist = await rows(
    sql`SELECT to_jsonb(s) - 'owner_token_hash' - 'email_key' - 'phone_key' AS row FROM launch_signups s WHERE lower(s.email) = lower(${email}) ORDER BY s.id`,
  );
  const ids = waitlist.map((row) => Number(row.id));
  const idList = sql`ARRAY[${sql.join(ids.length ? ids.map((id) => sql`${id}`) : [sql`NULL`], sql`, `)}]::int[]`;
  const [newsletter, referralsGiven, referralReceived, appInvitations, messages, suppression] = [
    await rows(
      sql`SELECT to_jsonb(n) AS row FROM newsletter_subscriptions n WHERE lower(n.email) = lower(${email}) ORDER BY n.id`,
    ),
    await rows(
      sql`SELECT jsonb_build_object('invitee', coalesce(s.name, 'someone'), 'credited', r.credited, 'flagReason', r.flag_reason, 'createdAt', r.created_at) AS row
          FROM waitlist_referrals r JOIN launch_signups s ON s.id = r.invitee_id WHERE r.referrer_id = ANY(${idList}) ORDER BY r.id`,
    ),
    await rows(
      sql`SELECT jsonb_build_object('referralCode', s.referral_code, 'credited', r.credited, 'flagReason', r.flag_reason, 'createdAt', r.created_at) AS row
          FROM waitlist_referrals r JOIN launch_signups s ON s.id = r.referrer_id WHERE r.invitee_id = ANY(${idList}) ORDER BY r.id`,
    ),
    await rows(
      sql`SELECT jsonb_build_object('invitedAt', i.sent_at) AS row FROM invitations i
          WHERE i.invitee_id IS NULL AND lower(i.invitee_email) = lower(${email}) ORDER BY i.id`,
    ),
    await rows(
      // A campaign recipient's row holds no copy of the message: it is the campaign's frozen text
      // in their version's language with their own unsubscribe link, as the worker sends it
      // (decisions 0041, 0050).
      sql`SELECT jsonb_build_object('kind', m.kind, 'subject', m.subject, 'language', m.locale, 'status', m.status, 'createdAt', m.created_at, 'sentAt', m.sent_at,
                                    'text', coalesce(m.text, replace(coalesce(c.messages -> m.locale ->> 'text', c.text), ${CAMPAIGN_UNSUBSCRIBE_PLACEHOLDER}, ${unsubscribeLinkFor(email)}))) AS row
          FROM mail_outbox m LEFT JOIN campaigns c ON c.id = m.campaign_id WHERE m.recipient_hash = ${hash} ORDER BY m.id`,
    ),
    await rows(
      sql`SELECT jsonb_build_object('scope', scope, 'reason', reason, 'since', created_at) AS row FROM mail_suppressions WHERE email_hash = ${hash}`,
    ),
  ];
  return {
    exportedAt: new Date().toISOString(),
    email,
    waitlist,
    newsletter,
    referralsGiven,
    referralReceived,
    appInvitations,
    messages,
    suppression: suppression[0] ?? null,
    appAccount: await appAccountCopy(tx, email),
  };
}

async function appAccountCopy(tx: Tx, email: string): Promise<AppAccountExport | null> {
  const userId = await appAccountIdByEmail(tx, email);
  return userId === null ? null : appAccountExport(tx, userId);
}
