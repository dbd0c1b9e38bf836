// Analytics roll-up maths against hand-computed figures, the event schema, bots, traffic source,
// URL filters and CSV cells.
import { describe, expect, it } from 'vitest';
import {
  AnalyticsEventSchema,
  BeaconEventSchema,
  isBot,
  scoreBand,
  trafficSource,
} from '../../src/lib/analytics/events.ts';
import { languageLabel } from '../../src/lib/analytics/language.ts';
import {
  addDays,
  conversionPercent,
  daysBetween,
  formatGrowth,
  growthPercent,
  periodRange,
  previousRange,
} from '../../src/lib/analytics/periods.ts';
import { dropOffByQuestion, funnelSteps, worstQuestion } from '../../src/lib/analytics/funnel.ts';
import { AnalyticsQuerySchema, LanguageSchema } from '../../src/lib/analytics/query.ts';
import { readFilters, writeFilters } from '../../src/islands/admin/sections/analytics/url-state.ts';
import { csvCell, csvLine } from '../../src/server/csv.ts';

describe('growth %', () => {
  it.each([
    [120, 100, 20, '+20.0%'],
    [90, 80, 12.5, '+12.5%'],
    [97, 100, -3, '-3.0%'],
    [100, 100, 0, '0.0%'],
    [1, 3, -66.7, '-66.7%'],
    [2, 3, -33.3, '-33.3%'],
    [1001, 1000, 0.1, '+0.1%'],
  ])('%i against %i is %d (%s)', (current, previous, growth, text) => {
    expect(growthPercent(current, previous)).toBe(growth);
    expect(formatGrowth(growthPercent(current, previous))).toBe(text);
  });

  it('has no value without a base', () => {
    expect(growthPercent(5, 0)).toBeNull();
    expect(formatGrowth(null)).toBe('—');
  });
});

describe('funnel conversion', () => {
  it('converts each step against the one before and against visits (1 decimal)', () => {
    const steps = funnelSteps({
      visits: 1200,
      quizStarts: 480,
      completions: 300,
      waitlistJoins: 90,
      referralConversions: 0,
    });
    expect(steps.map((s) => [s.key, s.count, s.fromPrevious, s.fromFirst])).toEqual([
      ['visits', 1200, null, null],
      ['quizStarts', 480, 40, 40],
      ['completions', 300, 62.5, 25],
      ['waitlistJoins', 90, 30, 7.5],
      ['referralConversions', 0, 0, 0],
    ]);
    expect(conversionPercent(1, 3)).toBe(33.3);
    expect(conversionPercent(2, 3)).toBe(66.7);
    expect(conversionPercent(5, 0)).toBeNull();
    expect(
      funnelSteps({ visits: 0, quizStarts: 0, completions: 0, waitlistJoins: 0, referralConversions: 0 })[1]!
        .fromPrevious,
    ).toBeNull();
  });
});

describe('drop-off per question', () => {
  it('counts who reached each question and who left there', () => {
    // 100 starts; answers per position of a 7-question quiz.
    const rows = dropOffByQuestion(100, [92, 90, 71, 70, 70, 66, 65]);
    expect(rows).toEqual([
      { position: 1, reached: 100, answered: 92, lost: 8, lostPercent: 8 },
      { position: 2, reached: 92, answered: 90, lost: 2, lostPercent: 2.2 },
      { position: 3, reached: 90, answered: 71, lost: 19, lostPercent: 21.1 },
      { position: 4, reached: 71, answered: 70, lost: 1, lostPercent: 1.4 },
      { position: 5, reached: 70, answered: 70, lost: 0, lostPercent: 0 },
      { position: 6, reached: 70, answered: 66, lost: 4, lostPercent: 5.7 },
      { position: 7, reached: 66, answered: 65, lost: 1, lostPercent: 1.5 },
    ]);
    expect(worstQuestion(rows)?.position).toBe(3);
  });

  it('never reports a negative loss (a resumed quiz whose start fell before the period)', () => {
    const rows = dropOffByQuestion(1, [3, 2]);
    expect(rows[0]).toEqual({ position: 1, reached: 1, answered: 3, lost: 0, lostPercent: 0 });
    expect(rows[1]).toEqual({ position: 2, reached: 3, answered: 2, lost: 1, lostPercent: 33.3 });
    expect(worstQuestion(dropOffByQuestion(0, [0, 0]))).toBeNull();
  });
});

