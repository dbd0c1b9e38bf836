// The app's community as the back-office manages it: circle members and goals, invitations
// (referrals) and each user's activity. Users and circles themselves are in schema-users.ts and
// schema-circles.ts (extended, not duplicated). Counts the back-office shows (members, referrals,
// invites, deeds) are always computed from these rows.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Reaction } from '../src/lib/circles.ts';
import type { CircleMemberRole } from '../src/lib/people.ts';
import { circles, type ActivityType } from './schema-circles.ts';
import { users } from './schema-users.ts';
import { versionColumns } from './schema-versions.ts';

export const circleMembers = pgTable(
  'circle_members',
  {
    id: serial('id').primaryKey(),
    circleId: integer('circle_id')
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 16 }).$type<CircleMemberRole>().notNull().default('Member'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    /**
     * Whether the member's completed deeds appear in this circle's feed (decision 0057): off until
     * they turn it on, so a deed is private unless shared.
     */
    shareDeeds: boolean('share_deeds').notNull().default(false),
  },
  (table) => [
    uniqueIndex('circle_members_circle_user_unique').on(table.circleId, table.userId),
    // A circle has exactly one Creator row (the repository keeps it when people leave).
    uniqueIndex('circle_members_one_creator')
      .on(table.circleId)
      .where(sql`${table.role} = 'Creator'`),
    index('circle_members_user_idx').on(table.userId, table.role),
    check('circle_members_role_known', sql`${table.role} IN ('Creator', 'Admin', 'Member')`),
  ],
);

export const circleGoals = pgTable(
  'circle_goals',
  {
    id: serial('id').primaryKey(),
    circleId: integer('circle_id')
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 255 }).notNull(),
    description: text('description').notNull().default(''),
    targetCount: integer('target_count').notNull(),
    currentCount: integer('current_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...versionColumns(),
  },
  (table) => [
    index('circle_goals_circle_idx').on(table.circleId),
    check('circle_goals_target_positive', sql`${table.targetCount} > 0`),
    check('circle_goals_current_nonnegative', sql`${table.currentCount} >= 0`),
  ],
);

/**
 * One invitation from an app user. `signed_up_at` is set when the invitee made an account;
 * `invitee_id` is that account, set to null (and the email cleared) when the invitee's account is
 * deleted, so the inviter's history and earned XP stay while nothing identifies the person.
 * Invitations a user sent go with their account (cascade).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteeId: integer('invitee_id').references(() => users.id, { onDelete: 'set null' }),
    inviteeEmail: varchar('invitee_email', { length: 254 }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    signedUpAt: timestamp('signed_up_at', { withTimezone: true }),
    /**
     * The invitee account's `users.last_active_at`, copied by triggers (migration
     * people_rollups_extra; decision 0020) so "active invitees" is an index range, not a join.
     */
    inviteeLastActiveAt: timestamp('invitee_last_active_at', { withTimezone: true }),
  },
  (table) => [
    index('invitations_inviter_idx').on(table.inviterId, table.sentAt),
    // Active invitees (signed up, account used since a moment): in total and per inviter.
    index('invitations_active_idx')
      .on(table.inviteeLastActiveAt, table.inviterId)
      .where(sql`${table.signedUpAt} IS NOT NULL`),
    index('invitations_inviter_active_idx')
      .on(table.inviterId, table.inviteeLastActiveAt)
      .where(sql`${table.signedUpAt} IS NOT NULL`),
    // An account is brought in by at most one invitation: that one is its "referred by".
    uniqueIndex('invitations_invitee_unique').on(table.inviteeId),
    check('invitations_signup_after_send', sql`${table.signedUpAt} IS NULL OR ${table.signedUpAt} >= ${table.sentAt}`),
  ],
);

/**
 * What a user did in the app (product §4 activity item types); circle_id when it was in a circle,
 * and then it is an item of that circle's feed (decision 0042). A blessing names the member it was
 * sent to (`target_user_id`), a goal contribution its goal (`goal_id`) and how much it added (`amount`).
 */
export const userActivity = pgTable(
  'user_activity',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    circleId: integer('circle_id').references(() => circles.id, { onDelete: 'set null' }),
    type: varchar('type', { length: 32 }).$type<ActivityType>().notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The user's local date the item belongs to, when the app knows it (a deed completed on the
     * user's day, decision 0039); the engagement roll-ups count the item on this day, else on its
     * UTC day (decision 0043).
     */
    localDate: date('local_date', { mode: 'string' }),
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    goalId: integer('goal_id').references(() => circleGoals.id, { onDelete: 'set null' }),
    amount: integer('amount'),
  },
  (table) => [
    index('user_activity_user_created_idx').on(table.userId, table.createdAt),
    index('user_activity_circle_user_idx')
      .on(table.circleId, table.userId, table.type)
      .where(sql`${table.circleId} IS NOT NULL`),
    // A circle's feed, newest first, a page at a time.
    index('user_activity_circle_feed_idx')
      .on(table.circleId, table.createdAt, table.id)
      .where(sql`${table.circleId} IS NOT NULL`),
    check(
      'user_activity_type_known',
      sql`${table.type} IN ('thawap_completed', 'goal_contribution', 'quran_completed', 'blessing_sent', 'member_joined')`,
    ),
    check('user_activity_amount_positive', sql`${table.amount} IS NULL OR ${table.amount} > 0`),
  ],
);

/** Reactions on activity items (spec "reactions"): one row per item, user and kind. */
export const activityReactions = pgTable(
  'activity_reactions',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => userActivity.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reaction: varchar('reaction', { length: 16 }).$type<Reaction>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.activityId, table.userId, table.reaction] }),
    index('activity_reactions_user_idx').on(table.userId),
    check('activity_reactions_kind_known', sql`${table.reaction} IN ('heart', 'dua', 'mashallah', 'ameen')`),
  ],
);
