// The Question Bank's "usage count" (docs/decisions/0023-quiz-usage-from-completions.md):
// how many times visitors answered each question in a finished public quiz run. A counter per
// question, raised in the same transaction as the stored completion (/api/quiz-completions), so
// the paged bank list reads a number instead of counting submissions. It goes with the question
// (cascade): a deleted question's history is not kept. Public question ids are stable across bank
// versions (the seeded code, or q-<row id>), so an edited question keeps its count.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { quizQuestions } from './schema-content.ts';

export const quizQuestionUsage = pgTable(
  'quiz_question_usage',
  {
    questionId: integer('question_id')
      .primaryKey()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    /** Finished runs (either public quiz) in which a visitor answered this question. */
    answered: integer('answered').notNull().default(0),
    lastAnsweredAt: timestamp('last_answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('quiz_question_usage_answered', sql`${table.answered} >= 0`)],
);
