// Settings staff edit (decision 0070): the monthly quota limits of dua requests (decision 0064) and
// dedications (decision 0065). One row (id 1), versioned like every staff-edited record (decision
// 0029). It is written on the first save: until then the defaults of src/lib/duas.ts and
// src/lib/live.ts apply.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint } from 'drizzle-orm/pg-core';
import { versionColumns } from './schema-versions.ts';

export const quotaLimits = pgTable(
  'quota_limits',
  {
    id: smallint('id').primaryKey().default(1),
    duaRequestsPerMonth: integer('dua_requests_per_month').notNull(),
    dedicationsPerMonth: integer('dedications_per_month').notNull(),
    ...versionColumns(),
  },
  (table) => [
    check('quota_limits_single_row', sql`${table.id} = 1`),
    check(
      'quota_limits_range',
      sql`${table.duaRequestsPerMonth} BETWEEN 0 AND 1000 AND ${table.dedicationsPerMonth} BETWEEN 0 AND 1000`,
    ),
  ],
);
