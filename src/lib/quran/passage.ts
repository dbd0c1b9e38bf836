// Whether a Quran passage exists (decision 0060): the one place circle challenges ask how many ayahs
// a surah has. The counts come from the Quran metadata package through src/lib/quran/metadata.ts
// (decision 0061), read here through the back-office's surah table, which takes them from there.
import { SURAH_COUNT, surahByNumber } from '../content/surahs.ts';

export { SURAH_COUNT };

/** The number of ayahs of surah `surah` (1–114), or undefined when there is no such surah. */
export function ayahCount(surah: number): number | undefined {
  return surahByNumber(surah)?.ayahCount;
}

/** The surah's name as the app shows it in English (transliterated), or undefined when there is no such surah. */
export function surahName(surah: number): string | undefined {
  return surahByNumber(surah)?.nameEnglish;
}

/**
 * Why ayahs `start`–`end` of surah `surah` are not a passage of the Quran, or null when they are:
 * the surah exists, the range starts at 1 or later, goes forward and ends within the surah.
 */
export function passageProblem(surah: number, start: number, end: number): string | null {
  const count = ayahCount(surah);
  if (count === undefined) return `Surah must be a whole number from 1 to ${SURAH_COUNT}`;
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 1) return 'Ayah numbers start at 1';
  if (end < start) return 'The last ayah comes after the first';
  if (end > count) return `Surah ${surah} (${surahName(surah)}) has ${count} ayahs`;
  return null;
}
