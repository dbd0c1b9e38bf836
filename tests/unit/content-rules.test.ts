// Pure content rules: verse references against real surah lengths, verse-of-the-day resolution,
// thawab due dates, level table validation and the analytics buckets.
import { describe, expect, it } from 'vitest';
import { parseVerseReference } from '../../src/lib/content/verse-reference.ts';
import { SURAHS } from '../../src/lib/content/surahs.ts';
import { pickVerseOfTheDay } from '../../src/lib/content/verse-of-the-day.ts';
import { isDueOn, normaliseSchedule, describeSchedule } from '../../src/lib/content/thawab-schedule.ts';
import { bucketIndex, levelTableIssues, SCORE_BUCKETS } from '../../src/lib/content/levels.ts';
import { SPIRITUAL_LEVELS } from '../../src/lib/people.ts';
import { parseIsoDate, type CalendarDate } from '../../src/lib/dates.ts';
import { badgeRequirement } from '../../src/lib/schemas/content-badge.ts';
import { formInt } from '../../src/lib/schemas/content-common.ts';
import { ThawabPayloadSchema, THAWAB_DEFAULTS } from '../../src/lib/schemas/content-thawab.ts';

const d = (iso: string): CalendarDate => parseIsoDate(iso)!;

describe('surah data', () => {
  it('has 114 surahs and 6,236 ayahs from quran-json', () => {
    expect(SURAHS).toHaveLength(114);
    expect(SURAHS.reduce((n, s) => n + s.ayahCount, 0)).toBe(6236);
    expect(SURAHS[1]).toMatchObject({ number: 2, nameEnglish: 'Al-Baqarah', ayahCount: 286 });
  });
});

describe('parseVerseReference', () => {
  it.each([
    [2, '255', '255', 255, 255],
    [94, '5-6', '5-6', 5, 6],
    [94, ' 5 – 6 ', '5-6', 5, 6],
    [1, '7', '7', 7, 7],
    [112, '1-4', '1-4', 1, 4],
    [2, '286', '286', 286, 286],
  ])('accepts %i:%s', (surah, text, ayah, from, to) => {
    expect(parseVerseReference(surah, text)).toEqual({ ok: true, ayah, range: { surah, from, to } });
  });

  it.each([
    [0, '1', 'surah', 'Surah must be a whole number from 1 to 114'],
    [115, '1', 'surah', 'Surah must be a whole number from 1 to 114'],
    [2.5, '1', 'surah', 'Surah must be a whole number from 1 to 114'],
    [Number.NaN, '1', 'surah', 'Surah must be a whole number from 1 to 114'],
    [1, '8', 'ayahNumber', 'Surah 1 (Al-Fatihah) has 7 ayahs'],
    [112, '3-5', 'ayahNumber', 'Surah 112 (Al-Ikhlas) has 4 ayahs'],
    [2, '0', 'ayahNumber', 'Ayah numbers start at 1'],
    [2, '6-5', 'ayahNumber', 'The range must go from the lower ayah to the higher one'],
    [2, '', 'ayahNumber', 'Ayah must be a number like 5 or a range like 5-6'],
    [2, '5,6', 'ayahNumber', 'Ayah must be a number like 5 or a range like 5-6'],
    [2, '-5', 'ayahNumber', 'Ayah must be a number like 5 or a range like 5-6'],
  ])('rejects %s:%s', (surah, text, field, message) => {
    expect(parseVerseReference(surah, text)).toEqual({ ok: false, field, message });
  });
});

describe('pickVerseOfTheDay', () => {
  it('prefers the scheduled verse', () => {
    expect(pickVerseOfTheDay(d('2026-01-01'), { scheduledId: 7, priorityCount: 3, totalCount: 10 })).toEqual({
      reason: 'scheduled',
      id: 7,
    });
  });
  it('falls back to a priority verse, then a rotation, deterministically by date', () => {
    const p1 = pickVerseOfTheDay(d('2026-01-01'), { scheduledId: null, priorityCount: 3, totalCount: 10 });
    const p2 = pickVerseOfTheDay(d('2026-01-02'), { scheduledId: null, priorityCount: 3, totalCount: 10 });
    expect(p1).toMatchObject({ reason: 'priority' });
    expect(p1).toEqual(pickVerseOfTheDay(d('2026-01-01'), { scheduledId: null, priorityCount: 3, totalCount: 10 }));
    expect(((p1 as { index: number }).index + 1) % 3).toBe((p2 as { index: number }).index);
    const r = pickVerseOfTheDay(d('2026-01-01'), { scheduledId: null, priorityCount: 0, totalCount: 10 });
    expect(r).toMatchObject({ reason: 'rotation' });
    expect((r as { index: number }).index).toBeGreaterThanOrEqual(0);
    expect((r as { index: number }).index).toBeLessThan(10);
  });
  it('walks through every verse over consecutive days', () => {
    const seen = new Set<number>();
    for (let day = 1; day <= 7; day++)
      seen.add(
        (
          pickVerseOfTheDay(d(`2026-03-0${day}`), { scheduledId: null, priorityCount: 0, totalCount: 7 }) as {
            index: number;
          }
        ).index,
      );
    expect(seen.size).toBe(7);
  });
  it('answers null when there are no verses', () => {
    expect(pickVerseOfTheDay(d('2026-01-01'), { scheduledId: null, priorityCount: 0, totalCount: 0 })).toBeNull();
  });
});

