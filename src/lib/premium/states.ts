// Premium from the stores (decision 0062): the words of an entitlement and the one rule that says
// whether a user is premium. Pure: the server, the back-office and the tests share it.

export const STORES = ['apple', 'google'] as const;
export type StoreName = (typeof STORES)[number];

export const STORE_ENVIRONMENTS = ['production', 'sandbox'] as const;
export type StoreEnvironment = (typeof STORE_ENVIRONMENTS)[number];

/** A subscription (premium while it runs) or a one-time purchase of quota extras. */
export const PURCHASE_KINDS = ['subscription', 'extra'] as const;
export type PurchaseKind = (typeof PURCHASE_KINDS)[number];

export const ENTITLEMENT_STATES = [
  'active',
  'grace_period',
  'billing_retry',
  'expired',
  'revoked',
  'refunded',
] as const;
export type EntitlementState = (typeof ENTITLEMENT_STATES)[number];

/** What became of a store event: applied, older than the state it would change, or only recorded. */
export const STORE_EVENT_OUTCOMES = ['applied', 'stale', 'recorded'] as const;
export type StoreEventOutcome = (typeof STORE_EVENT_OUTCOMES)[number];

/** Active and grace period give access (the stores' own rule); billing retry without grace does not. */
export const PREMIUM_STATES: readonly EntitlementState[] = ['active', 'grace_period'];

export interface EntitlementLike {
  kind: PurchaseKind;
  state: EntitlementState;
  expiresAt: Date | null;
}

/**
 * Whether these entitlements make the user premium at `at`, and until when: a subscription in a
 * premium state whose expiry (the grace period's end while in grace) is still ahead.
 */
export function premiumStatus(
  rows: readonly EntitlementLike[],
  at: Date,
): { isPremium: boolean; expiresAt: Date | null } {
  let expiresAt: Date | null = null;
  for (const row of rows) {
    if (row.kind !== 'subscription' || !PREMIUM_STATES.includes(row.state)) continue;
    if (!row.expiresAt || row.expiresAt.getTime() <= at.getTime()) continue;
    if (!expiresAt || row.expiresAt > expiresAt) expiresAt = row.expiresAt;
  }
  return { isPremium: expiresAt !== null, expiresAt };
}

/**
 * How many extras a refund takes back: what was credited, less what the month's uses have already
 * consumed of the extras still there. The free monthly allowance is not published (SPEC: "limit
 * values: not shown"), so every use counts against extras first: nothing goes negative and nobody
 * loses a dedication or dua already made; the rest is recorded as spent.
 */
export function extrasToReclaim(
  granted: number,
  extraPurchased: number,
  used: number,
): { reclaim: number; spent: number } {
  const unspent = Math.max(0, extraPurchased - Math.max(0, used));
  const reclaim = Math.min(granted, unspent);
  return { reclaim, spent: granted - reclaim };
}

/** The state of a subscription from what the store last said of it, at `at`. */
export function subscriptionState(input: {
  expiresAt: Date | null;
  graceUntil: Date | null;
  billingRetry: boolean;
  at: Date;
}): EntitlementState {
  const { expiresAt, graceUntil, billingRetry, at } = input;
  if (expiresAt && expiresAt.getTime() > at.getTime()) return 'active';
  if (graceUntil && graceUntil.getTime() > at.getTime()) return 'grace_period';
  if (billingRetry) return 'billing_retry';
  return 'expired';
}
