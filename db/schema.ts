// The one description of what Postgres stores. Tables follow product §3 "What we store";
// staff accounts, sessions, login attempts and quiz completions serve the back-office and the
// visitor counter. Generate SQL with `npm run db:generate`, never by hand.
import { sql, type SQL } from 'drizzle-orm';
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
import type { BlogPostStatus } from '../src/lib/schemas/blog-post.ts';
import type { StaffRole } from '../src/lib/staff-roles.ts';
import { SPIRITUAL_LEVEL_NAMES, type UserStatus } from '../src/lib/people.ts';
import { versionColumns } from './schema-versions.ts';

/** lower(column): the expression behind every case-insensitive unique index. */
const lower = (column: AnyPgColumn): SQL => sql`lower(${column})`;

/** A spiritual level's position in the level order (1 = Waking Soul, 0 = none yet); the user list sorts by it. */
export const LEVEL_RANK_SQL = `coalesce(array_position(ARRAY[${SPIRITUAL_LEVEL_NAMES.map((name) => `'${name.replace(/'/g, "''")}'`).join(', ')}]::text[], spiritual_level), 0)`;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ---------------------------------------------------------------------------------------------
// JSON shapes stored in jsonb columns (product §3)

export interface GroupGoal {
  id: string;
  title: string;
  description: string;
  targetCount: number;
  currentCount: number;
  createdAt: string;
  completedAt?: string;
  isCompleted: boolean;
}

export interface QuranChallengeAssignment {
  userId: number;
  startAyah: number;
  endAyah: number;
  isCompleted: boolean;
  completedAt?: string;
}

export interface QuranChallenge {
  id: string;
  title: string;
  description: string;
  surahName: string;
  totalAyahs: number;
  startAyah: number;
  endAyah: number;
  deadline: string;
  createdAt: string;
  isCompleted: boolean;
  assignments: QuranChallengeAssignment[];
}

export type ActivityType =
  | 'thawap_completed'
  | 'goal_contribution'
  | 'quran_completed'
  | 'blessing_sent'
  | 'member_joined';

export interface ActivityItem {
  id: string;
  userId: number;
  type: ActivityType;
  content: string;
  createdAt: string;
  reactions: { userId: number; reaction: string }[];
}

/** completedThawaps: deed identifier → ISO timestamps of completion. */
export type CompletedThawaps = Record<string, string[]>;

/** What a quiz funnel stores on a waitlist record (product §7 progress and final saves). */
export type StoredQuizAnswers = Record<string, unknown>;

// ---------------------------------------------------------------------------------------------
// App tables

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    age: integer('age').notNull(),
    location: text('location').notNull(),
    spiritualLevel: text('spiritual_level'),
    quizScore: integer('quiz_score'),
    themes: text('themes').array().notNull().default(sql`ARRAY['faith','hope','patience']::text[]`),
    completedThawaps: jsonb('completed_thawaps').$type<CompletedThawaps>().notNull().default({}),
    isOnboarded: boolean('is_onboarded').notNull().default(false),
    // Admin user record (product §3): the account's email (unique, case-insensitive), streak,
    // Barakah score, subscription status and when the account was made / last used the app.
    email: varchar('email', { length: 254 }).notNull(),
    streak: integer('streak').notNull().default(0),
    barakahScore: integer('barakah_score').notNull().default(0),
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
     * The launch-waitlist record with the same normalised email, linked at the first app sign-in:
     * its quiz result and referral code stay the user's (decision 0038).
     */
    launchSignupId: integer('launch_signup_id').references((): AnyPgColumn => launchSignups.id, { onDelete: 'set null' }),
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
    check('users_streak_nonnegative', sql`${table.streak} >= 0`),
    check('users_score_nonnegative', sql`${table.barakahScore} >= 0`),
    check('users_status_known', sql`${table.status} IN ('Free User', 'Premium User', 'Lifetime User')`),
  ],
);

/**
 * Circles. `admin_id` is the circle's Creator (spec "adminId"); `type` is its visibility
 * ('public' or 'private'). Members and goals live in circle_members and circle_goals
 * (db/schema-people.ts), the one source of truth for both; the spec's member_ids and group_goals
 * columns stay for compatibility and are not read by the back-office.
 */
