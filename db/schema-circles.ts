// The app's circles (product §3 circle) and requests to join them. Members and goals, the
// back-office's source of truth, are in schema-people.ts.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns.ts';
import { users } from './schema-users.ts';
import { versionColumns } from './schema-versions.ts';

// JSON shapes stored in the circles' jsonb columns (product §3)

export interface GroupGoal {
  id: string;
  title: string;
  description: string;
  targetCount: number;
  currentCount: number;
  createdAt: string;
  completedAt?: string;
  isCompleted: boolean;
}

export interface QuranChallengeAssignment {
  userId: number;
  startAyah: number;
  endAyah: number;
  isCompleted: boolean;
  completedAt?: string;
}

export interface QuranChallenge {
  id: string;
  title: string;
  description: string;
  surahName: string;
  totalAyahs: number;
  startAyah: number;
  endAyah: number;
  deadline: string;
  createdAt: string;
  isCompleted: boolean;
  assignments: QuranChallengeAssignment[];
}

export type ActivityType =
  | 'thawap_completed'
  | 'goal_contribution'
  | 'quran_completed'
  | 'blessing_sent'
  | 'member_joined';

export interface ActivityItem {
  id: string;
  userId: number;
  type: ActivityType;
  content: string;
  createdAt: string;
  reactions: { userId: number; reaction: string }[];
}

// ---------------------------------------------------------------------------------------------
// Circles and join requests

/**
 * Circles. `admin_id` is the circle's Creator (spec "adminId"); `type` is its visibility
 * ('public' or 'private'). Members and goals live in circle_members and circle_goals
 * (db/schema-people.ts), the one source of truth for both; the spec's member_ids and group_goals
 * columns stay for compatibility and are not read by the back-office.
 */
export const circles = pgTable(
  'circles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    type: text('type').notNull(),
    inviteCode: text('invite_code').unique(),
    adminId: integer('admin_id').notNull(),
    createdAt: createdAt(),
    memberIds: integer('member_ids').array().notNull().default(sql`ARRAY[]::integer[]`),
    groupGoals: jsonb('group_goals').$type<GroupGoal[]>().notNull().default([]),
    quranChallenges: jsonb('quran_challenges').$type<QuranChallenge[]>().notNull().default([]),
    ...versionColumns(),
    /** The last four activity items, newest first. */
    activityFeed: jsonb('activity_feed').$type<ActivityItem[]>().notNull().default([]),
  },
  (table) => [
    index('circles_admin_idx').on(table.adminId),
    index('circles_type_created_idx').on(table.type, table.createdAt),
    index('circles_created_idx').on(table.createdAt, table.id),
  ],
);

export const circleRequests = pgTable('circle_requests', {
  id: serial('id').primaryKey(),
  circleId: integer('circle_id')
    .notNull()
    .references(() => circles.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status').notNull().default('pending'),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
});
