// Analytics: the cookieless event endpoint (strict schema, bots ignored, salted hash never the IP)
// and the staff reports × role × filter on seeded events.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import events from '../../functions/analytics-events.mts';
import funnel from '../../functions/admin-analytics-funnel.mts';
import blog from '../../functions/admin-analytics-blog.mts';
import exportCsv from '../../functions/admin-analytics-export.mts';
import type { AnalyticsEvent } from '../../src/lib/analytics/events.ts';
import { addDays, isoDay } from '../../src/lib/analytics/periods.ts';
import { API } from '../../src/lib/routes.ts';
import { recordEvent, resetSaltCache, visitorHash } from '../../src/server/repositories/analytics.ts';
import { call, closeDb, context, jsonRequest, truncate, useTestDatabase } from './helpers.ts';
import { cookieFor, createStaff, staffRequest } from './staff-helpers.ts';

const db = useTestDatabase();
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const IP = '198.51.100.23';

const send = (
  body: unknown,
  { ua = BROWSER_UA, ip = IP, origin }: { ua?: string; ip?: string; origin?: string } = {},
) =>
  call(
    events,
    jsonRequest(API.events, body, { headers: { 'User-Agent': ua, ...(origin ? { Origin: origin } : {}) } }),
    context({}, ip),
  );

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

afterAll(() => closeDb());

