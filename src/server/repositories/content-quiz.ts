// The Spiritual Quiz's question bank, level table and analytics.
import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { Database, Executor, Writer } from '../../../db/client.ts';
import { localizeFields, mergeTranslations, type ContentTranslations } from '../../lib/i18n/content.ts';
import { mergeQuestionTranslations } from '../../lib/quiz/question-translations.ts';
import { DEFAULT_LOCALE, type LocaleCode } from '../../lib/i18n/locales.ts';
import { quizQuestions, quizQuestionUsage, spiritualLevelSet, spiritualLevels } from '../../../db/schema.ts';
import { bucketIndex, SCORE_BUCKETS } from '../../lib/content/levels.ts';
import { DIFFICULTY_LEVELS } from '../../lib/schemas/content-common.ts';
import {
  QUIZ_CATEGORIES,
  QUIZ_KINDS,
  type LevelsPayload,
  type LevelTable,
  type QuizQuestion,
  type QuizQuestionPayload,
  type SpiritualLevel,
} from '../../lib/schemas/content-quiz.ts';
import { matchedLocales, translatedMatchedIn, translatedSearch, type TranslatedColumns } from './content-search.ts';
import type { SearchMatch } from '../../lib/i18n/search-match.ts';
import { queryRows, containsPattern } from '../sql.ts';
import { containsAny, enumParam, type ListParams, type Page } from './content-list.ts';

type Row = typeof quizQuestions.$inferSelect;

const toQuestion = (row: Row, usageCount: number): QuizQuestion => ({
  id: row.id,
  code: row.code,
  quiz: row.quiz as QuizQuestion['quiz'],
  question: row.question,
  options: row.options.map((o) => ({ text: o.text, points: o.points })) as QuizQuestion['options'],
  difficulty: row.difficulty as QuizQuestion['difficulty'],
  category: row.category as QuizQuestion['category'],
  translations: row.translations ?? {},
  usageCount,
  version: row.version,
});

export async function listQuestions(db: Database, list: ListParams): Promise<Page<QuizQuestion>> {
  const category = enumParam(list.params, 'category', QUIZ_CATEGORIES);
  const difficulty = enumParam(list.params, 'difficulty', DIFFICULTY_LEVELS);
  const quiz = enumParam(list.params, 'quiz', QUIZ_KINDS);
  const where = and(
    // The question in English or in any locale (decision 0051), in SQL like every list filter.
    list.q
      ? or(
          containsAny(list.q, [quizQuestions.question]),
          sql`EXISTS (SELECT 1 FROM jsonb_each(${quizQuestions.translations}) t WHERE t.value->>'question' ILIKE ${containsPattern(list.q)})`,
        )
      : undefined,
    category ? eq(quizQuestions.category, category) : undefined,
    difficulty ? eq(quizQuestions.difficulty, difficulty) : undefined,
    quiz ? eq(quizQuestions.quiz, quiz) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    withUsage(db)
      .where(where)
      .orderBy(asc(quizQuestions.id))
      .limit(list.pageSize)
      .offset((list.page - 1) * list.pageSize),
    db.select({ n: count() }).from(quizQuestions).where(where),
  ]);
  return {
    items: rows.map((r) => toQuestion(r.question, r.usage)),
    total: total?.n ?? 0,
    page: list.page,
    pageSize: list.pageSize,
  };
}

/** Questions with their usage count (quiz_question_usage, kept by each stored completion; 0 before any). */
function withUsage(db: Pick<Database, 'select'>) {
  return db
    .select({ question: quizQuestions, usage: sql<number>`coalesce(${quizQuestionUsage.answered}, 0)`.mapWith(Number) })
    .from(quizQuestions)
    .leftJoin(quizQuestionUsage, eq(quizQuestionUsage.questionId, quizQuestions.id));
}

