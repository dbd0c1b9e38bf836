// The Waitlist tab (decision 0035): launch-waitlist and newsletter sign-ups in one list, its figures,
// CSV export, a sign-up's detail, staff unsubscribe and delete, against a real Postgres. Lists and
// figures are checked against SQL written independently here (per table, no shared fragments).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import signupsHandler from '../../functions/admin-waitlist-signups.mts';
import signupHandler from '../../functions/admin-waitlist-signup.mts';
import unsubscribeHandler from '../../functions/admin-waitlist-signup-unsubscribe.mts';
import figuresHandler from '../../functions/admin-waitlist-figures.mts';
import exportHandler from '../../functions/admin-waitlist-export.mts';
import newsletterHandler from '../../functions/newsletter.mts';
import { getDb } from '../../src/server/db.ts';
import { emailHash } from '../../src/server/mail/address.ts';
import { renderEmail } from '../../src/server/mail/message.ts';
import { enqueueMail } from '../../src/server/mail/outbox.ts';
import { queryRows } from '../../src/server/sql.ts';
import type { StaffRole } from '../../src/lib/staff-roles.ts';
import { API, withQuery } from '../../src/lib/routes.ts';
import { closeDb, call, context, jsonRequest, truncate, useTestDatabase } from './helpers.ts';
import { cookieFor, createStaff, staffRequest } from './staff-helpers.ts';
import { parseCsv } from '../support/csv.ts';

useTestDatabase();
const db = () => getDb();
const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);
const cookies = {} as Record<StaffRole, string>;
type Handler = Parameters<typeof call>[0];

const get = (
  handler: Handler,
  path: string,
  role: StaffRole | null = 'Moderator',
  params: Record<string, string> = {},
) => call(handler, staffRequest('GET', path, { cookie: role ? cookies[role] : undefined }), context(params));
const send = (
  handler: Handler,
  method: string,
  path: string,
  role: StaffRole | null,
  params: Record<string, string>,
  origin?: string | null,
) =>
  call(
    handler,
    staffRequest(method, path, {
      cookie: role ? cookies[role] : undefined,
      ...(origin === undefined ? {} : { origin }),
    }),
    context(params),
  );
const list = (query: Record<string, string | number>) =>
  get(signupsHandler, withQuery(API.adminWaitlistSignups, query));
const keysOf = (body: { rows: { key: string }[] }) => body.rows.map((r) => r.key);

const SOURCES = ['self_assessment', 'spiritual_quiz', 'landing_page'];
const SELF_LEVELS = ['Seeking Soul', 'Grounded Heart', 'Vibrant Soul'];
const DAY = 24 * 3600 * 1000;
const LANGUAGES = ['en', 'ar', 'ur', 'id', 'bn', 'tr', 'ms', 'fr'];

beforeAll(async () => {
  await truncate(
    'staff_accounts',
    'audit_log',
    'launch_signups',
    'newsletter_subscriptions',
    'waitlist_referrals',
    'invitations',
    'users',
    'mail_outbox',
    'mail_suppressions',
  );
  for (const [username, role] of [
    ['root', 'Super Admin'],
    ['editor', 'Content Editor'],
    ['mod', 'Moderator'],
  ] as const) {
    cookies[role] = await cookieFor((await createStaff(username, role)).id);
  }
  // 90 waitlist records and 40 newsletter subscriptions over the last 120 days; every third
  // newsletter address is also on the waitlist (another case), so one person has two records.
  const now = Date.now();
  for (let i = 1; i <= 90; i++) {
    const source = SOURCES[i % 3]!;
    const created = new Date(now - ((i * 37) % 120) * DAY - i * 1000).toISOString();
    const quiz =
      i % 4 === 0
        ? sql`${JSON.stringify({ completed: true, score: 40 + i, spiritualLevel: SELF_LEVELS[i % 3], percentile: 50, answers: [{ questionId: 'q1', optionIndex: 1, points: 2 }] })}::jsonb`
        : i % 4 === 1
          ? sql`${JSON.stringify({ answers: [{ questionId: 'q1', optionIndex: 0, points: 1 }], currentQuestion: 1 })}::jsonb`
          : sql`NULL`;
    const metadata =
      i % 5 === 0 ? { knowledgeQuiz: { quizScore: 60, spiritualLevel: 'Radiant Believer', answers: [] } } : {};
    await db().execute(sql`
      INSERT INTO launch_signups (name, email, phone_number, source, metadata, quiz_answers, referral_code, created_at, notified, confirmed_at, unsubscribed_at, language)
      VALUES (${i % 7 === 0 ? null : `Person ${String.fromCharCode(97 + (i % 26))}${i}`}, ${i % 11 === 0 ? null : `Person${i}@Example.org`},
              ${i % 6 === 0 ? `+4477009${String(i).padStart(5, '0')}` : null}, ${source}, ${JSON.stringify(metadata)}::jsonb, ${quiz}, ${`code${String(i).padStart(4, '0')}`},
              ${created}, ${i % 3 === 0}, ${i % 2 === 0 ? created : null}, ${i % 9 === 0 ? created : null}, ${LANGUAGES[i % LANGUAGES.length]!})`);
  }
  for (let i = 1; i <= 40; i++) {
    const email = i % 3 === 0 ? `person${i}@example.org` : `reader${i}@example.net`;
    const subscribed = new Date(now - ((i * 53) % 120) * DAY - i * 1000).toISOString();
    await db().execute(sql`
      INSERT INTO newsletter_subscriptions (email, subscribed_at, confirmed_at, is_active, language)
      VALUES (${email}, ${subscribed}, ${i % 4 === 0 ? subscribed : null}, ${i % 10 !== 0}, ${i % 5 === 0 ? 'ar' : 'en'})`);
  }
  // One with LIKE's wildcard in the address: a search for "%" finds only it.
  await db().execute(sql`INSERT INTO newsletter_subscriptions (email) VALUES ('odd%one@example.net')`);
}, 60_000);

