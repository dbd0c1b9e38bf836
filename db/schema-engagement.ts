// App-engagement roll-ups (decision 0021): user_activity counted per user and UTC day,
// per user and UTC month, and per circle, user and UTC day with the spec's time bands, so the User
// Engagement and Circle Activity charts never aggregate raw activity. Maintained by statement-level
// triggers on user_activity (custom migration engagement_extra), whoever writes the activity.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import type { UserStatus } from '../src/lib/people.ts';
import { circles } from './schema-circles.ts';
import { users } from './schema-users.ts';

/**
 * What the segments filter on, copied from users so no chart joins users: the sign-up day (New)
 * and the plan (Premium, Free). Triggers keep them equal to users.created_at and users.status.
 */
const segmentColumns = () => ({
  signupDay: date('signup_day', { mode: 'string' }).notNull(),
  status: varchar('status', { length: 16 }).$type<UserStatus>().notNull(),
});

/** One row per user per UTC day with activity: `actions` items, `circle_actions` of them in circles. */
export const activityUserDays = pgTable(
  'activity_user_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actions: integer('actions').notNull(),
    ...segmentColumns(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.userId] }),
    index('activity_user_days_user_idx').on(table.userId, table.day),
    // New Users' daily series: the rows of users who signed up in a window (decision 0028).
    index('activity_user_days_signup_idx').on(table.signupDay, table.day),
    // (Retention reads activity_users.retained_weeks, decision 0028: no partial index here.)
    check('activity_user_days_actions_positive', sql`${table.actions} > 0`),
  ],
);

/** One row per user per UTC calendar month with activity (`month` is the month's first day). */
export const activityUserMonths = pgTable(
  'activity_user_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actions: integer('actions').notNull(),
    ...segmentColumns(),
  },
  (table) => [
    primaryKey({ columns: [table.month, table.userId] }),
    index('activity_user_months_user_idx').on(table.userId),
    // New Users' monthly series (decision 0028).
    index('activity_user_months_signup_idx').on(table.signupDay, table.month),
    check('activity_user_months_actions_positive', sql`${table.actions} > 0`),
  ],
);

/** Circle activity per circle, user and UTC day, split into the spec's time bands (UTC hours). */
export const activityCircleDays = pgTable(
  'activity_circle_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    circleId: integer('circle_id')
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    morning: integer('morning').notNull().default(0),
    afternoon: integer('afternoon').notNull().default(0),
    evening: integer('evening').notNull().default(0),
    night: integer('night').notNull().default(0),
    ...segmentColumns(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.circleId, table.userId] }),
    index('activity_circle_days_user_idx').on(table.userId),
    index('activity_circle_days_circle_idx').on(table.circleId),
    check(
      'activity_circle_days_counts',
      sql`${table.morning} >= 0 AND ${table.afternoon} >= 0 AND ${table.evening} >= 0 AND ${table.night} >= 0`,
    ),
  ],
);
