// User Engagement and Circle Activity maths against hand-computed figures: growth series, week-N
// retention (who is measured, who came back, combining cohorts), averages and the documented bands.
import { describe, expect, it } from 'vitest';
import {
  SIZE_BANDS,
  TIME_BANDS,
  average,
  combineRetention,
  retentionFor,
  sizeBand,
  timeBand,
  withGrowth,
} from '../../src/lib/analytics/engagement.ts';
import { formatGrowth, growthPercent } from '../../src/lib/analytics/periods.ts';
import { AnalyticsQuerySchema } from '../../src/lib/analytics/query.ts';

describe('daily and monthly growth', () => {
  it('compares each point with the one before, the first with the point before the series', () => {
    const days = withGrowth(
      [
        { day: 'd1', count: 40 },
        { day: 'd2', count: 50 },
        { day: 'd3', count: 45 },
        { day: 'd4', count: 0 },
        { day: 'd5', count: 7 },
      ],
      32,
      growthPercent,
    );
    // 40/32 = +25.0%; 50/40 = +25.0%; 45/50 = -10.0%; 0/45 = -100.0%; 7/0: no base.
    expect(days.map((d) => d.growth)).toEqual([25, 25, -10, -100, null]);
    expect(days.map((d) => formatGrowth(d.growth))).toEqual(['+25.0%', '+25.0%', '-10.0%', '-100.0%', '—']);
  });

  it('has no growth for the first point when nothing came before (All Time)', () => {
    expect(withGrowth([{ count: 3 }, { count: 4 }], null, growthPercent).map((d) => d.growth)).toEqual([null, 33.3]);
  });

  it('rounds to one decimal with a + sign (monthly 1234 → 1300 is +5.3%)', () => {
    expect(formatGrowth(growthPercent(1300, 1234))).toBe('+5.3%');
  });
});

describe('week-N retention', () => {
  const signedUp = '2026-11-02';

  it('measures week N only once its seven days have ended (its last day is before today)', () => {
    // Week 1 = 9–15 Nov, week 2 = 16–22 Nov, week 3 = 23–29 Nov.
    expect(retentionFor(signedUp, [], 1, '2026-11-15')).toEqual({ eligible: false, retained: false });
    expect(retentionFor(signedUp, [], 1, '2026-11-16')).toEqual({ eligible: true, retained: false });
    expect(retentionFor(signedUp, [], 2, '2026-11-22')).toEqual({ eligible: false, retained: false });
    expect(retentionFor(signedUp, [], 2, '2026-11-23')).toEqual({ eligible: true, retained: false });
  });

  it('counts activity on sign-up day + 7N through + 7N + 6', () => {
    const today = '2026-12-31';
    expect(retentionFor(signedUp, ['2026-11-09'], 1, today).retained).toBe(true); // first day of week 1
    expect(retentionFor(signedUp, ['2026-11-08'], 1, today).retained).toBe(false); // last day of week 0
    expect(retentionFor(signedUp, ['2026-11-15'], 1, today).retained).toBe(true); // last day of week 1
    expect(retentionFor(signedUp, ['2026-11-16'], 1, today)).toEqual({ eligible: true, retained: false }); // week 2
    expect(retentionFor(signedUp, ['2026-11-16'], 2, today).retained).toBe(true);
    expect(retentionFor(signedUp, ['2026-11-03', '2026-11-30'], 4, today).retained).toBe(true); // week 4 = 30 Nov–6 Dec
  });

  it('combines cohorts by summing people, not averaging percentages', () => {
    // Cohort A: week 1 3 of 4 (75%); cohort B: week 1 1 of 6 (16.7%). Together 4 of 10 = 40.0%,
    // not (75 + 16.7) / 2. Week 2: only A measured, 1 of 4 = 25.0%. Weeks 3, 4: nobody measured.
    const a = [
      { eligible: 4, retained: 3 },
      { eligible: 4, retained: 1 },
      { eligible: 0, retained: 0 },
      { eligible: 0, retained: 0 },
    ];
    const b = [
      { eligible: 6, retained: 1 },
      { eligible: 0, retained: 0 },
      { eligible: 0, retained: 0 },
      { eligible: 0, retained: 0 },
    ];
    expect(combineRetention([a, b])).toEqual([
      { week: 1, eligible: 10, retained: 4, percent: 40 },
      { week: 2, eligible: 4, retained: 1, percent: 25 },
      { week: 3, eligible: 0, retained: 0, percent: null },
      { week: 4, eligible: 0, retained: 0, percent: null },
    ]);
  });

  it('gives 2 of 3 as 66.7%', () => {
    expect(combineRetention([[{ eligible: 3, retained: 2 }]])[0]!.percent).toBe(66.7);
  });
});

describe('averages', () => {
  it('is the mean to one decimal, null for nobody', () => {
    expect(average(3 + 12 + 0 + 7, 4)).toBe(5.5);
    expect(average(10, 3)).toBe(3.3);
    expect(average(0, 0)).toBeNull();
  });
});

describe('documented bands (product §9)', () => {
  it.each([
    [0, 'night'],
    [5, 'night'],
    [6, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [23, 'evening'],
  ])('hour %i is %s', (hour, band) => expect(timeBand(hour)).toBe(band));

  it.each([
    [1, 'solo'],
    [2, 'small'],
    [5, 'small'],
    [6, 'medium'],
    [15, 'medium'],
    [16, 'large'],
    [30, 'large'],
    [31, 'very_large'],
    [500, 'very_large'],
  ])('%i members is %s', (members, band) => expect(sizeBand(members)).toBe(band));

  it('labels the bands as the specification writes them', () => {
    expect(TIME_BANDS.map((b) => b.hours)).toEqual(['6am–12pm', '12pm–6pm', '6pm–12am', '12am–6am']);
    expect(SIZE_BANDS.filter((b) => b.key !== 'solo').map((b) => b.members)).toEqual(['2–5', '6–15', '16–30', '31+']);
  });
});

describe('engagement query', () => {
  it('accepts every segment and the app-data views', () => {
    expect(AnalyticsQuerySchema.parse({ period: '7d', segment: 'premium', view: 'engagement' })).toMatchObject({
      segment: 'premium',
      view: 'engagement',
    });
    expect(AnalyticsQuerySchema.parse({ view: 'circles' })).toMatchObject({
      period: '30d',
      segment: 'all',
      view: 'circles',
    });
  });
  it.each([{ segment: 'paid' }, { segment: 'Premium' }, { view: 'thawab' }, { period: '14d' }])(
    'rejects %j',
    (query) => {
      expect(AnalyticsQuerySchema.safeParse(query).success).toBe(false);
    },
  );
});
