// The 114 surahs (number, Arabic and English names, ayah count) from the verified `quran-json`
// package (its terms: src/lib/content/quran-source.ts): surah lengths are never typed by hand. Small enough (names and counts only)
// for the back-office dialog to validate references without the Quran text itself.
import chapters from 'quran-json/dist/chapters/en/index.json' with { type: 'json' };

export interface Surah {
  number: number;
  nameArabic: string;
  nameEnglish: string;
  meaning: string;
  ayahCount: number;
}

export const SURAHS: readonly Surah[] = (
  chapters as { id: number; name: string; transliteration: string; translation: string; total_verses: number }[]
).map((c) => ({
  number: c.id,
  nameArabic: c.name,
  nameEnglish: c.transliteration,
  meaning: c.translation,
  ayahCount: c.total_verses,
}));

export const SURAH_COUNT = 114;

export function surahByNumber(number: number): Surah | undefined {
  return Number.isInteger(number) && number >= 1 && number <= SURAH_COUNT ? SURAHS[number - 1] : undefined;
}

export { QURAN_ATTRIBUTION } from './quran-source.ts';
