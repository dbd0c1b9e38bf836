import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import type { LocaleCode } from '../../lib/i18n/locales.ts';
import { emailStrings } from '../mail/strings.ts';
import { queryRows } from '../sql.ts';
import { sendConfirmation } from './email-tokens.ts';

/**
 * Subscribes an email; a repeat re-activates the existing subscription. An unconfirmed subscription
 * is sent a confirmation (at most one an hour; decision 0036). Returns whether it is new and the
 * outbox id of the confirmation, if one was stored. A repeat after an unsubscribe is unconfirmed
 * again (confirmSignup then lifts the address's list suppression).
 */
export async function subscribeToNewsletter(
  db: Database,
  email: string,
  locale: LocaleCode = 'en',
): Promise<{ created: boolean; mailIds: number[] }> {
  const strings = await emailStrings(db);
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: number; email: string; created: boolean }>(
      tx,
      sql`
        INSERT INTO newsletter_subscriptions (email, language) VALUES (${email}, ${locale})
        ON CONFLICT ((lower(email))) DO UPDATE SET is_active = true,
          -- coming back after unsubscribing needs a new confirmation: until then the address's
          -- list suppression holds, so re-subscribing someone else sends them nothing but the link
          confirmed_at = CASE WHEN newsletter_subscriptions.unsubscribed_at IS NULL THEN newsletter_subscriptions.confirmed_at END,
          -- a confirmed subscriber's language is theirs: only confirming another link changes it
          -- (decision 0050); an unconfirmed one takes the language of this new confirmation
          language = CASE WHEN newsletter_subscriptions.unsubscribed_at IS NULL AND newsletter_subscriptions.confirmed_at IS NOT NULL
                          THEN newsletter_subscriptions.language ELSE excluded.language END
        RETURNING id, email, (xmax = 0) AS created`,
    );
    const mailId = await sendConfirmation(tx, { newsletterId: row!.id }, row!.email, 'newsletter', { strings, locale });
    return { created: Boolean(row?.created), mailIds: mailId === null ? [] : [mailId] };
  });
}