export async function getQuestion(db: Pick<Database, 'select'>, id: number) {
  const [row] = await withUsage(db).where(eq(quizQuestions.id, id));
  return row ? toQuestion(row.question, row.usage) : null;
}
async function usageOf(tx: Pick<Database, 'select'>, id: number): Promise<number> {
  const [row] = await tx
    .select({ answered: quizQuestionUsage.answered })
    .from(quizQuestionUsage)
    .where(eq(quizQuestionUsage.questionId, id));
  return row?.answered ?? 0;
}
export async function insertQuestion(tx: Writer, { translations, ...payload }: QuizQuestionPayload, by = 'unknown') {
  const [row] = await tx
    .insert(quizQuestions)
    .values({
      ...payload,
      translations: mergeQuestionTranslations(null, translations, by, new Date().toISOString()) ?? {},
    })
    .returning();
  return toQuestion(row!, 0);
}
/** Replaces a question; its translations are merged into the stored ones (stamped with `by` where they changed), or kept when not sent. */
export async function updateQuestion(
  tx: Writer,
  id: number,
  { translations, ...payload }: QuizQuestionPayload,
  by = 'unknown',
) {
  const [stored] = await tx
    .select({ translations: quizQuestions.translations })
    .from(quizQuestions)
    .where(eq(quizQuestions.id, id));
  if (!stored) return null;
  const merged = mergeQuestionTranslations(stored.translations, translations, by, new Date().toISOString());
  const [row] = await tx
    .update(quizQuestions)
    .set({ ...payload, translations: merged })
    .where(eq(quizQuestions.id, id))
    .returning();
  return row ? toQuestion(row, await usageOf(tx, id)) : null;
}
export async function deleteQuestion(tx: Writer, id: number) {
  const usage = await usageOf(tx, id);
  const [row] = await tx.delete(quizQuestions).where(eq(quizQuestions.id, id)).returning();
  return row ? toQuestion(row, usage) : null;
}

/**
 * The level table with how many app users hold each level (users.spiritual_level). With a query,
 * only the levels whose name or description matches in English or any locale (decision 0053), each
 * with the locales it matched in; the percentages stay shares of all levels' users.
 */
export async function listLevels(db: Executor, q = ''): Promise<(SpiritualLevel & SearchMatch)[]> {
  const columns: TranslatedColumns = {
    name: sql`l.name`,
    description: sql`l.description`,
    translations: sql`l.translations`,
  };
  const search = translatedSearch(q, columns);
  const rows = await queryRows<{
    name: string;
    min_score: number;
    description: string;
    translations: ContentTranslations | null;
    user_count: number;
    all_users: number;
    matched_in: string[];
  }>(
    db,
    sql`SELECT * FROM (
          SELECT l.name, l.min_score, l.description, l.translations, l.position, ${translatedMatchedIn(q, columns)} AS matched_in, ${search ?? sql`TRUE`} AS found,
                 c.user_count, sum(c.user_count) OVER ()::int AS all_users
            FROM spiritual_levels l
            CROSS JOIN LATERAL (SELECT count(*)::int AS user_count FROM users u WHERE lower(u.spiritual_level) = lower(l.name)) c
        ) t WHERE t.found ORDER BY t.position`,
  );
  return rows.map((r) => ({
    name: r.name,
    minScore: r.min_score,
    description: r.description,
    translations: r.translations ?? {},
    userCount: r.user_count,
    percentage: r.all_users === 0 ? 0 : Math.round((r.user_count / r.all_users) * 1000) / 10,
    ...(q ? { matchedIn: matchedLocales(r.matched_in) } : {}),
  }));
}

/** The level table with its version (one row of spiritual_level_set holds the table's version). */
export async function getLevelTable(db: Database, q = ''): Promise<LevelTable> {
  const [levels, [set]] = await Promise.all([
    listLevels(db, q),
    db.select({ version: spiritualLevelSet.version }).from(spiritualLevelSet),
  ]);
  return { levels, version: set?.version ?? 1 };
}

/**
 * Replaces the level table (validated as a whole by LevelsPayloadSchema). A level's translations
 * travel by its name: those sent are merged into the ones stored under that name (stamped with `by`
 * where they changed), and a level sent without them keeps the stored ones.
 */
