// A quiz question's texts per locale (decision 0051): what the server accepts, how a save merges and
// stamps them, and which texts each published question shows in a locale (staff rows first, the
// repository files for rows never written, English otherwise).
import { describe, expect, it } from 'vitest';
import { QuizQuestionPayloadSchema } from '../../src/lib/schemas/content-quiz.ts';
import { bankTextsIn, localizeBanks } from '../../src/lib/quiz/locale-bank.ts';
import {
  completeTexts,
  mergeQuestionTranslations,
  questionTranslationIssues,
  type QuestionTranslations,
} from '../../src/lib/quiz/question-translations.ts';
import { BANK_TRANSLATIONS } from '../../src/server/quiz/bank-translations.ts';
import { REPOSITORY_BANKS } from '../../src/server/quiz/banks.ts';

const question = {
  quiz: 'knowledge',
  question: 'Which surah is called the Opening?',
  options: [
    { text: 'Al-Fatihah', points: 3 },
    { text: 'Al-Ikhlas', points: 0 },
    { text: 'An-Nas', points: 0 },
    { text: 'Al-Falaq', points: 0 },
  ],
  difficulty: 'moderate',
  category: 'Quran',
};
const ar = { question: 'ما السورة التي تُسمّى الفاتحة؟', options: ['الفاتحة', 'الإخلاص', 'الناس', 'الفلق'] };
const issues = (translations: unknown) => {
  const parsed = QuizQuestionPayloadSchema.safeParse({ ...question, translations });
  return parsed.success ? [] : parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe('what a save may send', () => {
  it('accepts complete languages and empty ones', () => {
    expect(issues({ ar, fr: { question: '', options: ['', '', '', ''] }, tr: {} })).toEqual([]);
  });

  it('refuses an unknown locale and English, naming the locales', () => {
    expect(issues({ xx: ar })[0]).toEqual({
      path: 'translations',
      message: 'Translations are keyed by ar, ur, id, bn, tr, ms, fr (English is the question itself)',
    });
    expect(issues({ en: ar })).toHaveLength(1);
  });

  it('refuses another number of option texts than the English has, and points in any form', () => {
    expect(issues({ ar: { ...ar, options: ar.options.slice(0, 3) } })).toEqual([
      {
        path: 'translations.ar.options',
        message:
          'Arabic needs exactly 4 option texts, one per English option (their order and points are the English ones)',
      },
    ]);
    expect(issues({ ar: { ...ar, options: ar.options.map((text) => ({ text, points: 3 })) } })[0]!.path).toBe(
      'translations.ar.options.0',
    );
    expect(issues({ ar: { ...ar, points: [3, 0, 0, 0] } })).toHaveLength(1);
  });

  it('refuses a half translation, naming each missing field', () => {
    expect(issues({ ur: { question: 'سوال؟', options: ['ایک', '', 'تین', ' '] } }).map((i) => i.path)).toEqual([
      'translations.ur.options.1',
      'translations.ur.options.3',
    ]);
    expect(issues({ bn: { question: ' ', options: ['এক', 'দুই', 'তিন', 'চার'] } }).map((i) => i.path)).toEqual([
      'translations.bn.question',
    ]);
    expect(questionTranslationIssues(4, undefined)).toEqual([]);
  });
});

describe('merging a save into the stored texts', () => {
  const stored: QuestionTranslations = {
    ar: { ...ar, writtenBy: 'team', reviewed: false, updatedAt: '2026-01-01T00:00:00.000Z' },
    fr: {
      question: 'Q ?',
      options: ['a', 'b', 'c', 'd'],
      writtenBy: 'team',
      reviewed: false,
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
  };
  it('stamps a changed language, keeps an unchanged one’s stamp, drops an empty one', () => {
    const next = mergeQuestionTranslations(
      stored,
      {
        ar: { ...ar, writtenBy: 'someone', updatedAt: 'x' },
        fr: { question: 'Q ?', options: ['a', 'b', 'c', 'autre'] },
        tr: { question: '', options: ['', '', '', ''] },
      },
      'amina',
      '2026-02-02T00:00:00.000Z',
    );
    expect(next!.ar).toBe(stored.ar);
    expect(next!.fr).toEqual({
      question: 'Q ?',
      options: ['a', 'b', 'c', 'autre'],
      writtenBy: 'amina',
      reviewed: false,
      updatedAt: '2026-02-02T00:00:00.000Z',
    });
    expect(next).not.toHaveProperty('tr');
  });
  it('a Reviewed mark alone is a change; no translations sent keeps what is stored (even null)', () => {
    expect(mergeQuestionTranslations(stored, { ar: { ...ar, reviewed: true } }, 'amina', 'now')!.ar).toMatchObject({
      writtenBy: 'amina',
      reviewed: true,
    });
    expect(mergeQuestionTranslations(stored, undefined, 'amina', 'now')).toBe(stored);
    expect(mergeQuestionTranslations(null, undefined, 'amina', 'now')).toBeNull();
  });
  it('shows a language only when complete', () => {
    expect(completeTexts(stored, 'ar', 4)).toEqual(ar);
    expect(completeTexts(stored, 'ar', 3)).toBeUndefined();
    expect(completeTexts({ ar: { ...stored.ar!, options: ['x', '', 'y', 'z'] } }, 'ar', 4)).toBeUndefined();
    expect(completeTexts(stored, 'en', 4)).toBeUndefined();
  });
});

describe('which texts a published question shows in a locale', () => {
  const [k1, k2, k3] = REPOSITORY_BANKS.knowledge;
  const [s1] = REPOSITORY_BANKS.selfAssessment;
  const staffAdded = {
    ...s1!,
    id: 'q-900',
    question: 'How often do you visit the sick?',
    encouragement: 'Every honest answer is a step on your journey.',
  };
  const published = {
    knowledge: [k1!, k2!, { ...k3!, answer: (k3!.answer + 1) % 4 }],
    selfAssessment: [s1!, staffAdded],
  };
  const stamp = { writtenBy: 'amina', reviewed: false, updatedAt: 'now' };
  const rows = new Map<string, { code: string | null; translations: QuestionTranslations | null }>([
    [k1!.id, { code: k1!.id, translations: { ar: { ...ar, ...stamp } } }], // staff text
    [k2!.id, { code: k2!.id, translations: {} }], // staff saved none: English
    [k3!.id, { code: k3!.id, translations: null }], // never written, reshaped since: English
    [s1!.id, { code: s1!.id, translations: null }], // never written: the file
    [
      'q-900',
      {
        code: null,
        translations: {
          ar: { question: 'كم مرة تعود المريض؟', options: ['دائمًا', 'غالبًا', 'أحيانًا', 'نادرًا'], ...stamp },
        },
      },
    ],
  ]);
  const file = BANK_TRANSLATIONS.ar!;
  const { texts, untranslated } = bankTextsIn('ar', published, {
    sources: { knowledge: 'database', selfAssessment: 'database' },
    rows,
    repository: REPOSITORY_BANKS,
    file,
  });

  it('takes the staff texts where written, the file for rows never written (while their shape holds), English otherwise', () => {
    expect(texts.knowledge[k1!.id]).toEqual(ar);
    expect(texts.selfAssessment[s1!.id]).toEqual({
      question: file.selfAssessment[s1!.id]!.question,
      options: file.selfAssessment[s1!.id]!.options,
      encouragement: file.selfAssessment[s1!.id]!.encouragement,
    });
    expect(untranslated.sort()).toEqual([k2!.id, k3!.id].sort());
  });

  it('keeps ids, points, emoji and answers; a translated staff-added question gets the locale’s default line', () => {
    const banks = localizeBanks(published, texts, 'كل إجابة صادقة خطوة في رحلتك.');
    expect(banks.knowledge.map((q) => [q.id, q.answer])).toEqual(published.knowledge.map((q) => [q.id, q.answer]));
    expect(banks.knowledge[0]!.question).toBe(ar.question);
    expect(banks.knowledge[1]).toBe(published.knowledge[1]);
    expect(banks.selfAssessment[1]).toMatchObject({
      id: 'q-900',
      question: 'كم مرة تعود المريض؟',
      encouragement: 'كل إجابة صادقة خطوة في رحلتك.',
    });
    expect(banks.selfAssessment.map((q) => q.options.map((o) => [o.points, o.emoji]))).toEqual(
      published.selfAssessment.map((q) => q.options.map((o) => [o.points, o.emoji])),
    );
  });

  it('a quiz published from the repository bank reads the files whatever the rows say', () => {
    const repo = bankTextsIn('ar', REPOSITORY_BANKS, {
      sources: { knowledge: 'repository', selfAssessment: 'repository' },
      rows,
      repository: REPOSITORY_BANKS,
      file,
    });
    expect(repo.untranslated).toEqual([]);
    expect(repo.texts.knowledge[k1!.id]!.question).toBe(file.knowledge[k1!.id]!.question);
  });
});
