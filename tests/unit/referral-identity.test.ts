// One referral per person (decision 0060): the invitee key folds what one inbox receives.
import { describe, expect, it } from 'vitest';
import { referralIdentityKey } from '../../src/lib/referral-identity.ts';
import { mailInbox } from '../../src/lib/mail-budget.ts';

describe('referralIdentityKey', () => {
  it('is one key for the tag variants of one inbox, at any provider', () => {
    const keys = ['me+1@example.org', 'Me+farm@Example.org', 'me@example.org'].map((email) =>
      referralIdentityKey({ email }),
    );
    expect(new Set(keys).size).toBe(1);
    expect(referralIdentityKey({ email: 'j.o.hn+x@googlemail.com' })).toBe('john@gmail.com');
  });

  it('keys an inbox as the mail budget counts it, and a phone-only contact by its number', () => {
    for (const email of ['a.b+c@gmail.com', 'x+y@fastmail.com', 'plain@example.org'])
      expect(referralIdentityKey({ email })).toBe(mailInbox(email));
    expect(referralIdentityKey({ phone: '+44 (0)7700 900123' })).toBe('tel:+447700900123');
    expect(referralIdentityKey({})).toBeNull();
  });

  it('keeps different people apart', () => {
    expect(referralIdentityKey({ email: 'me@example.org' })).not.toBe(
      referralIdentityKey({ email: 'you@example.org' }),
    );
  });
});
