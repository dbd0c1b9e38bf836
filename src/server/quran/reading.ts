// The public Quran reading answers (decision 0061): the surah list in a locale, a surah's Arabic
// text with the locale's licensed translation (English where none is, saying so), and the daily
// surah. No database: the metadata package, quran-json's Arabic and the vendored QuranEnc files.
import type { z } from 'zod';
import { toIsoDate, type CalendarDate } from '../../lib/dates.ts';
import { verseAttribution } from '../../lib/content/quran-source.ts';
import type { LocaleCode } from '../../lib/i18n/locales.ts';
import { dailySurah } from '../../lib/quran/journey.ts';
import { SURAH_COUNT, surahName, surahs, TOTAL_AYAHS } from '../../lib/quran/metadata.ts';
import { editionFor, translationSource, type QuranEncKey } from '../../lib/quran/quranenc-editions.ts';
import { API } from '../../lib/routes.ts';
import type {
  DailySurahAnswerSchema,
  SurahSummarySchema,
  SurahsAnswerSchema,
  SurahTextAnswerSchema,
} from '../../lib/schemas/app-quran.ts';
import { HttpError } from '../http.ts';
import { arabicQuran, translationAyahs } from '../quran.ts';

export const SURAH_NOT_FOUND = `No such surah: surahs are numbered 1 to ${SURAH_COUNT}`;
export const METADATA_SOURCE = 'quran-meta (MIT), Hafs count';

export function surahSummary(number: number, locale: LocaleCode): z.infer<typeof SurahSummarySchema> {
  const s = surahs()[number - 1]!;
  return {
    number,
    ...surahName(number, locale),
    nameArabic: s.nameArabic,
    transliteration: s.transliteration,
    ayahCount: s.ayahCount,
    revelationPlace: s.revelationPlace,
    revelationOrder: s.revelationOrder,
  };
}

export function surahList(locale: LocaleCode): z.infer<typeof SurahsAnswerSchema> {
  return {
    locale,
    count: SURAH_COUNT,
    totalAyahs: TOTAL_AYAHS,
    metadataSource: METADATA_SOURCE,
    surahs: surahs().map((s) => surahSummary(s.number, locale)),
  };
}

export async function surahText(number: number, locale: LocaleCode): Promise<z.infer<typeof SurahTextAnswerSchema>> {
  const summary = surahSummary(number, locale);
  const { edition, fallback } = editionFor(locale);
  const [quran, translated] = await Promise.all([
    arabicQuran(),
    translationAyahs(edition.key as QuranEncKey, number, 1, summary.ayahCount),
  ]);
  const arabic = quran[number - 1]!.verses;
  return {
    locale,
    surah: summary,
    translationLocale: edition.locale,
    translationFallback: fallback,
    translation: translationSource(edition),
    attribution: verseAttribution(edition),
    ayahs: translated.map((t, i) => ({
      ayah: t.ayah,
      arabic: arabic[i]!.text,
      translation: t.text,
      footnotes: t.footnotes,
    })),
  };
}

/** `/surahs/{n}`'s n: 1..114 written plainly; anything else is 404. */
export function surahNumber(param: string | undefined): number {
  if (!param || !/^[1-9]\d{0,2}$/.test(param) || Number(param) > SURAH_COUNT) throw new HttpError(404, SURAH_NOT_FOUND);
  return Number(param);
}

export function dailySurahAnswer(date: CalendarDate, locale: LocaleCode): z.infer<typeof DailySurahAnswerSchema> {
  const number = dailySurah(date);
  return {
    date: toIsoDate(date),
    locale,
    surah: surahSummary(number, locale),
    path: API.appSurah.path(number),
    rule: 'The Quran in order, one surah a day: surah (days since 1970-01-01 mod 114) + 1, the same for everyone on a date.',
  };
}