describe('POST /api/events', () => {
  beforeEach(async () => {
    await truncate('analytics_events', 'analytics_daily', 'analytics_visitors', 'analytics_salts');
    resetSaltCache();
  });

  it('stores an allowed event and counts it in the daily roll-up', async () => {
    const res = await send({
      type: 'question_answered',
      quiz: 'self',
      questionId: 's-easy-01',
      position: 1,
      source: 'direct',
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ recorded: true });
    const stored = await rows<Record<string, unknown>>(
      sql`SELECT type, source, quiz, question_id, position FROM analytics_events`,
    );
    expect(stored).toEqual([
      { type: 'question_answered', source: 'direct', quiz: 'self', question_id: 's-easy-01', position: 1 },
    ]);
    const daily = await rows<Record<string, unknown>>(
      sql`SELECT metric, source, dim, count FROM analytics_daily ORDER BY metric`,
    );
    // With it, the count by quiz and position the drop-off reads (decision 0053).
    expect(daily).toEqual([
      { metric: 'question_answered', source: 'direct', dim: 'self:1:s-easy-01', count: 1 },
      { metric: 'question_position', source: 'direct', dim: 'self:1', count: 1 },
    ]);
  });

  it.each([
    ['an unknown field', { type: 'page_view', path: '/', source: 'direct', email: 'a@b.c' }],
    [
      'the answer given',
      {
        type: 'question_answered',
        quiz: 'self',
        questionId: 's-easy-01',
        position: 1,
        source: 'direct',
        optionIndex: 2,
      },
    ],
    [
      'a position as text',
      { type: 'question_answered', quiz: 'self', questionId: 's-easy-01', position: '1', source: 'direct' },
    ],
    [
      'a fractional position',
      { type: 'question_answered', quiz: 'self', questionId: 's-easy-01', position: 1.5, source: 'direct' },
    ],
    ['an unknown event type', { type: 'purchase', source: 'direct' }],
    ['a page outside the funnel', { type: 'page_view', path: '/admin', source: 'direct' }],
    ['a source with spaces', { type: 'page_view', path: '/', source: 'my source' }],
    ['a score instead of a band', { type: 'quiz_completed', quiz: 'self', scoreBand: 37, source: 'direct' }],
    ['an array', [{ type: 'page_view', path: '/', source: 'direct' }]],
  ])('rejects %s with 400 and stores nothing', async (_label, body) => {
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(expect.any(String));
    expect(await rows(sql`SELECT 1 FROM analytics_events`)).toHaveLength(0);
  });

  it('rejects a body over 1 KB (413), a non-JSON body (415) and another site (403)', async () => {
    expect((await send({ type: 'blog_read', slug: 'a'.repeat(1100), source: 'direct' })).status).toBe(413);
    const text = await call(
      events,
      new Request(`http://localhost:8888${API.events}`, {
        method: 'POST',
        body: 'x',
        headers: { 'Content-Type': 'text/plain', Origin: 'http://localhost:8888' },
      }),
    );
    expect(text.status).toBe(415);
    expect(
      (await send({ type: 'page_view', path: '/', source: 'direct' }, { origin: 'https://evil.example' })).status,
    ).toBe(403);
  });

  it.each([
    'Googlebot/2.1 (+http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
    'Mozilla/5.0 HeadlessChrome/140.0',
    'AhrefsSiteCrawler',
    'Baiduspider',
    '',
  ])('ignores the bot %j (202, nothing stored)', async (ua) => {
    const res = await send({ type: 'page_view', path: '/', source: 'direct' }, { ua });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ recorded: false });
    expect(await rows(sql`SELECT 1 FROM analytics_events`)).toHaveLength(0);
    expect(await rows(sql`SELECT 1 FROM analytics_daily`)).toHaveLength(0);
  });

  it('counts a visit once per visitor per day by a salted hash, never storing the IP or user agent', async () => {
    await send({ type: 'page_view', path: '/', source: 'direct' });
    await send({ type: 'page_view', path: '/test', source: 'direct' });
    await send({ type: 'page_view', path: '/', source: 'direct' }, { ip: '198.51.100.99' });
    const daily = await rows<{ metric: string; dim: string; count: number }>(
      sql`SELECT metric, dim, count FROM analytics_daily ORDER BY metric, dim`,
    );
    expect(daily).toEqual([
      { metric: 'page_view', dim: '/', count: 2 },
      { metric: 'page_view', dim: '/test', count: 1 },
      { metric: 'visit', dim: '', count: 2 },
    ]);
    const [salt] = await rows<{ day: string; salt: string }>(sql`SELECT day::text AS day, salt FROM analytics_salts`);
    expect(salt!.day).toBe(isoDay(new Date()));
    const hashes = (
      await rows<{ visitor_hash: string }>(sql`SELECT visitor_hash FROM analytics_visitors ORDER BY visitor_hash`)
    ).map((r) => r.visitor_hash);
    expect(hashes).toHaveLength(2);
    expect(hashes).toContain(visitorHash(salt!.salt, 'localhost:8888', IP, BROWSER_UA));
    // Nothing anywhere holds the address or the user agent in clear.
    for (const table of ['analytics_events', 'analytics_daily', 'analytics_visitors', 'analytics_salts']) {
      const dump = JSON.stringify(await rows(sql.raw(`SELECT * FROM ${table}`)));
      expect(dump).not.toContain(IP);
      expect(dump).not.toContain('198.51.100.99');
      expect(dump).not.toContain('Chrome/140');
    }
  });

  it('rotates the salt daily: a new day gets a new salt and yesterday’s salt and hashes are deleted', async () => {
    const yesterday = new Date(Date.now() - 86_400_000);
    const event: AnalyticsEvent = { type: 'page_view', path: '/', source: 'direct' };
    const visitor = { ip: IP, userAgent: BROWSER_UA, site: 'localhost:8888' };
    expect(await recordEvent(db, event, visitor, yesterday)).toEqual({ visit: true });
    const [old] = await rows<{ salt: string }>(sql`SELECT salt FROM analytics_salts`);
    expect(await recordEvent(db, event, visitor)).toEqual({ visit: true });
    expect(await recordEvent(db, event, visitor)).toEqual({ visit: false });
    const salts = await rows<{ day: string; salt: string }>(sql`SELECT day::text AS day, salt FROM analytics_salts`);
    expect(salts).toHaveLength(1);
    expect(salts[0]!.day).toBe(isoDay(new Date()));
    expect(salts[0]!.salt).not.toBe(old!.salt);
    const visitors = await rows<{ day: string }>(sql`SELECT day::text AS day FROM analytics_visitors`);
    expect(visitors).toEqual([{ day: isoDay(new Date()) }]);
  });
});

