// Completed quiz runs (quiz_completions) and the measured figures counted from them (src/lib/site-figures.ts).
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.ts';
import type { QuizKind } from '../../lib/schemas/quiz.ts';
import { staffRowsOfAnswers } from '../../lib/quiz/published-bank.ts';
import { queryRows } from '../sql.ts';

/**
 * Stores a finished run and, in the same transaction, counts one answer for each question it
 * answered (quiz_question_usage, the Question Bank's usage count; decision 0023). The answers were
 * validated against the bank version of the visitor's page; their public ids name the staff rows
 * (staffRowsOfAnswers). The counter rows are written in question id order, so parallel runs that
 * share questions queue on them in one order (no deadlock) and every increment is kept.
 */
export async function recordCompletion(
  db: Database,
  quiz: QuizKind,
  score: number,
  level: string,
  answers: readonly { questionId: string }[],
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO quiz_completions (quiz, score, level) VALUES (${quiz}, ${score}, ${level}) RETURNING id`,
    );
    if (!row) throw new Error('Insert returned no row');
    await countAnswers(tx, answers);
    return row;
  });
}

/** Adds one answer to each staff question the answers name (ids of deleted questions count nowhere). */
export async function countAnswers(tx: Executor, answers: readonly { questionId: string }[]): Promise<void> {
  const { rowIds, codes } = staffRowsOfAnswers(answers);
  if (rowIds.length === 0 && codes.length === 0) return;
  await tx.execute(sql`
    INSERT INTO quiz_question_usage AS u (question_id, answered, last_answered_at)
    SELECT q.id, 1, now() FROM quiz_questions q
     WHERE q.code IN (SELECT jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))
        OR (q.code IS NULL AND q.id IN (SELECT jsonb_array_elements_text(${JSON.stringify(rowIds)}::jsonb)::int))
     ORDER BY q.id
    ON CONFLICT (question_id) DO UPDATE SET answered = u.answered + 1, last_answered_at = EXCLUDED.last_answered_at`);
}

/** The measured figures (decision 0058): nothing here is a constant or a baseline, every count is of stored rows. */
export interface QuizStats {
  /** Every completion stored: the quiz counter and the "quizzes answered" figures. */
  completions: number;
  /** Completions stored in the last 7 days: the home page's weekly figure. */
  weekly: number;
}

export async function quizStats(db: Database): Promise<QuizStats> {
  const [row] = await queryRows<{ completions: number; weekly: number }>(
    db,
    sql`SELECT count(*)::int AS completions,
               count(*) FILTER (WHERE completed_at > now() - interval '7 days')::int AS weekly
          FROM quiz_completions`,
  );
  return { completions: row?.completions ?? 0, weekly: row?.weekly ?? 0 };
}
