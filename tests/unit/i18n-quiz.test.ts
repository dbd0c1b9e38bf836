// The quizzes in every locale (decisions 0046, 0051): bank translations complete and structure-free,
// answer keys identical, island strings complete and valid for the Translations tab, digits per the table.
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, PREFIXED_LOCALES, type LocaleCode } from '../../src/lib/i18n/locales.ts';
import { QUIZ_LEVELS, QUIZ_MESSAGES, QUIZ_STRINGS, quizText, type QuizLevelKey } from '../../src/lib/i18n/quiz.ts';
import { CATALOGUES } from '../../src/lib/i18n/catalogues.ts';
import { mergeCatalogue } from '../../src/lib/i18n/merge.ts';
import { TRANSLATED } from '../../src/lib/i18n/pages.ts';
import { KNOWLEDGE_LEVELS, SELF_ASSESSMENT_LEVELS } from '../../src/lib/quiz/levels.ts';
import { bankTextsIn, localizeBanks } from '../../src/lib/quiz/locale-bank.ts';
import type { PrefixedLocale } from '../../src/lib/quiz/question-translations.ts';
import { BANK_TRANSLATIONS, REPOSITORY_TEXTS } from '../../src/server/quiz/bank-translations.ts';
import { quizLocaleFiles } from '../../src/server/quiz/locale-banks.ts';
import { REPOSITORY_BANK_VERSION, REPOSITORY_BANKS } from '../../src/server/quiz/banks.ts';
import { EMAIL_INVALID_MESSAGE, EMAIL_SAVE_FAILED_MESSAGE } from '../../src/stores/quiz-self.ts';
import { CONTACT_TOAST, JOIN_FAILED_MESSAGE, NAME_TOAST } from '../../src/stores/quiz-knowledge.ts';
import { LINK_COPIED_MESSAGE } from '../../src/islands/quiz-self/SharePrompt.tsx';
import { RESULTS_COPIED_MESSAGE } from '../../src/islands/quiz-self/SelfResult.tsx';
import { makeT } from '../../src/islands/shared/quiz-i18n.tsx';

const translatedLocales = Object.keys(BANK_TRANSLATIONS) as LocaleCode[];
/** The repository bank in a locale, as a build without a database writes it. */
const banksIn = (locale: LocaleCode) => {
  const own = REPOSITORY_TEXTS.locales[locale as PrefixedLocale];
  return { banks: localizeBanks(REPOSITORY_BANKS, own.texts, 'default line'), untranslated: own.untranslated };
};
const REPOSITORY_PAGE = {
  version: REPOSITORY_BANK_VERSION,
  banks: REPOSITORY_BANKS,
  sources: { knowledge: 'repository', selfAssessment: 'repository' },
  locales: REPOSITORY_TEXTS.locales,
} as const;

