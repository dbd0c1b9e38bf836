import { describe, expect, it } from 'vitest';
import { preferredLanguage } from '../../src/lib/i18n/accept-language.ts';

describe('preferredLanguage (the first-visit redirect reads it, decision 0058)', () => {
  it('takes the highest weight above zero, the first listed on a tie', () => {
    expect(preferredLanguage('ur-PK,ur;q=0.9,en;q=0.5')).toBe('ur');
    expect(preferredLanguage('en;q=0.2, fr;q=0.8')).toBe('fr');
    expect(preferredLanguage('tr, ar')).toBe('tr');
    expect(preferredLanguage('AR-sa')).toBe('ar');
  });

  it('never prefers a language weighted q=0 ("not acceptable")', () => {
    expect(preferredLanguage('ar;q=0')).toBeUndefined();
    expect(preferredLanguage('ar;q=0.000')).toBeUndefined();
    expect(preferredLanguage('ar;q=0, en')).toBe('en');
    expect(preferredLanguage('ar;q=0,id;q=0.1')).toBe('id');
  });

  it('skips wildcards and malformed entries; a malformed weight counts as zero', () => {
    expect(preferredLanguage('*')).toBeUndefined();
    expect(preferredLanguage('')).toBeUndefined();
    expect(preferredLanguage(null)).toBeUndefined();
    expect(preferredLanguage('ar;q=2, bn')).toBe('bn');
    expect(preferredLanguage('12, ms;q=0.5')).toBe('ms');
  });
});
