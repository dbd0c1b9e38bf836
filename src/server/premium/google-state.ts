// What the Play Developer API says about a purchase, as an EntitlementChange (decision 0062). Pure.
import type { androidpublisher_v3 } from '@googleapis/androidpublisher';
import { extraProduct } from '../../lib/premium/products.ts';
import { subscriptionState, type EntitlementState } from '../../lib/premium/states.ts';
import type { EntitlementChange } from './entitlements.ts';

type SubscriptionV2 = androidpublisher_v3.Schema$SubscriptionPurchaseV2;
type ProductPurchase = androidpublisher_v3.Schema$ProductPurchase;

const SUBSCRIPTION_STATES: Record<string, EntitlementState | 'by_expiry'> = {
  SUBSCRIPTION_STATE_ACTIVE: 'active',
  SUBSCRIPTION_STATE_IN_GRACE_PERIOD: 'grace_period',
  SUBSCRIPTION_STATE_ON_HOLD: 'billing_retry',
  SUBSCRIPTION_STATE_PAUSED: 'expired',
  // Cancelled: it stops renewing but runs until its expiry.
  SUBSCRIPTION_STATE_CANCELED: 'by_expiry',
  SUBSCRIPTION_STATE_EXPIRED: 'expired',
};

const time = (value: string | null | undefined) => (value ? new Date(value) : null);

export function googleSubscriptionChange(
  token: string,
  purchase: SubscriptionV2,
  options: { voided: boolean; at: Date },
): { change: EntitlementChange; accountToken: string | null } | null {
  const line = purchase.lineItems?.[0];
  const mapped = SUBSCRIPTION_STATES[purchase.subscriptionState ?? ''];
  if (!line?.productId || !mapped) return null;
  const expiresAt = time(line.expiryTime);
  const state: EntitlementState = options.voided
    ? 'refunded'
    : mapped === 'by_expiry'
      ? subscriptionState({ expiresAt, graceUntil: null, billingRetry: false, at: options.at })
      : mapped;
  return {
    accountToken: purchase.externalAccountIdentifiers?.obfuscatedExternalAccountId ?? null,
    change: {
      store: 'google',
      storeKey: token,
      productId: line.productId,
      kind: 'subscription',
      state,
      expiresAt,
      autoRenew: line.autoRenewingPlan ? line.autoRenewingPlan.autoRenewEnabled === true : false,
      environment: purchase.testPurchase ? 'sandbox' : 'production',
      purchasedAt: time(purchase.startTime) ?? options.at,
      stateAt: options.at,
    },
  };
}

export function googleProductChange(
  token: string,
  productId: string,
  purchase: ProductPurchase,
  options: { voided: boolean; at: Date },
): { change: EntitlementChange; accountToken: string | null } | null {
  if (!extraProduct(productId)) return null;
  // purchaseState: 0 purchased, 1 cancelled (refunded or voided), 2 pending (not paid yet).
  if (purchase.purchaseState === 2 || purchase.purchaseState === undefined || purchase.purchaseState === null)
    return null;
  const state: EntitlementState = options.voided || purchase.purchaseState === 1 ? 'refunded' : 'active';
  const purchasedAt = purchase.purchaseTimeMillis ? new Date(Number(purchase.purchaseTimeMillis)) : options.at;
  return {
    accountToken: purchase.obfuscatedExternalAccountId ?? null,
    change: {
      store: 'google',
      storeKey: token,
      productId,
      kind: 'extra',
      state,
      expiresAt: null,
      autoRenew: null,
      environment: purchase.purchaseType === 0 ? 'sandbox' : 'production',
      purchasedAt,
      stateAt: options.at,
    },
  };
}
