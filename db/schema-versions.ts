// Record versions (docs/decisions/0029): every staff-editable record carries a version
// that every write to it increments, and who made that write and when. A save sends the version
// its editor loaded; src/server/versions.ts refuses it with 409 when the record has moved on.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The three columns of a versioned record. `changed_by` is the staff username (or 'scheduler',
 * 'terminal') of the write that made this version, null for rows older than versions; `changed_at`
 * is its time. Kept apart from `updated_at`, which other bookkeeping writes also touch.
 */
export const versionColumns = () => ({
  version: integer('version').notNull().default(1),
  changedBy: varchar('changed_by', { length: 64 }),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The Spiritual Levels table is edited and saved whole (PUT /api/admin/quiz/levels), so its version
 * belongs to the table, not to a level row: this single row (id 1, made by the migration) holds it.
 */
export const spiritualLevelSet = pgTable(
  'spiritual_level_set',
  {
    id: smallint('id').primaryKey().default(1),
    ...versionColumns(),
  },
  (table) => [check('spiritual_level_set_single_row', sql`${table.id} = 1`)],
);
