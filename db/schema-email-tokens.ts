// Single-use links sent by email (decision 0036): confirming a sign-up (double opt-in) and carrying
// out a privacy request (a copy or the deletion of what we hold about an address). Only the
// SHA-256 of a token is stored; a token is used once (`used_at`) and not after `expires_at`.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { launchSignups, newsletterSubscriptions } from './schema-waitlist.ts';

export const EMAIL_TOKEN_PURPOSES = ['confirm', 'privacy_export', 'privacy_delete'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose').$type<EmailTokenPurpose>().notNull(),
    /** The sign-up a confirmation is for (it goes with the record). */
    signupId: integer('signup_id').references(() => launchSignups.id, { onDelete: 'cascade' }),
    newsletterId: integer('newsletter_id').references(() => newsletterSubscriptions.id, { onDelete: 'cascade' }),
    /** The address a privacy request is about (kept until the request is carried out, or expires and is deleted). */
    email: text('email'),
    /** SHA-256 of the normalised address: one request email per address per hour. */
    emailHash: text('email_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * The language the link's email was written in (decision 0050): its link opens the page in it,
     * and confirming a sign-up makes it the record's language.
     */
    locale: varchar('locale', { length: 8 }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('email_tokens_signup_idx').on(table.signupId, table.createdAt),
    index('email_tokens_newsletter_idx').on(table.newsletterId, table.createdAt),
    index('email_tokens_email_hash_idx').on(table.emailHash, table.createdAt),
    check('email_tokens_purpose', sql`${table.purpose} IN ('confirm', 'privacy_export', 'privacy_delete')`),
    check(
      'email_tokens_target',
      sql`(${table.purpose} = 'confirm' AND num_nonnulls(${table.signupId}, ${table.newsletterId}) = 1) OR (${table.purpose} <> 'confirm' AND (${table.email} IS NOT NULL OR ${table.usedAt} IS NOT NULL))`,
    ),
  ],
);
