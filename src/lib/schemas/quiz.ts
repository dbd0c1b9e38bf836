// Quiz answer payloads (product §4 and §7): progress and results of the self-assessment, a finished
// run of either quiz for the visitor counter, and the knowledge scores a draw can reach. The
// bank-checked schemas are made by quizSchemas(checks) for one pair of banks; the server binds them
// to the authored banks in src/server/quiz/banks.ts and parses every request with them.
import { z } from 'zod';
import { SELF_ASSESSMENT_LEVEL_NAMES } from '../quiz/levels.ts';
import {
  PERCENTILE_VALUES,
  SCALED_MAX,
  SELF_ASSESSMENT_OPTION_POINTS,
  SELF_ASSESSMENT_QUESTION_COUNT,
  scoreSelfAssessment,
} from '../quiz/scoring.ts';
import type { AnswerChecks } from '../quiz/answers.ts';
import { KNOWLEDGE_DRAW, KNOWLEDGE_POINTS, KNOWLEDGE_RAW_MAX, scaleTo50 } from '../quiz/scoring.ts';
import { reachableScaledScores } from '../quiz/questions.ts';
import { BANK_VERSION_PATTERN } from '../quiz/published-bank.ts';

export const QUESTION_ID_MAX = 40;
const QuestionIdSchema = z.string().min(1).max(QUESTION_ID_MAX);
export const SelfAssessmentAnswerSchema = z.strictObject({
  questionId: QuestionIdSchema,
  optionIndex: z.int().min(0).max(3),
  points: z.union(SELF_ASSESSMENT_OPTION_POINTS.map((p) => z.literal(p))),
});
export type SelfAssessmentAnswer = z.infer<typeof SelfAssessmentAnswerSchema>;

const isoTimestamp = z.iso.datetime({ offset: true });

/**
 * The published bank a page was built with (src/lib/quiz/published-bank.ts). Submissions carry it
 * so the server scores them against the questions the visitor saw; pages built before versions
 * existed send none and are scored against the repository bank (docs/decisions/0016).
 */
export const BankVersionSchema = z.string().regex(BANK_VERSION_PATTERN, 'Invalid quiz bank version');

/** Scaled scores some knowledge draw can reach (e.g. 49 cannot: raw 25 → 48, raw 26 → 50). */
export const REACHABLE_KNOWLEDGE_SCORES = reachableScaledScores(KNOWLEDGE_DRAW, KNOWLEDGE_POINTS, (raw) =>
  scaleTo50(raw, KNOWLEDGE_RAW_MAX),
);

export const QUIZ_KINDS = ['knowledge', 'self_assessment'] as const;
export type QuizKind = (typeof QUIZ_KINDS)[number];

/** The bank-checked payload schemas, for one pair of banks (see AnswerChecks). */
export function quizSchemas(checks: AnswerChecks) {
  const { KnowledgeAnswersSchema, selfAnswerProblem, selfQuestionsProblem } = checks;

  /** Saved after each answer. Question ids must exist in the bank and points match the option. */
  const QuizProgressSchema = z
    .strictObject({
      answers: z.array(SelfAssessmentAnswerSchema).max(SELF_ASSESSMENT_QUESTION_COUNT),
      currentQuestion: z.int().min(0).max(SELF_ASSESSMENT_QUESTION_COUNT),
      questions: z.array(QuestionIdSchema).length(SELF_ASSESSMENT_QUESTION_COUNT),
      timeStamp: isoTimestamp,
    })
    .superRefine((progress, ctx) => {
      const questions = selfQuestionsProblem(progress.questions);
      if (questions) ctx.addIssue({ code: 'custom', path: ['questions'], message: questions });
      const answers = selfAnswerProblem(progress.answers);
      if (answers) ctx.addIssue({ code: 'custom', path: ['answers'], message: answers });
      if (!questions && progress.answers.some((a) => !progress.questions.includes(a.questionId))) {
        ctx.addIssue({ code: 'custom', path: ['answers'], message: 'An answer is not one of the drawn questions' });
      }
    });

  /** Saved once at the end; score, level and percentile must follow from the answers. */
  const QuizResultSchema = z
    .strictObject({
      answers: z.array(SelfAssessmentAnswerSchema).length(SELF_ASSESSMENT_QUESTION_COUNT),
      completed: z.literal(true),
      score: z.int().min(0).max(SCALED_MAX),
      spiritualLevel: z.enum(SELF_ASSESSMENT_LEVEL_NAMES),
      percentile: z.int().refine((p) => PERCENTILE_VALUES.includes(p), 'Unknown percentile'),
      timeCompleted: isoTimestamp,
    })
    .superRefine((result, ctx) => {
      const answers = selfAnswerProblem(result.answers);
      if (answers) ctx.addIssue({ code: 'custom', path: ['answers'], message: answers });
      const expected = scoreSelfAssessment(result.answers.map((a) => a.points));
      if (result.score !== expected.score) {
        ctx.addIssue({ code: 'custom', path: ['score'], message: 'Score does not match the answers' });
      }
      if (result.spiritualLevel !== expected.level.name) {
        ctx.addIssue({ code: 'custom', path: ['spiritualLevel'], message: 'Level does not match the score' });
      }
      if (result.percentile !== expected.percentile) {
        ctx.addIssue({ code: 'custom', path: ['percentile'], message: 'Percentile does not match the answers' });
      }
    });

  /** A finished run of either quiz, recorded for the visitor counter; the server scores it. */
  const QuizCompletionSchema = z.discriminatedUnion('quiz', [
    z.strictObject({
      quiz: z.literal('knowledge'),
      answers: KnowledgeAnswersSchema,
      bankVersion: BankVersionSchema.optional(),
    }),
    z.strictObject({
      quiz: z.literal('self_assessment'),
      bankVersion: BankVersionSchema.optional(),
      answers: z
        .array(SelfAssessmentAnswerSchema)
        .length(SELF_ASSESSMENT_QUESTION_COUNT)
        .superRefine((answers, ctx) => {
          const problem = selfAnswerProblem(answers);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
    }),
  ]);

  return { QuizProgressSchema, QuizResultSchema, QuizCompletionSchema };
}

type QuizSchemas = ReturnType<typeof quizSchemas>;
export type QuizProgress = z.infer<QuizSchemas['QuizProgressSchema']>;
export type QuizResult = z.infer<QuizSchemas['QuizResultSchema']>;
export type QuizCompletionRequest = z.infer<QuizSchemas['QuizCompletionSchema']>;
