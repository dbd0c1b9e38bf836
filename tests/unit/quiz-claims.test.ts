// The self-assessment's "percentile" is read from the visitor's own answers (product §9's table,
// src/lib/quiz/scoring.ts), not from other people's results, so no text of the quiz may say it
// compares the visitor with others: the intro and the result's sentence say what it is.
import { describe, expect, it } from 'vitest';
import { QUIZ_STRINGS } from '../../src/lib/i18n/quiz.ts';
import { percentileFor } from '../../src/lib/quiz/scoring.ts';

describe('the self-assessment percentile is described as what it is', () => {
  it('is a function of the answers alone: the same answers give the same percentile, whoever else took the quiz', () => {
    expect(percentileFor([5, 5, 5, 3, 3, 2, 1])).toBe(70);
    expect(percentileFor([5, 5, 5, 3, 3, 2, 1])).toBe(percentileFor([1, 2, 3, 3, 5, 5, 5]));
  });

  it('the English intro and result sentence make no claim about other people’s results', () => {
    const { selfIntro, consistency } = QUIZ_STRINGS.en;
    expect(selfIntro).not.toMatch(/\b(others?|people)\b/i);
    expect(consistency).toMatch(/not from a ranking against other people/);
    expect(consistency).not.toMatch(/than \{percent\}%/);
  });

  it('every locale’s result sentence names the percentile it explains', () => {
    for (const [locale, strings] of Object.entries(QUIZ_STRINGS.others))
      expect(strings.consistency, locale).toContain('{percent}');
  });
});
