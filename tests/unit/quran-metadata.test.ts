// One source for the Quran's structure (decision 0061): the quran-meta package, through
// src/lib/quran/metadata.ts. Every surah's ayah count there matches the Arabic text (quran-json)
// and both QuranEnc files; the back-office's surah table and the reference rule use the same counts.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { SURAHS } from '../../src/lib/content/surahs.ts';
import { parseVerseReference } from '../../src/lib/content/verse-reference.ts';
import { ayahCount, isValidAyah, surahName, surahs, TOTAL_AYAHS } from '../../src/lib/quran/metadata.ts';
import { QURANENC_KEYS } from '../../src/lib/quran/quranenc-editions.ts';
import { quranEncEdition } from '../../src/server/quran/quranenc-files.ts';
import { dailySurah, percentRead, readingStreak } from '../../src/lib/quran/journey.ts';
import { parseIsoDate } from '../../src/lib/dates.ts';

const arabic = createRequire(import.meta.url)('quran-json/dist/quran.json') as { id: number; verses: unknown[] }[];

describe('the Quran metadata', { timeout: 30_000 }, () => {
  it('has 114 surahs and 6,236 ayahs, with the known lengths and places', () => {
    expect(surahs()).toHaveLength(114);
    expect(surahs().reduce((n, s) => n + s.ayahCount, 0)).toBe(TOTAL_AYAHS);
    expect([ayahCount(1), ayahCount(2), ayahCount(9), ayahCount(103), ayahCount(114)]).toEqual([7, 286, 129, 3, 6]);
    expect(surahs()[1]).toMatchObject({ revelationPlace: 'madinah', nameArabic: 'البَقَرَة' });
    expect(surahs()[95]).toMatchObject({ number: 96, revelationPlace: 'makkah', revelationOrder: 1 });
  });

  it("every surah's ayah count matches the Arabic text and both QuranEnc files", async () => {
    for (const key of QURANENC_KEYS) {
      const file = await quranEncEdition(key);
      for (const s of surahs()) {
        expect(
          file.ayahs.filter((a) => a.surah === s.number),
          `${key} ${s.number}`,
        ).toHaveLength(s.ayahCount);
      }
    }
    for (const s of surahs()) expect(arabic[s.number - 1]!.verses, `Arabic ${s.number}`).toHaveLength(s.ayahCount);
    for (const s of SURAHS) expect(s.ayahCount).toBe(ayahCount(s.number));
  });

  it('ayahCount and isValidAyah refuse what is not a surah or an ayah of it', () => {
    for (const bad of [0, 115, -1, 1.5, Number.NaN]) expect(ayahCount(bad)).toBe(0);
    expect(isValidAyah(2, 286)).toBe(true);
    expect(isValidAyah(2, 287)).toBe(false);
    expect(isValidAyah(1, 0)).toBe(false);
    expect(isValidAyah(115, 1)).toBe(false);
    expect(parseVerseReference(108, '4')).toMatchObject({ ok: false, message: expect.stringContaining('has 3 ayahs') });
  });

  it('names a surah in the locale where the package has it, else in English, saying which', () => {
    expect(surahName(1, 'en')).toEqual({ name: 'Al-Faatiha', meaning: 'The Opening', nameLocale: 'en' });
    expect(surahName(1, 'tr')).toMatchObject({ nameLocale: 'tr', meaning: 'Açılış' });
    expect(surahName(1, 'fr')).toMatchObject({ nameLocale: 'fr' });
    expect(surahName(2, 'ar')).toMatchObject({ name: 'البَقَرَة', nameLocale: 'ar' });
    for (const code of ['id', 'ms', 'bn', 'ur'] as const) expect(surahName(1, code).nameLocale).toBe('en');
  });
});

describe('the reading journey rules', () => {
  it('walks the surahs in order, one a day, from Al-Fatihah on 1970-01-01', () => {
    expect(dailySurah(parseIsoDate('1970-01-01')!)).toBe(1);
    expect(dailySurah(parseIsoDate('1970-01-02')!)).toBe(2);
    expect(dailySurah(parseIsoDate('1970-04-24')!)).toBe(114);
    expect(dailySurah(parseIsoDate('1970-04-25')!)).toBe(1);
  });

  it('rounds the percent read down, reaching 100 only when all is read', () => {
    expect(percentRead(0)).toBe(0);
    expect(percentRead(7)).toBe(0.1);
    expect(percentRead(6235)).toBe(99.9);
    expect(percentRead(6236)).toBe(100);
  });

  it('counts consecutive reading days to today, or to yesterday while today has none', () => {
    expect(readingStreak([], '2026-11-27')).toBe(0);
    expect(readingStreak(['2026-11-27', '2026-11-26', '2026-11-25'], '2026-11-27')).toBe(3);
    expect(readingStreak(['2026-11-26', '2026-11-25'], '2026-11-27')).toBe(2);
    expect(readingStreak(['2026-11-27', '2026-11-25'], '2026-11-27')).toBe(1);
    expect(readingStreak(['2026-11-25'], '2026-11-27')).toBe(0);
  });
});
