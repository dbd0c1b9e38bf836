// Per-locale texts of a staff quiz question (decision 0051): the question and each option's text,
// stored with the question (quiz_questions.translations, jsonb) as the app content's are (decision
// 0048), edited in the Spiritual Quiz tab's dialog beside the English and saved, versioned and
// audited with it. Only texts: the number of options, their order and points are the English
// record's, so a locale can never score differently (the payload has no place for points).
import { z } from 'zod';
import { LOCALES, PREFIXED_LOCALES, type LocaleCode } from '../i18n/locales.ts';

export type PrefixedLocale = Exclude<LocaleCode, 'en'>;

/** One locale's texts of one question, with who wrote them and whether a native speaker reviewed them. */
export interface QuestionLocaleTexts {
  question: string;
  /** One text per English option, in the English order. */
  options: string[];
  /** Username of the staff member who last changed these texts, or 'team' for the seeded texts. */
  writtenBy: string;
  reviewed: boolean;
  updatedAt: string;
}

/** As stored: null means never written (neither seeded nor saved), `{}` that staff saved none. */
export type QuestionTranslations = Partial<Record<PrefixedLocale, QuestionLocaleTexts>>;

const englishName = (code: LocaleCode) => LOCALES.find((l) => l.code === code)!.englishName;

const LocaleInputSchema = z.strictObject({
  question: z
    .string({ error: 'Question must be text' })
    .trim()
    .max(500, 'Question must be at most 500 characters')
    .optional(),
  options: z
    .array(
      z.string({ error: 'An option must be text' }).trim().max(300, 'Option text must be at most 300 characters'),
      { error: 'Options must be a list of texts' },
    )
    .max(8, 'Send one text per English option')
    .optional(),
  reviewed: z.boolean({ error: 'Reviewed must be true or false' }).optional(),
  // Accepted so a question read from the API can be sent back as it is; ignored (the server stamps them).
  writtenBy: z.string().max(64).optional(),
  updatedAt: z.string().max(40).optional(),
});
export type QuestionLocaleInput = z.infer<typeof LocaleInputSchema>;

/** Keyed by the prefixed locales (English is the question's own fields); any other key is refused. */
export const QuestionTranslationsInputSchema = z.strictObject(
  Object.fromEntries(PREFIXED_LOCALES.map((code) => [code, LocaleInputSchema.optional()])) as Record<
    PrefixedLocale,
    z.ZodOptional<typeof LocaleInputSchema>
  >,
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Translations are keyed by ${PREFIXED_LOCALES.join(', ')} (English is the question itself)`
        : 'Translations must be an object keyed by language',
  },
);
export type QuestionTranslationsInput = z.infer<typeof QuestionTranslationsInputSchema>;

const filled = (text: string | undefined) => (text ?? '').trim() !== '';

/**
 * What is wrong with the per-locale texts of a question with `optionCount` English options: a
 * locale sends exactly one text per English option (never another count), and is either complete
 * (the question and every option) or empty (the English shows), never half translated.
 */
export function questionTranslationIssues(
  optionCount: number,
  input: QuestionTranslationsInput | undefined,
): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  for (const code of PREFIXED_LOCALES as PrefixedLocale[]) {
    const sent = input?.[code];
    if (!sent) continue;
    const name = englishName(code);
    const options = sent.options ?? [];
    if (sent.options !== undefined && options.length !== optionCount) {
      issues.push({
        path: ['translations', code, 'options'],
        message: `${name} needs exactly ${optionCount} option texts, one per English option (their order and points are the English ones)`,
      });
      continue;
    }
    const any = filled(sent.question) || options.some(filled);
    if (!any) continue;
    if (!filled(sent.question))
      issues.push({
        path: ['translations', code, 'question'],
        message: `${name} question is required once any ${name} text is filled in (or clear them all to show the English)`,
      });
    for (let i = 0; i < optionCount; i++) {
      if (!filled(options[i]))
        issues.push({
          path: ['translations', code, 'options', i],
          message: `${name} option ${String.fromCharCode(65 + i)} is required once any ${name} text is filled in (or clear them all to show the English)`,
        });
    }
  }
  return issues;
}

/**
 * The stored translations after a staff save (the input already passed questionTranslationIssues):
 * an empty locale is dropped; a locale whose texts or Reviewed mark changed is stamped with the
 * saver and the time; an unchanged one keeps its stamp. `undefined` input keeps what is stored.
 */
export function mergeQuestionTranslations(
  stored: QuestionTranslations | null | undefined,
  input: QuestionTranslationsInput | undefined,
  by: string,
  at: string,
): QuestionTranslations | null {
  if (input === undefined) return stored ?? null;
  const next: QuestionTranslations = {};
  for (const code of PREFIXED_LOCALES as PrefixedLocale[]) {
    const sent = input[code];
    if (!sent || !filled(sent.question)) continue;
    const question = sent.question!.trim();
    const options = (sent.options ?? []).map((o) => o.trim());
    const reviewed = sent.reviewed ?? false;
    const before = stored?.[code];
    const same =
      before !== undefined &&
      before.question === question &&
      before.reviewed === reviewed &&
      before.options.length === options.length &&
      before.options.every((o, i) => o === options[i]);
    next[code] = same ? before : { question, options, writtenBy: by, reviewed, updatedAt: at };
  }
  return next;
}

/** The dialog's view of stored translations: every locale, texts and Reviewed mark, without the stamps. */
export function questionTranslationsInput(
  stored: QuestionTranslations | null | undefined,
  optionCount: number,
): Record<PrefixedLocale, { question: string; options: string[]; reviewed: boolean }> {
  const out = {} as Record<PrefixedLocale, { question: string; options: string[]; reviewed: boolean }>;
  for (const code of PREFIXED_LOCALES as PrefixedLocale[]) {
    const t = stored?.[code];
    out[code] = {
      question: t?.question ?? '',
      options: Array.from({ length: optionCount }, (_, i) => t?.options[i] ?? ''),
      reviewed: t?.reviewed ?? false,
    };
  }
  return out;
}

/** A locale's texts when they can be shown: the question and one text per English option. */
export function completeTexts(
  stored: QuestionTranslations | null | undefined,
  locale: LocaleCode,
  optionCount: number,
): { question: string; options: string[] } | undefined {
  const t = locale === 'en' ? undefined : stored?.[locale];
  if (!t || !filled(t.question) || t.options.length !== optionCount || !t.options.every(filled)) return undefined;
  return { question: t.question, options: t.options };
}
