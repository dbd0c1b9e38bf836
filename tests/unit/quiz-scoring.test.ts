import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_LEVELS, SELF_ASSESSMENT_LEVELS, levelFor } from '../../src/lib/quiz/levels.ts';
import { reachableScaledScores } from '../../src/lib/quiz/questions.ts';
import { drawByDifficulty, seededRandom, shuffle } from '../../src/lib/quiz/random.ts';
import {
  KNOWLEDGE_DRAW,
  KNOWLEDGE_POINTS,
  KNOWLEDGE_RAW_MAX,
  percentileFor,
  scaleTo50,
  scoreKnowledge,
  scoreSelfAssessment,
} from '../../src/lib/quiz/scoring.ts';

describe('self-assessment levels (product §9 Quiz B)', () => {
  it.each([
    [0, 'Seeking Soul'],
    [9, 'Seeking Soul'],
    [10, 'Awakening Mind'],
    [19, 'Awakening Mind'],
    [20, 'Grounded Heart'],
    [29, 'Grounded Heart'],
    [30, 'Vibrant Soul'],
    [39, 'Vibrant Soul'],
    [40, 'Illuminated Spirit'],
    [50, 'Illuminated Spirit'],
  ])('scaled %i is %s', (score, name) => {
    expect(levelFor(SELF_ASSESSMENT_LEVELS, score).name).toBe(name);
  });
});

describe('knowledge levels (product §9 Quiz A)', () => {
  it.each([
    [0, 'Seeking Soul'],
    [9, 'Seeking Soul'],
    [10, 'Awakening Mind'],
    [17, 'Awakening Mind'],
    [18, 'Grounded Heart'],
    [26, 'Grounded Heart'],
    [27, 'Radiant Believer'],
    [35, 'Radiant Believer'],
    [36, 'Source of Light'],
    [50, 'Source of Light'],
  ])('scaled %i is %s', (score, name) => {
    expect(levelFor(KNOWLEDGE_LEVELS, score).name).toBe(name);
  });
});

describe('scaling', () => {
  it('scales the self-assessment raw 35 to 50 and rounds', () => {
    expect(scaleTo50(35, 35)).toBe(50);
    expect(scaleTo50(7, 35)).toBe(10);
    expect(scaleTo50(13, 35)).toBe(19); // 18.57 → 19
    expect(scaleTo50(0, 35)).toBe(0);
  });

  it('scales the knowledge raw maximum 26 to 50 the same way', () => {
    expect(KNOWLEDGE_RAW_MAX).toBe(26);
    expect(scaleTo50(26, 26)).toBe(50);
    expect(scaleTo50(13, 26)).toBe(25);
    expect(scaleTo50(1, 26)).toBe(2);
    expect(scaleTo50(25, 26)).toBe(48);
  });

  it('shows the self-assessment score out of 7 (raw/35×7)', () => {
    expect(scoreSelfAssessment([5, 5, 5, 5, 5, 5, 5]).outOfSeven).toBe(7);
    expect(scoreSelfAssessment([1, 1, 1, 1, 1, 1, 1]).outOfSeven).toBe(1.4);
    expect(scoreSelfAssessment([5, 3, 3, 2, 2, 1, 1])).toMatchObject({ raw: 17, score: 24, outOfSeven: 3.4 });
  });

  it('scores a knowledge draw from its points', () => {
    expect(scoreKnowledge([1, 1, 1, 1, 1, 3, 3, 5, 5, 5])).toMatchObject({
      raw: 26,
      score: 50,
      level: { name: 'Source of Light' },
    });
    expect(scoreKnowledge([1, 0, 0, 0, 0, 3, 0, 5, 0, 0])).toMatchObject({
      raw: 9,
      score: 17,
      level: { name: 'Awakening Mind' },
    });
  });

  it('knows which knowledge scores no draw can reach', () => {
    const reachable = reachableScaledScores(KNOWLEDGE_DRAW, KNOWLEDGE_POINTS, (raw) =>
      scaleTo50(raw, KNOWLEDGE_RAW_MAX),
    );
    expect(reachable.has(50)).toBe(true);
    expect(reachable.has(48)).toBe(true);
    expect(reachable.has(49)).toBe(false);
    expect(reachable.has(1)).toBe(false);
    expect(reachable.size).toBe(27); // raw 0..26 are all reachable
  });
});

