// The app's users: the account, its admin user record (product §3) and the roll-ups the back-office
// sorts on. Their circles, invitations and activity are in schema-circles.ts and schema-people.ts.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { SPIRITUAL_LEVEL_NAMES, type UserStatus } from '../src/lib/people.ts';
import { createdAt, lower, updatedAt } from './schema-columns.ts';
import { launchSignups } from './schema-waitlist.ts';
import { versionColumns } from './schema-versions.ts';

/** A spiritual level's position in the level order (1 = Waking Soul, 0 = none yet); the user list sorts by it. */
export const LEVEL_RANK_SQL = `coalesce(array_position(ARRAY[${SPIRITUAL_LEVEL_NAMES.map((name) => `'${name.replace(/'/g, "''")}'`).join(', ')}]::text[], spiritual_level), 0)`;

/** completedThawaps: deed identifier → ISO timestamps of completion. */
export type CompletedThawaps = Record<string, string[]>;

// ---------------------------------------------------------------------------------------------
// App users (product §3 user; the admin user record)

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    age: integer('age').notNull(),
    location: text('location').notNull(),
    spiritualLevel: text('spiritual_level'),
    quizScore: integer('quiz_score'),
    themes: text('themes')
      .array()
      .notNull()
      .default(sql`ARRAY['faith','hope','patience']::text[]`),
    completedThawaps: jsonb('completed_thawaps').$type<CompletedThawaps>().notNull().default({}),
    isOnboarded: boolean('is_onboarded').notNull().default(false),
    // Admin user record (product §3): the account's email (unique, case-insensitive), streak,
    // Barakah score, subscription status and when the account was made / last used the app.
    email: varchar('email', { length: 254 }).notNull(),
    streak: integer('streak').notNull().default(0),
    barakahScore: integer('barakah_score').notNull().default(0),
    /**
     * The level the user started at, by its position in the level table (0 = the first level): the
     * quiz band of their result, else 0. The Barakah Score counts up from its minimum (decision 0056).
     */
    startLevelPosition: smallint('start_level_position').notNull().default(0),
    status: varchar('status', { length: 16 }).$type<UserStatus>().notNull().default('Free User'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    /** What the back-office search matches: name and email, lower-cased once at write time. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(name || ' ' || email)`),
    /**
     * Roll-ups kept by triggers on circle_members and invitations (migration people_rollups_extra),
     * in the same statement as every write there, so the back-office sorts and filters on an index:
     * highest circle role (2 Creator, 1 Admin, 0 none) and invitations that led to an account.
     */
    circleRank: smallint('circle_rank').notNull().default(0),
    referralCount: integer('referral_count').notNull().default(0),
    /** The user's IANA time zone (set by the app; null until it sends one). Decision 0038. */
    timeZone: varchar('time_zone', { length: 64 }),
    /**
     * The zone before the latest change and when that change was made (decision 0060): for a day
     * after a change, a deed's date may not be later than the previous zone's date (src/lib/deeds-zone.ts).
     */
    previousTimeZone: varchar('previous_time_zone', { length: 64 }),
    timeZoneChangedAt: timestamp('time_zone_changed_at', { withTimezone: true }),
    /** The app's language, a code of src/lib/i18n/locales.ts (decision 0048). */
    language: varchar('language', { length: 8 }).notNull().default('en'),
    /**
     * The launch-waitlist record with the same normalised email, linked at the first app sign-in:
     * its quiz result and referral code stay the user's (decision 0038).
     */
    launchSignupId: integer('launch_signup_id').references((): AnyPgColumn => launchSignups.id, {
      onDelete: 'set null',
    }),
    /**
     * Made by the sample-community generator (db:sample, the first-run seed), not by a person:
     * `npm run db:sample:remove` deletes these rows and what hangs off them (decision 0043).
     */
    isSample: boolean('is_sample').notNull().default(false),
    ...versionColumns(),
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(lower(table.email)),
    uniqueIndex('users_launch_signup_unique').on(table.launchSignupId),
    // One index per sortable column (ties broken by id) so a sorted page reads only its rows.
    index('users_name_idx').on(table.name, table.id),
    // The Referrals table's name sort (lower-cased name, then its key 'u' || id as text).
    index('users_name_lower_idx').on(sql`lower(name)`, sql`('u' || id::text)`),
    index('users_email_idx').on(table.email, table.id),
    index('users_location_idx').on(table.location, table.id),
    index('users_level_rank_idx').on(sql.raw(LEVEL_RANK_SQL), table.id),
    index('users_streak_idx').on(table.streak, table.id),
    index('users_score_idx').on(table.barakahScore, table.id),
    index('users_status_idx').on(table.status, table.id),
    index('users_created_idx').on(table.createdAt, table.id),
    index('users_last_active_idx').on(table.lastActiveAt),
    index('users_circle_rank_idx').on(table.circleRank, table.id),
    index('users_referral_count_idx').on(table.referralCount, table.id),
    // The real users are the few (the sample may be 100,000): the "Real" filter and the removal read this.
    index('users_real_idx')
      .on(table.createdAt, table.id)
      .where(sql`NOT ${table.isSample}`),
    check('users_streak_nonnegative', sql`${table.streak} >= 0`),
    check('users_score_nonnegative', sql`${table.barakahScore} >= 0`),
    check('users_start_level_nonnegative', sql`${table.startLevelPosition} >= 0`),
    check('users_status_known', sql`${table.status} IN ('Free User', 'Premium User', 'Lifetime User')`),
  ],
);