describe('quiz banks per locale', () => {
  it('translates every question and every option of both banks, and nothing else', () => {
    expect(translatedLocales.sort()).toEqual([...PREFIXED_LOCALES].sort());
    for (const locale of translatedLocales) {
      const translation = BANK_TRANSLATIONS[locale]!;
      expect(translation.reviewedByNativeSpeaker, locale).toBe(false);
      expect(Object.keys(translation.selfAssessment).sort(), locale).toEqual(
        REPOSITORY_BANKS.selfAssessment.map((q) => q.id).sort(),
      );
      expect(Object.keys(translation.knowledge).sort(), locale).toEqual(
        REPOSITORY_BANKS.knowledge.map((q) => q.id).sort(),
      );
      const { banks, untranslated } = banksIn(locale);
      expect(untranslated, locale).toEqual([]);
      for (const [i, q] of banks.selfAssessment.entries()) {
        const english = REPOSITORY_BANKS.selfAssessment[i]!;
        expect(q.question, `${locale} ${q.id}`).not.toBe(english.question);
        expect(new Set(q.options.map((o) => o.text)).size, `${locale} ${q.id} options distinct`).toBe(4);
      }
      for (const q of banks.knowledge) expect(new Set(q.options).size, `${locale} ${q.id} options distinct`).toBe(4);
    }
  });

  it('keeps ids, difficulty, option points and the knowledge answer keys identical to English', () => {
    const structure = (banks: typeof REPOSITORY_BANKS) => ({
      self: banks.selfAssessment.map((q) => [q.id, q.difficulty, q.options.map((o) => [o.points, o.emoji])]),
      knowledge: banks.knowledge.map((q) => [q.id, q.difficulty, q.answer, q.options.length]),
    });
    for (const locale of translatedLocales)
      expect(structure(banksIn(locale).banks), locale).toEqual(structure(REPOSITORY_BANKS));
  });

  it('shows a question staff reshaped (other points or answer) in English rather than misaligned', () => {
    const [first, ...rest] = REPOSITORY_BANKS.knowledge;
    const moved = { ...first!, answer: (first!.answer + 1) % 4 };
    const published = { ...REPOSITORY_BANKS, knowledge: [moved, ...rest] };
    const { texts, untranslated } = bankTextsIn('ar', published, {
      sources: { knowledge: 'repository', selfAssessment: 'repository' },
      rows: new Map(),
      repository: REPOSITORY_BANKS,
      file: BANK_TRANSLATIONS.ar,
    });
    const banks = localizeBanks(published, texts, 'default line');
    expect(untranslated).toEqual([first!.id]);
    expect(banks.knowledge[0]).toEqual(moved);
    expect(banks.knowledge[1]!.question).toBe(BANK_TRANSLATIONS.ar!.knowledge[rest[0]!.id]!.question);
  });

  it('names each locale’s files by a hash of its texts, so a changed translation gets a new address', () => {
    const files = quizLocaleFiles(REPOSITORY_PAGE);
    const keys = LOCALE_CODES.map((code) => files.locales[code].key);
    expect(new Set(keys).size).toBe(LOCALE_CODES.length);
    for (const [i, code] of LOCALE_CODES.entries()) expect(keys[i]).toMatch(new RegExp(`^${code}-[0-9a-f]{10}$`));
  });
});

describe('quiz strings per locale', () => {
  const english = QUIZ_STRINGS.en;
  it('has every key in every translated locale, each valid as the Translations tab checks it (placeholders, plural categories)', () => {
    for (const locale of translatedLocales)
      expect(Object.keys(QUIZ_STRINGS.others[locale]!).sort(), locale).toEqual(Object.keys(english).sort());
    // The build drops a file string that fails validateTranslation (English then shows): none may.
    const quiz = CATALOGUES.filter((c) => c.area === 'quiz');
    expect(quiz.map((c) => c.name)).toEqual(['quiz', 'quiz-messages', 'quiz-levels']);
    for (const entry of quiz) expect(mergeCatalogue(entry.name, entry.catalogue, []).report, entry.name).toEqual([]);
  });

  it('translates exactly the product spec’s English messages, and the five levels of each quiz', () => {
    const productMessages = [
      EMAIL_INVALID_MESSAGE,
      EMAIL_SAVE_FAILED_MESSAGE,
      CONTACT_TOAST.title,
      CONTACT_TOAST.description,
      NAME_TOAST.title,
      NAME_TOAST.description,
      JOIN_FAILED_MESSAGE,
      LINK_COPIED_MESSAGE,
      RESULTS_COPIED_MESSAGE,
    ];
    for (const locale of translatedLocales) {
      const messages = quizText(locale, 'self', 'all').messages;
      for (const message of productMessages) expect(messages[message], `${locale}: ${message}`).toBeTruthy();
      expect(Object.keys(messages).sort(), locale).toEqual(Object.values(QUIZ_MESSAGES.en).sort());
      expect(Object.keys(QUIZ_LEVELS.others[locale]!).sort(), locale).toEqual(Object.keys(QUIZ_LEVELS.en).sort());
      expect(quizText(locale, 'self', 'all').levels.map((l) => l.name)).not.toEqual(
        SELF_ASSESSMENT_LEVELS.map((l) => l.name),
      );
      expect(quizText(locale, 'knowledge', 'all').levels).toHaveLength(KNOWLEDGE_LEVELS.length);
    }
    // English keeps the spec's messages as they are.
    expect(quizText('en', 'self', 'all').messages).toEqual({});
  });

  it('gives the page only the first screen’s strings of its own locale', () => {
    const first = quizText('ar', 'self', 'first');
    expect(Object.keys(first.strings).sort()).toEqual([
      'dismiss',
      'emailAddress',
      'gateHeading',
      'gateIntro',
      'notifications',
      'offline',
      'outdated',
      'preparing',
      'reload',
      'start',
      'starting',
      'tryAgain',
      'visitors',
    ]);
    expect(JSON.stringify([first.strings, Object.values(first.messages)])).not.toMatch(/[A-Za-z]{4,} (?:of|the|your) /); // no English sentence slipped in
    expect(JSON.stringify(first)).not.toContain(QUIZ_STRINGS.others.fr!.start as string);
    expect(first.levels).toEqual([]);
    const all = quizText('ar', 'knowledge', 'all');
    expect(all.levels.map((l) => l.name)).toEqual(
      KNOWLEDGE_LEVELS.map((_, i) => QUIZ_LEVELS.others.ar![`knowledge${i + 1}Name` as QuizLevelKey]),
    );
    expect(all.sharePath).toBe('/ar/spiritual-quiz');
    expect(quizText('en', 'self', 'all').sharePath).toBe('/');
  });

  it('turns the quiz pages on only where bank and strings are complete', () => {
    for (const page of ['test', 'spiritualQuiz'] as const) {
      expect([...TRANSLATED[page]].sort()).toEqual(translatedLocales.sort());
    }
    for (const locale of PREFIXED_LOCALES.filter((code) => !translatedLocales.includes(code)))
      expect(BANK_TRANSLATIONS[locale]).toBeUndefined();
  });
});

