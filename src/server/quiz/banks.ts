// The authored question banks (src/content/quiz), parsed once, and every quiz and waitlist schema
// bound to them. Functions, pages (build time) and tests import the banks and schemas from here;
// src/lib holds the rules and schema factories but reads no content itself.
import knowledgeJson from '../../content/quiz/knowledge.json' with { type: 'json' };
import selfAssessmentJson from '../../content/quiz/self-assessment.json' with { type: 'json' };
import { answerChecks } from '../../lib/quiz/answers.ts';
import { parseQuizBanks } from '../../lib/quiz/banks.ts';
import { quizSchemas } from '../../lib/schemas/quiz.ts';
import { waitlistSchemas } from '../../lib/schemas/waitlist.ts';

export const QUIZ_BANKS = parseQuizBanks(knowledgeJson, selfAssessmentJson);
export const KNOWLEDGE_BANK = QUIZ_BANKS.knowledge;
export const SELF_ASSESSMENT_BANK = QUIZ_BANKS.selfAssessment;

const checks = answerChecks(QUIZ_BANKS);
export const { KnowledgeAnswersSchema, scoreKnowledgeAnswers, selfAnswerProblem, selfQuestionsProblem } = checks;
export const { QuizProgressSchema, QuizResultSchema, QuizCompletionSchema } = quizSchemas(checks);
export const { WaitlistRequestSchema, NotifyLaunchSchema } = waitlistSchemas(checks);
