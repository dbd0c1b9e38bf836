// Outgoing mail (decision 0034). `mail_outbox` holds every message, written in the same transaction
// as what caused it and delivered by the mail worker (src/server/mail/worker.ts); `mail_suppressions`
// holds the addresses nobody may mail again, keyed by a hash of the normalised address so an entry
// outlives the deletion of the person it came from.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { launchSignups } from './schema-waitlist.ts';
import { versionColumns } from './schema-versions.ts';
import {
  CAMPAIGN_STATUSES,
  type Audience as CampaignAudience,
  type CampaignStatus,
  type CampaignTranslations,
} from '../src/lib/schemas/campaigns.ts';

/** `over_budget`: dropped, never sent, because its inbox had had its budget (decision 0059). */
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed', 'suppressed', 'over_budget'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** `all`: hard bounce, complaint, deletion (no mail at all); `list`: unsubscribed (no list mail). */
export const SUPPRESSION_SCOPES = ['all', 'list'] as const;
export type SuppressionScope = (typeof SUPPRESSION_SCOPES)[number];
export const SUPPRESSION_REASONS = ['hard_bounce', 'complaint', 'unsubscribe', 'deleted', 'manual'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * Launch announcements and newsletter issues (decision 0041). Its recipients are mail_outbox rows
 * with its campaign_id, so progress is counted in SQL and a restarted worker simply goes on.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    subject: varchar('subject', { length: 200 }).notNull(),
    preheader: varchar('preheader', { length: 200 }).notNull().default(''),
    /** Markdown, rendered with the blog's renderer and sanitiser. */
    body: text('body').notNull(),
    audience: jsonb('audience').$type<CampaignAudience>().notNull(),
    status: text('status').$type<CampaignStatus>().notNull().default('draft'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * Versions in other languages (decision 0050): `{ ar: { subject, preheader, body } … }`. A
     * recipient whose language has one gets it; everyone else gets the English above.
     */
    translations: jsonb('translations').$type<CampaignTranslations>().notNull().default({}),
    /** The message as sent, frozen when sending starts; each recipient's links are filled in at delivery. */
    html: text('html'),
    text: text('text'),
    /** The other versions' messages, frozen with it: `{ ar: { html, text } … }`. */
    messages: jsonb('messages').$type<Record<string, { html: string; text: string }>>(),
    /**
     * While sending starts: the last audience row (launch_signups or newsletter_subscriptions id)
     * whose outbox row is stored; null once every recipient is stored (decision 0041).
     */
    audienceCursor: integer('audience_cursor'),
    /** The blog post it was made from ("send as newsletter"). */
    postId: integer('post_id'),
    createdBy: varchar('created_by', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...versionColumns(),
  },
  (table) => [
    check('campaigns_status', sql`${table.status} IN (${inList(CAMPAIGN_STATUSES)})`),
    check('campaigns_scheduled_at', sql`${table.status} <> 'scheduled' OR ${table.scheduledAt} IS NOT NULL`),
    index('campaigns_due_idx')
      .on(table.scheduledAt)
      .where(sql`${table.status} = 'scheduled'`),
  ],
);

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
    /**
     * SHA-256 of the inbox the address reaches (src/lib/mail-budget.ts), for a message that counts
     * against that inbox's budget; null for list mail. A trigger marks a row `over_budget` when the
     * inbox's hourly or daily budget is spent (decision 0059).
     */
    inboxHash: text('inbox_hash'),
    subject: text('subject').notNull(),
    /** The language the message is written in (decision 0050); a campaign row's picks the frozen version. */
    locale: varchar('locale', { length: 8 }).notNull().default('en'),
    /** Null for campaign rows: the worker fills the campaign's frozen message with this recipient's links. */
    html: text('html'),
    text: text('text'),
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
    /** A campaign recipient's row (decision 0041). */
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'restrict' }),
    /** The launch-waitlist record marked notified when the transport accepts this message. */
    signupId: integer('signup_id').references(() => launchSignups.id, { onDelete: 'set null' }),
    /**
     * Set just before the message is handed to the transport (decision 0041): a campaign row whose
     * worker died with this set may have been sent, so it is not sent again (at most once).
     */
    handedAt: timestamp('handed_at', { withTimezone: true }),
  },
  (table) => [
    // The worker's queues: only rows that may still be delivered, in the order they fall due; one
    // message (a sign-in code) never waits behind a campaign's 100,000.
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt, table.id)
      .where(sql`${table.status} = 'pending' AND ${table.campaignId} IS NULL`),
    index('mail_outbox_campaign_due_idx')
      .on(table.nextAttemptAt, table.id)
      .where(sql`${table.status} = 'pending' AND ${table.campaignId} IS NOT NULL`),
    index('mail_outbox_campaign_idx').on(table.campaignId, table.status),
    index('mail_outbox_lease_idx')
      .on(table.leaseExpiresAt)
      .where(sql`${table.status} = 'sending'`),
    index('mail_outbox_recipient_idx').on(table.recipientHash),
    index('mail_outbox_inbox_idx')
      .on(table.inboxHash, table.createdAt)
      .where(sql`${table.inboxHash} IS NOT NULL`),
    check('mail_outbox_status', sql`${table.status} IN (${inList(MAIL_STATUSES)})`),
    check(
      'mail_outbox_list_url',
      sql`NOT ${table.isList} OR ${table.listUnsubscribeUrl} IS NOT NULL OR ${table.campaignId} IS NOT NULL`,
    ),
    check(
      'mail_outbox_parts',
      sql`(${table.html} IS NOT NULL AND ${table.text} IS NOT NULL) OR ${table.campaignId} IS NOT NULL`,
    ),
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