describe('periods', () => {
  it('ends today and compares with the same length before', () => {
    expect(periodRange('7d', '2026-03-10')).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(previousRange('7d', '2026-03-10')).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(periodRange('30d', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(periodRange('90d', '2026-03-31').from).toBe('2026-01-01');
    expect(periodRange('all', '2026-03-10')).toEqual({ from: null, to: '2026-03-10' });
    expect(previousRange('all', '2026-03-10')).toBeNull();
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });
});

describe('event schema', () => {
  it('accepts each allowed event', () => {
    for (const event of [
      { type: 'page_view', path: '/spiritual-quiz', source: 'direct' },
      { type: 'quiz_started', quiz: 'knowledge', source: 'google.com' },
      { type: 'question_answered', quiz: 'self', questionId: 's-hard-02', position: 7, source: 'referral' },
      { type: 'quiz_completed', quiz: 'self', scoreBand: '40-50', source: 'newsletter' },
      { type: 'waitlist_joined', waitlistSource: 'spiritual_quiz', source: 'direct' },
      { type: 'referral_opened', source: 'referral' },
      { type: 'referral_converted', source: 'referral' },
      { type: 'blog_read', slug: 'mindful-prayer', source: 'direct' },
    ]) {
      expect(AnalyticsEventSchema.safeParse(event).success, JSON.stringify(event)).toBe(true);
    }
  });

  it.each([
    { type: 'page_view', path: '/', source: 'direct', ip: '1.2.3.4' },
    {
      type: 'question_answered',
      quiz: 'self',
      questionId: 's-hard-02',
      position: 7,
      source: 'direct',
      answer: 'Daily',
    },
    { type: 'question_answered', quiz: 'self', questionId: 's-hard-02', position: 0, source: 'direct' },
    { type: 'question_answered', quiz: 'self', questionId: 's-hard-02', position: 11, source: 'direct' },
    { type: 'quiz_completed', quiz: 'self', scoreBand: '35', source: 'direct' },
    { type: 'waitlist_joined', waitlistSource: 'self_assessment', source: 'direct', email: 'a@b.c' },
    { type: 'blog_read', slug: '../etc', source: 'direct' },
    { type: 'page_view', path: '/', source: 'Direct' },
    { type: 'page_view', path: '/', source: `x${'y'.repeat(40)}` },
    { type: 'page_view', path: '/' },
  ])('rejects %j', (event) => {
    expect(AnalyticsEventSchema.safeParse(event).success).toBe(false);
  });

  it('bands scores over 0–50', () => {
    expect([0, 9, 10, 19.4, 29, 30, 39, 40, 50, 55, -3].map(scoreBand)).toEqual([
      '0-9',
      '0-9',
      '10-19',
      '10-19',
      '20-29',
      '30-39',
      '30-39',
      '40-50',
      '40-50',
      '40-50',
      '0-9',
    ]);
  });
});

describe('bots and sources', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0 Safari/537.36', true],
    ['Screaming Frog SEO Spider/19.0', true],
    ['SomeCrawler/1.0', true],
    ['curl/8.5.0', true],
    ['', true],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      false,
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
      false,
    ],
  ])('%j is a bot: %s', (ua, bot) => {
    expect(isBot(ua)).toBe(bot);
  });

  it('names the source from ?ref=, utm_source, the referrer, else direct', () => {
    expect(trafficSource('?ref=Ab3dEf9h', 'https://www.google.com/', 'thawab.app')).toBe('referral');
    expect(trafficSource('?utm_source=Newsletter%20June', '', 'thawab.app')).toBe('newsletterjune');
    expect(trafficSource('', 'https://www.google.com/search?q=x', 'thawab.app')).toBe('google.com');
    expect(trafficSource('', 'https://thawab.app/blog', 'thawab.app')).toBe('direct');
    expect(trafficSource('', '', 'thawab.app')).toBe('direct');
  });
});

