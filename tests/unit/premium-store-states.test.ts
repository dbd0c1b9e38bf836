// What each store's decoded data becomes (src/server/premium/apple-state.ts, google-state.ts; decision
// 0062), pure: the state every notification type or Play subscription state leads to, the expiry
// a grace period moves, and the environment each store's own field gives. Hand-written payloads in
// the stores' documented shapes; the signed path is the API tests' (tests/api/premium-*.test.ts).
import type { JWSRenewalInfoDecodedPayload, JWSTransactionDecodedPayload } from '@apple/app-store-server-library';
import type { androidpublisher_v3 } from '@googleapis/androidpublisher';
import { describe, expect, it } from 'vitest';
import { appleChange } from '../../src/server/premium/apple-state.ts';
import { googleProductChange, googleSubscriptionChange } from '../../src/server/premium/google-state.ts';

const AT = new Date('2026-11-28T12:00:00.000Z');
const SIGNED = new Date('2026-11-28T11:59:00.000Z');
const PURCHASED = Date.parse('2026-11-01T09:00:00.000Z');
const ENDS = Date.parse('2026-12-01T09:00:00.000Z');
const ENDED = Date.parse('2026-11-27T09:00:00.000Z');
const GRACE_ENDS = Date.parse('2026-11-30T09:00:00.000Z');

const transaction = (fields: Record<string, unknown> = {}) =>
  ({
    transactionId: '1002',
    originalTransactionId: '1001',
    productId: 'app.thawab.premium.monthly',
    type: 'Auto-Renewable Subscription',
    originalPurchaseDate: PURCHASED,
    purchaseDate: PURCHASED,
    expiresDate: ENDS,
    ...fields,
  }) as JWSTransactionDecodedPayload;

const renewal = (fields: Record<string, unknown> = {}) =>
  ({ autoRenewStatus: 1, ...fields }) as JWSRenewalInfoDecodedPayload;

function apple(
  type: string | null,
  options: {
    subtype?: string;
    tx?: Record<string, unknown>;
    renewal?: JWSRenewalInfoDecodedPayload | null;
    environment?: 'production' | 'sandbox';
  } = {},
) {
  return appleChange({
    type,
    subtype: options.subtype ?? null,
    transaction: transaction(options.tx),
    renewal: options.renewal === undefined ? renewal() : options.renewal,
    environment: options.environment ?? 'production',
    signedAt: SIGNED,
    at: AT,
  });
}

describe('App Store: the state each notification leads to', () => {
  it.each([
    ['SUBSCRIBED', undefined, {}, 'active', ENDS],
    ['DID_RENEW', undefined, {}, 'active', ENDS],
    ['DID_CHANGE_RENEWAL_STATUS', 'AUTO_RENEW_DISABLED', {}, 'active', ENDS],
    ['EXPIRED', 'VOLUNTARY', { expiresDate: ENDED }, 'expired', ENDED],
    ['REFUND', undefined, { revocationDate: SIGNED.getTime() }, 'refunded', ENDS],
    ['REVOKE', undefined, { revocationDate: SIGNED.getTime() }, 'revoked', ENDS],
    ['GRACE_PERIOD_EXPIRED', undefined, { expiresDate: ENDED }, 'billing_retry', ENDED],
    // A revocation date on any transaction means Apple took it back.
    ['DID_RENEW', undefined, { revocationDate: SIGNED.getTime() }, 'refunded', ENDS],
    // No type (the app's own hand-over): read from the dates.
    [null, undefined, {}, 'active', ENDS],
    [null, undefined, { expiresDate: ENDED }, 'expired', ENDED],
  ] as const)('%s %s → %s', (type, subtype, tx, state, expiresAt) => {
    const change = apple(type, { subtype, tx });
    expect(change).toMatchObject({
      store: 'apple',
      storeKey: '1001',
      kind: 'subscription',
      state,
      expiresAt: new Date(expiresAt),
      stateAt: SIGNED,
      purchasedAt: new Date(PURCHASED),
    });
  });

  it('DID_FAIL_TO_RENEW with a grace period: premium runs to the grace period’s end', () => {
    const change = apple('DID_FAIL_TO_RENEW', {
      subtype: 'GRACE_PERIOD',
      tx: { expiresDate: ENDED },
      renewal: renewal({ gracePeriodExpiresDate: GRACE_ENDS, isInBillingRetryPeriod: true }),
    });
    expect(change).toMatchObject({ state: 'grace_period', expiresAt: new Date(GRACE_ENDS), autoRenew: true });
  });

  it('DID_FAIL_TO_RENEW without a grace period: billing retry at the old expiry', () => {
    const change = apple('DID_FAIL_TO_RENEW', {
      tx: { expiresDate: ENDED },
      renewal: renewal({ isInBillingRetryPeriod: true }),
    });
    expect(change).toMatchObject({ state: 'billing_retry', expiresAt: new Date(ENDED) });
  });

  it('auto-renew follows the renewal info (off, on, or unknown without one)', () => {
    expect(apple('DID_CHANGE_RENEWAL_STATUS', { renewal: renewal({ autoRenewStatus: 0 }) })?.autoRenew).toBe(false);
    expect(apple('SUBSCRIBED')?.autoRenew).toBe(true);
    expect(apple('SUBSCRIBED', { renewal: null })?.autoRenew).toBeNull();
  });

  it.each(['CONSUMPTION_REQUEST', 'TEST', 'REFUND_DECLINED', 'PRICE_INCREASE'])(
    '%s is recorded only: no change',
    (type) => {
      expect(apple(type)).toBeNull();
    },
  );

  it('a one-time extra is keyed by its own transaction, active until refunded, with no expiry', () => {
    const tx = { type: 'Consumable', productId: 'app.thawab.extra.duas.5', expiresDate: undefined };
    expect(apple(null, { tx, renewal: null })).toMatchObject({
      storeKey: '1002',
      kind: 'extra',
      state: 'active',
      expiresAt: null,
      autoRenew: null,
    });
    expect(apple('REFUND', { tx: { ...tx, revocationDate: SIGNED.getTime() }, renewal: null })?.state).toBe('refunded');
    // A consumable the server does not sell changes nothing.
    expect(apple(null, { tx: { ...tx, productId: 'app.thawab.coins.100' }, renewal: null })).toBeNull();
  });

  it('keeps the environment the verifier accepted the payload in', () => {
    expect(apple('SUBSCRIBED', { environment: 'sandbox' })?.environment).toBe('sandbox');
    expect(apple('SUBSCRIBED', { environment: 'production' })?.environment).toBe('production');
  });
});