afterAll(async () => {
  await closeDb();
});

describe('access: every endpoint × role, signed out, Origin', () => {
  it('Moderator and Super Admin 200, Content Editor 403, signed out 401', async () => {
    const [w] = await rows<{ id: number }>(sql`SELECT id FROM launch_signups ORDER BY id LIMIT 1`);
    const reads: [Handler, string, Record<string, string>][] = [
      [signupsHandler, API.adminWaitlistSignups, {}],
      [figuresHandler, API.adminWaitlistFigures, {}],
      [exportHandler, API.adminWaitlistExport, {}],
      [signupHandler, API.adminWaitlistSignup.path(`w${w!.id}`), { key: `w${w!.id}` }],
    ];
    for (const [handler, path, params] of reads) {
      for (const role of ['Moderator', 'Super Admin'] as const)
        expect((await get(handler, path, role, params)).status, `${role} ${path}`).toBe(200);
      const editor = await get(handler, path, 'Content Editor', params);
      expect(editor.status, path).toBe(403);
      expect(editor.body.error).toBe('Your role does not allow this');
      expect((await get(handler, path, null, params)).status, path).toBe(401);
    }
    // Writes: refused before anything changes (a missing key would be 404, so these prove the guard ran first).
    const writes: [Handler, string, string][] = [
      [unsubscribeHandler, 'POST', API.adminWaitlistUnsubscribe.path(`w${w!.id}`)],
      [signupHandler, 'DELETE', API.adminWaitlistSignup.path(`w${w!.id}`)],
    ];
    for (const [handler, method, path] of writes) {
      expect((await send(handler, method, path, 'Content Editor', { key: `w${w!.id}` })).status, path).toBe(403);
      expect((await send(handler, method, path, null, { key: `w${w!.id}` })).status, path).toBe(401);
      const foreign = await send(handler, method, path, 'Moderator', { key: `w${w!.id}` }, 'https://evil.example');
      expect(foreign.status, path).toBe(403);
      expect(foreign.body.error).toBe('This request must come from the site itself');
      expect((await send(handler, method, path, 'Super Admin', { key: `w${w!.id}` }, null)).status, path).toBe(403);
    }
    const [still] = await rows<{ unsubscribed_at: Date | null }>(
      sql`SELECT unsubscribed_at FROM launch_signups WHERE id = ${w!.id}`,
    );
    expect(still!.unsubscribed_at).toBeNull();
    expect((await rows(sql`SELECT 1 FROM audit_log`)).length).toBe(0);
  });

  it('unknown keys are 404, other methods 405, bad queries 400', async () => {
    for (const key of ['x1', 'w0', 'w', 'n99999', 'w1.5']) {
      expect((await get(signupHandler, API.adminWaitlistSignup.path(key), 'Moderator', { key })).status, key).toBe(404);
    }
    expect(
      (await send(signupHandler, 'PUT', API.adminWaitlistSignup.path('w1'), 'Moderator', { key: 'w1' })).status,
    ).toBe(405);
    const bad: Record<string, string | number>[] = [
      { sort: 'phone' },
      { kind: 'users' },
      { pageSize: 30 },
      { page: 0 },
      { from: '2026-13-01' },
      { from: '2026-05-02', to: '2026-05-01' },
      { confirmed: 'maybe' },
      { level: 'Wizard' },
      { language: 'xx' },
      { language: 'EN' },
      { extra: 1 },
    ];
    for (const query of bad) {
      const response = await list(query);
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(typeof response.body.error).toBe('string');
    }
  });
});