describe('numbers and plurals in the islands', () => {
  const t = (locale: LocaleCode) => makeT(quizText(locale, 'self', 'all'));
  it('writes numbers with the locale table’s digits', () => {
    expect(t('ar')('selfCount', { n: 3, total: 7 })).toBe('٣ من ٧');
    expect(t('ur')('selfCount', { n: 3, total: 7 })).toBe('7 میں سے 3');
    expect(t('bn').n(1234)).toBe('১,২৩৪');
    expect(t('en')('knowledgeCount', { n: 3, total: 10 })).toBe('Question 3 of 10');
  });

  it('chooses the plural branch of the visitor counter per locale', () => {
    expect(t('en')('visitors', { count: 1 })).toBe('1 person has discovered their spiritual level');
    expect(t('en')('visitors', { count: 1234 })).toBe('1,234 people have discovered their spiritual level');
    expect(t('fr')('visitors', { count: 1 })).toBe('1 personne a découvert son niveau spirituel');
    expect(t('fr')('visitors', { count: 1234 })).toBe('1\u202f234 personnes ont découvert leur niveau spirituel');
    expect(t('ar')('visitors', { count: 2 })).toBe('شخصان اكتشفا مستواهما الروحي');
    expect(t('ar')('visitors', { count: 5 })).toBe('٥ أشخاص اكتشفوا مستواهم الروحي');
    expect(t('ar')('visitors', { count: 1234 })).toBe('١٬٢٣٤ شخصًا اكتشفوا مستواهم الروحي'); // 1234: CLDR "many"
    expect(t('ar')('visitors', { count: 1200 })).toBe('١٬٢٠٠ شخص اكتشفوا مستواهم الروحي');
    expect(t('ur')('visitors', { count: 1234 })).toBe('1,234 لوگ اپنا روحانی درجہ جان چکے ہیں');
  });

  it('shows a product message in the locale and leaves unknown ones as they are', () => {
    expect(t('fr').m(EMAIL_INVALID_MESSAGE)).toBe('Veuillez saisir une adresse e-mail valide');
    expect(t('en').m(EMAIL_INVALID_MESSAGE)).toBe(EMAIL_INVALID_MESSAGE);
    expect(t('ar').m('Something the server said')).toBe('Something the server said');
  });
});
