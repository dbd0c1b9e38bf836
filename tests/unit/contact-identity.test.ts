import { describe, expect, it } from 'vitest';
import {
  emailIdentity,
  emailSelfReferralKey,
  phoneIdentity,
  sameReferralPerson,
} from '../../src/lib/contact-identity.ts';
import { REFERRER, SELF_REFERRAL_VARIANTS } from '../support/self-referral-variants.ts';

describe('contact identity (decision 0031)', () => {
  it.each(SELF_REFERRAL_VARIANTS)('recognises a self-referral: $label', (variant) => {
    expect(
      sameReferralPerson(REFERRER, {
        email: variant.email ? variant.email : 'someone.else@example.com',
        phone: variant.phone ?? null,
      }),
    ).toBe(true);
  });

  it('a +tag at another provider is the same person for referrals but not the same record', () => {
    expect(emailSelfReferralKey('Amina+news@Example.com')).toBe('amina@example.com');
    expect(emailIdentity('Amina+news@Example.com')).toBe('amina+news@example.com');
    expect(sameReferralPerson({ email: 'amina@example.com' }, { email: 'amina+2@example.com' })).toBe(true);
  });

  it('gives one identity to every spelling of a Gmail address, and keeps dots elsewhere', () => {
    for (const spelling of [
      'john@gmail.com',
      'JOHN@gmail.com',
      'j.o.hn@gmail.com',
      'john+x@googlemail.com',
      ' John@GMail.com ',
    ]) {
      expect(emailIdentity(spelling)).toBe('john@gmail.com');
    }
    expect(emailIdentity('j.ohn@example.com')).toBe('j.ohn@example.com');
    expect(emailIdentity('')).toBeNull();
    expect(emailIdentity(null)).toBeNull();
  });

  it('writes phones as + and digits; 00 becomes +; a national number keeps its digits', () => {
    expect(phoneIdentity('0044 7700 900123')).toBe('+447700900123');
    expect(phoneIdentity('+44 (0) 7700 900123')).toBe('+447700900123');
    expect(phoneIdentity('+1 (555) 010-0000')).toBe('+15550100000');
    expect(phoneIdentity('07700 900123')).toBe('07700900123');
    expect(phoneIdentity('   ')).toBeNull();
    expect(phoneIdentity(undefined)).toBeNull();
  });

  it('different people stay different', () => {
    expect(sameReferralPerson(REFERRER, { email: 'johnny@gmail.com' })).toBe(false);
    expect(sameReferralPerson(REFERRER, { email: 'john@example.com' })).toBe(false);
    expect(sameReferralPerson(REFERRER, { phone: '+44 7700 900124' })).toBe(false);
    // a national number cannot be matched to an international one without its country
    expect(sameReferralPerson(REFERRER, { phone: '07700 900123' })).toBe(false);
    expect(sameReferralPerson({ email: null, phone: null }, { email: null, phone: null })).toBe(false);
  });
});
