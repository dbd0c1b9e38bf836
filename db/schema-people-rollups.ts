// Per-inviter roll-up of app invitations for the Referrals tab (decision 0020). Kept exactly in
// step with `invitations` by statement-level triggers (migration people_rollups_extra): every
// INSERT/UPDATE/DELETE there recomputes the rows of the inviters it touched from `invitations`
// itself, in the same transaction. Launch-waitlist referrals are not rolled up: they are few
// (one per referred waitlist signup) and whom they belong to depends on users' emails, so
// src/server/repositories/people-referrals.ts reads them live and adds them.
// Active invitees depend on the day: `active` is valid for the window stored in
// referral_active_window (decision 0025), recomputed once when the UTC day changes.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-users.ts';

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
    /**
     * Of the signed-up invitees, those whose account was used in the stored active window
     * (`invitations.invitee_last_active_at >= referral_active_window.active_from`).
     */
    active: integer('active').notNull().default(0),
  },
  (table) => [
    // One per sortable number, tie broken by the inviter's key ('u' || id, compared as text, as
    // the Referrals table does) so a page of app-only inviters is an index range.
    index('referral_inviter_stats_invites_idx').on(table.invites, INVITER_KEY),
    index('referral_inviter_stats_signups_idx').on(table.signups, INVITER_KEY),
    index('referral_inviter_stats_last_idx').on(table.lastInviteAt, INVITER_KEY),
    index('referral_inviter_stats_conversion_idx').on(sql`(round(signups * 100.0 / invites, 1)::float8)`, INVITER_KEY),
    index('referral_inviter_stats_active_idx').on(table.active, INVITER_KEY),
    // Retention as the table shows and sorts it (src/server/repositories/people-referrals.ts RETENTION).
    index('referral_inviter_stats_retention_idx').on(
      sql`(coalesce(round(active * 100.0 / nullif(signups, 0), 1), 0)::float8)`,
      INVITER_KEY,
    ),
    check(
      'referral_inviter_stats_counts',
      sql`${table.invites} > 0 AND ${table.signups} >= 0 AND ${table.signups} <= ${table.invites} AND ${table.active} >= 0 AND ${table.active} <= ${table.signups}`,
    ),
  ],
);

/**
 * The one active window the stored `referral_inviter_stats.active` counts are for (one row):
 * invitees who used the app on one of the ACTIVE_WINDOW_DAYS UTC days ending `today`, i.e. at or
 * after `active_from` (00:00 UTC of the window's first day). Moved once per UTC day by the
 * scheduled refresh or the first reader that finds it out of date
 * (src/server/repositories/referral-window.ts). The migration stores a window that is never
 * current ('-infinity', no one active) so the first read computes the real one.
 */
export const referralActiveWindow = pgTable(
  'referral_active_window',
  {
    id: boolean('id').primaryKey().default(true),
    today: date('today', { mode: 'string' }).notNull(),
    activeFrom: timestamp('active_from', { withTimezone: true }).notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('referral_active_window_one_row', sql`${table.id}`)],
);
