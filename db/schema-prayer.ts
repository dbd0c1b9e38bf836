// Live recitation sessions (the tables keep their first name, live_prayer_*: a session is shared
// recitation and listening, never a prayer led over a broadcast, decision 0065), ayah dedications and
// dua requests, with their monthly quotas (product §3, §7b, §7c; used by the app).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './schema-columns.ts';
import { versionColumns } from './schema-versions.ts';
import { users } from './schema-users.ts';

export const livePrayerSessions = pgTable(
  'live_prayer_sessions',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 255 }).notNull(),
    description: text('description'),
    surahName: varchar('surah_name', { length: 100 }).notNull(),
    surahNumber: integer('surah_number').notNull(),
    currentAyah: integer('current_ayah').notNull().default(1),
    totalAyahs: integer('total_ayahs').notNull(),
    audioUrl: varchar('audio_url', { length: 500 }),
    isLive: boolean('is_live').notNull().default(false),
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    /** The peak of the derived listener count, kept when a session ends (the live count is never stored). */
    listenerCount: integer('listener_count').notNull().default(0),
    /** 'scheduled' | 'live' | 'ended'; is_live stays equal to status = 'live' (a check holds it). */
    status: varchar('status', { length: 16 }).notNull().default('scheduled'),
    reciter: varchar('reciter', { length: 100 }),
    firstAyah: integer('first_ayah').notNull().default(1),
    lastAyah: integer('last_ayah').notNull().default(1),
    /** Seconds from the start at which each ayah of the range begins (null: staff advance by hand). */
    ayahTimings: jsonb('ayah_timings').$type<number[]>(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** The instant ayah_timings count from: started_at, moved when staff go to an ayah by hand. */
    timingsFrom: timestamp('timings_from', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * A start set as "N minutes after Maghrib in a city" (decision 0070): the city's key
     * (src/lib/maghrib-cities.ts) and N, kept so an edit recomputes the start; null for a start typed as a time.
     */
    maghribCity: varchar('maghrib_city', { length: 32 }),
    maghribOffsetMinutes: smallint('maghrib_offset_minutes'),
    /** The staff username who scheduled it. */
    createdBy: varchar('created_by', { length: 64 }),
    /** Made by the sample seed (db:sample), removed with it (decision 0043). */
    isSample: boolean('is_sample').notNull().default(false),
    ...versionColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'live_prayer_sessions_maghrib_both',
      sql`(${table.maghribCity} IS NULL) = (${table.maghribOffsetMinutes} IS NULL)`,
    ),
    check('live_prayer_sessions_status_known', sql`${table.status} IN ('scheduled', 'live', 'ended')`),
    check('live_prayer_sessions_is_live', sql`${table.isLive} = (${table.status} = 'live')`),
    check(
      'live_prayer_sessions_range',
      sql`${table.firstAyah} >= 1 AND ${table.lastAyah} >= ${table.firstAyah} AND ${table.totalAyahs} = ${table.lastAyah} - ${table.firstAyah} + 1`,
    ),
    index('live_prayer_sessions_status_start').on(table.status, table.startTime),
  ],
);

export const ayahDedications = pgTable(
  'ayah_dedications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id').references(() => livePrayerSessions.id, { onDelete: 'set null' }),
    recipientName: varchar('recipient_name', { length: 100 }).notNull(),
    dedicatorName: varchar('dedicator_name', { length: 100 }).notNull(),
    message: text('message'),
    surahName: varchar('surah_name', { length: 100 }).notNull(),
    ayahNumber: integer('ayah_number').notNull(),
    isPremium: boolean('is_premium').notNull().default(false),
    isDisplayed: boolean('is_displayed').notNull().default(false),
    /** 'pending' | 'approved' | 'rejected' | 'removed'; is_displayed stays equal to status = 'approved'. */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    surahNumber: integer('surah_number'),
    rejectReason: varchar('reject_reason', { length: 500 }),
    /** The staff username of the last moderation. */
    moderatedBy: varchar('moderated_by', { length: 64 }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    /** When it was approved: the order the live page shows dedications in. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    reportCount: integer('report_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    check('ayah_dedications_status_known', sql`${table.status} IN ('pending', 'approved', 'rejected', 'removed')`),
    check('ayah_dedications_is_displayed', sql`${table.isDisplayed} = (${table.status} = 'approved')`),
    index('ayah_dedications_session_status').on(table.sessionId, table.status, table.approvedAt),
    index('ayah_dedications_user').on(table.userId, table.id),
  ],
);

/** One report of an approved dedication by an app user (once per user and dedication). */
export const ayahDedicationReports = pgTable(
  'ayah_dedication_reports',
  {
    id: serial('id').primaryKey(),
    dedicationId: integer('dedication_id')
      .notNull()
      .references(() => ayahDedications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 500 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('ayah_dedication_reports_once').on(table.dedicationId, table.userId)],
);

export const userDedicationQuota = pgTable(
  'user_dedication_quota',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: integer('month').notNull(),
    year: integer('year').notNull(),
    dedicationsUsed: integer('dedications_used').notNull().default(0),
    extraDedicationsPurchased: integer('extra_dedications_purchased').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('user_dedication_quota_period_unique').on(table.userId, table.year, table.month)],
);

export const livePrayerListeners = pgTable(
  'live_prayer_listeners',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => livePrayerSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A keyed hash of the listener's IP (HMAC, truncated), never the IP itself (decision 0065). */
    ipAddress: varchar('ip_address', { length: 45 }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    /** The last join or heartbeat: the live count counts listeners seen in the last 90 s. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('live_prayer_listeners_session_user').on(table.sessionId, table.userId),
    index('live_prayer_listeners_session_seen').on(table.sessionId, table.lastSeenAt),
  ],
);

export const duaRequests = pgTable('dua_requests', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  intention: varchar('intention', { length: 50 }).notNull(),
  recipientName: varchar('recipient_name', { length: 100 }),
  personalNote: text('personal_note'),
  duaContent: text('dua_content').notNull(),
  ayahReference: varchar('ayah_reference', { length: 100 }),
  audioUrl: varchar('audio_url', { length: 500 }),
  isSaved: boolean('is_saved').notNull().default(false),
  createdAt: createdAt(),
});

export const duaQuota = pgTable(
  'dua_quota',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: integer('month').notNull(),
    year: integer('year').notNull(),
    requestsUsed: integer('requests_used').notNull().default(0),
    extraRequestsPurchased: integer('extra_requests_purchased').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('dua_quota_period_unique').on(table.userId, table.year, table.month)],
);
