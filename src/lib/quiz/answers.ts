// Server-side re-checks of submitted answers against the banks (shared by the waitlist schemas
// and the completions schema). Pure functions over the parsed banks, which the caller passes in
// (src/server/quiz/banks.ts binds them to the authored banks).
import { z } from 'zod';
import { knowledgePoints, type KnowledgeQuestionView, type SelfAssessmentQuestionView } from './questions.ts';
import {
  DIFFICULTIES,
  KNOWLEDGE_DRAW,
  KNOWLEDGE_QUESTION_COUNT,
  SELF_ASSESSMENT_DRAW,
  scoreKnowledge,
  type Difficulty,
} from './scoring.ts';

export const KnowledgeAnswerSchema = z.strictObject({
  questionId: z.string().min(1).max(40),
  optionIndex: z.int().min(0).max(3),
});

/** Why a list of question ids is not one draw (unknown, repeated or wrong mix), or null. */
export function drawProblem(
  ids: readonly string[],
  bank: ReadonlyMap<string, { difficulty: Difficulty }>,
  draw: Readonly<Record<Difficulty, number>> | null,
): string | null {
  if (new Set(ids).size !== ids.length) return 'A question appears twice';
  const unknown = ids.find((id) => !bank.has(id));
  if (unknown) return `Unknown question ${unknown}`;
  if (draw && ids.length === Object.values(draw).reduce((a, b) => a + b, 0)) {
    for (const d of DIFFICULTIES) {
      const count = ids.filter((id) => bank.get(id)!.difficulty === d).length;
      if (count !== draw[d]) return `A draw has ${draw[d]} ${d} questions, not ${count}`;
    }
  }
  return null;
}

/** One pair of banks indexed by question id (the authored banks, or a published snapshot's). */
export interface BanksById {
  knowledgeById: ReadonlyMap<string, KnowledgeQuestionView>;
  selfAssessmentById: ReadonlyMap<string, SelfAssessmentQuestionView>;
}

/** The answer checks and scoring of both quizzes, bound to one pair of banks. */
export function answerChecks(banks: BanksById) {
  const { knowledgeById, selfAssessmentById } = banks;

  /** Ten answers of one knowledge draw (5 easy, 2 moderate, 3 hard, each question once). */
  const KnowledgeAnswersSchema = z
    .array(KnowledgeAnswerSchema)
    .length(KNOWLEDGE_QUESTION_COUNT)
    .superRefine((answers, ctx) => {
      const problem = drawProblem(
        answers.map((a) => a.questionId),
        knowledgeById,
        KNOWLEDGE_DRAW,
      );
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

  /** The score a knowledge draw's answers earn, computed from the bank. Answers must be valid. */
  function scoreKnowledgeAnswers(answers: readonly { questionId: string; optionIndex: number }[]) {
    return scoreKnowledge(
      answers.map((a) => {
        const question = knowledgeById.get(a.questionId);
        if (!question) throw new Error(`Unknown question ${a.questionId}`);
        return knowledgePoints(question, a.optionIndex);
      }),
    );
  }

  /** Self-assessment answers must name bank questions and carry the points of the chosen option. */
  function selfAnswerProblem(
    answers: readonly { questionId: string; optionIndex: number; points: number }[],
  ): string | null {
    const problem = drawProblem(
      answers.map((a) => a.questionId),
      selfAssessmentById,
      SELF_ASSESSMENT_DRAW,
    );
    if (problem) return problem;
    for (const a of answers) {
      const option = selfAssessmentById.get(a.questionId)!.options[a.optionIndex];
      if (!option || option.points !== a.points) return `Points of ${a.questionId} do not match the chosen option`;
    }
    return null;
  }

  function selfQuestionsProblem(ids: readonly string[]): string | null {
    return drawProblem(ids, selfAssessmentById, SELF_ASSESSMENT_DRAW);
  }

  return { KnowledgeAnswersSchema, scoreKnowledgeAnswers, selfAnswerProblem, selfQuestionsProblem };
}

export type AnswerChecks = ReturnType<typeof answerChecks>;
