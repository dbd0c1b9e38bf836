// What an App Store notification or transaction says about an entitlement (decision 0062): pure
// mapping from Apple's decoded payloads to an EntitlementChange, or null when it changes nothing.
import type { JWSRenewalInfoDecodedPayload, JWSTransactionDecodedPayload } from '@apple/app-store-server-library';
import { extraProduct } from '../../lib/premium/products.ts';
import { subscriptionState, type EntitlementState } from '../../lib/premium/states.ts';
import type { EntitlementChange } from './entitlements.ts';

const SUBSCRIPTION = 'Auto-Renewable Subscription';
/** Notification types that are recorded only: they carry no new state of the purchase. */
export const RECORDED_ONLY = new Set([
  'CONSUMPTION_REQUEST',
  'TEST',
  'REFUND_DECLINED',
  'PRICE_INCREASE',
  'EXTERNAL_PURCHASE_TOKEN',
]);

const date = (ms: number | undefined) => (ms === undefined ? null : new Date(ms));

export function appleChange(input: {
  type: string | null;
  subtype: string | null;
  transaction: JWSTransactionDecodedPayload;
  renewal: JWSRenewalInfoDecodedPayload | null;
  environment: 'production' | 'sandbox';
  signedAt: Date;
  at: Date;
}): EntitlementChange | null {
  const { type, subtype, transaction, renewal, environment, signedAt, at } = input;
  if (type && RECORDED_ONLY.has(type)) return null;
  const productId = transaction.productId;
  if (!productId || !transaction.transactionId) return null;
  const isSubscription = transaction.type === SUBSCRIPTION;
  if (!isSubscription && !extraProduct(productId)) return null;
  const storeKey = isSubscription
    ? (transaction.originalTransactionId ?? transaction.transactionId)
    : transaction.transactionId;
  const expiresAt = date(transaction.expiresDate);
  const graceUntil = date(renewal?.gracePeriodExpiresDate);
  let state: EntitlementState;
  if (type === 'REVOKE') state = 'revoked';
  else if (type === 'REFUND' || transaction.revocationDate !== undefined) state = 'refunded';
  else if (!isSubscription) state = 'active';
  else if (type === 'EXPIRED') state = 'expired';
  else if (type === 'DID_FAIL_TO_RENEW')
    state = subtype === 'GRACE_PERIOD' && graceUntil ? 'grace_period' : 'billing_retry';
  else if (type === 'GRACE_PERIOD_EXPIRED') state = 'billing_retry';
  else state = subscriptionState({ expiresAt, graceUntil, billingRetry: renewal?.isInBillingRetryPeriod === true, at });
  return {
    store: 'apple',
    storeKey,
    productId,
    kind: isSubscription ? 'subscription' : 'extra',
    state,
    expiresAt: isSubscription ? (state === 'grace_period' ? graceUntil : expiresAt) : null,
    autoRenew: isSubscription && renewal ? renewal.autoRenewStatus === 1 : null,
    environment,
    purchasedAt: date(transaction.originalPurchaseDate ?? transaction.purchaseDate) ?? signedAt,
    stateAt: signedAt,
  };
}