describe('analytics reports', () => {
  let superAdmin = '';
  let moderator = '';
  let editor = '';
  const today = isoDay(new Date());
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

  beforeAll(async () => {
    await truncate(
      'analytics_events',
      'analytics_daily',
      'analytics_visitors',
      'analytics_salts',
      'staff_accounts',
      'blog_posts',
    );
    resetSaltCache();
    superAdmin = await cookieFor((await createStaff('sa-analytics', 'Super Admin')).id);
    moderator = await cookieFor((await createStaff('mo-analytics', 'Moderator')).id);
    editor = await cookieFor((await createStaff('ce-analytics', 'Content Editor')).id);
    await db.execute(
      sql`INSERT INTO blog_posts (slug, title, content, excerpt, category, author, status) VALUES ('gratitude', 'Gratitude Every Morning', 'x', 'x', 'Spiritual Growth', 'A', 'published')`,
    );
    // Oldest first (the salt rotates forward). Seeded through the ingest path itself.
    const seed: [number, string, AnalyticsEvent][] = [];
    const visit = (ago: number, ip: string, source = 'direct') =>
      seed.push([ago, ip, { type: 'page_view', path: '/', source }]);
    const e = (ago: number, event: AnalyticsEvent) => seed.push([ago, '192.0.2.1', event]);
    visit(200, '192.0.2.10');
    e(200, { type: 'quiz_started', quiz: 'self', source: 'direct' });
    visit(45, '192.0.2.11');
    visit(45, '192.0.2.12', 'google.com');
    e(45, { type: 'blog_read', slug: 'gratitude', source: 'direct' });
    visit(20, '192.0.2.13');
    e(20, { type: 'quiz_started', quiz: 'knowledge', source: 'direct' });
    e(20, { type: 'blog_read', slug: 'gratitude', source: 'direct' });
    e(20, { type: 'blog_read', slug: 'patience', source: 'direct' });
    // Today: 3 visitors, 2 starts, question 1 answered by both, question 2 by one, 1 completion.
    for (const ip of ['192.0.2.20', '192.0.2.21']) visit(0, ip);
    visit(0, '192.0.2.22', 'referral');
    e(0, { type: 'referral_opened', source: 'referral' });
    e(0, { type: 'quiz_started', quiz: 'self', source: 'direct' });
    e(0, { type: 'quiz_started', quiz: 'self', source: 'referral' });
    e(0, { type: 'question_answered', quiz: 'self', questionId: 's-easy-01', position: 1, source: 'direct' });
    e(0, { type: 'question_answered', quiz: 'self', questionId: 's-easy-02', position: 1, source: 'referral' });
    e(0, { type: 'question_answered', quiz: 'self', questionId: 's-mod-01', position: 2, source: 'referral' });
    for (let p = 3; p <= 7; p++)
      e(0, { type: 'question_answered', quiz: 'self', questionId: `s-q${p}`, position: p, source: 'referral' });
    e(0, { type: 'quiz_completed', quiz: 'self', scoreBand: '30-39', source: 'referral' });
    e(0, { type: 'waitlist_joined', waitlistSource: 'self_assessment', source: 'referral' });
    e(0, { type: 'referral_converted', source: 'referral' });
    e(0, { type: 'blog_read', slug: 'patience', source: 'direct' });
    for (const [ago, ip, event] of seed)
      await recordEvent(db, event, { ip, userAgent: BROWSER_UA, site: 'localhost:8888' }, daysAgo(ago));
  });

  const get = (handler: typeof funnel, path: string, cookie?: string) =>
    call(handler, staffRequest('GET', path, { cookie }));
  const step = (body: any, key: string) => body.steps.find((s: any) => s.key === key);

  it.each([
    ['signed out', undefined, 401, 401],
    ['Content Editor', 'editor', 403, 200],
    ['Moderator', 'moderator', 200, 200],
    ['Super Admin', 'superAdmin', 200, 200],
  ] as const)('%s: funnel, blog and exports answer by role', async (_label, who, funnelStatus, blogStatus) => {
    const cookie = who ? { editor, moderator, superAdmin }[who] : undefined;
    const f = await get(funnel, API.analyticsFunnel.path({ period: '7d' }), cookie);
    expect(f.status).toBe(funnelStatus);
    expect(f.headers.get('cache-control')).toBe('no-store');
    const b = await get(blog, API.analyticsBlog.path({ period: '7d' }), cookie);
    expect(b.status).toBe(blogStatus);
    const csvFunnel = await call(
      exportCsv,
      staffRequest('GET', API.analyticsExport.path({ period: '7d', view: 'funnel' }), { cookie }),
    );
    expect(csvFunnel.status).toBe(funnelStatus);
    const csvBlog = await call(
      exportCsv,
      staffRequest('GET', API.analyticsExport.path({ period: '7d', view: 'blog' }), { cookie }),
    );
    expect(csvBlog.status).toBe(blogStatus);
  });

  it('the funnel for 7 days counts today: visits → starts → completions → joins → conversions, per source and per day', async () => {
    const { status, body } = await get(funnel, API.analyticsFunnel.path({ period: '7d' }), moderator);
    expect(status).toBe(200);
    expect(body.from).toBe(addDays(today, -6));
    expect(body.to).toBe(today);
    expect(body.steps.map((s: any) => [s.key, s.count])).toEqual([
      ['visits', 3],
      ['quizStarts', 2],
      ['completions', 1],
      ['waitlistJoins', 1],
      ['referralConversions', 1],
    ]);
    expect(step(body, 'quizStarts').fromPrevious).toBe(66.7);
    expect(step(body, 'completions').fromPrevious).toBe(50);
    expect(body.referralOpens).toBe(1);
    expect(body.daily).toHaveLength(7);
    expect(body.daily.at(-1)).toEqual({
      day: today,
      visits: 3,
      quizStarts: 2,
      completions: 1,
      waitlistJoins: 1,
      referralConversions: 1,
    });
    expect(body.daily[0].visits).toBe(0);
    expect(body.bySource).toEqual([
      { source: 'direct', visits: 2, quizStarts: 1, completions: 0, waitlistJoins: 0, referralConversions: 0 },
      { source: 'referral', visits: 1, quizStarts: 1, completions: 1, waitlistJoins: 1, referralConversions: 1 },
    ]);
    const self = body.dropOff.find((d: any) => d.quiz === 'self');
    expect(self.starts).toBe(2);
    expect(self.questions.slice(0, 2)).toEqual([
      { position: 1, reached: 2, answered: 2, lost: 0, lostPercent: 0 },
      { position: 2, reached: 2, answered: 1, lost: 1, lostPercent: 50 },
    ]);
    expect(self.questions).toHaveLength(7);
    expect(body.dropOff.find((d: any) => d.quiz === 'knowledge').questions).toHaveLength(10);
    expect(body.scoreBands).toContainEqual({ quiz: 'self', band: '30-39', count: 1 });
  });

  it('each period changes the answer as the seeded days say', async () => {
    const visits = async (period: string) =>
      step((await get(funnel, API.analyticsFunnel.path({ period }), superAdmin)).body, 'visits').count;
    const starts = async (period: string) =>
      step((await get(funnel, API.analyticsFunnel.path({ period }), superAdmin)).body, 'quizStarts').count;
    expect(await visits('7d')).toBe(3);
    expect(await visits('30d')).toBe(4);
    expect(await visits('90d')).toBe(6);
    expect(await visits('all')).toBe(7);
    expect(await starts('30d')).toBe(3);
    expect(await starts('all')).toBe(4);
    const all = (await get(funnel, API.analyticsFunnel.path({ period: 'all' }), superAdmin)).body;
    expect(all.from).toBe(addDays(today, -200));
    expect(all.daily).toHaveLength(201);
    expect(step(all, 'visits').growth).toBeNull();
    // 30 days: 4 visits against 2 in the 30 days before → +100%.
    const month = (await get(funnel, API.analyticsFunnel.path({ period: '30d' }), superAdmin)).body;
    expect(step(month, 'visits').growth).toBe(100);
    expect(month.bySource.map((s: any) => s.source)).toEqual(['direct', 'referral']);
    const quarter = (await get(funnel, API.analyticsFunnel.path({ period: '90d' }), superAdmin)).body;
    expect(quarter.bySource.map((s: any) => s.source)).toEqual(['direct', 'referral', 'google.com']);
  });

  it('blog analytics: views per post over the period, most read first, with titles where the post is stored', async () => {
    const week = (await get(blog, API.analyticsBlog.path({ period: '7d' }), editor)).body;
    expect(week.totalViews).toBe(1);
    expect(week.posts).toEqual([{ slug: 'patience', title: null, views: 1, daily: [0, 0, 0, 0, 0, 0, 1] }]);
    const month = (await get(blog, API.analyticsBlog.path({ period: '30d' }), editor)).body;
    expect(month.posts.map((p: any) => [p.slug, p.views])).toEqual([
      ['patience', 2],
      ['gratitude', 1],
    ]);
    expect(month.posts[1].title).toBe('Gratitude Every Morning');
    expect(month.daily).toHaveLength(30);
    const all = (await get(blog, API.analyticsBlog.path({ period: 'all' }), editor)).body;
    expect(all.totalViews).toBe(4);
    expect(all.posts.map((p: any) => [p.slug, p.views])).toEqual([
      ['gratitude', 2],
      ['patience', 2],
    ]);
    expect(all.totalPosts).toBe(2);
    expect((await get(blog, API.analyticsBlog.path({ period: 'all', page: 2 }), editor)).body.posts).toEqual([]);
  });

  it.each([
    ['an unknown period', '?period=1y'],
    ['an unknown parameter', '?period=7d&sort=desc'],
    ['a repeated parameter', '?period=7d&period=30d'],
    ['a segment the funnel cannot apply', '?period=7d&segment=premium'],
    ['a page that is not a number', '?period=7d&page=abc'],
  ])('rejects %s with 400', async (_label, search) => {
    const res = await get(funnel, `${API.analyticsFunnel.pattern}${search.replace('&page=abc', '&x=1')}`, superAdmin);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(expect.any(String));
    if (search.includes('page'))
      expect((await get(blog, `${API.analyticsBlog.pattern}${search}`, superAdmin)).status).toBe(400);
  });

  it('exports the current view as streamed CSV: BOM, dated file name, formula cells neutralised', async () => {
    await db.execute(
      sql`INSERT INTO blog_posts (slug, title, content, excerpt, category, author, status) VALUES ('patience', '=HYPERLINK("http://x")', 'x', 'x', 'Spiritual Growth', 'A', 'published')`,
    );
    const res = await exportCsv(
      staffRequest('GET', API.analyticsExport.path({ period: '30d', view: 'blog' }), { cookie: editor }),
      context(),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="thawab-analytics-blog-30d-${today}.csv"`,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text).toContain('Date,Slug,Title,Views\r\n');
    expect(text).toContain(`${addDays(today, -20)},patience,"'=HYPERLINK(""http://x"")",1\r\n`);
    expect(text).toContain(`${today},patience,"'=HYPERLINK(""http://x"")",1\r\n`);
    const f = await exportCsv(
      staffRequest('GET', API.analyticsExport.path({ period: '7d', view: 'funnel' }), { cookie: moderator }),
      context(),
    );
    const funnelText = (await f.text()).slice(1);
    expect(funnelText).toContain('Date,Source,Visits,Quiz starts,Completions,Waitlist joins,Referral conversions\r\n');
    expect(funnelText).toContain(`${today},all,3,2,1,1,1\r\n`);
    expect(funnelText).toContain('Self-assessment,2,2,1,1,50\r\n');
  });
});
