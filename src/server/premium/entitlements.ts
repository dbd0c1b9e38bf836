// Entitlements (decision 0062): the one place that writes them. A store event is recorded first
// (its id is unique, so a replay or a concurrent duplicate stops there and changes nothing); then
// the entitlement moves to the state the event carries unless the row already holds a newer one;
// one-time purchases credit (and on a refund take back) quota extras. All in the caller's transaction.
import { sql } from 'drizzle-orm';
import type { Tx, Executor } from '../../../db/client.ts';
import { extraProduct } from '../../lib/premium/products.ts';
import {
  extrasToReclaim,
  type EntitlementState,
  type PurchaseKind,
  type StoreEnvironment,
  type StoreEventOutcome,
  type StoreName,
} from '../../lib/premium/states.ts';
import { quotaPeriod } from '../../lib/quota-month.ts';
import { readUser } from '../app/deeds-user.ts';
import { recordAudit } from '../audit.ts';
import { quotaColumns } from '../monthly-quotas.ts';
import { serverEnv } from '../env.ts';
import { queryRows } from '../sql.ts';

export interface StoreEventInput {
  store: StoreName;
  eventId: string;
  type: string;
  subtype: string | null;
  signedAt: Date;
  raw: string;
}

/** Records the event; false when it was recorded before (a replay: the caller stops). */
export async function claimEvent(tx: Tx, event: StoreEventInput): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO store_events (store, event_id, type, subtype, signed_at, outcome, raw)
        VALUES (${event.store}, ${event.eventId}, ${event.type}, ${event.subtype}, ${event.signedAt.toISOString()}, 'recorded', ${event.raw})
        ON CONFLICT (store, event_id) DO NOTHING RETURNING id`,
  );
  return row?.id ?? null;
}

export async function settleEvent(
  tx: Tx,
  eventRowId: number,
  result: {
    outcome: StoreEventOutcome;
    userId: number | null;
    entitlementId: number | null;
    state: EntitlementState | null;
  },
): Promise<void> {
  await tx.execute(
    sql`UPDATE store_events SET outcome = ${result.outcome}, user_id = ${result.userId}, entitlement_id = ${result.entitlementId},
          state_after = ${result.state} WHERE id = ${eventRowId}`,
  );
}

/** The user whose per-user purchase id this is (Apple's appAccountToken, Google's obfuscated account id). */
export async function userOfAccountToken(tx: Executor, token: string | null | undefined): Promise<number | null> {
  if (!token || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(token)) return null;
  const [row] = await queryRows<{ user_id: number }>(
    tx,
    sql`SELECT user_id FROM store_accounts WHERE app_account_token = ${token.toLowerCase()}::uuid`,
  );
  return row?.user_id ?? null;
}

/** The user's purchase id, made on first use. */
export async function accountTokenOf(db: Executor, userId: number): Promise<string> {
  await db.execute(sql`INSERT INTO store_accounts (user_id) VALUES (${userId}) ON CONFLICT (user_id) DO NOTHING`);
  const [row] = await queryRows<{ token: string }>(
    db,
    sql`SELECT app_account_token::text AS token FROM store_accounts WHERE user_id = ${userId}`,
  );
  if (!row) throw new Error(`No store account for user ${userId}`);
  return row.token;
}

export interface EntitlementChange {
  store: StoreName;
  storeKey: string;
  productId: string;
  kind: PurchaseKind;
  state: EntitlementState;
  expiresAt: Date | null;
  autoRenew: boolean | null;
  environment: StoreEnvironment;
  purchasedAt: Date;
  /** The signed date of what the state comes from: the row keeps the newest. */
  stateAt: Date;
}

interface EntitlementRow extends Record<string, unknown> {
  id: number;
  user_id: number;
  state: EntitlementState;
  state_at: string;
  kind: PurchaseKind;
  product_id: string;
  purchased_at: string;
  extras_granted: number;
  extras_reclaimed: number;
  extras_spent: number;
}

export async function entitlementByKey(tx: Tx, store: StoreName, storeKey: string): Promise<EntitlementRow | null> {
  const [row] = await queryRows<EntitlementRow>(
    tx,
    sql`SELECT id, user_id, state, state_at, kind, product_id, purchased_at, extras_granted, extras_reclaimed, extras_spent
          FROM entitlements WHERE store = ${store} AND store_key = ${storeKey} FOR UPDATE`,
  );
  return row ?? null;
}

export type ApplyResult =
  | { outcome: 'applied' | 'stale'; entitlementId: number; state: EntitlementState; userId: number }
  | { outcome: 'other_user'; userId: number };

/**
 * Moves (or creates) the user's entitlement to the change's state. A row of another user is never
 * touched ('other_user'); a row whose state comes from a later signed date stays ('stale').
 */
export async function applyChange(tx: Tx, userId: number, change: EntitlementChange): Promise<ApplyResult> {
  // Serialises every writer of this purchase: the insert either makes the row or waits for and finds it.
  await tx.execute(
    sql`INSERT INTO entitlements (user_id, store, product_id, kind, store_key, state, expires_at, auto_renew, environment, purchased_at, state_at)
        VALUES (${userId}, ${change.store}, ${change.productId}, ${change.kind}, ${change.storeKey}, ${change.state},
                ${change.expiresAt?.toISOString() ?? null}, ${change.autoRenew}, ${change.environment},
                ${change.purchasedAt.toISOString()}, '-infinity')
        ON CONFLICT (store, store_key) DO NOTHING`,
  );
  const row = await entitlementByKey(tx, change.store, change.storeKey);
  if (!row) throw new Error('entitlement row vanished');
  if (row.user_id !== userId) return { outcome: 'other_user', userId: row.user_id };
  if (new Date(row.state_at).getTime() > change.stateAt.getTime()) {
    return { outcome: 'stale', entitlementId: row.id, state: row.state, userId };
  }
  await tx.execute(
    sql`UPDATE entitlements SET state = ${change.state}, expires_at = ${change.expiresAt?.toISOString() ?? null},
          auto_renew = ${change.autoRenew}, product_id = ${change.productId}, state_at = ${change.stateAt.toISOString()}, updated_at = now()
        WHERE id = ${row.id}`,
  );
  if (change.kind === 'extra') await settleExtras(tx, row, change.state);
  return { outcome: 'applied', entitlementId: row.id, state: change.state, userId };
}

const GRANTING: readonly EntitlementState[] = ['active'];

/** Credits a one-time purchase's extras once, and takes back the unspent part once on a refund or revocation. */
async function settleExtras(tx: Tx, row: EntitlementRow, state: EntitlementState): Promise<void> {
  const product = extraProduct(row.product_id);
  if (!product) return;
  // Dedications are not sold while SELL_EXTRA_DEDICATIONS is off (the default; decision 0065): the
  // purchase is recorded, nothing is credited, and so nothing is later taken back.
  if (product.quota === 'dedications' && !serverEnv().SELL_EXTRA_DEDICATIONS) return;
  // The month the user's quota counted in when they bought it (their local month), so extras are
  // spent in the month they were bought for and a refund finds them there.
  const user = await readUser(tx, row.user_id, false);
  const { year, month } = quotaPeriod(new Date(row.purchased_at), user.timeZone, user.zoneChange).month;
  const { table, used, extra } = quotaColumns(product.quota === 'dedications' ? 'dedications' : 'duaRequests');
  if (GRANTING.includes(state) && row.extras_granted === 0) {
    await tx.execute(
      sql`INSERT INTO ${table} (user_id, year, month, ${extra}) VALUES (${row.user_id}, ${year}, ${month}, ${product.count})
          ON CONFLICT (user_id, year, month) DO UPDATE SET ${extra} = ${table}.${extra} + ${product.count}, updated_at = now()`,
    );
    await tx.execute(sql`UPDATE entitlements SET extras_granted = ${product.count} WHERE id = ${row.id}`);
    return;
  }
  const takenBack = row.extras_reclaimed + row.extras_spent > 0;
  if ((state === 'refunded' || state === 'revoked') && row.extras_granted > 0 && !takenBack) {
    const [quota] = await queryRows<{ extra: number; used: number }>(
      tx,
      sql`SELECT ${extra} AS extra, ${used} AS used FROM ${table}
            WHERE user_id = ${row.user_id} AND year = ${year} AND month = ${month} FOR UPDATE`,
    );
    const { reclaim, spent } = extrasToReclaim(row.extras_granted, quota?.extra ?? 0, quota?.used ?? 0);
    if (reclaim > 0) {
      await tx.execute(
        sql`UPDATE ${table} SET ${extra} = ${extra} - ${reclaim}, updated_at = now()
              WHERE user_id = ${row.user_id} AND year = ${year} AND month = ${month}`,
      );
    }
    await tx.execute(
      sql`UPDATE entitlements SET extras_reclaimed = ${reclaim}, extras_spent = ${spent} WHERE id = ${row.id}`,
    );
  }
}

/** The audit row of an applied store change (the store is the actor). */
export async function auditChange(tx: Tx, store: StoreName, result: ApplyResult, what: string): Promise<void> {
  if (result.outcome !== 'applied') return;
  await recordAudit(
    tx,
    { id: null, username: store === 'apple' ? 'app-store' : 'google-play' },
    {
      action: 'entitlement.changed',
      entityType: 'user',
      entityId: result.userId,
      summary: `${what}: entitlement #${result.entitlementId} is now ${result.state}`,
    },
  );
}
