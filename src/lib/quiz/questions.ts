// Question types of both banks and the pure rules that use them (no zod here: islands import this).
import { KNOWLEDGE_POINTS, type Difficulty, type SelfAssessmentPoints } from './scoring.ts';

export interface KnowledgeQuestion {
  id: string;
  difficulty: Difficulty;
  category: string;
  question: string;
  options: [string, string, string, string];
  /** Index of the correct option. */
  answer: number;
  reference: string;
  explanation: string;
}

export interface SelfAssessmentOption {
  text: string;
  emoji?: string;
  points: SelfAssessmentPoints;
}

export interface SelfAssessmentQuestion {
  id: string;
  difficulty: Difficulty;
  category: string;
  question: string;
  encouragement: string;
  options: [SelfAssessmentOption, SelfAssessmentOption, SelfAssessmentOption, SelfAssessmentOption];
  reference: string;
}

export interface KnowledgeAnswer {
  questionId: string;
  optionIndex: number;
}

/** Points one knowledge answer earns: the difficulty's worth when correct, else 0. */
export function knowledgePoints(
  question: Pick<KnowledgeQuestion, 'difficulty' | 'answer'>,
  optionIndex: number,
): number {
  return optionIndex === question.answer ? KNOWLEDGE_POINTS[question.difficulty] : 0;
}

/** Letters shown before knowledge options. */
export const OPTION_LETTERS = ['A', 'B', 'C', 'D'] as const;

/** Every distinct scaled score a knowledge draw can reach (used to reject impossible scores). */
export function reachableScaledScores(
  draw: Readonly<Record<Difficulty, number>>,
  points: Readonly<Record<Difficulty, number>>,
  scale: (raw: number) => number,
): Set<number> {
  let raws = new Set<number>([0]);
  for (const d of Object.keys(draw) as Difficulty[]) {
    for (let i = 0; i < draw[d]; i++) {
      const next = new Set<number>();
      for (const r of raws) {
        next.add(r);
        next.add(r + points[d]);
      }
      raws = next;
    }
  }
  return new Set([...raws].map(scale));
}

/** What the knowledge island needs of a question (pages pass only this to keep the HTML small). */
export type KnowledgeQuestionView = Pick<KnowledgeQuestion, 'id' | 'difficulty' | 'question' | 'options' | 'answer'>;
export type SelfAssessmentQuestionView = Pick<
  SelfAssessmentQuestion,
  'id' | 'difficulty' | 'question' | 'encouragement' | 'options'
>;

export function toKnowledgeView({
  id,
  difficulty,
  question,
  options,
  answer,
}: KnowledgeQuestion): KnowledgeQuestionView {
  return { id, difficulty, question, options, answer };
}
export function toSelfAssessmentView({
  id,
  difficulty,
  question,
  encouragement,
  options,
}: SelfAssessmentQuestion): SelfAssessmentQuestionView {
  return { id, difficulty, question, encouragement, options };
}
