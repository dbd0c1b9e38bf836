// App users' passwordless sign-in (decision 0038): one-time email codes, and token families (one per
// sign-in on a device) holding short-lived access tokens and rotating refresh tokens. Codes and
// tokens are stored only as hashes; a user's families go with the account (cascade).
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './schema-users.ts';

export const appSignInCodes = pgTable(
  'app_sign_in_codes',
  {
    id: serial('id').primaryKey(),
    /** lower(trim(email)): the address the code was sent to, as users.email is unique on it. */
    email: varchar('email', { length: 254 }).notNull(),
    /** SHA-256 of `salt:code`. */
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    salt: varchar('salt', { length: 32 }).notNull(),
    /** The platform's client IP (Netlify context.ip) that asked for it: the per-IP limit counts these. */
    ip: varchar('ip', { length: 45 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * SHA-256 of the challenge the start answer gave the client that asked for this code: a try
     * naming it counts only against this code (decision 0059, amended). Null for codes made before.
     */
    challengeHash: varchar('challenge_hash', { length: 64 }),
    /** Wrong tries naming this code's challenge: the 5th closes it. */
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    /**
     * Wrong tries naming no challenge (an app before challenges, or a stranger): after 5 the code no
     * longer answers tries without its challenge, and stays open for the client that holds it.
     */
    unboundFailures: smallint('unbound_failures').notNull().default(0),
    /** Set when the code was used, voided by 5 wrong tries with its challenge, or replaced by a newer code. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * The language the app asked in (decision 0050): a new account made with this code starts in it.
     * The code's message is written in the account's language when there is one, else in this.
     */
    locale: varchar('locale', { length: 8 }).notNull().default('en'),
  },
  (table) => [
    index('app_sign_in_codes_email_idx').on(table.email, table.createdAt),
    index('app_sign_in_codes_ip_idx').on(table.ip, table.createdAt),
    check('app_sign_in_codes_attempts_range', sql`${table.failedAttempts} BETWEEN 0 AND 5`),
    check('app_sign_in_codes_unbound_failures_range', sql`${table.unboundFailures} BETWEEN 0 AND 5`),
    uniqueIndex('app_sign_in_codes_challenge_unique').on(table.challengeHash),
  ],
);

/** One sign-in on one device. Revoking it ends every token in it at once. */
export const appTokenFamilies = pgTable(
  'app_token_families',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('app_token_families_user_idx').on(table.userId)],
);

export const appTokens = pgTable(
  'app_tokens',
  {
    /** SHA-256 (hex) of the random token the app holds. */
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => appTokenFamilies.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).$type<'access' | 'refresh'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** A refresh token is used once: set when it was exchanged for a new pair. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * Of a used refresh token (decision 0059): SHA-256 of the client that used it (IP and
     * User-Agent), and the pair it was exchanged for, encrypted with a key only this token gives.
     * The same client presenting it again within the grace window gets that pair back.
     */
    usedBy: varchar('used_by', { length: 64 }),
    rotatedPair: text('rotated_pair'),
  },
  (table) => [
    index('app_tokens_family_idx').on(table.familyId),
    index('app_tokens_expires_idx').on(table.expiresAt),
    check('app_tokens_kind_known', sql`${table.kind} IN ('access', 'refresh')`),
  ],
);
