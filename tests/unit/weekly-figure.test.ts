import { describe, expect, it } from 'vitest';
import { WEEKLY_FIGURE_FLOOR, showsWeeklyFigure } from '../../src/lib/quiz/weekly-figure.ts';
import { MARKETING } from '../../src/lib/site.ts';

describe('the weekly quiz figure is measured and hidden below its floor (decision 0058)', () => {
  it('shows from the floor up only', () => {
    expect(showsWeeklyFigure(WEEKLY_FIGURE_FLOOR - 1)).toBe(false);
    expect(showsWeeklyFigure(0)).toBe(false);
    expect(showsWeeklyFigure(WEEKLY_FIGURE_FLOOR)).toBe(true);
    expect(showsWeeklyFigure(Number.NaN)).toBe(false);
  });

  it('no fixed weekly claim is left among the marketing figures', () => {
    expect(Object.keys(MARKETING)).not.toContain('weeklyTestTakers');
    expect(Object.values(MARKETING)).not.toContain('14,000');
  });
});
