// The back-office's staff: accounts, sessions, sign-in attempts and the audit log of every staff write.
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { StaffRole } from '../src/lib/staff-roles.ts';
import { createdAt, lower, updatedAt } from './schema-columns.ts';
import { versionColumns } from './schema-versions.ts';

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
