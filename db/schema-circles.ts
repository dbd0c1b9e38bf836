// The app's circles (product §3 circle), requests to join them and their Quran challenges.
// Members, goals and the activity feed (with reactions) are in schema-people.ts (decision 0042:
// the spec's JSON columns member_ids, group_goals, quran_challenges and activity_feed became those
// tables and were dropped).
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { JoinRequestStatus } from '../src/lib/circles.ts';
import { createdAt } from './schema-columns.ts';
import { users } from './schema-users.ts';
import { versionColumns } from './schema-versions.ts';

export type { ActivityType } from '../src/lib/circles.ts';

/**
 * Circles. `admin_id` is the circle's Creator (spec "adminId"); `type` is its visibility
 * ('public' or 'private'). `invite_code` is unique whatever its case (the app stores it upper-case).
 */
export const circles = pgTable(
  'circles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    type: text('type').notNull(),
    inviteCode: text('invite_code'),
    adminId: integer('admin_id').notNull(),
    createdAt: createdAt(),
    ...versionColumns(),
  },
  (table) => [
    index('circles_admin_idx').on(table.adminId),
    index('circles_type_created_idx').on(table.type, table.createdAt),
    index('circles_created_idx').on(table.createdAt, table.id),
    uniqueIndex('circles_invite_code_unique').on(sql`upper(${table.inviteCode})`),
  ],
);

/**
 * Requests to join a private circle through its invite code (decision 0042), decided by its
 * Creator or an Admin. At most one pending request per user and circle.
 */
export const circleRequests = pgTable(
  'circle_requests',
  {
    id: serial('id').primaryKey(),
    circleId: integer('circle_id')
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<JoinRequestStatus>().notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('circle_requests_one_pending')
      .on(table.circleId, table.userId)
      .where(sql`${table.status} = 'pending'`),
    index('circle_requests_circle_status_idx').on(table.circleId, table.status, table.requestedAt),
    check('circle_requests_status_known', sql`${table.status} IN ('pending', 'approved', 'declined')`),
  ],
);

/** A circle's Quran challenge (spec "Quran challenge"): a passage its members read between them. */
export const circleQuranChallenges = pgTable(
  'circle_quran_challenges',
  {
    id: serial('id').primaryKey(),
    circleId: integer('circle_id')
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 255 }).notNull(),
    description: text('description').notNull().default(''),
    surahName: varchar('surah_name', { length: 100 }).notNull(),
    totalAyahs: integer('total_ayahs').notNull(),
    startAyah: integer('start_ayah').notNull(),
    endAyah: integer('end_ayah').notNull(),
    deadline: date('deadline', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the challenge is complete (spec isCompleted). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('circle_quran_challenges_circle_idx').on(table.circleId, table.createdAt),
    check('circle_quran_challenges_range', sql`${table.startAyah} >= 1 AND ${table.endAyah} >= ${table.startAyah}`),
  ],
);

/** Who reads which ayahs of a challenge (spec "assignments"). */
export const circleQuranAssignments = pgTable(
  'circle_quran_assignments',
  {
    id: serial('id').primaryKey(),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => circleQuranChallenges.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startAyah: integer('start_ayah').notNull(),
    endAyah: integer('end_ayah').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('circle_quran_assignments_unique').on(table.challengeId, table.userId, table.startAyah),
    index('circle_quran_assignments_user_idx').on(table.userId),
    check('circle_quran_assignments_range', sql`${table.startAyah} >= 1 AND ${table.endAyah} >= ${table.startAyah}`),
  ],
);
