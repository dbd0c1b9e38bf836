// The public quizzes' published banks and how the staff-edited bank (quiz_questions) maps to them
// (docs/decisions/0016-quiz-bank-versions.md):
//   quiz_questions.quiz = 'knowledge'        → /spiritual-quiz (the 10-question knowledge quiz)
//   quiz_questions.quiz = 'self_assessment'  → / and /test (the 7-question self-assessment)
// Pure functions: the build (src/server/quiz/published-banks.ts) reads the rows and the repository
// bank and calls these; the server keeps each published pair as an immutable snapshot.
import type { KnowledgeQuestionView, SelfAssessmentOption, SelfAssessmentQuestionView } from './questions.ts';
import {
  DIFFICULTIES,
  KNOWLEDGE_DRAW,
  SELF_ASSESSMENT_DRAW,
  SELF_ASSESSMENT_OPTION_POINTS,
  type Difficulty,
} from './scoring.ts';

/** Both banks exactly as the pages embed them (what a visitor sees and the server scores). */
export interface PublishedQuizBanks {
  knowledge: KnowledgeQuestionView[];
  selfAssessment: SelfAssessmentQuestionView[];
}

/** Where a published quiz's questions came from. */
export type BankSource = 'database' | 'repository';

/** A row of quiz_questions as the mapping needs it. */
export interface StaffQuestionRow {
  id: number;
  quiz: string;
  code: string | null;
  question: string;
  options: readonly { text: string; points: number; emoji?: string }[];
  difficulty: string;
}

/** The line shown under a staff-added self-assessment question (the bank stores none). */
export const DEFAULT_ENCOURAGEMENT = 'Every honest answer is a step on your journey.';

/** The public id of a staff row: its repository id when seeded from the repository, else q-<row id>. */
export function publicQuestionId(row: Pick<StaffQuestionRow, 'id' | 'code'>): string {
  return row.code ?? `q-${row.id}`;
}

/**
 * Which staff row a public question id names (the inverse of publicQuestionId): `q-<row id>` is
 * the row of that id without a code; anything else is a seeded row's code. Ids are the same in
 * every bank version, so answers given on any version's page map to the row as it is now.
 */
export function staffRowOfPublicId(publicId: string): { rowId: number } | { code: string } {
  const match = /^q-([1-9][0-9]{0,9})$/.exec(publicId);
  const rowId = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(rowId) && rowId <= 2_147_483_647 ? { rowId } : { code: publicId };
}

/** The rows a finished run's answers name: row ids (q-<id>) and codes, each once, sorted. */
export function staffRowsOfAnswers(answers: readonly { questionId: string }[]): { rowIds: number[]; codes: string[] } {
  const rowIds = new Set<number>();
  const codes = new Set<string>();
  for (const { questionId } of answers) {
    const row = staffRowOfPublicId(questionId);
    if ('rowId' in row) rowIds.add(row.rowId);
    else codes.add(row.code);
  }
  return { rowIds: [...rowIds].sort((a, b) => a - b), codes: [...codes].sort() };
}

const isDifficulty = (d: string): d is Difficulty => (DIFFICULTIES as readonly string[]).includes(d);

export const KNOWLEDGE_OPTIONS_MESSAGE =
  'A knowledge question needs one correct answer: give exactly one option the most points';
export const SELF_ASSESSMENT_OPTIONS_MESSAGE =
  "A self-assessment question's options must be worth 5, 3, 2 and 1 points";
/** What the dialog tells staff about the points of each quiz's options. */
export const OPTION_POINTS_HINT = {
  knowledge:
    'The option with the most points is the correct answer; a correct answer earns 1, 3 or 5 points by difficulty.',
  self_assessment: 'Give the options 5, 3, 2 and 1 points, from the strongest practice to the weakest.',
} as const;

/** Index of the correct knowledge option (the only one with the most points, above 0), or null. */
export function knowledgeAnswerIndex(points: readonly number[]): number | null {
  const best = Math.max(...points);
  const winners = points.flatMap((p, i) => (p === best ? [i] : []));
  return best > 0 && winners.length === 1 ? winners[0]! : null;
}

/** True when self-assessment option points are 5, 3, 2 and 1 in some order (product §9). */
export function selfAssessmentPointsValid(points: readonly number[]): boolean {
  return [...points].sort().join() === [...SELF_ASSESSMENT_OPTION_POINTS].sort().join();
}

/** Why a question's options cannot be asked by its quiz, or null (the staff API refuses such a write). */
export function optionPointsProblem(quiz: string, points: readonly number[]): string | null {
  if (quiz === 'knowledge') return knowledgeAnswerIndex(points) === null ? KNOWLEDGE_OPTIONS_MESSAGE : null;
  if (quiz === 'self_assessment') return selfAssessmentPointsValid(points) ? null : SELF_ASSESSMENT_OPTIONS_MESSAGE;
  return null;
}

/**
 * A knowledge row as the quiz shows it, or why it cannot be asked. The knowledge quiz is right or
 * wrong (product §9: a correct answer earns its difficulty's 1, 3 or 5 points), so the option with
 * the most points is the correct one; it must be the only option with that many, and above 0.
 */
