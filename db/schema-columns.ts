// Column helpers shared by the db/schema-*.ts tables (not tables themselves, so db/schema.ts does not
// re-export them).
import { sql, type SQL } from 'drizzle-orm';
import { type AnyPgColumn, timestamp } from 'drizzle-orm/pg-core';

/** lower(column): the expression behind every case-insensitive unique index. */
export const lower = (column: AnyPgColumn): SQL => sql`lower(${column})`;

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
