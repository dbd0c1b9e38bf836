// Referral credits of the launch waitlist: one row per invitee who joined through someone's code,
// whether it earned the inviter XP (`credited`) or was held back and flagged (`flagReason`:
// self-referral, a burst from one referrer, or the referrer's daily cap). The Referrals tab shows
// Super Admins the flagged ones.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './schema-users.ts';
import { launchSignups } from './schema-waitlist.ts';

export const REFERRAL_FLAG_REASONS = ['self_referral', 'burst', 'daily_cap'] as const;
export type ReferralFlagReason = (typeof REFERRAL_FLAG_REASONS)[number];

export const waitlistReferrals = pgTable(
  'waitlist_referrals',
  {
    id: serial('id').primaryKey(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => launchSignups.id, { onDelete: 'cascade' }),
    /** Unique: each invitee counts once, whatever happens later. */
    inviteeId: integer('invitee_id')
      .unique()
      .references(() => launchSignups.id, { onDelete: 'cascade' }),
    /**
     * An app account that signed up with the code instead of a waitlist record (decision 0038).
     * Set null when that account is deleted: the credit stays counted, once.
     */
    inviteeUserId: integer('invitee_user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    /**
     * SHA-256 of the invitee's identity (referralIdentityKey: the normalised email of decision 0031,
     * else the phone): unique, so a person is an invitee once for ever, whatever happens to their
     * account or record later (decision 0060). Null only on rows older than it that repeated a person.
     */
    inviteeKeyHash: varchar('invitee_key_hash', { length: 64 }).unique(),
    credited: boolean('credited').notNull(),
    flagReason: varchar('flag_reason', { length: 32 }).$type<ReferralFlagReason>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('waitlist_referrals_referrer_created_idx').on(table.referrerId, table.createdAt),
    index('waitlist_referrals_flagged_idx')
      .on(table.createdAt)
      .where(sql`${table.flagReason} IS NOT NULL`),
    check(
      'waitlist_referrals_flag_check',
      sql`(${table.credited} AND ${table.flagReason} IS NULL) OR (NOT ${table.credited} AND ${table.flagReason} IN ('self_referral', 'burst', 'daily_cap'))`,
    ),
    check('waitlist_referrals_not_self_check', sql`${table.referrerId} <> ${table.inviteeId}`),
  ],
);
