// The assembled surah answer kept per instance (src/server/quran/cache.ts): the body served from the
// cache is byte for byte the answer assembled fresh, per locale, and it is assembled once.
import { describe, expect, it } from 'vitest';
import { surahTextJson } from '../../src/server/quran/cache.ts';
import { surahText } from '../../src/server/quran/reading.ts';

describe('the per-instance surah cache', () => {
  it('serves exactly the assembled answer, in each locale', async () => {
    for (const locale of ['id', 'ar'] as const) {
      const cached = await surahTextJson(112, locale);
      expect(cached.text).toBe(JSON.stringify(await surahText(112, locale)));
    }
    expect((await surahTextJson(112, 'id')).text).not.toBe((await surahTextJson(112, 'ar')).text);
  });

  it('assembles a surah once, and again only after older entries pushed it out', async () => {
    const first = await surahTextJson(2, 'id');
    expect(await surahTextJson(2, 'id')).toBe(first);
    for (let n = 3; n <= 70; n++) await surahTextJson(n, 'en');
    const later = await surahTextJson(2, 'id');
    expect(later).not.toBe(first);
    expect(later.text).toBe(first.text);
  });
});
