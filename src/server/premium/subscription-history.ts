// A user's store purchases as the back-office shows them (decision 0062): the entitlements, premium
// by the one rule, and the store events that moved them, newest first.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { premiumStatus } from '../../lib/premium/states.ts';
import type { AdminEntitlement, AdminStoreEvent, AdminSubscription } from '../../lib/schemas/premium-admin.ts';
import { now } from '../clock.ts';
import { queryRows, isoTimeOrNull } from '../sql.ts';

export async function subscriptionOf(db: Executor, userId: number): Promise<AdminSubscription | null> {
  const [user] = await queryRows<{ id: number }>(db, sql`SELECT id FROM users WHERE id = ${userId}`);
  if (!user) return null;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT id, store, product_id, kind, state, expires_at, auto_renew, environment, purchased_at
          FROM entitlements WHERE user_id = ${userId} ORDER BY purchased_at DESC, id DESC`,
  );
  const entitlements: AdminEntitlement[] = rows.map((row) => ({
    id: row.id as number,
    store: row.store as AdminEntitlement['store'],
    productId: row.product_id as string,
    kind: row.kind as AdminEntitlement['kind'],
    state: row.state as AdminEntitlement['state'],
    expiresAt: isoTimeOrNull(row.expires_at as string | null),
    autoRenew: row.auto_renew as boolean | null,
    environment: row.environment as AdminEntitlement['environment'],
    purchasedAt: isoTimeOrNull(row.purchased_at as string)!,
  }));
  const events = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT id, store, type, subtype, signed_at, outcome, state_after FROM store_events
          WHERE user_id = ${userId} ORDER BY signed_at DESC, id DESC LIMIT 100`,
  );
  const history: AdminStoreEvent[] = events.map((row) => ({
    id: row.id as number,
    store: row.store as AdminStoreEvent['store'],
    type: row.type as string,
    subtype: row.subtype as string | null,
    signedAt: isoTimeOrNull(row.signed_at as string)!,
    outcome: row.outcome as AdminStoreEvent['outcome'],
    stateAfter: row.state_after as AdminStoreEvent['stateAfter'],
  }));
  const status = premiumStatus(
    entitlements.map((e) => ({ kind: e.kind, state: e.state, expiresAt: e.expiresAt ? new Date(e.expiresAt) : null })),
    now(),
  );
  return { isPremium: status.isPremium, premiumExpiresAt: isoTimeOrNull(status.expiresAt), entitlements, history };
}
