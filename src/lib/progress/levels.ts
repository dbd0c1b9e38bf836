// How a user's XP becomes a Barakah Score and a spiritual level (product §4 "Levels and Barakah Score",
// decision 0056). Pure: the server applies it in the transaction that changes the XP (a deed completed
// or unmarked, an invite credited, the first sign-in), and the public texts quote these constants.
//
// The rule, in order:
// - XP = the XP of every completed deed (the task's value when it was completed) + XP_PER_INVITE for
//   every friend who joined with the user's invite code and was credited.
// - Barakah Score = the starting level's minimum + one point per XP_PER_SCORE_POINT XP, at most 100.
// - Level = the highest level of the table (ordered by position) whose minimum the score reaches.
// - Starting level: the quiz band the user's result fell in (band n of the quiz → level n + 1), or the
//   first level without a quiz result.
// XP never decays, so a missed day changes nothing; only unmarking a deed takes its XP back.
import { KNOWLEDGE_LEVELS, SELF_ASSESSMENT_LEVELS, levelFor, type LevelBand } from '../quiz/levels.ts';
import { XP_PER_INVITE } from '../quiz/scoring.ts';

export { XP_PER_INVITE };

/** XP that adds one point to the Barakah Score. */
export const XP_PER_SCORE_POINT = 200;
/** The Barakah Score's ceiling (the level table's minimums are out of 100). */
export const MAX_BARAKAH_SCORE = 100;

/** A row of the level table, in position order (the first starts at 0). */
export interface LevelStep {
  minScore: number;
}

/** The quizzes whose result sets a starting level. */
export type StartQuiz = 'knowledge' | 'self_assessment';
const QUIZ_BANDS = { knowledge: KNOWLEDGE_LEVELS, self_assessment: SELF_ASSESSMENT_LEVELS } as const;

/** Every band's starting level: the n-th band (from 0) starts at the level table's position n + 1. */
export const QUIZ_BAND_START_OFFSET = 1;

/** The user's XP: deeds' XP plus XP_PER_INVITE per credited invite. */
export function totalXp(deedXp: number, creditedInvites: number): number {
  return Math.max(0, deedXp) + Math.max(0, creditedInvites) * XP_PER_INVITE;
}

/** Position (from 0) of the level the quiz's scaled score (out of 50) starts at, in a table of `levelCount` levels. */
export function quizStartPosition(quiz: StartQuiz, score: number, levelCount: number): number {
  const bands: readonly LevelBand[] = QUIZ_BANDS[quiz];
  const band = bands.indexOf(levelFor(bands, score));
  return Math.min(Math.max(0, levelCount - 1), band + QUIZ_BAND_START_OFFSET);
}

/** The position (from 0) of the level `score` reaches: the last whose minimum is at most the score. */
export function levelPositionForScore(levels: readonly LevelStep[], score: number): number {
  let found = 0;
  levels.forEach((level, position) => {
    if (score >= level.minScore) found = position;
  });
  return found;
}

/** A start position that exists in the table (a table saved shorter since falls back to its last level). */
const clampPosition = (levels: readonly LevelStep[], position: number) =>
  Math.min(Math.max(0, Math.trunc(position)), Math.max(0, levels.length - 1));

/** Barakah Score from XP and the starting level: its minimum plus one point per XP_PER_SCORE_POINT, at most 100. */
export function barakahScore(levels: readonly LevelStep[], startPosition: number, xp: number): number {
  const start = levels[clampPosition(levels, startPosition)]?.minScore ?? 0;
  return Math.min(MAX_BARAKAH_SCORE, start + Math.floor(Math.max(0, xp) / XP_PER_SCORE_POINT));
}

export interface Progress {
  score: number;
  /** The level's position in the table. */
  position: number;
  /** The position newly reached by this change (higher than before), else null. */
  reached: number | null;
}

/** Score and level after the XP changed; `previousScore` is the stored score before the change. */
export function progressFor(
  levels: readonly LevelStep[],
  startPosition: number,
  xp: number,
  previousScore: number,
): Progress {
  const score = barakahScore(levels, startPosition, xp);
  const position = levelPositionForScore(levels, score);
  const before = levelPositionForScore(levels, previousScore);
  return { score, position, reached: position > before ? position : null };
}

/** XP a user starting at `startPosition` needs in total to reach the level at `position` (0 when already there). */
export function xpToReach(levels: readonly LevelStep[], position: number, startPosition = 0): number {
  const start = levels[clampPosition(levels, startPosition)]?.minScore ?? 0;
  const target = levels[clampPosition(levels, position)]?.minScore ?? 0;
  return Math.max(0, target - start) * XP_PER_SCORE_POINT;
}