// The independent oracle: each table on its own, combined in plain SQL per case.
async function expectedKeys(
  waitlistWhere: ReturnType<typeof sql> | null,
  newsletterWhere: ReturnType<typeof sql> | null,
  order: ReturnType<typeof sql>,
) {
  const parts = [
    waitlistWhere &&
      sql`SELECT 'w' || id AS k, 'waitlist' AS kind, id, name, email, source, created_at AS t FROM launch_signups WHERE ${waitlistWhere}`,
    newsletterWhere &&
      sql`SELECT 'n' || id AS k, 'newsletter' AS kind, id, NULL AS name, email, 'newsletter' AS source, subscribed_at AS t FROM newsletter_subscriptions WHERE ${newsletterWhere}`,
  ].filter(Boolean) as ReturnType<typeof sql>[];
  const result = await rows<{ k: string }>(sql`SELECT k FROM (${sql.join(parts, sql` UNION ALL `)}) z ${order}`);
  return result.map((r) => r.k);
}

async function allPages(query: Record<string, string | number>): Promise<string[]> {
  const keys: string[] = [];
  for (let page = 1; ; page++) {
    const response = await list({ ...query, page, pageSize: 25 });
    expect(response.status).toBe(200);
    keys.push(...keysOf(response.body));
    if (page * 25 >= response.body.total) return keys;
  }
}

