// Per-inviter roll-up of app invitations for the Referrals tab (decision 0020). Kept exactly in
// step with `invitations` by statement-level triggers (migration people_rollups_extra): every
// INSERT/UPDATE/DELETE there recomputes the rows of the inviters it touched from `invitations`
// itself, in the same transaction. Launch-waitlist referrals are not rolled up: they are few
// (one per referred waitlist signup) and whom they belong to depends on users' emails, so
// src/server/repositories/people-referrals.ts reads them live and adds them.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

/** The Referrals table's key of an app inviter, as an (immutable) index expression. */
const INVITER_KEY = sql`('u' || user_id::text)`;

export const referralInviterStats = pgTable(
  'referral_inviter_stats',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** App invitations this user sent. */
    invites: integer('invites').notNull(),
    /** Of those, the ones that led to an account (signed_up_at set). */
    signups: integer('signups').notNull(),
    lastInviteAt: timestamp('last_invite_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // One per sortable number, tie broken by the inviter's key ('u' || id, compared as text, as
    // the Referrals table does) so a page of app-only inviters is an index range.
    index('referral_inviter_stats_invites_idx').on(table.invites, INVITER_KEY),
    index('referral_inviter_stats_signups_idx').on(table.signups, INVITER_KEY),
    index('referral_inviter_stats_last_idx').on(table.lastInviteAt, INVITER_KEY),
    index('referral_inviter_stats_conversion_idx').on(sql`(round(signups * 100.0 / invites, 1)::float8)`, INVITER_KEY),
    check('referral_inviter_stats_counts', sql`${table.invites} > 0 AND ${table.signups} >= 0 AND ${table.signups} <= ${table.invites}`),
  ],
);
