// A published bank in another language (decision 0046): the English published bank with each
// question's texts replaced by the locale's translation. Only texts change: ids, difficulty, option
// order, points and the knowledge answer index are the English bank's, so an answer given on
// /ar/test scores exactly as the same choices on /test. A translation applies only where the
// question still has the shape it was translated from (the repository's points and answer); a
// question staff added or reshaped since stays English on that page until it is translated.
import { z } from 'zod';
import type { PublishedQuizBanks } from './published-bank.ts';
import type { KnowledgeQuestionView, SelfAssessmentQuestionView } from './questions.ts';

type Four = [string, string, string, string];

const Text = z.string().trim().min(1);
const Options = z.tuple([Text, Text, Text, Text]);

/**
 * One locale's texts of both banks, by question id (src/content/quiz/i18n/<locale>.json), with who
 * wrote them and whether a native speaker has reviewed them (issue 20's rule). No points, no
 * answers: those exist once, in the English bank.
 */
export const BankTranslationSchema = z.strictObject({
  locale: z.string().min(2),
  writtenBy: Text,
  reviewedByNativeSpeaker: z.boolean(),
  selfAssessment: z.record(z.string(), z.strictObject({ question: Text, encouragement: Text, options: Options })),
  knowledge: z.record(z.string(), z.strictObject({ question: Text, options: Options })),
});
export type BankTranslation = z.infer<typeof BankTranslationSchema>;

export interface LocalizedBanks {
  banks: PublishedQuizBanks;
  /** Questions shown in English on this locale's pages (no translation, or reshaped since). */
  untranslated: string[];
}

const samePoints = (a: SelfAssessmentQuestionView, b: SelfAssessmentQuestionView | undefined) =>
  b !== undefined && a.options.every((o, i) => o.points === b.options[i]?.points);

export function localizeBanks(published: PublishedQuizBanks, repository: PublishedQuizBanks, translation: BankTranslation): LocalizedBanks {
  const untranslated: string[] = [];
  const repoSelf = new Map(repository.selfAssessment.map((q) => [q.id, q]));
  const repoKnowledge = new Map(repository.knowledge.map((q) => [q.id, q]));
  const selfAssessment = published.selfAssessment.map((q): SelfAssessmentQuestionView => {
    const text = translation.selfAssessment[q.id];
    if (!text || !samePoints(q, repoSelf.get(q.id))) {
      untranslated.push(q.id);
      return q;
    }
    const options = q.options.map((o, i) => ({ ...o, text: text.options[i]! })) as SelfAssessmentQuestionView['options'];
    return { ...q, question: text.question, encouragement: text.encouragement, options };
  });
  const knowledge = published.knowledge.map((q): KnowledgeQuestionView => {
    const text = translation.knowledge[q.id];
    if (!text || repoKnowledge.get(q.id)?.answer !== q.answer) {
      untranslated.push(q.id);
      return q;
    }
    return { ...q, question: text.question, options: [...text.options] as Four };
  });
  return { banks: { knowledge, selfAssessment }, untranslated };
}