describe('list: paging, search, filters and sort in SQL', () => {
  it('both lists, newest first by default, paged', async () => {
    const expected = await expectedKeys(sql`TRUE`, sql`TRUE`, sql`ORDER BY t DESC, kind DESC, id DESC`);
    expect(expected.length).toBe(131);
    const page2 = await list({ page: 2 });
    expect(page2.body.total).toBe(131);
    expect(page2.body.pageSize).toBe(25);
    expect(keysOf(page2.body)).toEqual(expected.slice(25, 50));
    expect(await allPages({})).toEqual(expected);
    const last = await list({ page: 6, pageSize: 25 });
    expect(keysOf(last.body)).toEqual(expected.slice(125));
    expect((await list({ page: 99 })).body.rows).toEqual([]);
    // Pages past the middle are read from the other end: the order (missing names included) must not change.
    expect(await allPages({ sort: 'name', dir: 'desc' })).toEqual(
      await expectedKeys(sql`TRUE`, sql`TRUE`, sql`ORDER BY lower(name) DESC, kind DESC, id DESC`),
    );
    expect(await allPages({ sort: 'email', dir: 'asc' })).toEqual(
      await expectedKeys(sql`TRUE`, sql`TRUE`, sql`ORDER BY lower(email) ASC, kind ASC, id ASC`),
    );
  });

  it('search matches name, email or phone, case-insensitive, across both lists', async () => {
    expect(await allPages({ q: 'PERSON3' })).toEqual(
      await expectedKeys(
        sql`position('person3' in lower(coalesce(name, '') || '|' || coalesce(email, '') || '|' || coalesce(phone_number, ''))) > 0`,
        sql`position('person3' in lower(email)) > 0`,
        sql`ORDER BY t DESC, kind DESC, id DESC`,
      ),
    );
    const phone = await list({ q: '7700900012' });
    expect(keysOf(phone.body)).toEqual(['w12']);
    expect(phone.body.rows[0].phone).toBe('+447700900012');
    const wildcard = await list({ q: '%' });
    expect(wildcard.body.rows.map((r: { email: string }) => r.email)).toEqual(['odd%one@example.net']);
  });

  it('filters combine with AND; each kind can be listed alone', async () => {
    expect(await allPages({ kind: 'waitlist', confirmed: 'yes', notified: 'no', sort: 'name', dir: 'asc' })).toEqual(
      await expectedKeys(
        sql`confirmed_at IS NOT NULL AND NOT notified`,
        null,
        sql`ORDER BY lower(name) ASC, kind ASC, id ASC`,
      ),
    );
    expect(await allPages({ kind: 'newsletter', unsubscribed: 'yes', sort: 'email', dir: 'desc' })).toEqual(
      await expectedKeys(null, sql`NOT is_active`, sql`ORDER BY lower(email) DESC, kind DESC, id DESC`),
    );
    expect(await allPages({ unsubscribed: 'no', confirmed: 'no' })).toEqual(
      await expectedKeys(
        sql`unsubscribed_at IS NULL AND confirmed_at IS NULL`,
        sql`is_active AND confirmed_at IS NULL`,
        sql`ORDER BY t DESC, kind DESC, id DESC`,
      ),
    );
    expect(await allPages({ source: 'newsletter' })).toEqual(
      await expectedKeys(null, sql`TRUE`, sql`ORDER BY t DESC, kind DESC, id DESC`),
    );
  });

  it('the language mail goes out in: shown on each row and filtered in both lists', async () => {
    const arabic = await allPages({ language: 'ar', sort: 'email', dir: 'asc' });
    expect(arabic).toEqual(
      await expectedKeys(sql`language = 'ar'`, sql`language = 'ar'`, sql`ORDER BY lower(email) ASC, kind ASC, id ASC`),
    );
    expect(arabic.some((key) => key.startsWith('w')) && arabic.some((key) => key.startsWith('n'))).toBe(true);
    expect(await allPages({ language: 'ur', kind: 'newsletter' })).toEqual([]);
    const page = (await list({ language: 'fr', pageSize: 100 })).body;
    expect(page.total).toBeGreaterThan(0);
    expect(new Set(page.rows.map((row: { language: string }) => row.language))).toEqual(new Set(['fr']));
  });

  it('quiz level (either quiz), source and a date range (UTC days, both ends included), sorted by source', async () => {
    const from = new Date(Date.now() - 60 * DAY).toISOString().slice(0, 10);
    const to = new Date(Date.now() - 10 * DAY).toISOString().slice(0, 10);
    const range = sql`created_at >= ${from}::date::timestamp AT TIME ZONE 'UTC' AND created_at < (${to}::date + 1)::timestamp AT TIME ZONE 'UTC'`;
    expect(await allPages({ level: 'Grounded Heart', from, to, sort: 'source', dir: 'asc' })).toEqual(
      await expectedKeys(
        sql`quiz_answers ->> 'completed' = 'true' AND quiz_answers ->> 'spiritualLevel' = 'Grounded Heart' AND ${range}`,
        null,
        sql`ORDER BY source ASC, kind ASC, id ASC`,
      ),
    );
    const knowledge = await allPages({ level: 'Radiant Believer', source: 'spiritual_quiz' });
    expect(knowledge).toEqual(
      await expectedKeys(
        sql`coalesce(quiz_answers ->> 'completed', '') <> 'true' AND metadata -> 'knowledgeQuiz' ->> 'spiritualLevel' = 'Radiant Believer' AND source = 'spiritual_quiz'`,
        null,
        sql`ORDER BY t DESC, kind DESC, id DESC`,
      ),
    );
    expect(knowledge.length).toBeGreaterThan(0);
    const rows30 = await list({ from, to, kind: 'newsletter' });
    expect(rows30.body.total).toBe(
      (
        await expectedKeys(
          null,
          sql`subscribed_at >= ${from}::date::timestamp AT TIME ZONE 'UTC' AND subscribed_at < (${to}::date + 1)::timestamp AT TIME ZONE 'UTC'`,
          sql``,
        )
      ).length,
    );
  });
});

