// Requests and answers of the app's dua requests API (/api/app/v1/dua-requests*, /me/quotas;
// decision 0064). The handlers parse requests and type their answers by these; the OpenAPI document
// is generated from them.
import { z } from 'zod';
import { feedQuery } from './paging.ts';
import { DUA_INTENTIONS } from '../dua-library.ts';
import { PERSONAL_NOTE_MAX, RECIPIENT_NAME_MAX } from '../duas.ts';
import { LocaleSchema } from './app-deeds.ts';
import { TranslationSourceSchema } from './app-quran.ts';
import { ownWords } from './own-words.ts';

export const DuaRequestCreateSchema = z.strictObject({
  intention: z.enum(DUA_INTENTIONS, { error: `intention is one of: ${DUA_INTENTIONS.join(', ')}` }),
  recipientName: ownWords('recipientName', RECIPIENT_NAME_MAX, false).nullable().optional(),
  personalNote: ownWords('personalNote', PERSONAL_NOTE_MAX, true).nullable().optional(),
});
export type DuaRequestCreate = z.infer<typeof DuaRequestCreateSchema>;

export const DuaRequestPatchSchema = z.strictObject({
  isSaved: z.boolean({ error: 'isSaved must be true or false' }),
});

/** The app's one feed rule (src/lib/schemas/paging.ts): newest first, `before` the last id seen, `limit`. */
export const DuaRequestsQuerySchema = feedQuery('a dua request');

// Answers

export const DuaContentSchema = z.object({
  /** The verified Uthmani Arabic of the referenced ayahs, unchanged (joined with a space). */
  arabic: z.string(),
  /** The licensed translation of those ayahs, unchanged, footnote markers ([n]) included. */
  translation: z.string(),
  /** The footnotes the markers refer to, unchanged ('' when none). */
  footnotes: z.string(),
  /** The language of the translation: the user's licensed translation, else English. */
  translationLocale: LocaleSchema,
  /** True when the user's language has no licensed translation and English is served instead. */
  translationFallback: z.boolean(),
  translationSource: TranslationSourceSchema,
  /** The Arabic's and the translation's sources in one sentence, to show with the text. */
  attribution: z.string(),
});

export const DuaRequestSchema = z.object({
  id: z.number().int(),
  /** As asked (a string, so a request outlives an intention the library later drops). */
  intention: z.string(),
  /** The intention's label in the answer's `locale`; null only for an intention the library no longer has. */
  intentionLabel: z.string().nullable(),
  recipientName: z.string().nullable(),
  personalNote: z.string().nullable(),
  /** "2:201", or "14:40-41" for a range: surah, first and last ayah. */
  ayahReference: z.string(),
  surah: z.object({ number: z.number().int(), name: z.string(), nameArabic: z.string() }),
  duaContent: DuaContentSchema,
  /** A recitation of the first ayah from the configured source, or null when none is configured. */
  audioUrl: z.string().nullable(),
  /** One recitation per ayah, in order ([] when no source is configured). */
  audioUrls: z.array(z.string()),
  isSaved: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type DuaRequest = z.infer<typeof DuaRequestSchema>;

export const DuaRequestAnswerSchema = z.object({ locale: LocaleSchema, request: DuaRequestSchema });
export const DuaRequestsAnswerSchema = z.object({
  locale: LocaleSchema,
  items: z.array(DuaRequestSchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});
export const DuaIntentionsAnswerSchema = z.object({
  locale: LocaleSchema,
  /** Every intention a request may name, in the library's order. */
  intentions: z.array(
    z.object({
      /** The value of a request's `intention`. */
      key: z.enum(DUA_INTENTIONS),
      /** Its name in `locale`, at most 40 characters, to show in a list. */
      label: z.string(),
      /** How many of the Quran's duas the library holds for it: asking again offers the next in turn. */
      duaCount: z.number().int(),
    }),
  ),
});
export const DuaRequestDeletedSchema = z.object({ deleted: z.literal(true) });

export const QuotaSchema = z.object({
  used: z.number().int(),
  /** limit + extras bought − used, never below 0. */
  left: z.number().int(),
  limit: z.number().int(),
  /**
   * Bought in a store on top of the limit this month (`app.thawab.extra.duas.5`, decision 0062;
   * dedications' extras are credited only while SELL_EXTRA_DEDICATIONS is on, decision 0065).
   */
  extraPurchased: z.number().int(),
  /** The user's local calendar month the counts are for, YYYY-MM. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
});
export const QuotasAnswerSchema = z.object({
  duaRequests: QuotaSchema,
  /** Ayah dedications of live recitations (decision 0065). */
  dedications: QuotaSchema,
});
