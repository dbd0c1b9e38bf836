// The 114 surahs for the back-office (number, Arabic and English names as the verified `quran-json`
// text spells them, ayah count from the one metadata source, src/lib/quran/metadata.ts; decision
// 0061): surah lengths are never typed by hand. Small enough (names and counts only)
// for the back-office dialog to validate references without the Quran text itself.
import chapters from 'quran-json/dist/chapters/en/index.json' with { type: 'json' };
import { ayahCount, SURAH_COUNT } from '../quran/metadata.ts';

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
  ayahCount: ayahCount(c.id),
}));

export { SURAH_COUNT };

export function surahByNumber(number: number): Surah | undefined {
  return Number.isInteger(number) && number >= 1 && number <= SURAH_COUNT ? SURAHS[number - 1] : undefined;
}

export { QURAN_ATTRIBUTION } from './quran-source.ts';
