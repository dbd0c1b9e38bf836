// A published bank in another language (decisions 0046 and 0051): the English published bank with
// each question's texts replaced by the locale's. Only texts change: ids, difficulty, option order,
// points and the knowledge answer index are the English bank's, so an answer given on /ar/test
// scores exactly as the same choices on /test, by the bank version alone.
//
// Where a question's texts come from:
//   - a staff question (the quiz is published from the database) whose `translations` were written
//     (seeded or saved): its texts for the locale, when complete; none → English on that page;
//   - otherwise (a row never written, or the repository bank): src/content/quiz/i18n/<locale>.json
//     by id, and only while the question still has the shape it was translated from (the
//     repository's points and answer), so a reshaped question shows in English, never misaligned.
import { z } from 'zod';
import type { LocaleCode } from '../i18n/locales.ts';
import type { BankSource, PublishedQuizBanks } from './published-bank.ts';
import { completeTexts, type QuestionTranslations } from './question-translations.ts';
import type { KnowledgeQuestionView, SelfAssessmentQuestionView } from './questions.ts';

type Four = [string, string, string, string];

const Text = z.string().trim().min(1);
const Options = z.tuple([Text, Text, Text, Text]);

/**
 * One locale's texts of both repository banks, by question id (src/content/quiz/i18n/<locale>.json),
 * with who wrote them and whether a native speaker has reviewed them (decision 0046). No points,
 * no answers: those exist once, in the English bank. The seed of the staff bank's translations.
 */
export const BankTranslationSchema = z.strictObject({
  locale: z.string().min(2),
  writtenBy: Text,
  reviewedByNativeSpeaker: z.boolean(),
  selfAssessment: z.record(z.string(), z.strictObject({ question: Text, encouragement: Text, options: Options })),
  knowledge: z.record(z.string(), z.strictObject({ question: Text, options: Options })),
});
export type BankTranslation = z.infer<typeof BankTranslationSchema>;

/** What a locale's page shows of one question instead of the English. */
export interface QuestionTexts {
  question: string;
  options: string[];
  /** Self-assessment only; absent → the locale's default encouragement line. */
  encouragement?: string;
}

/** One locale's texts of the published banks, by public question id. */
export interface BankTexts {
  selfAssessment: Record<string, QuestionTexts>;
  knowledge: Record<string, QuestionTexts>;
}

export interface LocaleBankTexts {
  texts: BankTexts;
  /** Questions shown in English on this locale's pages (no complete translation, or reshaped since). */
  untranslated: string[];
}

/** A staff row as the texts need it, by its public id. */
export interface StaffTextsRow {
  code: string | null;
  translations: QuestionTranslations | null;
}

export interface TextSources {
  sources: { knowledge: BankSource; selfAssessment: BankSource };
  /** The staff rows of the published questions, by public id. */
  rows: ReadonlyMap<string, StaffTextsRow>;
  repository: PublishedQuizBanks;
  /** The locale's repository translation file, if any. */
  file: BankTranslation | undefined;
}

const samePoints = (a: SelfAssessmentQuestionView, b: SelfAssessmentQuestionView | undefined) =>
  b !== undefined &&
  a.options.length === b.options.length &&
  a.options.every((o, i) => o.points === b.options[i]?.points);

/** The texts each published question shows in `locale`, and the questions that stay English. */
export function bankTextsIn(
  locale: LocaleCode,
  published: PublishedQuizBanks,
  { sources, rows, repository, file }: TextSources,
): LocaleBankTexts {
  const untranslated: string[] = [];
  const repoSelf = new Map(repository.selfAssessment.map((q) => [q.id, q]));
  const repoKnowledge = new Map(repository.knowledge.map((q) => [q.id, q]));
  const texts: BankTexts = { selfAssessment: {}, knowledge: {} };

  const staffTexts = (
    quiz: 'selfAssessment' | 'knowledge',
    id: string,
    optionCount: number,
  ): QuestionTexts | undefined | 'unwritten' => {
    if (sources[quiz] !== 'database') return 'unwritten';
    const row = rows.get(id);
    if (!row || row.translations === null) return 'unwritten';
    const staff = completeTexts(row.translations, locale, optionCount);
    if (!staff) return undefined;
    const encouragement =
      quiz === 'selfAssessment' && row.code ? file?.selfAssessment[row.code]?.encouragement : undefined;
    return { ...staff, ...(encouragement ? { encouragement } : {}) };
  };

  for (const q of published.selfAssessment) {
    let found = staffTexts('selfAssessment', q.id, q.options.length);
    if (found === 'unwritten') {
      const fromFile = file?.selfAssessment[q.id];
      found =
        fromFile && samePoints(q, repoSelf.get(q.id))
          ? { question: fromFile.question, options: [...fromFile.options], encouragement: fromFile.encouragement }
          : undefined;
    }
    if (found) texts.selfAssessment[q.id] = found;
    else untranslated.push(q.id);
  }
  for (const q of published.knowledge) {
    let found = staffTexts('knowledge', q.id, q.options.length);
    if (found === 'unwritten') {
      const fromFile = file?.knowledge[q.id];
      const repo = repoKnowledge.get(q.id);
      found =
        fromFile && repo !== undefined && repo.answer === q.answer
          ? { question: fromFile.question, options: [...fromFile.options] }
          : undefined;
    }
    if (found) texts.knowledge[q.id] = found;
    else untranslated.push(q.id);
  }
  return { texts, untranslated };
}

/**
 * The published banks with a locale's texts: every question keeps its id, difficulty, option order,
 * points, emoji and answer; a question without texts stays English. `defaultEncouragement` is the
 * locale's line under a translated self-assessment question that has none of its own (staff-added).
 */
export function localizeBanks(
  published: PublishedQuizBanks,
  texts: BankTexts,
  defaultEncouragement: string,
): PublishedQuizBanks {
  const selfAssessment = published.selfAssessment.map((q): SelfAssessmentQuestionView => {
    const t = texts.selfAssessment[q.id];
    if (!t) return q;
    const options = q.options.map((o, i) => ({ ...o, text: t.options[i]! })) as SelfAssessmentQuestionView['options'];
    return { ...q, question: t.question, encouragement: t.encouragement ?? defaultEncouragement, options };
  });
  const knowledge = published.knowledge.map((q): KnowledgeQuestionView => {
    const t = texts.knowledge[q.id];
    if (!t) return q;
    return { ...q, question: t.question, options: [...t.options] as Four };
  });
  return { knowledge, selfAssessment };
}
