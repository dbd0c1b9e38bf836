// Summaries of the engagement roll-ups (decision 0028), so User Engagement answers every
// period × segment without counting distinct users over hundreds of thousands of day rows: each
// active user's first and last active UTC day and retention weeks, how many users were active per
// UTC day and per UTC month by plan, and how many signed up per UTC day by plan. Kept by
// statement-level triggers on activity_user_days, activity_user_months and users (custom
// migration engagement_summary_extra), so every write that reaches those tables (activity, a plan
// change, an account deletion) reaches these too.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import type { UserStatus } from '../src/lib/people.ts';
import { users } from './schema-users.ts';

/**
 * One row per user with any activity: the first and last UTC day they were active, and the
 * segment columns of activity_user_days (sign-up day, plan). Active in a period [from, to] =
 * last_day within it, or last_day after it and (first_day within it or a day row within it): for a
 * period that ends today, one row per user (src/server/analytics/active.ts, activeUserSpans).
 */
export const activityUsers = pgTable(
  'activity_users',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    signupDay: date('signup_day', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 16 }).$type<UserStatus>().notNull(),
    /**
     * Retention: bit N (1 << N) set when the user was active in week N after signing up (the
     * days signup + 7N … signup + 7N + 6, N = 1–4: RETENTION_WEEKS).
     */
    retainedWeeks: integer('retained_weeks').notNull().default(0),
  },
  (table) => [
    check('activity_users_span', sql`${table.firstDay} <= ${table.lastDay}`),
    // Active in a period ending today: last_day within it (and the few active after `to`).
    index('activity_users_last_day_idx').on(table.lastDay),
    // Retention of the users who signed up in a period.
    index('activity_users_signup_idx').on(table.signupDay),
  ],
);

/**
 * App users per UTC sign-up day and plan (all users, active or not): retention cohorts and the
 * segment's size without reading the users table. Kept by triggers on users.
 */
export const signupDayCounts = pgTable(
  'signup_day_counts',
  {
    signupDay: date('signup_day', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 16 }).$type<UserStatus>().notNull(),
    users: integer('users').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.signupDay, table.status] }),
    check('signup_day_counts_users', sql`${table.users} >= 0`),
  ],
);

/**
 * Users active on a UTC day, by plan: the rows of activity_user_days per (day, status), spread over
 * 32 rows by user id (slot = user_id % 32, migration 0062) so that everyone's first deed
 * of the day does not queue on one counter row; readers sum the slots.
 */
export const activityDayCounts = pgTable(
  'activity_day_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 16 }).$type<UserStatus>().notNull(),
    slot: smallint('slot').notNull().default(0),
    users: integer('users').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.status, table.slot] }),
    check('activity_day_counts_users', sql`${table.users} >= 0`),
  ],
);

/** Users active in a UTC month (its first day), by plan, slotted like activity_day_counts: the rows of activity_user_months per (month, status). */
export const activityMonthCounts = pgTable(
  'activity_month_counts',
  {
    month: date('month', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 16 }).$type<UserStatus>().notNull(),
    slot: smallint('slot').notNull().default(0),
    users: integer('users').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.month, table.status, table.slot] }),
    check('activity_month_counts_users', sql`${table.users} >= 0`),
  ],
);
