// The level rule (decision 0056) against hand-computed fixtures on the seeded nine-level table
// (minimums 0, 15, 30, 45, 60, 75, 85, 90, 95; 200 XP per Barakah point; +10 XP per invite).
import { describe, expect, it } from 'vitest';
import {
  barakahScore,
  levelPositionForScore,
  progressFor,
  quizStartPosition,
  totalXp,
  xpToReach,
} from '../../src/lib/progress/levels.ts';
import { SPIRITUAL_LEVELS } from '../../src/lib/people.ts';

const LEVELS = SPIRITUAL_LEVELS.map((l) => ({ minScore: l.min }));

describe('XP', () => {
  it('adds 10 XP per credited invite to the deeds’ XP', () => {
    expect(totalXp(0, 0)).toBe(0);
    expect(totalXp(245, 0)).toBe(245);
    expect(totalXp(245, 3)).toBe(275);
    expect(totalXp(0, 1)).toBe(10);
  });
});

describe('Barakah Score', () => {
  it('is one point per 200 XP from the first level, whole points only', () => {
    expect(barakahScore(LEVELS, 0, 0)).toBe(0);
    expect(barakahScore(LEVELS, 0, 199)).toBe(0);
    expect(barakahScore(LEVELS, 0, 200)).toBe(1);
    expect(barakahScore(LEVELS, 0, 2_999)).toBe(14);
    expect(barakahScore(LEVELS, 0, 3_000)).toBe(15);
  });

  it('starts at the starting level’s minimum and stops at 100', () => {
    // Starting at Awakening Mind (position 2, minimum 30): 30 + floor(1 000 / 200) = 35.
    expect(barakahScore(LEVELS, 2, 1_000)).toBe(35);
    // Luminous Soul (95) + 10 points would be 105: capped.
    expect(barakahScore(LEVELS, 8, 2_000)).toBe(100);
    expect(barakahScore(LEVELS, 0, 1_000_000)).toBe(100);
  });

  it('reads a start position past a shortened table as its last level', () => {
    expect(barakahScore([{ minScore: 0 }, { minScore: 50 }], 5, 0)).toBe(50);
  });
});

describe('level', () => {
  it('is the last level whose minimum the score reaches', () => {
    expect(levelPositionForScore(LEVELS, 0)).toBe(0); // Waking Soul
    expect(levelPositionForScore(LEVELS, 14)).toBe(0);
    expect(levelPositionForScore(LEVELS, 15)).toBe(1); // Seeking Soul
    expect(levelPositionForScore(LEVELS, 84)).toBe(5); // Tranquil Heart
    expect(levelPositionForScore(LEVELS, 100)).toBe(8); // Luminous Soul
  });

  it('says when a change reaches a new level, and only then', () => {
    // 2 990 XP → score 14 (Waking Soul); a 30 XP deed makes 3 020 XP → 15: Seeking Soul reached.
    expect(progressFor(LEVELS, 0, 3_020, 14)).toEqual({ score: 15, position: 1, reached: 1 });
    // The same state again: nothing new reached.
    expect(progressFor(LEVELS, 0, 3_020, 15)).toEqual({ score: 15, position: 1, reached: null });
    // Unmarking that deed takes its XP back: score 14, Waking Soul, nothing reached.
    expect(progressFor(LEVELS, 0, 2_990, 15)).toEqual({ score: 14, position: 0, reached: null });
  });

  it('is not lowered by time: the same XP later is the same level', () => {
    const monday = progressFor(LEVELS, 0, 6_000, 0);
    const weekLater = progressFor(LEVELS, 0, 6_000, monday.score);
    expect(weekLater.position).toBe(monday.position);
    expect(monday.position).toBe(2); // 6 000 XP = 30 points = Awakening Mind
  });

  it('gives the XP each level needs from a fresh start', () => {
    expect(LEVELS.map((_, p) => xpToReach(LEVELS, p))).toEqual([
      0, 3_000, 6_000, 9_000, 12_000, 15_000, 17_000, 18_000, 19_000,
    ]);
    expect(xpToReach(LEVELS, 3, 2)).toBe(3_000);
  });
});

describe('starting level from the quiz', () => {
  it('maps every band of both quizzes to a real level (band n → level n + 1)', () => {
    // Knowledge quiz bands 0-9, 10-17, 18-26, 27-35, 36-50.
    expect([0, 9, 10, 17, 18, 26, 27, 35, 36, 50].map((s) => quizStartPosition('knowledge', s, 9))).toEqual([
      1, 1, 2, 2, 3, 3, 4, 4, 5, 5,
    ]);
    // Self-assessment bands 0-9, 10-19, 20-29, 30-39, 40-50.
    expect([0, 19, 20, 29, 30, 39, 40, 50].map((s) => quizStartPosition('self_assessment', s, 9))).toEqual([
      1, 2, 3, 3, 4, 4, 5, 5,
    ]);
  });

  it('never points past the table', () => {
    expect(quizStartPosition('knowledge', 50, 3)).toBe(2);
    expect(quizStartPosition('knowledge', 50, 1)).toBe(0);
  });
});
