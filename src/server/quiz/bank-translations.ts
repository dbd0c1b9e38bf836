// The per-locale texts of the published banks (decisions 0046 and 0051). The repository's
// translation files (src/content/quiz/i18n/<locale>.json) seed the staff bank's `translations` and
// stand in for a question whose translations were never written; the staff bank's own texts win
// wherever they were. The server never needs these texts to score (ids, points and answers are the
// version's), but a change of them must rebuild the pages: textsKey fingerprints them.
import { createHash } from 'node:crypto';
import { PREFIXED_LOCALES, type LocaleCode } from '../../lib/i18n/locales.ts';
import {
  bankTextsIn,
  BankTranslationSchema,
  type BankTranslation,
  type LocaleBankTexts,
  type StaffTextsRow,
} from '../../lib/quiz/locale-bank.ts';
import {
  canonicalJson,
  publicQuestionId,
  type BankSource,
  type PublishedQuizBanks,
} from '../../lib/quiz/published-bank.ts';
import type { PrefixedLocale } from '../../lib/quiz/question-translations.ts';
import ar from '../../content/quiz/i18n/ar.json' with { type: 'json' };
import bn from '../../content/quiz/i18n/bn.json' with { type: 'json' };
import fr from '../../content/quiz/i18n/fr.json' with { type: 'json' };
import id from '../../content/quiz/i18n/id.json' with { type: 'json' };
import ms from '../../content/quiz/i18n/ms.json' with { type: 'json' };
import tr from '../../content/quiz/i18n/tr.json' with { type: 'json' };
import ur from '../../content/quiz/i18n/ur.json' with { type: 'json' };
import { REPOSITORY_BANKS } from './banks.ts';

/** The repository's bank translations; a locale not here has no file (its pages show the staff texts or English). */
export const BANK_TRANSLATIONS: Partial<Record<LocaleCode, BankTranslation>> = {
  ar: BankTranslationSchema.parse(ar),
  ur: BankTranslationSchema.parse(ur),
  fr: BankTranslationSchema.parse(fr),
  id: BankTranslationSchema.parse(id),
  bn: BankTranslationSchema.parse(bn),
  tr: BankTranslationSchema.parse(tr),
  ms: BankTranslationSchema.parse(ms),
};

export type LocalesTexts = Record<PrefixedLocale, LocaleBankTexts>;

/** A staff row as the texts need it (quiz_questions: id, code, translations). */
export interface TextsRow extends StaffTextsRow {
  id: number;
}

/**
 * Every prefixed locale's texts of the published banks, and their fingerprint. `rows` are the staff
 * rows (none for the repository bank); `sources` says which quiz was published from them.
 */
export function publishedBankTexts(
  banks: PublishedQuizBanks,
  sources: { knowledge: BankSource; selfAssessment: BankSource },
  rows: readonly TextsRow[],
): { locales: LocalesTexts; textsKey: string } {
  const byPublicId = new Map(rows.map((r) => [publicQuestionId(r), r]));
  const locales = Object.fromEntries(
    PREFIXED_LOCALES.map((locale) => [
      locale,
      bankTextsIn(locale, banks, {
        sources,
        rows: byPublicId,
        repository: REPOSITORY_BANKS,
        file: BANK_TRANSLATIONS[locale],
      }),
    ]),
  ) as LocalesTexts;
  return { locales, textsKey: textsKeyOf(locales) };
}

/** First 16 hex digits of the SHA-256 of every locale's texts (canonical JSON). */
export function textsKeyOf(locales: LocalesTexts): string {
  const texts = Object.fromEntries(Object.entries(locales).map(([code, l]) => [code, l.texts]));
  return createHash('sha256').update(canonicalJson(texts)).digest('hex').slice(0, 16);
}

/** The repository bank's texts in every locale (a build without a database, or before staff rows). */
export const REPOSITORY_TEXTS = publishedBankTexts(
  REPOSITORY_BANKS,
  { knowledge: 'repository', selfAssessment: 'repository' },
  [],
);
