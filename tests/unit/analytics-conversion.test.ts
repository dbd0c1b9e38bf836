// Premium Conversion's pure parts (src/lib/analytics/conversion.ts): the steps' shares and who is
// premium among several users' rows, against hand-computed figures. The rule itself is
// premiumStatus (tests/unit/premium-states.test.ts); here, that each user is judged on all of their
// own rows and counted once.
import { describe, expect, it } from 'vitest';
import { conversionSteps, premiumUsers } from '../../src/lib/analytics/conversion.ts';

const AT = new Date('2026-11-28T12:00:00.000Z');
const AHEAD = new Date('2026-12-28T12:00:00.000Z');
const PAST = new Date('2026-10-28T12:00:00.000Z');

describe('conversionSteps', () => {
  it('5 sign-ups → 3 app users → 1 premium', () => {
    expect(conversionSteps({ signups: 5, appUsers: 3, premium: 1 })).toEqual([
      { key: 'signups', label: 'Waitlist sign-ups', count: 5, fromPrevious: null, fromSignups: null },
      { key: 'appUsers', label: 'App users', count: 3, fromPrevious: 60, fromSignups: 60 },
      { key: 'premium', label: 'Premium', count: 1, fromPrevious: 33.3, fromSignups: 20 },
    ]);
  });

  it('no sign-ups: no share to show', () => {
    expect(
      conversionSteps({ signups: 0, appUsers: 0, premium: 0 }).map((s) => [s.fromPrevious, s.fromSignups]),
    ).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
  });

  it('app users but none premium: 0.0%, not nothing', () => {
    expect(conversionSteps({ signups: 4, appUsers: 2, premium: 0 })[2]).toMatchObject({
      fromPrevious: 0,
      fromSignups: 0,
    });
  });
});

describe('premiumUsers', () => {
  it('judges each user on all of their rows and names each premium user once', () => {
    const rows = [
      { userId: 1, kind: 'subscription', state: 'expired', expiresAt: PAST },
      { userId: 1, kind: 'subscription', state: 'active', expiresAt: AHEAD },
      { userId: 1, kind: 'subscription', state: 'grace_period', expiresAt: AHEAD },
      { userId: 2, kind: 'subscription', state: 'expired', expiresAt: PAST },
      { userId: 3, kind: 'extra', state: 'active', expiresAt: null },
      { userId: 4, kind: 'subscription', state: 'refunded', expiresAt: AHEAD },
      { userId: 5, kind: 'subscription', state: 'grace_period', expiresAt: AHEAD },
      { userId: 6, kind: 'subscription', state: 'active', expiresAt: AT },
    ] as const;
    expect([...premiumUsers(rows, AT)].sort()).toEqual([1, 5]);
  });

  it('no rows: nobody', () => {
    expect(premiumUsers([], AT).size).toBe(0);
  });
});
