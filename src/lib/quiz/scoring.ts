// Scoring rules of product §9 for both quizzes, shared by the islands and the server re-check.
import { KNOWLEDGE_LEVELS, SELF_ASSESSMENT_LEVELS, levelFor } from './levels.ts';

export const SCALED_MAX = 50;

export const DIFFICULTIES = ['easy', 'moderate', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Knowledge quiz (variant A): how many questions of each difficulty a draw takes, and their worth. */
export const KNOWLEDGE_DRAW = { easy: 5, moderate: 2, hard: 3 } as const satisfies Record<Difficulty, number>;
export const KNOWLEDGE_POINTS = { easy: 1, moderate: 3, hard: 5 } as const satisfies Record<Difficulty, number>;
export const KNOWLEDGE_QUESTION_COUNT = 10;
/** 5×1 + 2×3 + 3×5: the most a knowledge draw can score before scaling. */
export const KNOWLEDGE_RAW_MAX = (Object.keys(KNOWLEDGE_DRAW) as Difficulty[]).reduce(
  (sum, d) => sum + KNOWLEDGE_DRAW[d] * KNOWLEDGE_POINTS[d],
  0,
);

/** Self-assessment (variant B). */
export const SELF_ASSESSMENT_DRAW = { easy: 1, moderate: 3, hard: 3 } as const satisfies Record<Difficulty, number>;
export const SELF_ASSESSMENT_QUESTION_COUNT = 7;
export const SELF_ASSESSMENT_OPTION_POINTS = [5, 3, 2, 1] as const;
export type SelfAssessmentPoints = (typeof SELF_ASSESSMENT_OPTION_POINTS)[number];
export const SELF_ASSESSMENT_RAW_MAX = SELF_ASSESSMENT_QUESTION_COUNT * 5;
/** Questions asked before the share prompt appears (after question 3, index 2). */
export const SHARE_PROMPT_AFTER_INDEX = 2;
export const SHARE_PROMPT_SECONDS = 10;

const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);

/** raw/rawMax scaled to 0–50 and rounded, as product §9 does for the self-assessment. */
export function scaleTo50(raw: number, rawMax: number): number {
  if (rawMax <= 0) return 0;
  return Math.round((raw / rawMax) * SCALED_MAX);
}

export function scoreSelfAssessment(points: readonly number[]) {
  const raw = sum(points);
  const score = scaleTo50(raw, SELF_ASSESSMENT_RAW_MAX);
  return {
    raw,
    score,
    /** Shown as "x out of 7": raw/35 scaled to 7, one decimal. */
    outOfSeven: Math.round((raw / SELF_ASSESSMENT_RAW_MAX) * 7 * 10) / 10,
    level: levelFor(SELF_ASSESSMENT_LEVELS, score),
    percentile: percentileFor(points),
  };
}

export function scoreKnowledge(points: readonly number[]) {
  const raw = sum(points);
  const score = scaleTo50(raw, KNOWLEDGE_RAW_MAX);
  return { raw, score, level: levelFor(KNOWLEDGE_LEVELS, score) };
}

/** Percentile table of product §9: share of answers worth 3 or more, thresholds in whole percent. */
export const PERCENTILE_TABLE = [
  { atLeastPercent: 100, percentile: 99 },
  { atLeastPercent: 85, percentile: 85 },
  { atLeastPercent: 71, percentile: 70 },
  { atLeastPercent: 57, percentile: 50 },
  { atLeastPercent: 43, percentile: 30 },
  { atLeastPercent: 29, percentile: 15 },
] as const;
export const PERCENTILE_FLOOR = 5;
export const PERCENTILE_VALUES = [...PERCENTILE_TABLE.map((row) => row.percentile), PERCENTILE_FLOOR] as number[];

export function percentileFor(points: readonly number[]): number {
  if (points.length === 0) return PERCENTILE_FLOOR;
  const strong = points.filter((p) => p >= 3).length;
  // The thresholds are k/7 rounded to whole percent (85.7, 71.4, 57.1, 42.9, 28.6), so the share is
  // rounded the same way before comparing: 3 of 7 reads as 43% (docs/decisions/0005).
  const percent = strong === points.length ? 100 : Math.min(99, Math.round((strong * 100) / points.length));
  return PERCENTILE_TABLE.find((row) => percent >= row.atLeastPercent)?.percentile ?? PERCENTILE_FLOOR;
}

/** Each person who joins the waitlist through a visitor's share link earns that visitor this much XP. */
export const XP_PER_INVITE = 10;
