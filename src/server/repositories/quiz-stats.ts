// Completed quiz runs (quiz_completions) and the visitor counter built on them.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { MARKETING } from '../../lib/site.ts';
import type { QuizKind } from '../../lib/schemas/quiz.ts';
import { queryRows } from '../sql.ts';

export async function recordCompletion(db: Database, quiz: QuizKind, score: number, level: string): Promise<{ id: number }> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO quiz_completions (quiz, score, level) VALUES (${quiz}, ${score}, ${level}) RETURNING id`,
  );
  if (!row) throw new Error('Insert returned no row');
  return row;
}

export interface QuizStats {
  /** The carried-over baseline plus every completion recorded since. */
  visitors: number;
  completions: number;
}

export async function quizStats(db: Database): Promise<QuizStats> {
  const [row] = await queryRows<{ completions: number }>(db, sql`SELECT count(*)::int AS completions FROM quiz_completions`);
  const completions = row?.completions ?? 0;
  return { visitors: MARKETING.visitorCounterBaseline + completions, completions };
}
