// Analytics of the public site (decision 0012): cookieless funnel events, the daily
// roll-up every chart reads, and the daily salt behind visit counting. No column holds an IP
// address, a user agent, an email or a quiz answer.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { EVENT_TYPES } from '../src/lib/analytics/constants.ts';

const typeList = sql.raw(EVENT_TYPES.map((type) => `'${type}'`).join(', '));

/** Every accepted event, with only its allowed fields (kept for recounting the roll-up). */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** The UTC day the event counts for. */
    day: date('day', { mode: 'string' }).notNull(),
    type: varchar('type', { length: 24 }).notNull(),
    source: varchar('source', { length: 40 }).notNull(),
    path: varchar('path', { length: 32 }),
    quiz: varchar('quiz', { length: 16 }),
    questionId: varchar('question_id', { length: 64 }),
    position: smallint('position'),
    scoreBand: varchar('score_band', { length: 8 }),
    waitlistSource: varchar('waitlist_source', { length: 24 }),
    slug: varchar('slug', { length: 200 }),
    /** The page's locale (a code of src/lib/i18n/locales.ts; decision 0053); null when the beacon sent none. */
    locale: varchar('locale', { length: 8 }),
  },
  (table) => [
    index('analytics_events_day_idx').on(table.day),
    check('analytics_events_type_check', sql`${table.type} in (${typeList})`),
  ],
);

/**
 * The daily roll-up: one counter per (day, metric, traffic source, dimension), bumped by the same
 * statement that stores the event. Metrics are the event types plus 'visit' (first page view of a
 * visitor on a day). Dimension: page path, quiz, 'quiz:position:questionId', 'quiz:band',
 * waitlist source or post slug ('' when the metric has none); and the page's locale.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    metric: varchar('metric', { length: 24 }).notNull(),
    source: varchar('source', { length: 40 }).notNull(),
    dim: varchar('dim', { length: 200 }).notNull().default(''),
    count: integer('count').notNull().default(0),
    /**
     * The locale of the page the event came from (decision 0053); '' when not recorded (events
     * counted before the dimension existed, a beacon that sent none, the server's own events).
     */
    locale: varchar('locale', { length: 8 }).notNull().default(''),
  },
  (table) => [
    primaryKey({
      name: 'analytics_daily_pk',
      columns: [table.day, table.metric, table.source, table.dim, table.locale],
    }),
    index('analytics_daily_metric_day_idx').on(table.metric, table.day),
  ],
);

/**
 * Today's visitors as salted hashes (SHA-256 of salt + site + IP + user agent), only to count each
 * visitor once a day. Rows of earlier days are deleted when the salt rotates.
 */
export const analyticsVisitors = pgTable(
  'analytics_visitors',
  {
    day: date('day', { mode: 'string' }).notNull(),
    visitorHash: varchar('visitor_hash', { length: 64 }).notNull(),
  },
  (table) => [primaryKey({ name: 'analytics_visitors_pk', columns: [table.day, table.visitorHash] })],
);

/** The daily salt: one random value per UTC day; earlier days' salts are deleted. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: varchar('salt', { length: 64 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
