// Before launch: the waitlist both quiz funnels fill, the newsletter, and the completed quiz runs
// the visitor counter counts.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, lower, updatedAt } from './schema-columns.ts';

/** What a quiz funnel stores on a waitlist record (product §7 progress and final saves). */
export type StoredQuizAnswers = Record<string, unknown>;

// ---------------------------------------------------------------------------------------------
// Launch waitlist: one record per email identity (or, without an email, per phone) for both quiz
// funnels. The identities are made by src/lib/contact-identity.ts (decision 0031).

export const launchSignups = pgTable(
  'launch_signups',
  {
    id: serial('id').primaryKey(),
    name: text('name'),
    phoneNumber: varchar('phone_number', { length: 32 }),
    email: varchar('email', { length: 254 }),
    /** emailIdentity(email): lowercase, Gmail without dots and "+tag". A record is unique on it. */
    emailKey: varchar('email_key', { length: 254 }),
    /** phoneIdentity(phone_number): "+" and digits. Records without an email are unique on it. */
    phoneKey: varchar('phone_key', { length: 32 }),
    createdAt: createdAt(),
    notified: boolean('notified').notNull().default(false),
    source: varchar('source', { length: 64 }).notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    quizAnswers: jsonb('quiz_answers').$type<StoredQuizAnswers>(),
    /** Code this person shares (made by the server); each credited invitee is +10 XP. */
    referralCode: varchar('referral_code', { length: 16 }).unique(),
    /**
     * SHA-256 of the owner token: the secret given once to the browser that created the record.
     * Only a request carrying it may change the record. One browser may own several records.
     */
    ownerTokenHash: varchar('owner_token_hash', { length: 64 }),
    referredById: integer('referred_by_id').references((): AnyPgColumn => launchSignups.id, {
      onDelete: 'set null',
    }),
    updatedAt: updatedAt(),
    /** When the address was confirmed (double opt-in); null = unconfirmed (decision 0035). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When the person unsubscribed (or staff did it for them); null = subscribed (decision 0035). */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /**
     * The language the person reads mail in: a code of src/lib/i18n/locales.ts, the locale of the
     * page they signed up on, then of the confirmation they confirmed (decision 0050).
     */
    language: varchar('language', { length: 8 }).notNull().default('en'),
  },
  (table) => [
    uniqueIndex('launch_signups_email_key_unique').on(table.emailKey),
    uniqueIndex('launch_signups_phone_only_key_unique')
      .on(table.phoneKey)
      .where(sql`${table.email} IS NULL`),
    index('launch_signups_referred_by_idx').on(table.referredById),
    index('launch_signups_owner_token_idx').on(table.ownerTokenHash),
    // The Waitlist tab's sorts and date range (each key with id as the tie-break).
    index('launch_signups_created_idx').on(table.createdAt, table.id),
    index('launch_signups_source_created_idx').on(table.source, table.createdAt, table.id),
    index('launch_signups_name_idx').on(lower(table.name), table.id),
    // Sort by email (decision 0041's bench: without it a full sort of 100,000 rows, ~100 ms).
    index('launch_signups_email_sort_idx').on(lower(table.email), table.id),
  ],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Kept equal to `unsubscribed_at IS NULL` by a trigger (newsletter_unsubscribed_sync) and a
     * check (newsletter_active_matches_unsubscribed), both in migration waitlist_admin_extra,
     * whichever of the two a write sets: "unsubscribed" has one meaning (decision 0035).
     */
    isActive: boolean('is_active').notNull().default(true),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** The language the subscriber reads mail in (as launch_signups.language; decision 0050). */
    language: varchar('language', { length: 8 }).notNull().default('en'),
  },
  (table) => [
    uniqueIndex('newsletter_email_lower_unique').on(lower(table.email)),
    index('newsletter_subscribed_idx').on(table.subscribedAt, table.id),
    index('newsletter_email_sort_idx').on(lower(table.email), table.id),
  ],
);

/** Completed quiz runs, with or without an email: the visitor counter counts these. */
export const quizCompletions = pgTable(
  'quiz_completions',
  {
    id: serial('id').primaryKey(),
    quiz: varchar('quiz', { length: 32 }).notNull(),
    score: integer('score').notNull(),
    level: varchar('level', { length: 64 }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('quiz_completions_quiz_idx').on(table.quiz)],
);
