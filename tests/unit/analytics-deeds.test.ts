// Thawab Metrics / Badge Analytics maths against hand-computed figures (docs/product.md §2.8).
import { describe, expect, it } from 'vitest';
import { badgeConversion, splitPeriod, taskRetention } from '../../src/lib/analytics/deeds.ts';
import { newUsersSince } from '../../src/lib/analytics/segments.ts';
import { periodRange } from '../../src/lib/analytics/periods.ts';

describe('splitPeriod', () => {
  it('7 days: the first 3 days, then the last 4', () => {
    expect(splitPeriod('2026-11-16', '2026-11-22')).toEqual({
      firstFrom: '2026-11-16',
      firstTo: '2026-11-18',
      secondFrom: '2026-11-19',
      secondTo: '2026-11-22',
    });
  });
  it('30 days: 15 and 15, across a month end', () => {
    expect(splitPeriod('2026-10-24', '2026-11-22')).toEqual({
      firstFrom: '2026-10-24',
      firstTo: '2026-11-07',
      secondFrom: '2026-11-08',
      secondTo: '2026-11-22',
    });
  });
  it('2 days: one each; 1 day: no first half', () => {
    expect(splitPeriod('2026-02-28', '2026-03-01')).toMatchObject({ firstTo: '2026-02-28', secondFrom: '2026-03-01' });
    expect(splitPeriod('2026-11-22', '2026-11-22')).toEqual({
      firstFrom: '2026-11-22',
      firstTo: null,
      secondFrom: '2026-11-22',
      secondTo: '2026-11-22',
    });
  });
});

describe('retention and conversion', () => {
  it.each([
    [1, 2, 50],
    [2, 3, 66.7],
    [1, 3, 33.3],
    [0, 4, 0],
    [7, 7, 100],
    [0, 0, null],
  ])('task retention %i of %i → %s', (retained, first, expected) => {
    expect(taskRetention(retained, first)).toBe(expected);
  });
  it.each([
    [1, 3, 33.3],
    [3, 4, 75],
    [1, 8, 12.5],
    [5, 0, null],
  ])('badge conversion %i of %i active → %s', (earned, active, expected) => {
    expect(badgeConversion(earned, active)).toBe(expected);
  });
});

describe('New Users window', () => {
  it('is the period; All Time falls back to the last 30 days', () => {
    expect(newUsersSince(periodRange('7d', '2026-11-22'))).toBe('2026-11-16');
    expect(newUsersSince(periodRange('90d', '2026-11-22'))).toBe('2026-08-25');
    expect(newUsersSince(periodRange('all', '2026-11-22'))).toBe('2026-10-24');
  });
});
