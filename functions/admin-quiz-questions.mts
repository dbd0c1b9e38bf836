import type { Config } from '@netlify/functions';
import { QuizQuestionPayloadSchema } from '../src/lib/schemas/content-quiz.ts';
import { contentCrud } from '../src/server/content/crud.ts';
import { publishBankSnapshot } from '../src/server/quiz/bank-versions.ts';
import {
  deleteQuestion,
  getQuestion,
  insertQuestion,
  listQuestions,
  updateQuestion,
} from '../src/server/repositories/content-quiz.ts';

// Staff (permission 'content'): the Spiritual Quiz's Question Bank.
export default contentCrud({
  entity: 'quiz_question',
  table: 'quiz_questions',
  noun: 'question',
  notFound: 'Question not found',
  schema: QuizQuestionPayloadSchema,
  list: listQuestions,
  get: getQuestion,
  insert: insertQuestion,
  update: updateQuestion,
  remove: deleteQuestion,
  describe: (q) => `question "${q.question.slice(0, 80)}"`,
  // The public quizzes are built from this bank: a change that alters what they show (the questions,
  // or their texts in any locale) stores the bank version with its texts' fingerprint and rebuilds
  // the site once (docs/decisions/0016-quiz-bank-versions.md, 0051-quiz-content-per-locale.md).
  afterWrite: async (tx, q, action) => {
    const published = await publishBankSnapshot(tx);
    return published.changed
      ? `Quiz question ${action}: "${q.question.slice(0, 60)}" (bank ${published.version})`
      : null;
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: ['/api/admin/quiz/questions', '/api/admin/quiz/questions/:id'] };