describe('percentile (product §9)', () => {
  // share of answers worth 3 or more, over 7 answers: k/7
  const answers = (strong: number, total = 7) => [...Array(strong).fill(5), ...Array(total - strong).fill(2)];
  it.each([
    [7, 99], // 100%
    [6, 85], // 85.7%
    [5, 70], // 71.4%
    [4, 50], // 57.1%
    [3, 30], // 42.9% → 43%
    [2, 15], // 28.6% → 29%
    [1, 5], // 14.3%
    [0, 5],
  ])('%i of 7 strong answers', (strong, percentile) => {
    expect(percentileFor(answers(strong))).toBe(percentile);
  });

  it('compares the share rounded to whole percent with the thresholds 85, 71, 57, 43 and 29', () => {
    expect(percentileFor(answers(17, 20))).toBe(85); // 85%
    expect(percentileFor(answers(84, 100))).toBe(70); // 84%
    expect(percentileFor(answers(71, 100))).toBe(70);
    expect(percentileFor(answers(70, 100))).toBe(50);
    expect(percentileFor(answers(57, 100))).toBe(50);
    expect(percentileFor(answers(56, 100))).toBe(30);
    expect(percentileFor(answers(43, 100))).toBe(30);
    expect(percentileFor(answers(42, 100))).toBe(15);
    expect(percentileFor(answers(29, 100))).toBe(15);
    expect(percentileFor(answers(28, 100))).toBe(5);
    expect(percentileFor(answers(0))).toBe(5);
    expect(percentileFor(answers(99, 100))).toBe(85);
    expect(percentileFor(answers(199, 200))).toBe(85); // 99.5% is not all of them
    expect(percentileFor(answers(85, 1000))).toBe(5); // 8.5%: rounding works on whole percent
    expect(percentileFor(answers(285, 1000))).toBe(15); // 28.5% → 29%
  });

  it('gives 7-question runs the band of their share', () => {
    expect(percentileFor([3, 3, 3, 3, 3, 3, 3])).toBe(99); // 3 points counts as strong
    expect(percentileFor([])).toBe(5);
  });
});

describe('seedable draws', () => {
  const bank = [
    ...Array.from({ length: 15 }, (_, i) => ({ id: `e${i}`, difficulty: 'easy' as const })),
    ...Array.from({ length: 6 }, (_, i) => ({ id: `m${i}`, difficulty: 'moderate' as const })),
    ...Array.from({ length: 9 }, (_, i) => ({ id: `h${i}`, difficulty: 'hard' as const })),
  ];

  it('takes the asked number of each difficulty, each question once', () => {
    const draw = drawByDifficulty(bank, KNOWLEDGE_DRAW, seededRandom(7));
    expect(draw).toHaveLength(10);
    expect(new Set(draw.map((q) => q.id)).size).toBe(10);
    expect(draw.filter((q) => q.difficulty === 'easy')).toHaveLength(5);
    expect(draw.filter((q) => q.difficulty === 'moderate')).toHaveLength(2);
    expect(draw.filter((q) => q.difficulty === 'hard')).toHaveLength(3);
  });

  it('repeats a draw for the same seed and varies it across seeds', () => {
    const ids = (seed: number) => drawByDifficulty(bank, KNOWLEDGE_DRAW, seededRandom(seed)).map((q) => q.id);
    expect(ids(42)).toEqual(ids(42));
    expect(new Set([1, 2, 3, 4, 5].map((s) => ids(s).join())).size).toBeGreaterThan(1);
  });

  it('shuffles difficulties together rather than in blocks', () => {
    const orders = [1, 2, 3, 4, 5, 6].map(
      (s) => drawByDifficulty(bank, KNOWLEDGE_DRAW, seededRandom(s))[0]!.difficulty,
    );
    expect(new Set(orders).size).toBeGreaterThan(1);
  });

  it('refuses a bank too small for the draw', () => {
    expect(() => drawByDifficulty(bank.slice(0, 3), KNOWLEDGE_DRAW, seededRandom(1))).toThrow(/easy/);
  });

  it('shuffle keeps every item', () => {
    expect(shuffle([1, 2, 3, 4, 5], seededRandom(3)).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
