// Staff translations (decision 0047): one row per catalogue string and locale that
// staff have written or cleared. `text` is the draft; `published_text` what the next build merges
// over the file catalogues (src/lib/i18n/catalogues.ts). '' clears a string (English shows).
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { versionColumns } from './schema-versions.ts';

export const translationStrings = pgTable(
  'translation_strings',
  {
    id: serial('id').primaryKey(),
    /** The registry's catalogue name (e.g. 'chrome'); its area comes from the registry. */
    catalogue: varchar('catalogue', { length: 32 }).notNull(),
    key: varchar('key', { length: 120 }).notNull(),
    locale: varchar('locale', { length: 8 }).notNull(),
    text: text('text').notNull(),
    /** Fingerprint of the English when the draft was written: differs from today's → "Outdated". */
    sourceHash: varchar('source_hash', { length: 16 }).notNull(),
    /** A native speaker has reviewed this text. */
    reviewed: boolean('reviewed').notNull().default(false),
    writtenBy: varchar('written_by', { length: 64 }).notNull(),
    publishedText: text('published_text'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...versionColumns(),
  },
  (table) => [
    uniqueIndex('translation_strings_string_idx').on(table.catalogue, table.key, table.locale),
    index('translation_strings_unpublished_idx')
      .on(table.id)
      .where(sql`${table.publishedText} IS DISTINCT FROM ${table.text}`),
    check('translation_strings_locale', sql`${table.locale} IN ('ar','ur','id','bn','tr','ms','fr')`),
  ],
);
