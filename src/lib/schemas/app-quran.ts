// The app's Quran reading API (decision 0061): the reading-progress body, and the answers the
// handlers type their JSON by (the OpenAPI document is generated from them).
import { z } from 'zod';
import { ayahCount, SURAH_COUNT } from '../quran/metadata.ts';
import { wholeNumber } from './content-common.ts';
import { LocaleSchema } from './app-deeds.ts';

export const QuranProgressSchema = z
  .strictObject({
    surah: wholeNumber('Surah', 1, SURAH_COUNT),
    ayah: wholeNumber('Ayah', 1, 286),
  })
  .superRefine((body, ctx) => {
    const n = ayahCount(body.surah);
    if (body.ayah > n) ctx.addIssue({ code: 'custom', path: ['ayah'], message: `Surah ${body.surah} has ${n} ayahs` });
  });
export type QuranProgress = z.infer<typeof QuranProgressSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A surah in a list: its name in the answer's locale where the metadata has it (`nameLocale` says which). */
export const SurahSummarySchema = z.object({
  number: z.number().int(),
  name: z.string(),
  meaning: z.string(),
  /** The language of `name` and `meaning`: the requested locale, else English. */
  nameLocale: LocaleSchema,
  nameArabic: z.string(),
  transliteration: z.string(),
  ayahCount: z.number().int(),
  revelationPlace: z.enum(['makkah', 'madinah']),
  revelationOrder: z.number().int(),
});

export const SurahsAnswerSchema = z.object({
  locale: LocaleSchema,
  count: z.number().int(),
  totalAyahs: z.number().int(),
  /** Where the names and counts come from (the metadata package). */
  metadataSource: z.string(),
  surahs: z.array(SurahSummarySchema),
});

/** The translation served, as QuranEnc's conditions ask: publisher, QuranEnc.com and the version. */
export const TranslationSourceSchema = z.object({
  key: z.string(),
  language: z.string(),
  title: z.string(),
  publisher: z.string(),
  source: z.literal('QuranEnc.com'),
  url: z.string(),
  version: z.string(),
  build: z.string(),
  lastUpdate: z.string(),
});

export const SurahTextAnswerSchema = z.object({
  locale: LocaleSchema,
  surah: SurahSummarySchema,
  /** The language of the translation: the locale's licensed translation, else English. */
  translationLocale: LocaleSchema,
  /** True when the locale has no licensed translation and English is served instead. */
  translationFallback: z.boolean(),
  translation: TranslationSourceSchema,
  /** The Arabic's and the translation's sources in one sentence, to show with the text. */
  attribution: z.string(),
  ayahs: z.array(
    z.object({
      ayah: z.number().int(),
      arabic: z.string(),
      /** The translation unchanged, footnote markers ([n]) included. */
      translation: z.string(),
      /** The footnotes the markers refer to, unchanged ('' when none). */
      footnotes: z.string(),
    }),
  ),
});

export const DailySurahAnswerSchema = z.object({
  date: isoDate,
  locale: LocaleSchema,
  surah: SurahSummarySchema,
  /** The surah's text and translation. */
  path: z.string(),
  rule: z.string(),
});

export const JourneyAnswerSchema = z.object({
  /** The user's local date the streak is counted to. */
  date: isoDate,
  timeZone: z.string(),
  ayahsRead: z.number().int(),
  totalAyahs: z.number().int(),
  /** Of the whole Quran, rounded down to one decimal. */
  percentRead: z.number(),
  surahsCompleted: z.number().int(),
  /** Consecutive local days with reading, to today (or yesterday while today has none). */
  streak: z.number().int(),
  readToday: z.boolean(),
  lastRead: z.object({ surah: z.number().int(), ayah: z.number().int(), at: z.string() }).nullable(),
  surahs: z.array(z.object({ surah: z.number().int(), ayahsRead: z.number().int(), ayahCount: z.number().int() })),
});
