// The quizzes in every locale (decision 0046): bank translations complete and structure-free,
// answer keys identical, island strings complete with matching placeholders, digits per the table.
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, PREFIXED_LOCALES, type LocaleCode } from '../../src/lib/i18n/locales.ts';
import { LEVEL_TRANSLATIONS, MESSAGE_TRANSLATIONS, QUIZ_STRINGS, quizText, type QuizKey } from '../../src/lib/i18n/quiz.ts';
import { TRANSLATED } from '../../src/lib/i18n/pages.ts';
import { KNOWLEDGE_LEVELS, SELF_ASSESSMENT_LEVELS } from '../../src/lib/quiz/levels.ts';
import { localizeBanks } from '../../src/lib/quiz/locale-bank.ts';
import { BANK_TRANSLATIONS, banksIn, localeBankKey } from '../../src/server/quiz/locale-banks.ts';
import { REPOSITORY_BANKS } from '../../src/server/quiz/banks.ts';
import { EMAIL_INVALID_MESSAGE, EMAIL_SAVE_FAILED_MESSAGE } from '../../src/stores/quiz-self.ts';
import { CONTACT_TOAST, JOIN_FAILED_MESSAGE, NAME_TOAST } from '../../src/stores/quiz-knowledge.ts';
import { LINK_COPIED_MESSAGE } from '../../src/islands/quiz-self/SharePrompt.tsx';
import { RESULTS_COPIED_MESSAGE } from '../../src/islands/quiz-self/SelfResult.tsx';
import { makeT } from '../../src/islands/shared/quiz-i18n.tsx';

const translatedLocales = Object.keys(BANK_TRANSLATIONS) as LocaleCode[];
const placeholders = (message: unknown): string[] => {
  const texts = typeof message === 'string' ? [message] : Object.entries(message as Record<string, string>).filter(([k]) => k !== 'plural').map(([, v]) => v);
  return [...new Set(texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)))].sort();
};
// The percentile is an English ordinal ("84th", {ord}) or the plain localized number ({pct}).
const ALTERNATIVES: Partial<Record<QuizKey, [string, string]>> = { percentileValue: ['ord', 'pct'], selfShareText: ['ord', 'pct'] };

