// Whether a user is premium, read from their entitlements with the one rule of
// src/lib/premium/states.ts (decision 0062); nothing stores the answer a second time.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { premiumStatus, type EntitlementState, type PurchaseKind } from '../../lib/premium/states.ts';
import { now } from '../clock.ts';
import { queryRows } from '../sql.ts';
import { accountTokenOf } from './entitlements.ts';

export const STORE_OFF = {
  apple: 'App Store purchases are not configured on this server',
  google: 'Google Play purchases are not configured on this server',
} as const;
export const OTHER_ACCOUNT = 'This purchase belongs to another account';

export interface PremiumAnswer {
  isPremium: boolean;
  /** When premium ends unless renewed (ISO), or null when not premium. */
  premiumExpiresAt: string | null;
  /** The id the app passes to the store with every purchase (appAccountToken / obfuscatedAccountId). */
  appAccountToken: string;
}

export async function premiumOf(db: Executor, userId: number): Promise<PremiumAnswer> {
  const rows = await queryRows<{ kind: PurchaseKind; state: EntitlementState; expires_at: string | null }>(
    db,
    sql`SELECT kind, state, expires_at FROM entitlements WHERE user_id = ${userId} AND kind = 'subscription'`,
  );
  const status = premiumStatus(
    rows.map((row) => ({
      kind: row.kind,
      state: row.state,
      expiresAt: row.expires_at ? new Date(row.expires_at) : null,
    })),
    now(),
  );
  return {
    isPremium: status.isPremium,
    premiumExpiresAt: status.expiresAt?.toISOString() ?? null,
    appAccountToken: await accountTokenOf(db, userId),
  };
}
