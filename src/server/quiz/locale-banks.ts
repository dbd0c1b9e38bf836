// The quiz banks and island strings in each locale (decision 0046): the build's published banks
// with the texts of src/content/quiz/i18n/<locale>.json, and the islands' strings beyond their
// first screen. Pages name the locale's files (PAGES.quizBank, PAGES.quizText); the server never
// needs them to score, because a locale's bank shares the version's ids, points and answers.
import { createHash } from 'node:crypto';
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from '../../lib/i18n/locales.ts';
import { quizText } from '../../lib/i18n/quiz.ts';
import { BankTranslationSchema, localizeBanks, type BankTranslation, type LocalizedBanks } from '../../lib/quiz/locale-bank.ts';
import { canonicalJson, type PublishedQuizBanks } from '../../lib/quiz/published-bank.ts';
import { PAGES } from '../../lib/public-routes.ts';
import ar from '../../content/quiz/i18n/ar.json' with { type: 'json' };
import bn from '../../content/quiz/i18n/bn.json' with { type: 'json' };
import fr from '../../content/quiz/i18n/fr.json' with { type: 'json' };
import id from '../../content/quiz/i18n/id.json' with { type: 'json' };
import ms from '../../content/quiz/i18n/ms.json' with { type: 'json' };
import tr from '../../content/quiz/i18n/tr.json' with { type: 'json' };
import ur from '../../content/quiz/i18n/ur.json' with { type: 'json' };
import { REPOSITORY_BANKS } from './banks.ts';

/** The bank translations there are; a locale not here shows the English questions. */
export const BANK_TRANSLATIONS: Partial<Record<LocaleCode, BankTranslation>> = {
  ar: BankTranslationSchema.parse(ar),
  ur: BankTranslationSchema.parse(ur),
  fr: BankTranslationSchema.parse(fr),
  id: BankTranslationSchema.parse(id),
  bn: BankTranslationSchema.parse(bn),
  tr: BankTranslationSchema.parse(tr),
  ms: BankTranslationSchema.parse(ms),
};

export function banksIn(locale: LocaleCode, published: PublishedQuizBanks): LocalizedBanks {
  const translation = BANK_TRANSLATIONS[locale];
  if (!translation) return { banks: published, untranslated: [] };
  return localizeBanks(published, REPOSITORY_BANKS, translation);
}

export const QUIZ_OF_BANK = { selfAssessment: 'self', knowledge: 'knowledge' } as const;

/**
 * The folder of a locale's files under a bank version: the code and a hash of its texts, so a
 * changed translation gets a new address (the files are cached for good, netlify.toml).
 */
export function localeBankKey(locale: LocaleCode): string {
  const texts = { bank: BANK_TRANSLATIONS[locale] ?? null, self: quizText(locale, 'self', 'all'), knowledge: quizText(locale, 'knowledge', 'all') };
  return `${locale}-${createHash('sha256').update(canonicalJson(texts)).digest('hex').slice(0, 10)}`;
}

/** What a quiz page in `locale` hands its island: the bank and strings files of that locale. */
export function pageQuizFiles(version: string, locale: LocaleCode, bank: keyof PublishedQuizBanks) {
  const key = localeBankKey(locale);
  return {
    bankUrl: BANK_TRANSLATIONS[locale] && locale !== DEFAULT_LOCALE ? PAGES.quizBank(version, bank, key) : PAGES.quizBank(version, bank),
    textUrl: PAGES.quizText(version, bank, key),
    text: quizText(locale, QUIZ_OF_BANK[bank], 'first'),
  };
}

/** Every locale's files of a bank version (the static route builds them). */
export function localeBankFiles(published: PublishedQuizBanks): { key: string; file: string; body: unknown }[] {
  return LOCALE_CODES.flatMap((locale) => {
    const key = localeBankKey(locale);
    const files: { key: string; file: string; body: unknown }[] = [];
    if (BANK_TRANSLATIONS[locale] && locale !== DEFAULT_LOCALE) {
      const { banks, untranslated } = banksIn(locale, published);
      if (untranslated.length) console.warn(`[quiz] ${locale}: ${untranslated.length} question(s) shown in English: ${untranslated.join(', ')}`);
      files.push({ key, file: 'knowledge', body: banks.knowledge }, { key, file: 'selfAssessment', body: banks.selfAssessment });
    }
    for (const bank of ['knowledge', 'selfAssessment'] as const) files.push({ key, file: `${bank}-text`, body: quizText(locale, QUIZ_OF_BANK[bank], 'all') });
    return files;
  });
}