describe('quiz banks per locale', () => {
  it('translates every question and every option of both banks, and nothing else', () => {
    expect(translatedLocales.sort()).toEqual([...PREFIXED_LOCALES].sort());
    for (const locale of translatedLocales) {
      const translation = BANK_TRANSLATIONS[locale]!;
      expect(translation.reviewedByNativeSpeaker, locale).toBe(false);
      expect(Object.keys(translation.selfAssessment).sort(), locale).toEqual(REPOSITORY_BANKS.selfAssessment.map((q) => q.id).sort());
      expect(Object.keys(translation.knowledge).sort(), locale).toEqual(REPOSITORY_BANKS.knowledge.map((q) => q.id).sort());
      const { banks, untranslated } = banksIn(locale, REPOSITORY_BANKS);
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
    for (const locale of translatedLocales) expect(structure(banksIn(locale, REPOSITORY_BANKS).banks), locale).toEqual(structure(REPOSITORY_BANKS));
  });

  it('shows a question staff reshaped (other points or answer) in English rather than misaligned', () => {
    const [first, ...rest] = REPOSITORY_BANKS.knowledge;
    const moved = { ...first!, answer: (first!.answer + 1) % 4 };
    const { banks, untranslated } = localizeBanks({ ...REPOSITORY_BANKS, knowledge: [moved, ...rest] }, REPOSITORY_BANKS, BANK_TRANSLATIONS.ar!);
    expect(untranslated).toEqual([first!.id]);
    expect(banks.knowledge[0]).toEqual(moved);
    expect(banks.knowledge[1]!.question).toBe(BANK_TRANSLATIONS.ar!.knowledge[rest[0]!.id]!.question);
  });

  it('names each locale’s files by a hash of its texts, so a changed translation gets a new address', () => {
    const keys = LOCALE_CODES.map(localeBankKey);
    expect(new Set(keys).size).toBe(LOCALE_CODES.length);
    for (const [i, code] of LOCALE_CODES.entries()) expect(keys[i]).toMatch(new RegExp(`^${code}-[0-9a-f]{10}$`));
  });
});

describe('quiz strings per locale', () => {
  const english = QUIZ_STRINGS.en;
  it('has every key in every translated locale, with the English placeholders', () => {
    for (const locale of translatedLocales) {
      const own = QUIZ_STRINGS.others[locale]!;
      expect(Object.keys(own).sort(), locale).toEqual(Object.keys(english).sort());
      for (const key of Object.keys(english) as QuizKey[]) {
        const alternative = ALTERNATIVES[key];
        const expected = placeholders(english[key]).map((p) => (alternative && p === alternative[0] ? alternative[1] : p));
        // A translation may leave a number out (Arabic says "two minutes" in words), never add one.
        for (const p of placeholders(own[key])) expect(expected, `${locale} ${key} {${p}}`).toContain(p);
        if (typeof english[key] !== 'string') expect(own[key], `${locale} ${key}`).toHaveProperty('other');
      }
    }
  });

  it('translates exactly the product spec’s English messages, and the five levels of each quiz', () => {
    const productMessages = [EMAIL_INVALID_MESSAGE, EMAIL_SAVE_FAILED_MESSAGE, CONTACT_TOAST.title, CONTACT_TOAST.description, NAME_TOAST.title, NAME_TOAST.description, JOIN_FAILED_MESSAGE, LINK_COPIED_MESSAGE, RESULTS_COPIED_MESSAGE];
    for (const locale of translatedLocales) {
      const messages = MESSAGE_TRANSLATIONS[locale]!;
      for (const message of productMessages) expect(messages[message], `${locale}: ${message}`).toBeTruthy();
      expect(Object.keys(messages).sort(), locale).toEqual(Object.keys(MESSAGE_TRANSLATIONS.ar!).sort());
      expect(LEVEL_TRANSLATIONS[locale]!.self).toHaveLength(SELF_ASSESSMENT_LEVELS.length);
      expect(LEVEL_TRANSLATIONS[locale]!.knowledge).toHaveLength(KNOWLEDGE_LEVELS.length);
    }
    // English keeps the spec's messages as they are.
    expect(quizText('en', 'self', 'all').messages).toEqual({});
  });

  it('gives the page only the first screen’s strings of its own locale', () => {
    const first = quizText('ar', 'self', 'first');
    expect(Object.keys(first.strings).sort()).toEqual(['dismiss', 'emailAddress', 'gateHeading', 'gateIntro', 'notifications', 'offline', 'outdated', 'preparing', 'reload', 'start', 'starting', 'tryAgain', 'visitors']);
    expect(JSON.stringify([first.strings, Object.values(first.messages)])).not.toMatch(/[A-Za-z]{4,} (?:of|the|your) /); // no English sentence slipped in
    expect(JSON.stringify(first)).not.toContain(QUIZ_STRINGS.others.fr!.start as string);
    expect(first.levels).toEqual([]);
    const all = quizText('ar', 'knowledge', 'all');
    expect(all.levels.map((l) => l.name)).toEqual(LEVEL_TRANSLATIONS.ar!.knowledge.map((l) => l.name));
    expect(all.sharePath).toBe('/ar/spiritual-quiz');
    expect(quizText('en', 'self', 'all').sharePath).toBe('/');
  });

  it('turns the quiz pages on only where bank and strings are complete', () => {
    for (const page of ['test', 'spiritualQuiz'] as const) {
      expect([...TRANSLATED[page]].sort()).toEqual(translatedLocales.sort());
    }
    for (const locale of PREFIXED_LOCALES.filter((code) => !translatedLocales.includes(code))) expect(BANK_TRANSLATIONS[locale]).toBeUndefined();
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
