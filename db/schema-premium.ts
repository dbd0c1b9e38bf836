// Premium from the stores (decision 0062): what a user was sold by the App Store or Google Play
// (one row per subscription or purchase: the entitlement), the per-user id the app hands the store
// so a purchase stays bound to the account that made it, and every signed notification or receipt
// as it arrived (the audit trail and the subscription's history).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  EntitlementState,
  PurchaseKind,
  StoreEnvironment,
  StoreEventOutcome,
  StoreName,
} from '../src/lib/premium/states.ts';
import { createdAt, updatedAt } from './schema-columns.ts';
import { users } from './schema-users.ts';

/**
 * The id the app passes to the store with every purchase: Apple's appAccountToken, Google's
 * obfuscatedExternalAccountId. Made on first use; a signed purchase carrying another user's id is refused.
 */
export const storeAccounts = pgTable('store_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  appAccountToken: uuid('app_account_token').notNull().unique().defaultRandom(),
  createdAt: createdAt(),
});

export const entitlements = pgTable(
  'entitlements',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    store: varchar('store', { length: 8 }).$type<StoreName>().notNull(),
    productId: varchar('product_id', { length: 200 }).notNull(),
    kind: varchar('kind', { length: 16 }).$type<PurchaseKind>().notNull(),
    /** Apple: originalTransactionId (a subscription) or transactionId (a one-time purchase); Google: the purchase token. */
    storeKey: text('store_key').notNull(),
    state: varchar('state', { length: 16 }).$type<EntitlementState>().notNull(),
    /** When access ends (a grace period's end while in grace); null for a one-time purchase. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    autoRenew: boolean('auto_renew'),
    /** When the store says it was bought (a one-time purchase's extras go to that month). */
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull(),
    environment: varchar('environment', { length: 12 }).$type<StoreEnvironment>().notNull(),
    /** The signed date of the store event the state comes from: an older event never overrides it. */
    stateAt: timestamp('state_at', { withTimezone: true }).notNull(),
    /** One-time quota extras: how many were credited, taken back on a refund, and already used then. */
    extrasGranted: integer('extras_granted').notNull().default(0),
    extrasReclaimed: integer('extras_reclaimed').notNull().default(0),
    extrasSpent: integer('extras_spent').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('entitlements_store_key_unique').on(table.store, table.storeKey),
    index('entitlements_user_idx').on(table.userId),
    check(
      'entitlements_extras_nonnegative',
      sql`${table.extrasGranted} >= 0 AND ${table.extrasReclaimed} >= 0 AND ${table.extrasSpent} >= 0`,
    ),
  ],
);

export const storeEvents = pgTable(
  'store_events',
  {
    id: serial('id').primaryKey(),
    store: varchar('store', { length: 8 }).$type<StoreName>().notNull(),
    /** Apple's notificationUUID, Pub/Sub's messageId, or `purchase:<transaction or token>` for the app's hand-over. */
    eventId: varchar('event_id', { length: 300 }).notNull(),
    type: varchar('type', { length: 64 }).notNull(),
    subtype: varchar('subtype', { length: 64 }),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    entitlementId: integer('entitlement_id').references(() => entitlements.id, { onDelete: 'set null' }),
    outcome: varchar('outcome', { length: 16 }).$type<StoreEventOutcome>().notNull(),
    stateAfter: varchar('state_after', { length: 16 }).$type<EntitlementState>(),
    /** The body as received (the signed payload itself, or the push with the store's answer). */
    raw: text('raw').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('store_events_event_unique').on(table.store, table.eventId),
    index('store_events_user_idx').on(table.userId, table.signedAt),
  ],
);
