// Analytics per page language (decision 0053): the beacon's locale is checked against the locale
// table at ingest and stored with the event and in the roll-up; a visit counts in the language of
// the visitor's first page that day; the Growth Funnel filters by one language and always compares
// them all; the export carries both; a language is refused where it does not apply.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import events from '../../functions/analytics-events.mts';
import funnel from '../../functions/admin-analytics-funnel.mts';
import blog from '../../functions/admin-analytics-blog.mts';
import exportCsv from '../../functions/admin-analytics-export.mts';
import type { AnalyticsEvent } from '../../src/lib/analytics/events.ts';
import { isoDay } from '../../src/lib/analytics/periods.ts';
import type { FunnelReport } from '../../src/lib/analytics/reports.ts';
import { API } from '../../src/lib/routes.ts';
import { rebuildRollup, recordEvent, resetSaltCache } from '../../src/server/repositories/analytics.ts';
import { call, closeDb, context, jsonRequest, truncate, useTestDatabase } from './helpers.ts';
import { cookieFor, createStaff, staffRequest } from './staff-helpers.ts';

const db = useTestDatabase();
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const TABLES = ['analytics_events', 'analytics_daily', 'analytics_visitors', 'analytics_salts'];

const send = (body: unknown, ip = '198.51.100.40') =>
  call(events, jsonRequest(API.events, body, { headers: { 'User-Agent': UA } }), context({}, ip));
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

afterAll(async () => {
  await truncate(...TABLES, 'staff_accounts');
  await closeDb();
});

describe('POST /api/events with the page locale', () => {
  beforeEach(async () => {
    await truncate(...TABLES);
    resetSaltCache();
  });

  it('stores the locale with the event and counts the page view and the visit in that locale', async () => {
    expect((await send({ type: 'page_view', path: '/test', source: 'direct', locale: 'ar' })).status).toBe(202);
    expect(await rows(sql`SELECT type, path, locale FROM analytics_events`)).toEqual([
      { type: 'page_view', path: '/test', locale: 'ar' },
    ]);
    expect(await rows(sql`SELECT metric, dim, locale, count FROM analytics_daily ORDER BY metric`)).toEqual([
      { metric: 'page_view', dim: '/test', locale: 'ar', count: 1 },
      { metric: 'visit', dim: '', locale: 'ar', count: 1 },
    ]);
  });

  it.each([
    ['an unknown code', 'xx'],
    ['a region tag', 'ar-EG'],
    ['upper case', 'AR'],
    ['an empty string', ''],
    ['a number', 7],
  ])('refuses %s with 400 and stores nothing', async (_, locale) => {
    const answer = await send({ type: 'quiz_started', quiz: 'self', source: 'direct', locale });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/locale/i);
    expect(await rows(sql`SELECT 1 FROM analytics_events`)).toHaveLength(0);
    expect(await rows(sql`SELECT 1 FROM analytics_daily`)).toHaveLength(0);
  });

  it('an event without a locale (a page built before) is still counted, as not recorded', async () => {
    expect((await send({ type: 'quiz_started', quiz: 'knowledge', source: 'direct' })).status).toBe(202);
    expect(await rows(sql`SELECT locale FROM analytics_events`)).toEqual([{ locale: null }]);
    expect(await rows(sql`SELECT metric, locale FROM analytics_daily`)).toEqual([
      { metric: 'quiz_started', locale: '' },
    ]);
  });

  it('a visitor who opens /ur/test and then /test is one visit, counted in Urdu; both page views count in their own locale', async () => {
    await send({ type: 'page_view', path: '/test', source: 'direct', locale: 'ur' });
    await send({ type: 'page_view', path: '/test', source: 'direct', locale: 'en' });
    expect(await rows(sql`SELECT metric, locale, count FROM analytics_daily ORDER BY metric, locale`)).toEqual([
      { metric: 'page_view', locale: 'en', count: 1 },
      { metric: 'page_view', locale: 'ur', count: 1 },
      { metric: 'visit', locale: 'ur', count: 1 },
    ]);
  });

  it('each answered question is also counted by quiz and position (what the drop-off reads), per locale, and the recount makes the same', async () => {
    for (const [questionId, locale] of [
      ['s-easy-01', 'ar'],
      ['s-easy-02', 'ar'],
      ['s-easy-03', 'en'],
    ] as const) {
      await send({ type: 'question_answered', quiz: 'self', questionId, position: 1, source: 'direct', locale });
    }
    const positions = () =>
      rows(sql`SELECT dim, locale, count FROM analytics_daily WHERE metric = 'question_position' ORDER BY locale`);
    const counted = await positions();
    expect(counted).toEqual([
      { dim: 'self:1', locale: 'ar', count: 2 },
      { dim: 'self:1', locale: 'en', count: 1 },
    ]);
    const today = isoDay(new Date());
    await rebuildRollup(db, today, today);
    expect(await positions()).toEqual(counted);
  });

  it('the recount from stored events (rebuildRollup) keeps each locale apart', async () => {
    await send({ type: 'quiz_started', quiz: 'self', source: 'direct', locale: 'bn' });
    await send({ type: 'quiz_started', quiz: 'self', source: 'direct', locale: 'bn' });
    await send({ type: 'quiz_started', quiz: 'self', source: 'direct', locale: 'fr' });
    await send({ type: 'quiz_started', quiz: 'self', source: 'direct' });
    const today = isoDay(new Date());
    await rebuildRollup(db, today, today);
    expect(
      await rows(sql`SELECT locale, count FROM analytics_daily WHERE metric = 'quiz_started' ORDER BY locale`),
    ).toEqual([
      { locale: '', count: 1 },
      { locale: 'bn', count: 2 },
      { locale: 'fr', count: 1 },
    ]);
  });
});

