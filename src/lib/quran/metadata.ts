// The Quran's structure from one maintained source, the `quran-meta` package (MIT; Hafs 'an 'Asim
// count, decision 0061): the 114 surahs, each one's ayah count, revelation place and order, and
// its name in the languages the package has. Every rule that needs a surah's length (verse
// references, circle Quran challenges, reading progress, the importer) asks here.
import { getSurahMeta } from 'quran-meta/hafs';
import { surahNamesEn, surahNamesFr, surahNamesTr } from 'quran-meta/i18n';
import type { LocaleCode } from '../i18n/locales.ts';

export const SURAH_COUNT = 114;
export const TOTAL_AYAHS = 6236;

export type RevelationPlace = 'makkah' | 'madinah';

export interface SurahMetadata {
  number: number;
  /** The Arabic name, with its vowel marks. */
  nameArabic: string;
  /** The name in Latin letters ("Al-Faatiha"). */
  transliteration: string;
  /** What the name means, in English ("The Opening"). */
  meaning: string;
  ayahCount: number;
  revelationPlace: RevelationPlace;
  /** Its place in the order of revelation (1 = Al-'Alaq). */
  revelationOrder: number;
}

/** Names per locale in the package: [transliteration, meaning], index = surah number (0 unused). */
const NAMES: Partial<Record<LocaleCode, readonly (readonly string[])[]>> = {
  en: surahNamesEn,
  fr: surahNamesFr,
  tr: surahNamesTr,
};

let list: readonly SurahMetadata[] | null = null;

/** The 114 surahs in order. */
export function surahs(): readonly SurahMetadata[] {
  list ??= Array.from({ length: SURAH_COUNT }, (_, i) => {
    const meta = getSurahMeta((i + 1) as Parameters<typeof getSurahMeta>[0]);
    const [transliteration = '', meaning = ''] = surahNamesEn[i + 1] ?? [];
    return {
      number: i + 1,
      nameArabic: meta.name,
      transliteration,
      meaning,
      ayahCount: meta.ayahCount,
      revelationPlace: meta.isMeccan ? 'makkah' : 'madinah',
      revelationOrder: meta.surahOrder,
    } satisfies SurahMetadata;
  });
  return list;
}

export function isSurah(surah: number): boolean {
  return Number.isInteger(surah) && surah >= 1 && surah <= SURAH_COUNT;
}

/** The number of ayahs of a surah (Hafs count); 0 for anything that is not a surah number. */
export function ayahCount(surah: number): number {
  return isSurah(surah) ? surahs()[surah - 1]!.ayahCount : 0;
}

/** True when `ayah` is an ayah of `surah`. */
export function isValidAyah(surah: number, ayah: number): boolean {
  return Number.isInteger(ayah) && ayah >= 1 && ayah <= ayahCount(surah);
}

/** Ayahs before the first ayah of a surah (its 0-based position in the whole Quran). */
export function ayahsBefore(surah: number): number {
  let n = 0;
  for (let s = 1; s < surah; s++) n += ayahCount(s);
  return n;
}

/**
 * A surah's name in a locale: Arabic in `ar`, the package's transliteration and meaning where it
 * has the language (en, fr, tr), else English, with `nameLocale` saying which language it is in.
 */
export function surahName(
  surah: number,
  locale: LocaleCode,
): { name: string; meaning: string; nameLocale: LocaleCode } {
  const s = surahs()[surah - 1]!;
  if (locale === 'ar') return { name: s.nameArabic, meaning: s.nameArabic, nameLocale: 'ar' };
  const own = NAMES[locale]?.[surah];
  if (own && own.length === 2) return { name: own[0]!, meaning: own[1]!, nameLocale: locale };
  return { name: s.transliteration, meaning: s.meaning, nameLocale: 'en' };
}
