// Quiz answer payloads (product §5 and §6): progress and results of the self-assessment, a finished
// run of either quiz for the visitor counter, and the knowledge scores a draw can reach. The server
// parses with these same schemas.
import { z } from 'zod';
import { SELF_ASSESSMENT_LEVEL_NAMES } from '../quiz/levels.ts';
import { PERCENTILE_VALUES, SCALED_MAX, SELF_ASSESSMENT_OPTION_POINTS, SELF_ASSESSMENT_QUESTION_COUNT, scoreSelfAssessment } from '../quiz/scoring.ts';
import { KnowledgeAnswersSchema, selfAnswerProblem, selfQuestionsProblem } from '../quiz/answers.ts';
import { KNOWLEDGE_DRAW, KNOWLEDGE_POINTS, KNOWLEDGE_RAW_MAX, scaleTo50 } from '../quiz/scoring.ts';
import { reachableScaledScores } from '../quiz/questions.ts';

export const QUESTION_ID_MAX = 40;
const QuestionIdSchema = z.string().min(1).max(QUESTION_ID_MAX);
export const SelfAssessmentAnswerSchema = z.strictObject({
  questionId: QuestionIdSchema,
  optionIndex: z.int().min(0).max(3),
  points: z.union(SELF_ASSESSMENT_OPTION_POINTS.map((p) => z.literal(p))),
});
export type SelfAssessmentAnswer = z.infer<typeof SelfAssessmentAnswerSchema>;

const isoTimestamp = z.iso.datetime({ offset: true });

/** Saved after each answer. Question ids must exist in the bank and points match the option. */
export const QuizProgressSchema = z
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
export type QuizProgress = z.infer<typeof QuizProgressSchema>;

/** Saved once at the end; score, level and percentile must follow from the answers. */
export const QuizResultSchema = z
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
export type QuizResult = z.infer<typeof QuizResultSchema>;

/** Scaled scores some knowledge draw can reach (e.g. 49 cannot: raw 25 → 48, raw 26 → 50). */
export const REACHABLE_KNOWLEDGE_SCORES = reachableScaledScores(KNOWLEDGE_DRAW, KNOWLEDGE_POINTS, (raw) => scaleTo50(raw, KNOWLEDGE_RAW_MAX));

export const QUIZ_KINDS = ['knowledge', 'self_assessment'] as const;
export type QuizKind = (typeof QUIZ_KINDS)[number];

/** A finished run of either quiz, recorded for the visitor counter; the server scores it. */
export const QuizCompletionSchema = z.discriminatedUnion('quiz', [
  z.strictObject({ quiz: z.literal('knowledge'), answers: KnowledgeAnswersSchema }),
  z.strictObject({
    quiz: z.literal('self_assessment'),
    answers: z
      .array(SelfAssessmentAnswerSchema)
      .length(SELF_ASSESSMENT_QUESTION_COUNT)
      .superRefine((answers, ctx) => {
        const problem = selfAnswerProblem(answers);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  }),
]);
export type QuizCompletionRequest = z.infer<typeof QuizCompletionSchema>;