type SubscriptionV2 = androidpublisher_v3.Schema$SubscriptionPurchaseV2;

const playSubscription = (fields: Partial<SubscriptionV2> = {}, expiryTime = '2026-12-01T09:00:00.000Z') =>
  ({
    subscriptionState: 'SUBSCRIPTION_STATE_ACTIVE',
    startTime: '2026-11-01T09:00:00.000Z',
    lineItems: [{ productId: 'app.thawab.premium.monthly', expiryTime, autoRenewingPlan: { autoRenewEnabled: true } }],
    externalAccountIdentifiers: { obfuscatedExternalAccountId: 'account-token' },
    ...fields,
  }) satisfies SubscriptionV2;

describe('Google Play: the state each subscription state leads to', () => {
  it.each([
    ['SUBSCRIPTION_STATE_ACTIVE', '2026-12-01T09:00:00.000Z', 'active'],
    ['SUBSCRIPTION_STATE_IN_GRACE_PERIOD', '2026-11-30T09:00:00.000Z', 'grace_period'],
    ['SUBSCRIPTION_STATE_ON_HOLD', '2026-11-27T09:00:00.000Z', 'billing_retry'],
    ['SUBSCRIPTION_STATE_PAUSED', '2026-11-27T09:00:00.000Z', 'expired'],
    ['SUBSCRIPTION_STATE_EXPIRED', '2026-11-27T09:00:00.000Z', 'expired'],
    // Cancelled: no longer renewing, but it runs until its expiry.
    ['SUBSCRIPTION_STATE_CANCELED', '2026-12-01T09:00:00.000Z', 'active'],
    ['SUBSCRIPTION_STATE_CANCELED', '2026-11-28T12:00:00.000Z', 'expired'],
  ])('%s ending %s → %s', (subscriptionState, expiryTime, state) => {
    const read = googleSubscriptionChange('token-1', playSubscription({ subscriptionState }, expiryTime), {
      voided: false,
      at: AT,
    });
    expect(read).toEqual({
      accountToken: 'account-token',
      change: {
        store: 'google',
        storeKey: 'token-1',
        productId: 'app.thawab.premium.monthly',
        kind: 'subscription',
        state,
        expiresAt: new Date(expiryTime),
        autoRenew: true,
        environment: 'production',
        purchasedAt: new Date('2026-11-01T09:00:00.000Z'),
        stateAt: AT,
      },
    });
  });

  it('a voided purchase is refunded whatever its state; an unknown state changes nothing', () => {
    expect(googleSubscriptionChange('t', playSubscription(), { voided: true, at: AT })?.change.state).toBe('refunded');
    const unknown = playSubscription({ subscriptionState: 'SUBSCRIPTION_STATE_PENDING' });
    expect(googleSubscriptionChange('t', unknown, { voided: false, at: AT })).toBeNull();
  });

  it('a test purchase (license tester) is sandbox; anything else production', () => {
    const test = googleSubscriptionChange('t', playSubscription({ testPurchase: {} }), { voided: false, at: AT });
    expect(test?.change.environment).toBe('sandbox');
    expect(googleSubscriptionChange('t', playSubscription(), { voided: false, at: AT })?.change.environment).toBe(
      'production',
    );
  });

  it('one-time extras: purchased → active, cancelled or voided → refunded, pending → nothing; purchaseType 0 (test) → sandbox', () => {
    const product = (fields: androidpublisher_v3.Schema$ProductPurchase) =>
      googleProductChange('p', 'app.thawab.extra.dedications.5', fields, { voided: false, at: AT });
    const bought = product({ purchaseState: 0, purchaseTimeMillis: String(PURCHASED) });
    expect(bought?.change).toMatchObject({
      kind: 'extra',
      state: 'active',
      expiresAt: null,
      purchasedAt: new Date(PURCHASED),
      environment: 'production',
    });
    expect(product({ purchaseState: 1 })?.change.state).toBe('refunded');
    expect(product({ purchaseState: 2 })).toBeNull();
    expect(product({ purchaseState: 0, purchaseType: 0 })?.change.environment).toBe('sandbox');
    expect(
      googleProductChange('p', 'app.thawab.extra.duas.5', { purchaseState: 0 }, { voided: true, at: AT })?.change.state,
    ).toBe('refunded');
    expect(
      googleProductChange('p', 'app.thawab.premium.monthly', { purchaseState: 0 }, { voided: false, at: AT }),
    ).toBeNull();
  });
});
