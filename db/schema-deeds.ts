// What app users did with the content (decision 0018): which user completed which thawab task on
// which day, and which user earned which badge when. Both go with the user (cascade), and with
// the task or badge when staff delete it, so a user delete or a catalogue delete leaves no orphans.
// The Thawab Metrics and Badge Analytics sub-tabs and the Badges tab's "Earned By" read these rows.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { badges, thawabTasks } from './schema-content.ts';
import { users } from './schema-users.ts';

/**
 * One row per user, task and day: a task counts once a day however often it is ticked. The app's
 * completions are on the user's local day, with the time zone it was in (decision 0039).
 */
export const thawabCompletions = pgTable(
  'thawab_completions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskId: integer('task_id')
      .notNull()
      .references(() => thawabTasks.id, { onDelete: 'cascade' }),
    /** The day it counts for: the user's local date (sample rows, with no time zone: the UTC day). */
    completedOn: date('completed_on', { mode: 'string' }).notNull(),
    /** The IANA time zone `completed_on` is a date of; null for sample rows (UTC). */
    timeZone: varchar('time_zone', { length: 64 }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
    /** XP the task was worth when completed (the task's value may change later). */
    xp: integer('xp').notNull(),
  },
  (table) => [
    primaryKey({ name: 'thawab_completions_pk', columns: [table.userId, table.taskId, table.completedOn] }),
    // Thawab Metrics: a period's completions per task and user read from this index alone.
    index('thawab_completions_day_task_user_idx').on(table.completedOn, table.taskId, table.userId),
    index('thawab_completions_task_idx').on(table.taskId),
    check('thawab_completions_xp_range', sql`${table.xp} BETWEEN 1 AND 1000`),
  ],
);

/** A badge a user holds: earned once. */
export const userBadges = pgTable(
  'user_badges',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeId: integer('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
    /** The app showed it to the user (product §4: earned badges start not displayed). */
    displayed: boolean('displayed').notNull().default(false),
  },
  (table) => [
    primaryKey({ name: 'user_badges_pk', columns: [table.userId, table.badgeId] }),
    // "Earned By" (count per badge) and Badge Analytics (earned in a period) from the index alone.
    index('user_badges_badge_earned_user_idx').on(table.badgeId, table.earnedAt, table.userId),
  ],
);

// ---------------------------------------------------------------------------------------------
// The Thawab Metrics / Badge Analytics summary (decision 0018): each (period, segment) view is
// computed from the rows above into these tables by the scheduled refresh (every 10 minutes) or,
// when missing or stale, by the first request; the endpoints page and sort the summary in SQL.

/** One row per (period, segment): when it was computed, for which day, and its totals. */
export const analyticsDeedsRefresh = pgTable(
  'analytics_deeds_refresh',
  {
    period: varchar('period', { length: 8 }).notNull(),
    segment: varchar('segment', { length: 8 }).notNull(),
    /** The UTC day the periods were counted back from. */
    today: date('today', { mode: 'string' }).notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    secondHalfFrom: date('second_half_from', { mode: 'string' }).notNull(),
    totalCompletions: integer('total_completions').notNull(),
    completingUsers: integer('completing_users').notNull(),
    activeUsers: integer('active_users').notNull(),
    badgesEarned: integer('badges_earned').notNull(),
    badgesFromDay: date('badges_from_day', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ name: 'analytics_deeds_refresh_pk', columns: [table.period, table.segment] })],
);

export const analyticsThawabSummary = pgTable(
  'analytics_thawab_summary',
  {
    period: varchar('period', { length: 8 }).notNull(),
    segment: varchar('segment', { length: 8 }).notNull(),
    taskId: integer('task_id')
      .notNull()
      .references(() => thawabTasks.id, { onDelete: 'cascade' }),
    completions: integer('completions').notNull(),
    users: integer('users').notNull(),
    firstHalf: integer('first_half').notNull(),
    retained: integer('retained').notNull(),
  },
  (table) => [
    primaryKey({ name: 'analytics_thawab_summary_pk', columns: [table.period, table.segment, table.taskId] }),
  ],
);

export const analyticsThawabDaily = pgTable(
  'analytics_thawab_daily',
  {
    period: varchar('period', { length: 8 }).notNull(),
    segment: varchar('segment', { length: 8 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    completions: integer('completions').notNull(),
  },
  (table) => [primaryKey({ name: 'analytics_thawab_daily_pk', columns: [table.period, table.segment, table.day] })],
);

export const analyticsBadgeSummary = pgTable(
  'analytics_badge_summary',
  {
    period: varchar('period', { length: 8 }).notNull(),
    segment: varchar('segment', { length: 8 }).notNull(),
    badgeId: integer('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
    earnedBy: integer('earned_by').notNull(),
    earnedInPeriod: integer('earned_in_period').notNull(),
  },
  (table) => [
    primaryKey({ name: 'analytics_badge_summary_pk', columns: [table.period, table.segment, table.badgeId] }),
  ],
);
