// The authored question banks (src/content/quiz), parsed once, and every quiz and waitlist schema
// bound to a pair of banks. The repository pair is bound here at load; a published pair from the
// staff bank is bound on demand by its version (src/server/quiz/bank-versions.ts). Functions, pages
// (build time) and tests import from here; src/lib holds the rules and schema factories but reads
// no content itself.
import { createHash } from 'node:crypto';
import knowledgeJson from '../../content/quiz/knowledge.json' with { type: 'json' };
import selfAssessmentJson from '../../content/quiz/self-assessment.json' with { type: 'json' };
import { answerChecks } from '../../lib/quiz/answers.ts';
import { parseQuizBanks } from '../../lib/quiz/banks.ts';
import { canonicalJson, type PublishedQuizBanks } from '../../lib/quiz/published-bank.ts';
import { toKnowledgeView, toSelfAssessmentView } from '../../lib/quiz/questions.ts';
import { quizSchemas } from '../../lib/schemas/quiz.ts';
import { waitlistSchemas } from '../../lib/schemas/waitlist.ts';

export const QUIZ_BANKS = parseQuizBanks(knowledgeJson, selfAssessmentJson);
export const KNOWLEDGE_BANK = QUIZ_BANKS.knowledge;
export const SELF_ASSESSMENT_BANK = QUIZ_BANKS.selfAssessment;

/** The version of a pair of published banks: the first 16 hex digits of the SHA-256 of their canonical JSON. */
export function bankVersionOf(banks: PublishedQuizBanks): string {
  return createHash('sha256').update(canonicalJson(banks)).digest('hex').slice(0, 16);
}

/** The repository banks as pages embed them, and their version (known to every server without a database row). */
export const REPOSITORY_BANKS: PublishedQuizBanks = {
  knowledge: KNOWLEDGE_BANK.map(toKnowledgeView),
  selfAssessment: SELF_ASSESSMENT_BANK.map(toSelfAssessmentView),
};
export const REPOSITORY_BANK_VERSION = bankVersionOf(REPOSITORY_BANKS);

/** Every bank-checked schema and scorer, bound to one pair of banks. */
export function schemasFor(banks: PublishedQuizBanks) {
  const checks = answerChecks({
    knowledgeById: new Map(banks.knowledge.map((q) => [q.id, q])),
    selfAssessmentById: new Map(banks.selfAssessment.map((q) => [q.id, q])),
  });
  return { ...checks, ...quizSchemas(checks), ...waitlistSchemas(checks) };
}
export type BankSchemas = ReturnType<typeof schemasFor>;

/** Bound to the repository banks. */
export const REPOSITORY_SCHEMAS = schemasFor(REPOSITORY_BANKS);
export const { KnowledgeAnswersSchema, scoreKnowledgeAnswers, selfAnswerProblem, selfQuestionsProblem } =
  REPOSITORY_SCHEMAS;
export const { QuizProgressSchema, QuizResultSchema, QuizCompletionSchema } = REPOSITORY_SCHEMAS;
export const { WaitlistRequestSchema, NotifyLaunchSchema } = REPOSITORY_SCHEMAS;