export const circles = pgTable(
  'circles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    type: text('type').notNull(),
    inviteCode: text('invite_code').unique(),
    adminId: integer('admin_id').notNull(),
    createdAt: createdAt(),
    memberIds: integer('member_ids').array().notNull().default(sql`ARRAY[]::integer[]`),
    groupGoals: jsonb('group_goals').$type<GroupGoal[]>().notNull().default([]),
    quranChallenges: jsonb('quran_challenges').$type<QuranChallenge[]>().notNull().default([]),
    ...versionColumns(),
    /** The last four activity items, newest first. */
    activityFeed: jsonb('activity_feed').$type<ActivityItem[]>().notNull().default([]),
  },
  (table) => [
    index('circles_admin_idx').on(table.adminId),
    index('circles_type_created_idx').on(table.type, table.createdAt),
    index('circles_created_idx').on(table.createdAt, table.id),
  ],
);

export const circleRequests = pgTable('circle_requests', {
  id: serial('id').primaryKey(),
  circleId: integer('circle_id')
    .notNull()
    .references(() => circles.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status').notNull().default('pending'),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// Launch waitlist: one record per email identity (or, without an email, per phone) for both quiz
// funnels. The identities are made by src/lib/contact-identity.ts (decision 0031).

export const launchSignups = pgTable(
  'launch_signups',
  {
    id: serial('id').primaryKey(),
    name: text('name'),
    phoneNumber: varchar('phone_number', { length: 32 }),
    email: varchar('email', { length: 254 }),
    /** emailIdentity(email): lowercase, Gmail without dots and "+tag". A record is unique on it. */
    emailKey: varchar('email_key', { length: 254 }),
    /** phoneIdentity(phone_number): "+" and digits. Records without an email are unique on it. */
    phoneKey: varchar('phone_key', { length: 32 }),
    createdAt: createdAt(),
    notified: boolean('notified').notNull().default(false),
    source: varchar('source', { length: 64 }).notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    quizAnswers: jsonb('quiz_answers').$type<StoredQuizAnswers>(),
    /** Code this person shares (made by the server); each credited invitee is +10 XP. */
    referralCode: varchar('referral_code', { length: 16 }).unique(),
    /**
     * SHA-256 of the owner token: the secret given once to the browser that created the record.
     * Only a request carrying it may change the record. One browser may own several records.
     */
    ownerTokenHash: varchar('owner_token_hash', { length: 64 }),
    referredById: integer('referred_by_id').references((): AnyPgColumn => launchSignups.id, {
      onDelete: 'set null',
    }),
    updatedAt: updatedAt(),
    /** When the address was confirmed (double opt-in); null = unconfirmed (decision 0035). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When the person unsubscribed (or staff did it for them); null = subscribed (decision 0035). */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('launch_signups_email_key_unique').on(table.emailKey),
    uniqueIndex('launch_signups_phone_only_key_unique').on(table.phoneKey).where(sql`${table.email} IS NULL`),
    index('launch_signups_referred_by_idx').on(table.referredById),
    index('launch_signups_owner_token_idx').on(table.ownerTokenHash),
    // The Waitlist tab's sorts and date range (each key with id as the tie-break).
    index('launch_signups_created_idx').on(table.createdAt, table.id),
    index('launch_signups_source_created_idx').on(table.source, table.createdAt, table.id),
    index('launch_signups_name_idx').on(lower(table.name), table.id),
  ],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Kept equal to `unsubscribed_at IS NULL` by a trigger (newsletter_unsubscribed_sync) and a
     * check (newsletter_active_matches_unsubscribed), both in migration waitlist_admin_extra,
     * whichever of the two a write sets: "unsubscribed" has one meaning (decision 0035).
     */
    isActive: boolean('is_active').notNull().default(true),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('newsletter_email_lower_unique').on(lower(table.email)),
    index('newsletter_subscribed_idx').on(table.subscribedAt, table.id),
  ],
);

/** Completed quiz runs, with or without an email: the visitor counter counts these. */
export const quizCompletions = pgTable(
  'quiz_completions',
  {
    id: serial('id').primaryKey(),
    quiz: varchar('quiz', { length: 32 }).notNull(),
    score: integer('score').notNull(),
    level: varchar('level', { length: 64 }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('quiz_completions_quiz_idx').on(table.quiz)],
);

// ---------------------------------------------------------------------------------------------
// Blog (product §3 blog post)


export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 200 }).notNull().unique(),
    title: varchar('title', { length: 255 }).notNull(),
    excerpt: text('excerpt').notNull(),
    category: varchar('category', { length: 64 }).notNull(),
    author: varchar('author', { length: 120 }).notNull(),
    authorBio: text('author_bio'),
    tags: text('tags').array().notNull().default(sql`ARRAY[]::text[]`),
    status: varchar('status', { length: 16 }).$type<BlogPostStatus>().notNull().default('draft'),
    /** Display text of the date, e.g. "July 14, 2025". */
    date: varchar('date', { length: 64 }),
    readTime: varchar('read_time', { length: 32 }),
    image: text('image'),
    coverImage: text('cover_image'),
    coverImageAlt: text('cover_image_alt'),
    content: text('content').notNull(),
    metaTitle: varchar('meta_title', { length: 255 }),
    metaDescription: text('meta_description'),
    ogTitle: varchar('og_title', { length: 255 }),
    ogDescription: text('og_description'),
    ogImage: text('og_image'),
    publishDate: timestamp('publish_date', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    allowIndexing: boolean('allow_indexing').notNull().default(true),
    views: integer('views').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    ...versionColumns(),
  },
  (table) => [
    index('blog_posts_status_publish_idx').on(table.status, table.publishDate),
  ],
);