export function knowledgeFromRow(row: StaffQuestionRow): KnowledgeQuestionView | string {
  if (!isDifficulty(row.difficulty)) return `unknown difficulty ${row.difficulty}`;
  if (row.options.length !== 4) return 'needs four options';
  const answer = knowledgeAnswerIndex(row.options.map((o) => o.points));
  if (answer === null) return KNOWLEDGE_OPTIONS_MESSAGE;
  const [a, b, c, d] = row.options.map((o) => o.text) as [string, string, string, string];
  return {
    id: publicQuestionId(row),
    difficulty: row.difficulty,
    question: row.question,
    options: [a, b, c, d],
    answer,
  };
}

/**
 * A self-assessment row as the quiz shows it, or why it cannot be asked: its options must be worth
 * 5, 3, 2 and 1 points (product §9). A seeded row keeps the repository's encouragement line and
 * option emoji (the staff bank stores neither); a staff-added one gets DEFAULT_ENCOURAGEMENT.
 */
export function selfAssessmentFromRow(
  row: StaffQuestionRow,
  repository?: SelfAssessmentQuestionView,
): SelfAssessmentQuestionView | string {
  if (!isDifficulty(row.difficulty)) return `unknown difficulty ${row.difficulty}`;
  if (row.options.length !== 4) return 'needs four options';
  if (!selfAssessmentPointsValid(row.options.map((o) => o.points))) return SELF_ASSESSMENT_OPTIONS_MESSAGE;
  const options = row.options.map((o, i): SelfAssessmentOption => {
    const emoji = o.emoji ?? repository?.options[i]?.emoji;
    return { text: o.text, ...(emoji ? { emoji } : {}), points: o.points as SelfAssessmentOption['points'] };
  }) as SelfAssessmentQuestionView['options'];
  return {
    id: publicQuestionId(row),
    difficulty: row.difficulty,
    question: row.question,
    encouragement: repository?.encouragement ?? DEFAULT_ENCOURAGEMENT,
    options,
  };
}

/** Why a bank cannot serve one draw (too few questions of a difficulty), or null. */
export function bankDrawProblem(
  bank: readonly { difficulty: Difficulty }[],
  draw: Readonly<Record<Difficulty, number>>,
): string | null {
  for (const d of DIFFICULTIES) {
    const n = bank.filter((q) => q.difficulty === d).length;
    if (n < draw[d]) return `${n} ${d} question${n === 1 ? '' : 's'}, a draw needs ${draw[d]}`;
  }
  return null;
}

export interface PublishedBanksResult {
  banks: PublishedQuizBanks;
  sources: { knowledge: BankSource; selfAssessment: BankSource };
  /** Rows left out of the published bank, with the reason (the build logs them). */
  skipped: { id: number; quiz: string; reason: string }[];
}

/**
 * The published banks from the staff rows: each quiz takes its rows (in row order) that it can
 * ask; a quiz with no rows, or too few to draw once, keeps the repository bank.
 */
export function publishedBanksFromRows(
  rows: readonly StaffQuestionRow[],
  repository: PublishedQuizBanks,
): PublishedBanksResult {
  const skipped: PublishedBanksResult['skipped'] = [];
  const repoSelf = new Map(repository.selfAssessment.map((q) => [q.id, q]));
  const knowledge: KnowledgeQuestionView[] = [];
  const selfAssessment: SelfAssessmentQuestionView[] = [];
  const ordered = [...rows].sort((a, b) => a.id - b.id);
  for (const row of ordered) {
    if (row.quiz === 'knowledge') {
      const q = knowledgeFromRow(row);
      if (typeof q === 'string') skipped.push({ id: row.id, quiz: row.quiz, reason: q });
      else knowledge.push(q);
    } else if (row.quiz === 'self_assessment') {
      const q = selfAssessmentFromRow(row, row.code ? repoSelf.get(row.code) : undefined);
      if (typeof q === 'string') skipped.push({ id: row.id, quiz: row.quiz, reason: q });
      else selfAssessment.push(q);
    } else {
      skipped.push({ id: row.id, quiz: row.quiz, reason: 'belongs to no public quiz' });
    }
  }
  const knowledgeProblem = knowledge.length ? bankDrawProblem(knowledge, KNOWLEDGE_DRAW) : 'no questions';
  const selfProblem = selfAssessment.length ? bankDrawProblem(selfAssessment, SELF_ASSESSMENT_DRAW) : 'no questions';
  for (const [quiz, problem] of [
    ['knowledge', knowledgeProblem],
    ['self_assessment', selfProblem],
  ] as const) {
    if (problem && problem !== 'no questions')
      skipped.push({ id: 0, quiz, reason: `the whole quiz keeps the repository bank: ${problem}` });
  }
  return {
    banks: {
      knowledge: knowledgeProblem ? repository.knowledge : knowledge,
      selfAssessment: selfProblem ? repository.selfAssessment : selfAssessment,
    },
    sources: {
      knowledge: knowledgeProblem ? 'repository' : 'database',
      selfAssessment: selfProblem ? 'repository' : 'database',
    },
    skipped,
  };
}

/** JSON with object keys sorted at every level: the same banks always give the same text (and version). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A bank version as pages embed it and submissions carry it. */
export const BANK_VERSION_PATTERN = /^[0-9a-f]{16}$/;