describe('filters in the URL', () => {
  it('reads and writes period, segment and view, keeping other parameters', () => {
    expect(readFilters('?period=7d&segment=new&view=blog')).toEqual({
      period: '7d',
      segment: 'new',
      view: 'blog',
      language: 'all',
    });
    expect(readFilters('?period=5y&view=nope')).toEqual({
      period: '30d',
      segment: 'all',
      view: 'engagement',
      language: 'all',
    });
    expect(writeFilters('?x=1', { period: '90d', segment: 'all', view: 'funnel', language: 'all' })).toBe(
      '?x=1&period=90d&segment=all&view=funnel',
    );
  });

  it('keeps the funnel’s page language (a locale of the table; anything else is all languages)', () => {
    expect(readFilters('?view=funnel&language=ur').language).toBe('ur');
    expect(readFilters('?view=funnel&language=xx').language).toBe('all');
    expect(writeFilters('?language=ar', { period: '7d', segment: 'all', view: 'funnel', language: 'tr' })).toBe(
      '?language=tr&period=7d&segment=all&view=funnel',
    );
    expect(writeFilters('?language=ar', { period: '7d', segment: 'all', view: 'funnel', language: 'all' })).toBe(
      '?period=7d&segment=all&view=funnel',
    );
  });

  it('the funnel’s language is all or a locale of the table; the label names it in English', () => {
    const schema = AnalyticsQuerySchema.extend({ language: LanguageSchema });
    expect(schema.parse({}).language).toBe('all');
    expect(schema.parse({ language: 'bn' }).language).toBe('bn');
    expect(schema.safeParse({ language: 'xx' }).success).toBe(false);
    expect(schema.safeParse({ language: 'EN' }).success).toBe(false);
    expect([languageLabel('all'), languageLabel('ur'), languageLabel('')]).toEqual([
      'All languages',
      'Urdu (ur)',
      'Not recorded',
    ]);
  });

  it('the beacon’s events carry the page locale, checked against the locale table', () => {
    expect(
      BeaconEventSchema.safeParse({ type: 'page_view', path: '/test', source: 'direct', locale: 'ar' }).success,
    ).toBe(true);
    expect(
      BeaconEventSchema.safeParse({ type: 'quiz_started', quiz: 'self', source: 'direct', locale: 'tr' }).success,
    ).toBe(true);
    // A page built before the dimension existed sends none; that is still an event.
    expect(BeaconEventSchema.safeParse({ type: 'page_view', path: '/test', source: 'direct' }).success).toBe(true);
    for (const locale of ['xx', 'ar-EG', '', 'de', 5]) {
      expect(
        BeaconEventSchema.safeParse({ type: 'page_view', path: '/test', source: 'direct', locale }).success,
        String(locale),
      ).toBe(false);
    }
  });

  it('the API query is strict', () => {
    expect(AnalyticsQuerySchema.parse({})).toEqual({ period: '30d', segment: 'all', page: 1 });
    expect(AnalyticsQuerySchema.parse({ period: 'all', page: '3' })).toEqual({
      period: 'all',
      segment: 'all',
      page: 3,
    });
    expect(AnalyticsQuerySchema.safeParse({ period: '7d', extra: '1' }).success).toBe(false);
    expect(AnalyticsQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});

describe('CSV cells', () => {
  it('quotes and neutralises formula-looking text', () => {
    expect(csvCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
    expect(csvLine(['2026-03-10', 'direct', 4])).toBe('2026-03-10,direct,4\r\n');
  });
});