describe('figures', () => {
  it('total, confirmed, rate, by source and by week match SQL over both tables', async () => {
    const response = await get(figuresHandler, API.adminWaitlistFigures);
    expect(response.status).toBe(200);
    const [w] = await rows<{ n: number; c: number; u: number }>(
      sql`SELECT count(*)::int n, count(confirmed_at)::int c, count(unsubscribed_at)::int u FROM launch_signups`,
    );
    const [n] = await rows<{ n: number; c: number; u: number }>(
      sql`SELECT count(*)::int n, count(confirmed_at)::int c, count(*) FILTER (WHERE NOT is_active)::int u FROM newsletter_subscriptions`,
    );
    const figures = response.body;
    expect(figures.total).toBe(w!.n + n!.n);
    expect(figures.confirmed).toBe(w!.c + n!.c);
    expect(figures.unsubscribed).toBe(w!.u + n!.u);
    expect(figures.confirmationRate).toBe(Math.round(((w!.c + n!.c) / (w!.n + n!.n)) * 1000) / 10);
    const bySource = await rows<{ source: string; total: number; confirmed: number }>(sql`
      SELECT source, count(*)::int AS total, count(confirmed_at)::int AS confirmed FROM launch_signups GROUP BY source
      UNION ALL SELECT 'newsletter', count(*)::int, count(confirmed_at)::int FROM newsletter_subscriptions`);
    const sortSources = (list: { source: string }[]) => [...list].sort((a, b) => a.source.localeCompare(b.source));
    expect(sortSources(figures.bySource)).toEqual(sortSources(bySource));
    // Weeks: Monday 00:00 UTC, twelve of them ending with this one.
    expect(figures.byWeek).toHaveLength(12);
    const thisMonday = new Date();
    thisMonday.setUTCHours(0, 0, 0, 0);
    thisMonday.setUTCDate(thisMonday.getUTCDate() - ((thisMonday.getUTCDay() + 6) % 7));
    for (const [index, week] of (figures.byWeek as { weekStart: string; total: number }[]).entries()) {
      const start = new Date(thisMonday.getTime() - (11 - index) * 7 * DAY);
      expect(week.weekStart).toBe(start.toISOString().slice(0, 10));
      const end = new Date(start.getTime() + 7 * DAY);
      const [count] = await rows<{ n: number }>(sql`
        SELECT (SELECT count(*) FROM launch_signups WHERE created_at >= ${start.toISOString()} AND created_at < ${end.toISOString()})::int
             + (SELECT count(*) FROM newsletter_subscriptions WHERE subscribed_at >= ${start.toISOString()} AND subscribed_at < ${end.toISOString()})::int AS n`);
      expect(week.total, week.weekStart).toBe(count!.n);
    }
    const newsletterOnly = await get(figuresHandler, withQuery(API.adminWaitlistFigures, { kind: 'newsletter' }));
    expect(newsletterOnly.body.total).toBe(n!.n);
    expect(newsletterOnly.body.bySource).toEqual([{ source: 'newsletter', total: n!.n, confirmed: n!.c }]);
  });
});

