// The app user's own Quran reading (decision 0061): how far they have read in each surah, and the
// local days they read on (the journey's streak). Both go with the user (cascade).
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './schema-users.ts';

/** One row per user and surah: the furthest ayah read, and the last one they marked. */
export const quranReading = pgTable(
  'quran_reading',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    surah: smallint('surah').notNull(),
    /** Ayahs 1..n of the surah count as read (n never goes down). */
    ayahsRead: smallint('ayahs_read').notNull(),
    /** The ayah of the user's latest mark in this surah (where they are, which may be before n). */
    lastAyah: smallint('last_ayah').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'quran_reading_pk', columns: [table.userId, table.surah] }),
    check('quran_reading_surah_range', sql`${table.surah} BETWEEN 1 AND 114`),
    check(
      'quran_reading_ayahs_range',
      sql`${table.ayahsRead} BETWEEN 1 AND 286 AND ${table.lastAyah} BETWEEN 1 AND 286`,
    ),
  ],
);

/** A local day on which the user marked reading: one row per user and day. */
export const quranReadingDays = pgTable(
  'quran_reading_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The user's local date when they read. */
    readOn: date('read_on', { mode: 'string' }).notNull(),
    /** The IANA time zone `read_on` is a date of. */
    timeZone: varchar('time_zone', { length: 64 }).notNull(),
  },
  (table) => [primaryKey({ name: 'quran_reading_days_pk', columns: [table.userId, table.readOn] })],
);
