// Live prayer sessions, ayah dedications and dua requests, with their monthly quotas (product §3;
// used by the app).
import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './schema-columns.ts';
import { users } from './schema-users.ts';

export const livePrayerSessions = pgTable('live_prayer_sessions', {
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
  listenerCount: integer('listener_count').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const ayahDedications = pgTable('ayah_dedications', {
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
  createdAt: createdAt(),
});

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

export const livePrayerListeners = pgTable('live_prayer_listeners', {
  id: serial('id').primaryKey(),
  sessionId: integer('session_id')
    .notNull()
    .references(() => livePrayerSessions.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  ipAddress: varchar('ip_address', { length: 45 }),
  joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  leftAt: timestamp('left_at', { withTimezone: true }),
  isActive: boolean('is_active').notNull().default(true),
});

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
