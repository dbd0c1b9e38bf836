// Signed unsubscribe links (decision 0036): the token names the normalised address and only the
// secret's holder can make one; any change to either half, or another secret, fails.
import { describe, expect, it } from 'vitest';
import { serverEnv } from '../../src/server/env.ts';
import {
  confirmPageUrl,
  listUnsubscribeUrl,
  privacyConfirmPageUrl,
  unsubscribePageUrl,
  unsubscribeToken,
  verifyUnsubscribeToken,
} from '../../src/server/mail/links.ts';

const env = serverEnv({
  UNSUBSCRIBE_SECRET: 'unit-test-secret-0123456789-abcdefghijklmn',
  SITE_URL: 'https://thawab.app',
});
const other = serverEnv({
  UNSUBSCRIBE_SECRET: 'another-secret-0123456789-abcdefghijklmnop',
  SITE_URL: 'https://thawab.app',
});

describe('unsubscribe tokens', () => {
  it('verify to the normalised address they were made for', () => {
    const token = unsubscribeToken('  Amina@Example.COM ', env);
    expect(verifyUnsubscribeToken(token, env)).toBe('amina@example.com');
    expect(unsubscribeToken('amina@example.com', env)).toBe(token);
  });

  it('refuse a tampered address, a tampered signature, another secret and junk', () => {
    const [address, mac] = unsubscribeToken('amina@example.com', env).split('.') as [string, string];
    const forged = `${Buffer.from('bilal@example.com').toString('base64url')}.${mac}`;
    const flipped = `${address}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    for (const bad of [forged, flipped, 'nonsense', '', `${address}.`, `${address}.${mac}x`])
      expect(verifyUnsubscribeToken(bad, env)).toBeNull();
    expect(verifyUnsubscribeToken(`${address}.${mac}`, other)).toBeNull();
  });

  it('build the one-click API URL and the page URL on the site origin', () => {
    const token = unsubscribeToken('amina@example.com', env);
    expect(listUnsubscribeUrl('amina@example.com', 'en', env)).toBe(
      `https://thawab.app/api/unsubscribe?token=${token}`,
    );
    expect(unsubscribePageUrl('amina@example.com', 'en', env)).toBe(`https://thawab.app/unsubscribe?token=${token}`);
  });

  it('open the page in the message’s language: English unprefixed, the others under /{locale} (decision 0050)', () => {
    const token = unsubscribeToken('amina@example.com', env);
    expect(unsubscribePageUrl('amina@example.com', 'ar', env)).toBe(`https://thawab.app/ar/unsubscribe?token=${token}`);
    // The one-click URL stays the one endpoint; its locale only chooses where a GET is sent.
    expect(listUnsubscribeUrl('amina@example.com', 'ur', env)).toBe(
      `https://thawab.app/api/unsubscribe?token=${token}&locale=ur`,
    );
    expect(confirmPageUrl('tok', 'fr', env)).toBe('https://thawab.app/fr/confirm?token=tok');
    expect(confirmPageUrl('tok', 'en', env)).toBe('https://thawab.app/confirm?token=tok');
    expect(privacyConfirmPageUrl('tok', 'bn', env)).toBe('https://thawab.app/bn/privacy/confirm?token=tok');
  });

  it('cannot be made without a secret', () => {
    expect(() => unsubscribeToken('amina@example.com', serverEnv({}))).toThrow(/UNSUBSCRIBE_SECRET/);
  });
});