// ---------------------------------------------------------------------------------------------
// Live prayer, dedications and dua requests (product §3; used by the app)

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

// ---------------------------------------------------------------------------------------------
// Staff back-office

export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 64 }).notNull(),
    displayName: varchar('display_name', { length: 120 }).notNull(),
    role: varchar('role', { length: 32 }).$type<StaffRole>().notNull(),
    /** scrypt hash in PHC-like form: scrypt$N$r$p$salt$hash (base64url). */
    passwordHash: text('password_hash').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    /** Set when someone else chose the password (a one-time password): change it at next sign-in. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...versionColumns(),
  },
  (table) => [uniqueIndex('staff_accounts_username_lower_unique').on(lower(table.username))],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the session token; the token itself exists only in the cookie. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    ipAddress: varchar('ip_address', { length: 45 }).notNull(),
    username: varchar('username', { length: 64 }),
    succeeded: boolean('succeeded').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_attempts_ip_time_idx').on(table.ipAddress, table.attemptedAt),
    // the per-account limit counts by lower(username)
    index('login_attempts_username_time_idx').on(lower(table.username), table.attemptedAt),
  ],
);

/**
 * Who changed what in the back-office. Written in the same transaction as the change it
 * describes (src/server/audit.ts); there is no API to edit or delete it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** Null once the staff account is deleted; the username below keeps the record readable. */
    staffId: integer('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    staffUsername: varchar('staff_username', { length: 64 }).notNull(),
    /** What happened, as `entity.verb` (e.g. `post.published`, `staff.disabled`). */
    action: varchar('action', { length: 64 }).notNull(),
    entityType: varchar('entity_type', { length: 32 }).notNull(),
    entityId: varchar('entity_id', { length: 128 }),
    summary: varchar('summary', { length: 500 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_staff_created_idx').on(table.staffId, table.createdAt),
    index('audit_log_entity_created_idx').on(table.entityType, table.createdAt),
  ],
);
export * from './schema-analytics.ts';
export * from './schema-content.ts';
export * from './schema-hardening-data.ts';
export * from './schema-people.ts';
export * from './schema-quizbank.ts';
export * from './schema-deeds.ts';
export * from './schema-people-rollups.ts';
export * from './schema-engagement.ts';
export * from './schema-usage.ts';
export * from './schema-engagement-summary.ts';
export * from './schema-mail.ts';
export * from './schema-versions.ts';
export * from './schema-app-auth.ts';
export * from './schema-email-tokens.ts';
export * from './schema-post-history.ts';
