// The quiz banks and island strings in each locale (decisions 0046 and 0051): the build's published
// banks with each locale's texts (the staff bank's, else src/content/quiz/i18n), and the islands'
// strings beyond their first screen. Pages name the locale's files (PAGES.quizBank, PAGES.quizText);
// the server never needs them to score, because a locale's bank shares the version's ids, points
// and answers.
//
// The strings come from registered catalogues that the build overwrites with published staff edits
// (src/middleware.ts → loadPublishedTranslations). A locale's folder is named by a hash of its
// files, so the merge must come first: loadQuizLocales awaits it itself, because the static route
// that writes the files is listed (getStaticPaths) before the middleware runs for any page.
import { createHash } from 'node:crypto';
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from '../../lib/i18n/locales.ts';
import { quizPageText, quizText, type QuizText } from '../../lib/i18n/quiz.ts';
import { localizeBanks } from '../../lib/quiz/locale-bank.ts';
import { canonicalJson, type PublishedQuizBanks } from '../../lib/quiz/published-bank.ts';
import type { PrefixedLocale } from '../../lib/quiz/question-translations.ts';
import { PAGES } from '../../lib/public-routes.ts';
import { loadPublishedTranslations } from '../i18n/published-translations.ts';
import { loadPageBanks, type PageBanks } from './published-banks.ts';

export const QUIZ_OF_BANK = { selfAssessment: 'self', knowledge: 'knowledge' } as const;
type Bank = keyof PublishedQuizBanks;

/** One locale's files under a bank version: the folder key, its banks (none in English) and strings. */
export interface LocaleQuizFiles {
  locale: LocaleCode;
  /** The code and a hash of the folder's files, so changed texts get a new address (cached for good, netlify.toml). */
  key: string;
  banks: PublishedQuizBanks | null;
  text: Record<Bank, QuizText>;
  /** Questions that show in English on this locale's pages. */
  untranslated: string[];
}

export interface QuizLocales {
  version: string;
  locales: Record<LocaleCode, LocaleQuizFiles>;
}

/** The build's banks in `locale`: its texts over the version's ids, points and answers (English: the banks themselves). */
export function banksIn(locale: LocaleCode, page: PageBanks): PublishedQuizBanks {
  if (locale === DEFAULT_LOCALE) return page.banks;
  return localizeBanks(
    page.banks,
    page.locales[locale as PrefixedLocale].texts,
    quizPageText(locale, 'defaultEncouragement'),
  );
}

/** Every locale's files of these banks, from the catalogues as they are now (call after the merge). */
export function quizLocaleFiles(page: PageBanks): QuizLocales {
  const locales = Object.fromEntries(
    LOCALE_CODES.map((locale): [LocaleCode, LocaleQuizFiles] => {
      const text = { selfAssessment: quizText(locale, 'self', 'all'), knowledge: quizText(locale, 'knowledge', 'all') };
      const own = locale === DEFAULT_LOCALE ? null : page.locales[locale as PrefixedLocale];
      const banks = own ? banksIn(locale, page) : null;
      const key = `${locale}-${createHash('sha256').update(canonicalJson({ banks, text })).digest('hex').slice(0, 10)}`;
      return [locale, { locale, key, banks, text, untranslated: own?.untranslated ?? [] }];
    }),
  ) as Record<LocaleCode, LocaleQuizFiles>;
  return { version: page.version, locales };
}

let cached: Promise<QuizLocales> | undefined;

/** This build's files in every locale (memoised), after the published staff translations are merged. */
export function loadQuizLocales(): Promise<QuizLocales> {
  cached ??= (async () => {
    await loadPublishedTranslations();
    const files = quizLocaleFiles(await loadPageBanks());
    for (const l of Object.values(files.locales)) {
      if (l.untranslated.length)
        console.warn(
          `[quiz] ${l.locale}: ${l.untranslated.length} question(s) shown in English: ${l.untranslated.join(', ')}`,
        );
    }
    return files;
  })();
  return cached;
}

/** What a quiz page in `locale` hands its island: the bank version, its bank and strings files, the first screen's strings. */
export function pageQuizFilesOf(files: QuizLocales, locale: LocaleCode, bank: Bank) {
  const own = files.locales[locale];
  return {
    bankVersion: files.version,
    bankUrl: own.banks ? PAGES.quizBank(files.version, bank, own.key) : PAGES.quizBank(files.version, bank),
    textUrl: PAGES.quizText(files.version, bank, own.key),
    text: quizText(locale, QUIZ_OF_BANK[bank], 'first'),
  };
}

export async function pageQuizFiles(locale: LocaleCode, bank: Bank) {
  return pageQuizFilesOf(await loadQuizLocales(), locale, bank);
}

/** Every file under the version's locale folders (the static route writes them). */
export function localeBankFiles(files: QuizLocales): { key: string; file: string; body: unknown }[] {
  return Object.values(files.locales).flatMap(({ key, banks, text }) => [
    ...(banks
      ? [
          { key, file: 'knowledge', body: banks.knowledge },
          { key, file: 'selfAssessment', body: banks.selfAssessment },
        ]
      : []),
    ...(['knowledge', 'selfAssessment'] as const).map((bank) => ({ key, file: `${bank}-text`, body: text[bank] })),
  ]);
}
