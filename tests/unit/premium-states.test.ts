// The one premium rule and its companions (src/lib/premium/states.ts, products.ts; decision 0062),
// against hand-computed expectations: every entitlement state, the expiry boundary to the
// millisecond, several rows at once, the environment, the refund arithmetic of extras and the
// products lookup. Each expectation is written out, not derived from the code under test.
import { describe, expect, it } from 'vitest';
import { EXTRA_PRODUCTS, extraProduct } from '../../src/lib/premium/products.ts';
import {
  ENTITLEMENT_STATES,
  PREMIUM_STATES,
  STORE_ENVIRONMENTS,
  extrasToReclaim,
  premiumStatus,
  subscriptionState,
  type EntitlementLike,
  type EntitlementState,
  type StoreEnvironment,
} from '../../src/lib/premium/states.ts';

const AT = new Date('2026-11-28T12:00:00.000Z');
const HOUR_LATER = new Date('2026-11-28T13:00:00.000Z');
const HOUR_EARLIER = new Date('2026-11-28T11:00:00.000Z');

const sub = (state: EntitlementState, expiresAt: Date | null): EntitlementLike => ({
  kind: 'subscription',
  state,
  expiresAt,
});

describe('premiumStatus: one subscription in each state, its expiry an hour ahead', () => {
  it.each([
    ['active', true],
    ['grace_period', true],
    ['billing_retry', false],
    ['expired', false],
    ['revoked', false],
    ['refunded', false],
  ] as const)('%s → premium %s', (state, premium) => {
    const status = premiumStatus([sub(state, HOUR_LATER)], AT);
    expect(status).toEqual({ isPremium: premium, expiresAt: premium ? HOUR_LATER : null });
  });

  it('the six states are exactly the ones the stores can put a purchase in, two of them premium', () => {
    expect([...ENTITLEMENT_STATES]).toEqual([
      'active',
      'grace_period',
      'billing_retry',
      'expired',
      'revoked',
      'refunded',
    ]);
    expect([...PREMIUM_STATES]).toEqual(['active', 'grace_period']);
  });
});

describe('premiumStatus: the expiry boundary', () => {
  it.each([
    ['one millisecond ahead', new Date('2026-11-28T12:00:00.001Z'), true],
    ['exactly now', new Date('2026-11-28T12:00:00.000Z'), false],
    ['one millisecond ago', new Date('2026-11-28T11:59:59.999Z'), false],
  ])('an active subscription ending %s → premium %s', (_label, expiresAt, premium) => {
    expect(premiumStatus([sub('active', expiresAt)], AT).isPremium).toBe(premium);
  });

  it('a grace period ending exactly now is over; one a millisecond ahead still gives premium', () => {
    expect(premiumStatus([sub('grace_period', AT)], AT).isPremium).toBe(false);
    const end = new Date('2026-11-28T12:00:00.001Z');
    expect(premiumStatus([sub('grace_period', end)], AT)).toEqual({ isPremium: true, expiresAt: end });
  });

  it('an active row without an expiry is not premium (a subscription always ends somewhere)', () => {
    expect(premiumStatus([sub('active', null)], AT)).toEqual({ isPremium: false, expiresAt: null });
  });

  it('is judged at the instant given, not the real clock', () => {
    const rows = [sub('active', new Date('2020-01-02T00:00:00Z'))];
    expect(premiumStatus(rows, new Date('2020-01-01T00:00:00Z')).isPremium).toBe(true);
    expect(premiumStatus(rows, new Date('2020-01-03T00:00:00Z')).isPremium).toBe(false);
  });
});

describe('premiumStatus: several rows', () => {
  it('no rows → not premium', () => {
    expect(premiumStatus([], AT)).toEqual({ isPremium: false, expiresAt: null });
  });

  it('answers the latest end among the premium rows only', () => {
    const later = new Date('2026-12-28T12:00:00Z');
    const latest = new Date('2027-01-28T12:00:00Z');
    const rows = [
      sub('active', HOUR_LATER),
      sub('grace_period', later),
      // Later still, but taken back: it gives nothing.
      sub('refunded', latest),
      sub('revoked', latest),
      sub('billing_retry', latest),
      sub('expired', latest),
    ];
    expect(premiumStatus(rows, AT)).toEqual({ isPremium: true, expiresAt: later });
  });

  it('an expired row beside an active one leaves the user premium until the active one ends', () => {
    const rows = [sub('expired', HOUR_EARLIER), sub('active', HOUR_LATER)];
    expect(premiumStatus(rows, AT)).toEqual({ isPremium: true, expiresAt: HOUR_LATER });
  });

  it('a one-time purchase of extras never makes anyone premium, whatever its state and date', () => {
    const extra: EntitlementLike = { kind: 'extra', state: 'active', expiresAt: HOUR_LATER };
    expect(premiumStatus([extra], AT)).toEqual({ isPremium: false, expiresAt: null });
    expect(premiumStatus([extra, sub('expired', HOUR_LATER)], AT).isPremium).toBe(false);
  });
});

