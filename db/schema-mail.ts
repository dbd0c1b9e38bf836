// Outgoing mail (decision 0034). `mail_outbox` holds every message, written in the same transaction
// as what caused it and delivered by the mail worker (src/server/mail/worker.ts); `mail_suppressions`
// holds the addresses nobody may mail again, keyed by a hash of the normalised address so an entry
// outlives the deletion of the person it came from.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed', 'suppressed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** `all`: hard bounce, complaint, deletion (no mail at all); `list`: unsubscribed (no list mail). */
export const SUPPRESSION_SCOPES = ['all', 'list'] as const;
export type SuppressionScope = (typeof SUPPRESSION_SCOPES)[number];
export const SUPPRESSION_REASONS = ['hard_bounce', 'complaint', 'unsubscribe', 'deleted', 'manual'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What the message is, e.g. `waitlist_confirmation`, `campaign`, `sign_in_code`. */
    kind: text('kind').notNull(),
    /** One message per cause: enqueuing the same key again stores nothing. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The Message-ID header, derived from the key: every attempt sends the same one. */
    messageId: text('message_id').notNull(),
    toAddress: text('to_address').notNull(),
    /** SHA-256 of the normalised address (src/server/mail/address.ts), matched against suppressions. */
    recipientHash: text('recipient_hash').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** List mail (newsletter, campaigns) carries List-Unsubscribe and is stopped by unsubscribes. */
    isList: boolean('is_list').notNull().default(false),
    listUnsubscribeUrl: text('list_unsubscribe_url'),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While `sending`: the claim's token and until when it holds; an expired lease is claimed again. */
    claimToken: uuid('claim_token'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** The transport's answer when it accepted the message (e.g. `250 2.0.0 Ok: queued as …`). */
    providerResponse: text('provider_response'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    // The worker's queue: only rows that may still be delivered, in the order they fall due.
    index('mail_outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index('mail_outbox_lease_idx').on(table.leaseExpiresAt).where(sql`${table.status} = 'sending'`),
    index('mail_outbox_recipient_idx').on(table.recipientHash),
    check('mail_outbox_status', sql`${table.status} IN (${inList(MAIL_STATUSES)})`),
    check('mail_outbox_list_url', sql`NOT ${table.isList} OR ${table.listUnsubscribeUrl} IS NOT NULL`),
  ],
);

export const mailSuppressions = pgTable(
  'mail_suppressions',
  {
    emailHash: text('email_hash').primaryKey(),
    scope: text('scope').$type<SuppressionScope>().notNull(),
    reason: text('reason').$type<SuppressionReason>().notNull(),
    /** Where it came from: `webhook`, `unsubscribe`, `staff`, … */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('mail_suppressions_scope', sql`${table.scope} IN (${inList(SUPPRESSION_SCOPES)})`),
    check('mail_suppressions_reason', sql`${table.reason} IN (${inList(SUPPRESSION_REASONS)})`),
  ],
);