describe('export', () => {
  it('streams the rows of the current filter and sort, as the list shows them', async () => {
    const query = { kind: 'all', confirmed: 'yes', sort: 'email', dir: 'asc' };
    const response = await exportHandler(
      staffRequest('GET', withQuery(API.adminWaitlistExport, query), { cookie: cookies.Moderator }),
      context(),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="thawab-waitlist-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...lines] = parseCsv(new TextDecoder().decode(bytes));
    expect(header).toEqual([
      'Key',
      'List',
      'Name',
      'Email',
      'Phone',
      'Source',
      'Quiz Level',
      'Language',
      'Signed Up',
      'Confirmed',
      'Notified',
      'Unsubscribed',
      'Referral Code',
    ]);
    const listed: Record<string, unknown>[] = [];
    for (let page = 1; ; page++) {
      const body = (await list({ ...query, page, pageSize: 100 })).body;
      listed.push(...body.rows);
      if (page * 100 >= body.total) break;
    }
    expect(lines.map((cells) => cells[0])).toEqual(listed.map((row) => row.key));
    const phoneRow = lines.find((cells) => cells[4] !== '')!;
    const listedPhone = listed.find((row) => row.key === phoneRow[0])!;
    // The phone starts with "+": written as text a spreadsheet won't run (the shared CSV rule).
    expect(phoneRow[4]).not.toMatch(/^[=+\-@]/);
    expect(phoneRow[4]!.replace(/^'/, '')).toBe(listedPhone.phone);
    expect(phoneRow.slice(1, 4)).toEqual([
      listedPhone.kind === 'waitlist' ? 'Launch waitlist' : 'Newsletter',
      listedPhone.name ?? '',
      listedPhone.email ?? '',
    ]);
    expect(phoneRow[7]).toBe(listedPhone.language);
    expect(phoneRow[8]).toBe(listedPhone.createdAt);
    expect(phoneRow[10]).toBe(listedPhone.notified ? 'Yes' : 'No');
  });
});

describe('detail', () => {
  it('shows the quiz result, referral code, who referred them, their referrals and the same person on the newsletter', async () => {
    await db().execute(
      sql`UPDATE launch_signups SET referred_by_id = 4, metadata = metadata || '{"referredByCode":"code0004"}' WHERE id IN (8, 12)`,
    );
    await db().execute(
      sql`INSERT INTO waitlist_referrals (referrer_id, invitee_id, credited, flag_reason) VALUES (4, 8, true, NULL), (4, 12, false, 'burst')`,
    );
    const response = await get(signupHandler, API.adminWaitlistSignup.path('w12'), 'Super Admin', { key: 'w12' });
    expect(response.status).toBe(200);
    const detail = response.body;
    expect(detail.signup).toMatchObject({
      key: 'w12',
      kind: 'waitlist',
      email: 'Person12@Example.org',
      referralCode: 'code0012',
      level: 'Seeking Soul',
    });
    expect(detail.quiz).toEqual({
      quiz: 'self_assessment',
      completed: true,
      level: 'Seeking Soul',
      score: 52,
      percentile: 50,
      answers: [{ questionId: 'q1', points: 2 }],
    });
    expect(detail.referredBy).toEqual({ key: 'w4', label: 'Person e4' });
    expect(detail.related).toEqual([{ key: 'n12', kind: 'newsletter', unsubscribedAt: null }]);
    const referrer = (await get(signupHandler, API.adminWaitlistSignup.path('w4'), 'Moderator', { key: 'w4' })).body;
    expect(
      referrer.referrals
        .map((r: { key: string; credited: boolean; flagReason: string | null }) => [r.key, r.credited, r.flagReason])
        .sort(),
    ).toEqual([
      ['w12', false, 'burst'],
      ['w8', true, null],
    ]);
    const knowledge = (await get(signupHandler, API.adminWaitlistSignup.path('w10'), 'Moderator', { key: 'w10' })).body;
    expect(knowledge.quiz).toEqual({ quiz: 'knowledge', level: 'Radiant Believer', score: 60, answered: 0 });
    const progress = (await get(signupHandler, API.adminWaitlistSignup.path('w1'), 'Moderator', { key: 'w1' })).body;
    expect(progress.quiz).toEqual({ quiz: 'self_assessment', completed: false, answered: 1 });
    const newsletter = (await get(signupHandler, API.adminWaitlistSignup.path('n12'), 'Moderator', { key: 'n12' }))
      .body;
    expect(newsletter.signup).toMatchObject({
      key: 'n12',
      kind: 'newsletter',
      source: 'newsletter',
      email: 'person12@example.org',
      notified: false,
    });
    expect(newsletter.related).toEqual([{ key: 'w12', kind: 'waitlist', unsubscribedAt: null }]);
  });

  it('lists every message the outbox holds for the address, newest first, with its status', async () => {
    const mail = (to: string, key: string, subject: string) =>
      enqueueMail(db(), {
        kind: 'waitlist_confirmation',
        to,
        subject,
        ...renderEmail({ heading: subject, paragraphs: ['Detail test.'] }),
        idempotencyKey: key,
      });
    await mail('person12@example.org', 'detail-test:1', 'First message');
    await mail('PERSON12@example.org', 'detail-test:2', 'Second message');
    await mail('someone-else@example.org', 'detail-test:3', 'Not theirs');
    await db().execute(
      sql`UPDATE mail_outbox SET created_at = now() - interval '1 hour', status = 'sent', sent_at = now() - interval '59 minutes' WHERE idempotency_key = 'detail-test:1'`,
    );
    const detail = (await get(signupHandler, API.adminWaitlistSignup.path('w12'), 'Moderator', { key: 'w12' })).body;
    expect(
      detail.messages.map((m: { subject: string; status: string; kind: string }) => [m.subject, m.status, m.kind]),
    ).toEqual([
      ['Second message', 'pending', 'waitlist_confirmation'],
      ['First message', 'sent', 'waitlist_confirmation'],
    ]);
    expect(detail.messages[1].sentAt).toEqual(expect.any(String));
    // The newsletter record of the same address shows the same messages.
    expect(
      (await get(signupHandler, API.adminWaitlistSignup.path('n12'), 'Moderator', { key: 'n12' })).body.messages,
    ).toHaveLength(2);
    await db().execute(sql`DELETE FROM mail_outbox WHERE idempotency_key LIKE 'detail-test:%'`);
  });
});

describe('unsubscribe', () => {
  it('unsubscribes every record of the person, audited in the same transaction; a repeat changes and records nothing', async () => {
    const response = await send(unsubscribeHandler, 'POST', API.adminWaitlistUnsubscribe.path('w12'), 'Moderator', {
      key: 'w12',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ unsubscribed: true, changed: 2 });
    const [w] = await rows<{ u: Date | null }>(sql`SELECT unsubscribed_at AS u FROM launch_signups WHERE id = 12`);
    const [n] = await rows<{ u: Date | null; active: boolean }>(
      sql`SELECT unsubscribed_at AS u, is_active AS active FROM newsletter_subscriptions WHERE id = 12`,
    );
    expect(w!.u).not.toBeNull();
    expect(n).toMatchObject({ active: false });
    expect(n!.u).not.toBeNull();
    const audit = await rows<{ staff_username: string; entity_id: string; summary: string }>(
      sql`SELECT staff_username, entity_id, summary FROM audit_log WHERE action = 'signup.unsubscribed'`,
    );
    expect(audit).toEqual([
      { staff_username: 'mod', entity_id: 'w12', summary: 'Unsubscribed sign-up w12 (2 records)' },
    ]);
    expect(keysOf((await list({ unsubscribed: 'yes', q: 'person12@' })).body).sort()).toEqual(['n12', 'w12']);
    expect(keysOf((await list({ unsubscribed: 'no', q: 'person12@' })).body)).toEqual([]);
    const again = await send(unsubscribeHandler, 'POST', API.adminWaitlistUnsubscribe.path('n12'), 'Super Admin', {
      key: 'n12',
    });
    expect(again.body).toEqual({ unsubscribed: true, changed: 0 });
    expect((await rows(sql`SELECT 1 FROM audit_log WHERE action = 'signup.unsubscribed'`)).length).toBe(1);
  });

  it('is_active and unsubscribed_at stay one rule whichever a write sets', async () => {
    await db().execute(sql`UPDATE newsletter_subscriptions SET is_active = false WHERE id = 1`);
    const [off] = await rows<{ u: Date | null }>(
      sql`SELECT unsubscribed_at AS u FROM newsletter_subscriptions WHERE id = 1`,
    );
    expect(off!.u).not.toBeNull();
    // Subscribing again through the public form re-activates (product rule) and clears the date.
    const again = await call(newsletterHandler, jsonRequest(API.newsletter, { email: 'reader1@example.net' }));
    expect(again.status).toBe(200);
    const [on] = await rows<{ u: Date | null; active: boolean }>(
      sql`SELECT unsubscribed_at AS u, is_active AS active FROM newsletter_subscriptions WHERE id = 1`,
    );
    expect(on).toEqual({ u: null, active: true });
    // A write that sets both at odds: the date decides.
    await db().execute(sql`UPDATE newsletter_subscriptions SET is_active = true, unsubscribed_at = now() WHERE id = 2`);
    const [both] = await rows<{ active: boolean }>(
      sql`SELECT is_active AS active FROM newsletter_subscriptions WHERE id = 2`,
    );
    expect(both!.active).toBe(false);
  });
});

describe('delete a person', () => {
  it('removes them everywhere in one transaction, audited without their address', async () => {
    // w4 referred w8 and w12 (above) and was referred by w2; an app user invited their address.
    await db().execute(sql`UPDATE launch_signups SET referred_by_id = 2 WHERE id = 4`);
    await db().execute(sql`INSERT INTO waitlist_referrals (referrer_id, invitee_id, credited) VALUES (2, 4, true)`);
    await db().execute(sql`INSERT INTO newsletter_subscriptions (email) VALUES ('PERSON4@example.org')`);
    const [user] = await rows<{ id: number }>(
      sql`INSERT INTO users (name, age, location, email) VALUES ('Inviter', 30, 'Leeds', 'inviter@example.com') RETURNING id`,
    );
    await db().execute(
      sql`INSERT INTO invitations (inviter_id, invitee_email) VALUES (${user!.id}, 'person4@EXAMPLE.org'), (${user!.id}, 'someone@example.com')`,
    );
    // A message they were sent, and one to somebody else.
    const message = (to: string, key: string) =>
      enqueueMail(db(), {
        kind: 'test',
        to,
        subject: 'Hello',
        ...renderEmail({ heading: 'Hello', paragraphs: ['A message for the delete test.'] }),
        idempotencyKey: key,
      });
    await message('person4@example.org', 'delete-test:person4');
    await message('someone@example.com', 'delete-test:someone');

    const response = await send(signupHandler, 'DELETE', API.adminWaitlistSignup.path('w4'), 'Super Admin', {
      key: 'w4',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      deleted: true,
      waitlistRecords: 1,
      newsletterRecords: 1,
      referralCredits: 3,
      invitationAddressesCleared: 1,
      messagesDeleted: 1,
    });
    // Only the hash of their address stays, on the suppression list: they are never emailed again.
    expect(
      await rows(sql`SELECT id FROM mail_outbox WHERE recipient_hash = ${emailHash('person4@example.org')}`),
    ).toEqual([]);
    expect(
      (await rows(sql`SELECT id FROM mail_outbox WHERE recipient_hash = ${emailHash('someone@example.com')}`)).length,
    ).toBe(1);
    expect(
      await rows(
        sql`SELECT scope, reason FROM mail_suppressions WHERE email_hash = ${emailHash('PERSON4@example.org')}`,
      ),
    ).toEqual([{ scope: 'all', reason: 'deleted' }]);
    expect(await rows(sql`SELECT id FROM launch_signups WHERE id = 4 OR lower(email) = 'person4@example.org'`)).toEqual(
      [],
    );
    expect(await rows(sql`SELECT id FROM newsletter_subscriptions WHERE lower(email) = 'person4@example.org'`)).toEqual(
      [],
    );
    expect(await rows(sql`SELECT id FROM waitlist_referrals WHERE referrer_id = 4 OR invitee_id = 4`)).toEqual([]);
    expect(
      await rows(sql`SELECT id FROM launch_signups WHERE metadata::text LIKE '%code0004%' OR referred_by_id = 4`),
    ).toEqual([]);
    expect(await rows(sql`SELECT id FROM invitations WHERE lower(invitee_email) = 'person4@example.org'`)).toEqual([]);
    expect((await rows(sql`SELECT id FROM invitations WHERE inviter_id = ${user!.id}`)).length).toBe(2);
    // Others are untouched: the invitees stay (without the link), the referrer keeps its other credits.
    expect((await rows(sql`SELECT id FROM launch_signups WHERE id IN (2, 8, 12)`)).length).toBe(3);
    const audit = await rows<{ entity_id: string; summary: string; staff_username: string }>(
      sql`SELECT entity_id, summary, staff_username FROM audit_log WHERE action = 'signup.deleted'`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entity_id: 'w4', staff_username: 'root' });
    expect(audit[0]!.summary).not.toMatch(/person4|example/i);
    expect((await get(signupHandler, API.adminWaitlistSignup.path('w4'), 'Moderator', { key: 'w4' })).status).toBe(404);
  });

  it('deleting through the newsletter key removes the waitlist record with the same address too', async () => {
    const response = await send(signupHandler, 'DELETE', API.adminWaitlistSignup.path('n18'), 'Moderator', {
      key: 'n18',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ waitlistRecords: 1, newsletterRecords: 1 });
    expect(await rows(sql`SELECT id FROM launch_signups WHERE lower(email) = 'person18@example.org'`)).toEqual([]);
  });

  it('two concurrent deletes of one person: one 200, the other 404 (never 500), one audit row', async () => {
    const before = (await rows(sql`SELECT 1 FROM audit_log WHERE action = 'signup.deleted'`)).length;
    const same = await Promise.all([
      send(signupHandler, 'DELETE', API.adminWaitlistSignup.path('w30'), 'Moderator', { key: 'w30' }),
      send(signupHandler, 'DELETE', API.adminWaitlistSignup.path('w30'), 'Super Admin', { key: 'w30' }),
    ]);
    expect(same.map((r) => r.status).sort()).toEqual([200, 404]);
    // The same person through both of their keys at once.
    const both = await Promise.all([
      send(signupHandler, 'DELETE', API.adminWaitlistSignup.path('w24'), 'Moderator', { key: 'w24' }),
      send(signupHandler, 'DELETE', API.adminWaitlistSignup.path('n24'), 'Super Admin', { key: 'n24' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(
      await rows(
        sql`SELECT id FROM newsletter_subscriptions WHERE lower(email) IN ('person24@example.org', 'person30@example.org')`,
      ),
    ).toEqual([]);
    expect((await rows(sql`SELECT 1 FROM audit_log WHERE action = 'signup.deleted'`)).length).toBe(before + 2);
  });
});
