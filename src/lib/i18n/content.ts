// Per-locale texts of the app's content (thawab tasks, badges, spiritual levels; decision 0048):
// the shape stored with each entity (a jsonb `translations` column), its schema, and the one
// fallback rule the read API uses. English is the entity's own columns; a locale's text, where
// present, replaces its field, and every missing field falls back to English on its own.
import { z } from 'zod';
import { DEFAULT_LOCALE, isLocaleCode, PREFIXED_LOCALES, type LocaleCode } from './locales.ts';

/** The fields of an entity that have per-locale texts. */
export const TRANSLATED_FIELDS = ['name', 'description'] as const;
export type TranslatedField = (typeof TRANSLATED_FIELDS)[number];

/** One locale's texts of one entity, with who wrote them and whether a native speaker reviewed them. */
export interface LocaleTexts {
  name?: string;
  description?: string;
  /** Username of the staff member who last changed these texts, or 'team' for the seeded texts. */
  writtenBy: string;
  /** True only once a native speaker has reviewed these texts. */
  reviewed: boolean;
  updatedAt: string;
}

export type ContentTranslations = Partial<Record<LocaleCode, LocaleTexts>>;

/** What a staff save sends per locale: the texts and the review mark (the server stamps who and when). */
export const LocaleTextsInputSchema = z.strictObject({
  name: z
    .string({ error: 'Name must be text' })
    .trim()
    .max(120, 'Name is too long (120 characters at most)')
    .optional(),
  description: z
    .string({ error: 'Description must be text' })
    .trim()
    .max(1000, 'Description is too long (1000 characters at most)')
    .optional(),
  reviewed: z.boolean({ error: 'Reviewed must be true or false' }).optional(),
  // Accepted so a record read from the API can be sent back as it is; ignored: the server stamps them.
  writtenBy: z.string().max(64).optional(),
  updatedAt: z.string().max(40).optional(),
});
export type LocaleTextsInput = z.infer<typeof LocaleTextsInputSchema>;

/** Keyed by the prefixed locales (English is the entity's own fields); unknown keys are refused. */
export const TranslationsInputSchema = z.strictObject(
  Object.fromEntries(PREFIXED_LOCALES.map((code) => [code, LocaleTextsInputSchema.optional()])) as Record<
    Exclude<LocaleCode, 'en'>,
    z.ZodOptional<typeof LocaleTextsInputSchema>
  >,
);
export type TranslationsInput = z.infer<typeof TranslationsInputSchema>;

/**
 * The stored translations after a staff save: empty texts are dropped, a locale left with no text is
 * removed, and a locale whose texts or review mark changed is stamped with the saver and the time;
 * an unchanged locale keeps its stamp (so re-saving a task does not claim someone else's words).
 */
export function mergeTranslations(
  stored: ContentTranslations | null | undefined,
  input: TranslationsInput | undefined,
  by: string,
  at: string,
): ContentTranslations {
  if (input === undefined) return stored ?? {};
  const next: ContentTranslations = {};
  for (const code of PREFIXED_LOCALES) {
    const sent = input[code as Exclude<LocaleCode, 'en'>];
    if (!sent) continue;
    const texts: Partial<Record<TranslatedField, string>> = {};
    for (const field of TRANSLATED_FIELDS) if (sent[field]) texts[field] = sent[field];
    if (Object.keys(texts).length === 0) continue;
    const before = stored?.[code];
    const reviewed = sent.reviewed ?? false;
    const same =
      before !== undefined &&
      reviewed === before.reviewed &&
      TRANSLATED_FIELDS.every((f) => (before[f] ?? '') === (texts[f] ?? ''));
    next[code] = same ? before : { ...texts, writtenBy: by, reviewed, updatedAt: at };
  }
  return next;
}

/** The form's view of stored translations: texts and review marks per locale, without the stamps. */
export function translationsInput(stored: ContentTranslations | null | undefined): TranslationsInput {
  const out: TranslationsInput = {};
  for (const code of PREFIXED_LOCALES) {
    const t = stored?.[code];
    if (t)
      out[code as Exclude<LocaleCode, 'en'>] = {
        name: t.name ?? '',
        description: t.description ?? '',
        reviewed: t.reviewed,
      };
  }
  return out;
}

/**
 * The entity's fields in the locale: each translated field from the locale's texts when present,
 * else the English column. `fallback` lists the fields that fell back, so a client can mark them.
 */
export function localizeFields<T extends Record<TranslatedField, string>>(
  entity: T,
  translations: ContentTranslations | null | undefined,
  locale: LocaleCode,
): Record<TranslatedField, string> & { fallback: TranslatedField[] } {
  const texts = locale === DEFAULT_LOCALE ? undefined : translations?.[locale];
  const fallback: TranslatedField[] = [];
  const out = {} as Record<TranslatedField, string>;
  for (const field of TRANSLATED_FIELDS) {
    const text = texts?.[field]?.trim();
    if (text) out[field] = text;
    else {
      out[field] = entity[field];
      if (locale !== DEFAULT_LOCALE) fallback.push(field);
    }
  }
  return { ...out, fallback };
}

export type LocaleParam = { ok: true; locale: LocaleCode } | { ok: false; message: string };

/**
 * `?locale=` of the read API: absent means English; one of the table's codes is served; anything
 * else is refused (400) rather than answered in English, so a typo is seen at once and a CDN never
 * caches an English answer under a wrong locale's URL.
 */
export function readLocaleParam(value: string | null): LocaleParam {
  if (value === null) return { ok: true, locale: DEFAULT_LOCALE };
  if (isLocaleCode(value)) return { ok: true, locale: value };
  return { ok: false, message: `locale must be one of ${[DEFAULT_LOCALE, ...PREFIXED_LOCALES].join(', ')}` };
}
