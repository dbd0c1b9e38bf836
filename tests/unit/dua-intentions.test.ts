// The dua intentions' labels (decision 0071): every intention of the library has its own label in
// every locale, short enough for the app's list (40 characters) and never shared by two intentions
// of one locale, so a user can tell them apart.
import { describe, expect, it } from 'vitest';
import { DUA_INTENTIONS } from '../../src/lib/dua-library.ts';
import { DUA_INTENTION_LABELS, intentionLabel } from '../../src/lib/i18n/dua-intentions.ts';
import { LOCALE_CODES, type LocaleCode } from '../../src/lib/i18n/locales.ts';

/** The locale's own text, without the English fallback that would hide a missing one. */
const own = (locale: LocaleCode, key: (typeof DUA_INTENTIONS)[number]) =>
  locale === 'en' ? DUA_INTENTION_LABELS.en[key] : DUA_INTENTION_LABELS.others[locale]?.[key];

describe('dua intention labels', () => {
  it.each(LOCALE_CODES)('%s: every intention has a label of 1-40 characters, none shared', (locale) => {
    const labels = DUA_INTENTIONS.map((key) => own(locale, key));
    for (const [i, label] of labels.entries()) {
      expect(typeof label, DUA_INTENTIONS[i]).toBe('string');
      const text = label as string;
      expect(text.trim(), DUA_INTENTIONS[i]).not.toBe('');
      expect(text.trim(), DUA_INTENTIONS[i]).toBe(text);
      expect([...text].length, `${DUA_INTENTIONS[i]}: ${text}`).toBeLessThanOrEqual(40);
      expect(intentionLabel(DUA_INTENTIONS[i]!, locale)).toBe(text);
    }
    expect(new Set(labels.map((l) => (l as string).toLocaleLowerCase(locale))).size).toBe(labels.length);
  });

  it('has no label for a key the library does not have', () => {
    expect(intentionLabel('wealth', 'en')).toBeNull();
  });
});