describe('the Growth Funnel per language', () => {
  let moderator = '';
  const get = (handler: typeof funnel, path: string) => call(handler, staffRequest('GET', path, { cookie: moderator }));

  beforeAll(async () => {
    await truncate(...TABLES, 'staff_accounts');
    resetSaltCache();
    moderator = await cookieFor((await createStaff('mo-languages', 'Moderator')).id);
    const seed: [string, AnalyticsEvent][] = [];
    const visitor = (ip: string, locale: AnalyticsEvent['locale'], steps: number) => {
      seed.push([ip, { type: 'page_view', path: '/test', source: 'direct', ...(locale ? { locale } : {}) }]);
      if (steps > 0)
        seed.push([ip, { type: 'quiz_started', quiz: 'self', source: 'direct', ...(locale ? { locale } : {}) }]);
      if (steps > 1)
        seed.push([
          ip,
          { type: 'quiz_completed', quiz: 'self', scoreBand: '30-39', source: 'direct', ...(locale ? { locale } : {}) },
        ]);
      if (steps > 2)
        seed.push([
          ip,
          {
            type: 'waitlist_joined',
            waitlistSource: 'self_assessment',
            source: 'direct',
            ...(locale ? { locale } : {}),
          },
        ]);
    };
    // English: 3 visitors, 2 starts, 1 completion. Arabic: 2 visitors, 2 starts, 2 completions, 1 join.
    // Turkish: 1 visitor who only looks. One page without a locale (built before the dimension).
    visitor('192.0.2.1', 'en', 2);
    visitor('192.0.2.2', 'en', 1);
    visitor('192.0.2.3', 'en', 0);
    visitor('192.0.2.4', 'ar', 3);
    visitor('192.0.2.5', 'ar', 2);
    visitor('192.0.2.6', 'tr', 0);
    visitor('192.0.2.7', undefined, 1);
    for (const [ip, event] of seed) await recordEvent(db, event, { ip, userAgent: UA, site: 'localhost:8888' });
  });

  const totals = (report: FunnelReport) => Object.fromEntries(report.steps.map((s) => [s.key, s.count]));

  it('language=ar counts the Arabic pages only, in every part of the report', async () => {
    const { status, body } = await get(funnel, API.analyticsFunnel.path({ period: '7d', language: 'ar' }));
    expect(status).toBe(200);
    const report = body as FunnelReport;
    expect(report.language).toBe('ar');
    expect(totals(report)).toEqual({
      visits: 2,
      quizStarts: 2,
      completions: 2,
      waitlistJoins: 1,
      referralConversions: 0,
    });
    expect(report.daily.at(-1)).toMatchObject({ visits: 2, quizStarts: 2 });
    expect(report.bySource).toEqual([
      { source: 'direct', visits: 2, quizStarts: 2, completions: 2, waitlistJoins: 1, referralConversions: 0 },
    ]);
    expect(report.dropOff.find((q) => q.quiz === 'self')).toMatchObject({ starts: 2, completions: 2 });
  });

  it('without a language the funnel counts every page, and byLanguage compares them in the table’s order, not recorded last', async () => {
    const report = (await get(funnel, API.analyticsFunnel.path({ period: '7d' }))).body as FunnelReport;
    expect(report.language).toBe('all');
    expect(totals(report)).toMatchObject({ visits: 7, quizStarts: 5, completions: 3, waitlistJoins: 1 });
    expect(report.byLanguage).toEqual([
      { locale: 'en', visits: 3, quizStarts: 2, completions: 1, waitlistJoins: 0, referralConversions: 0 },
      { locale: 'ar', visits: 2, quizStarts: 2, completions: 2, waitlistJoins: 1, referralConversions: 0 },
      { locale: 'tr', visits: 1, quizStarts: 0, completions: 0, waitlistJoins: 0, referralConversions: 0 },
      { locale: '', visits: 1, quizStarts: 1, completions: 0, waitlistJoins: 0, referralConversions: 0 },
    ]);
    // The breakdown is the same whatever the filter.
    const filtered = (await get(funnel, API.analyticsFunnel.path({ period: '7d', language: 'tr' })))
      .body as FunnelReport;
    expect(filtered.byLanguage).toEqual(report.byLanguage);
    expect(totals(filtered)).toMatchObject({ visits: 1, quizStarts: 0 });
  });

  it('a language outside the locale table is 400; so is a language on a view it does not apply to', async () => {
    const bad = await get(funnel, `${API.analyticsFunnel.path({ period: '7d' })}&language=xx`);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/Language must be all or one of en, ar/);
    expect((await get(blog, `${API.analyticsBlog.path({ period: '7d' })}&language=ar`)).status).toBe(400);
    const exportBlog = await call(
      exportCsv,
      staffRequest('GET', `${API.analyticsExport.path({ period: '7d', view: 'blog' })}&language=ar`, {
        cookie: moderator,
      }),
    );
    expect(exportBlog.status).toBe(400);
    expect(exportBlog.body.error).toMatch(/Growth Funnel only/);
  });

  it('the export of the funnel names its language in the file and the title and carries the per-language table', async () => {
    const answer = await call(
      exportCsv,
      staffRequest('GET', API.analyticsExport.path({ period: '7d', view: 'funnel', language: 'ar' }), {
        cookie: moderator,
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(/thawab-analytics-funnel-7d-ar-\d{4}-\d{2}-\d{2}\.csv/);
    const text = answer.body as string;
    expect(text).toContain('Growth funnel, 7 Days, Arabic (ar)');
    expect(text).toContain('Page language,Visits,Quiz starts,Completions,Waitlist joins,Referral conversions');
    expect(text).toContain('Arabic (ar),2,2,2,1,0');
    expect(text).toContain('Not recorded,1,1,0,0,0');
  });
});