describe('thawab schedules', () => {
  it('normalises and validates values per type', () => {
    expect(normaliseSchedule('daily', '')).toEqual({ ok: true, value: 'everyday' });
    expect(normaliseSchedule('daily', 'monday').ok).toBe(false);
    expect(normaliseSchedule('weekly', 'Friday, monday,friday')).toEqual({ ok: true, value: 'monday,friday' });
    expect(normaliseSchedule('weekly', '')).toEqual({
      ok: false,
      message: 'Choose at least one weekday, e.g. monday,wednesday,friday',
    });
    expect(normaliseSchedule('monthly', '07')).toEqual({ ok: true, value: '7' });
    expect(normaliseSchedule('monthly', '0').ok).toBe(false);
    expect(normaliseSchedule('monthly', '32').ok).toBe(false);
    expect(normaliseSchedule('specific-date', '2026-02-29').ok).toBe(false);
    expect(normaliseSchedule('specific-date', '2028-02-29')).toEqual({ ok: true, value: '2028-02-29' });
  });
  it('weekly tasks fall on their weekdays', () => {
    // 2026-11-20 is a Friday, 2026-11-23 a Monday.
    expect(isDueOn('weekly', 'monday,friday', d('2026-11-20'))).toBe(true);
    expect(isDueOn('weekly', 'monday,friday', d('2026-11-23'))).toBe(true);
    expect(isDueOn('weekly', 'monday,friday', d('2026-11-22'))).toBe(false);
  });
  it('monthly day 31 falls on the last day of shorter months, and only once a month', () => {
    expect(isDueOn('monthly', '31', d('2026-01-31'))).toBe(true);
    expect(isDueOn('monthly', '31', d('2026-02-28'))).toBe(true);
    expect(isDueOn('monthly', '31', d('2028-02-28'))).toBe(false);
    expect(isDueOn('monthly', '31', d('2028-02-29'))).toBe(true);
    expect(isDueOn('monthly', '31', d('2026-04-30'))).toBe(true);
    expect(isDueOn('monthly', '31', d('2026-04-29'))).toBe(false);
    expect(isDueOn('monthly', '30', d('2026-02-28'))).toBe(true);
    expect(isDueOn('monthly', '1', d('2026-02-01'))).toBe(true);
    expect(isDueOn('monthly', '1', d('2026-02-02'))).toBe(false);
  });
  it('specific-date tasks fall on that date only; daily on every date', () => {
    expect(isDueOn('specific-date', '2026-12-01', d('2026-12-01'))).toBe(true);
    expect(isDueOn('specific-date', '2026-12-01', d('2027-12-01'))).toBe(false);
    expect(isDueOn('daily', 'everyday', d('2026-12-01'))).toBe(true);
  });
  it('describes schedules for the table', () => {
    expect(describeSchedule('weekly', 'monday,wednesday,friday')).toBe('Weekly · Mon, Wed, Fri');
    expect(describeSchedule('monthly', '31')).toBe('Monthly · day 31 (or last day)');
  });
});

describe('level tables', () => {
  const spec = SPIRITUAL_LEVELS.map(({ name, min }) => ({ name, minScore: min }));
  it('accepts the product §9 table', () => {
    expect(levelTableIssues(spec)).toEqual([]);
    expect(spec.map((l) => l.minScore)).toEqual([0, 15, 30, 45, 60, 75, 85, 90, 95]);
  });
  it('refuses duplicate names (case-insensitive), a first minimum other than 0, equal or falling minimums, and out-of-range values', () => {
    expect(
      levelTableIssues([
        { name: 'A', minScore: 0 },
        { name: ' a ', minScore: 10 },
      ]),
    ).toEqual([{ path: '1.name', message: 'The name "a" is used twice' }]);
    expect(levelTableIssues([{ name: 'A', minScore: 5 }])).toEqual([
      { path: '0.minScore', message: 'The first level must start at 0' },
    ]);
    expect(
      levelTableIssues([
        { name: 'A', minScore: 0 },
        { name: 'B', minScore: 0 },
      ]),
    ).toEqual([{ path: '1.minScore', message: "Minimum score must be higher than A's (0)" }]);
    expect(
      levelTableIssues([
        { name: 'A', minScore: 0 },
        { name: 'B', minScore: 101 },
      ])[0]?.message,
    ).toBe('Minimum score must be a whole number from 0 to 100');
    expect(levelTableIssues([])).toHaveLength(1);
  });
  it('buckets scores 0-10, 11-20 … 91-100', () => {
    expect(SCORE_BUCKETS.map((b) => b.label)).toEqual([
      '0-10',
      '11-20',
      '21-30',
      '31-40',
      '41-50',
      '51-60',
      '61-70',
      '71-80',
      '81-90',
      '91-100',
    ]);
    expect([0, 10, 11, 20, 21, 90, 91, 100].map(bucketIndex)).toEqual([0, 0, 1, 1, 2, 8, 9, 9]);
  });
});

describe('form integers and badge requirements', () => {
  it('blank or non-integer text becomes NaN, which the schemas refuse', () => {
    expect(formInt('20')).toBe(20);
    expect(formInt('')).toBeNaN();
    expect(formInt('2.5')).toBeNaN();
    const parsed = ThawabPayloadSchema.safeParse({
      ...THAWAB_DEFAULTS,
      name: 'n',
      description: 'd',
      xpValue: formInt(''),
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('XP must be a whole number from 1 to 1000');
  });
  it("reads 'N completions' plus 'within N days' when days > 0", () => {
    expect(badgeRequirement({ requiredCount: 5, requiredDays: 0 })).toBe('5 completions');
    expect(badgeRequirement({ requiredCount: 7, requiredDays: 7 })).toBe('7 completions within 7 days');
    expect(badgeRequirement({ requiredCount: 1, requiredDays: 1 })).toBe('1 completion within 1 day');
  });
});