describe('environment', () => {
  it('the two environments a purchase can come from', () => {
    expect([...STORE_ENVIRONMENTS]).toEqual(['production', 'sandbox']);
  });

  it('the rule does not read the environment: a sandbox subscription counts like a production one (the verifier decides which environment a deploy accepts)', () => {
    const rows: (EntitlementLike & { environment: StoreEnvironment })[] = [
      { kind: 'subscription', state: 'active', expiresAt: HOUR_LATER, environment: 'sandbox' },
    ];
    expect(premiumStatus(rows, AT)).toEqual({ isPremium: true, expiresAt: HOUR_LATER });
    const refunded = [{ ...rows[0]!, state: 'refunded' as const, environment: 'production' as const }];
    expect(premiumStatus(refunded, AT).isPremium).toBe(false);
  });
});

describe('subscriptionState: what the store last said, at an instant', () => {
  it.each([
    ['expiry ahead', { expiresAt: HOUR_LATER, graceUntil: null, billingRetry: false }, 'active'],
    ['expiry ahead, billing retry flagged', { expiresAt: HOUR_LATER, graceUntil: null, billingRetry: true }, 'active'],
    ['expired, grace ahead', { expiresAt: HOUR_EARLIER, graceUntil: HOUR_LATER, billingRetry: true }, 'grace_period'],
    [
      'expired exactly now, grace ahead',
      { expiresAt: AT, graceUntil: HOUR_LATER, billingRetry: false },
      'grace_period',
    ],
    [
      'expired, grace ending exactly now, retrying',
      { expiresAt: HOUR_EARLIER, graceUntil: AT, billingRetry: true },
      'billing_retry',
    ],
    ['expired, no grace, retrying', { expiresAt: HOUR_EARLIER, graceUntil: null, billingRetry: true }, 'billing_retry'],
    ['expired, no grace, not retrying', { expiresAt: HOUR_EARLIER, graceUntil: null, billingRetry: false }, 'expired'],
    [
      'expired grace, not retrying',
      { expiresAt: HOUR_EARLIER, graceUntil: HOUR_EARLIER, billingRetry: false },
      'expired',
    ],
    ['no expiry at all', { expiresAt: null, graceUntil: null, billingRetry: false }, 'expired'],
  ] as const)('%s → %s', (_label, input, state) => {
    expect(subscriptionState({ ...input, at: AT })).toBe(state);
  });
});

describe('extrasToReclaim: a refund takes back the unspent part, never below zero', () => {
  it.each([
    // granted, extra purchased this month, used this month → reclaim, spent
    ['nothing used', 5, 5, 0, { reclaim: 5, spent: 0 }],
    ['two used', 5, 5, 2, { reclaim: 3, spent: 2 }],
    ['all used', 5, 5, 5, { reclaim: 0, spent: 5 }],
    ['more used than bought (free allowance spent too)', 5, 5, 9, { reclaim: 0, spent: 5 }],
    ['two purchases this month, two used', 5, 10, 2, { reclaim: 5, spent: 0 }],
    ['two purchases this month, seven used', 5, 10, 7, { reclaim: 3, spent: 2 }],
    ['extras already taken back elsewhere', 5, 0, 0, { reclaim: 0, spent: 5 }],
    // Only 2 of the 5 still there: a negative use count must not make room for more.
    ['a negative use count counts as none', 5, 2, -3, { reclaim: 2, spent: 3 }],
  ])('%s', (_label, granted, extraPurchased, used, expected) => {
    expect(extrasToReclaim(granted, extraPurchased, used)).toEqual(expected);
  });
});

describe('products', () => {
  it('lists the two one-time extras, five each', () => {
    expect(EXTRA_PRODUCTS).toEqual({
      'app.thawab.extra.dedications.5': { quota: 'dedications', count: 5 },
      'app.thawab.extra.duas.5': { quota: 'duas', count: 5 },
    });
  });

  it.each([
    ['app.thawab.extra.dedications.5', { quota: 'dedications', count: 5 }],
    ['app.thawab.extra.duas.5', { quota: 'duas', count: 5 }],
  ])('%s is an extra', (id, product) => {
    expect(extraProduct(id)).toEqual(product);
  });

  it.each([
    'app.thawab.premium.monthly',
    'APP.THAWAB.EXTRA.DUAS.5',
    'app.thawab.extra.duas.5 ',
    'app.thawab.extra.duas',
    '',
    'toString',
    '__proto__',
    'constructor',
    'hasOwnProperty',
  ])('%j is not an extra (a subscription, a near miss or an inherited name)', (id) => {
    expect(extraProduct(id)).toBeNull();
  });
});