export async function replaceLevels(tx: Writer, levels: LevelsPayload, by = 'unknown'): Promise<void> {
  const stored = new Map(
    (
      await tx.select({ name: spiritualLevels.name, translations: spiritualLevels.translations }).from(spiritualLevels)
    ).map((r) => [r.name.toLowerCase(), r.translations]),
  );
  const at = new Date().toISOString();
  await tx.delete(spiritualLevels);
  await tx.insert(spiritualLevels).values(
    levels.map((l, position) => {
      const before = stored.get(l.name.toLowerCase()) ?? null;
      return {
        position,
        name: l.name,
        minScore: l.minScore,
        description: l.description,
        translations: l.translations === undefined ? before : mergeTranslations(before, l.translations, by, at),
      };
    }),
  );
}

export interface QuizAnalytics {
  completions: number;
  averageScore: number;
  /** Scores as a percentage of the quiz's maximum (both public quizzes score out of 50). */
  distribution: { scoreRange: string; count: number }[];
  byQuiz: { quiz: string; completions: number; averageScore: number }[];
  difficulty: { difficulty: string; questions: number; usage: number; averageMaxPoints: number }[];
}

/** Quiz Analytics from stored completions (quiz_completions) and the bank. */
export async function quizAnalytics(db: Executor): Promise<QuizAnalytics> {
  const [buckets, byQuiz, difficulty] = await Promise.all([
    queryRows<{ pct: number; n: number }>(
      db,
      sql`SELECT round(score * 2)::int AS pct, count(*)::int AS n FROM quiz_completions GROUP BY 1`,
    ),
    queryRows<{ quiz: string; n: number; avg: number | null }>(
      db,
      sql`SELECT quiz, count(*)::int AS n, avg(score * 2)::float AS avg FROM quiz_completions GROUP BY quiz ORDER BY quiz`,
    ),
    queryRows<{ difficulty: string; n: number; usage: number; max_points: number | null }>(
      db,
      sql`SELECT q.difficulty, count(*)::int AS n, coalesce(sum(u.answered), 0)::int AS usage, avg(m.max_points)::float AS max_points
            FROM quiz_questions q
            LEFT JOIN quiz_question_usage u ON u.question_id = q.id
            CROSS JOIN LATERAL (SELECT max((o->>'points')::int) AS max_points FROM jsonb_array_elements(q.options) o) m
           GROUP BY q.difficulty`,
    ),
  ]);
  const distribution = SCORE_BUCKETS.map((b) => ({ scoreRange: b.label, count: 0 }));
  let completions = 0;
  let sum = 0;
  for (const b of buckets) {
    distribution[bucketIndex(Math.max(0, Math.min(100, b.pct)))]!.count += b.n;
    completions += b.n;
    sum += b.pct * b.n;
  }
  const round1 = (x: number) => Math.round(x * 10) / 10;
  return {
    completions,
    averageScore: completions ? round1(sum / completions) : 0,
    distribution,
    byQuiz: byQuiz.map((q) => ({ quiz: q.quiz, completions: q.n, averageScore: round1(q.avg ?? 0) })),
    difficulty: DIFFICULTY_LEVELS.map((d) => {
      const row = difficulty.find((r) => r.difficulty === d);
      return {
        difficulty: d,
        questions: row?.n ?? 0,
        usage: row?.usage ?? 0,
        averageMaxPoints: round1(row?.max_points ?? 0),
      };
    }),
  };
}

/** The level table for the app: each level's score range (maxScore is the next minimum − 1, or 100). */
/**
 * The levels with their score ranges, name and description in the locale (English per missing
 * field). `key` is the English name, which thawab tasks' `minLevel` names (decision 0048).
 */
export async function appLevels(db: Database, locale: LocaleCode = DEFAULT_LOCALE) {
  const rows = await db.select().from(spiritualLevels).orderBy(asc(spiritualLevels.position));
  return rows.map((l, i) => ({
    key: l.name,
    ...localizeFields(l, l.translations, locale),
    minScore: l.minScore,
    maxScore: i + 1 < rows.length ? rows[i + 1]!.minScore - 1 : 100,
  }));
}

/** True when a level of that name (case-insensitive) exists. */
export async function levelExists(db: Pick<Database, 'select'>, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: spiritualLevels.id })
    .from(spiritualLevels)
    .where(sql`lower(${spiritualLevels.name}) = lower(${name})`);
  return row !== undefined;
}
