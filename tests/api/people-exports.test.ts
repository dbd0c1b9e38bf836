// The people CSV exports: BOM, dated filename, filters, one line per row, formulas neutralised.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import adminUsers from '../../functions/admin-users.mts';
import adminCircles from '../../functions/admin-circles.mts';
import adminReferrals from '../../functions/admin-referrals.mts';
import adminExports from '../../functions/admin-export.mts';
import { API, withQuery } from '../../src/lib/routes.ts';
import { staffRequest } from './staff-helpers.ts';
import { context } from './helpers.ts';
import { parseCsv } from '../support/csv.ts';
import { LEVEL_ORDER, db, rows, cookies, get, anyUser, usePeopleDatabase } from './people-helpers.ts';

usePeopleDatabase();

describe('CSV exports', () => {
  it('users: BOM, dated filename, filters applied, one line per matching user, formulas neutralised', async () => {
    const id = await anyUser();
    await db().execute(
      sql`UPDATE users SET name = '=HYPERLINK("http://evil.example","click")', location = '+1 Lagos, "Nigeria"' WHERE id = ${id}`,
    );
    const response = await adminExports(
      staffRequest('GET', withQuery(API.adminExport.path('users'), { status: 'Free User' }), {
        cookie: cookies.Moderator,
      }),
      context({ kind: 'users' }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="thawab-users-${today}.csv"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // TextDecoder drops the BOM (checked above as bytes).
    const table = parseCsv(new TextDecoder().decode(bytes));
    expect(table[0]![0]).toBe('ID');
    const [count] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM users WHERE status = 'Free User'`);
    expect(table.length - 1).toBe(count!.n);
    const ids = table.slice(1).map((r) => Number(r[0]));
    // The table's default order: newest first.
    const expected = await rows<{ id: number }>(
      sql`SELECT id FROM users WHERE status = 'Free User' ORDER BY created_at DESC, id DESC`,
    );
    expect(ids).toEqual(expected.map((r) => r.id));
    const [status] = await rows<{ status: string }>(sql`SELECT status FROM users WHERE id = ${id}`);
    if (status!.status === 'Free User') {
      const line = table.find((r) => Number(r[0]) === id)!;
      expect(line[1]).toBe(`'=HYPERLINK("http://evil.example","click")`);
      expect(line[3]).toBe(`'+1 Lagos, "Nigeria"`);
    }
  });

  it('users and circles: rows in the table\u2019s current sort (and filters), the same order as its pages', async () => {
    const userCases: [Record<string, string>, ReturnType<typeof sql>, string][] = [
      [
        { sort: 'referrals' },
        sql`TRUE`,
        '(SELECT count(*) FROM invitations i WHERE i.inviter_id = users.id AND i.signed_up_at IS NOT NULL) DESC, id DESC',
      ],
      [{ sort: 'name', dir: 'asc', status: 'Premium User' }, sql`status = 'Premium User'`, 'name ASC, id ASC'],
      [
        { sort: 'circleRole', q: 'a' },
        sql`(name ILIKE '%a%' OR email ILIKE '%a%')`,
        `CASE WHEN id IN (SELECT user_id FROM circle_members WHERE role = 'Creator') THEN 3 WHEN id IN (SELECT user_id FROM circle_members WHERE role = 'Admin') THEN 2 ELSE 1 END DESC, id DESC`,
      ],
      [{ sort: 'level', dir: 'asc' }, sql`TRUE`, `${LEVEL_ORDER} ASC, id ASC`],
    ];
    for (const [query, where, order] of userCases) {
      const response = await adminExports(
        staffRequest('GET', withQuery(API.adminExport.path('users'), query), { cookie: cookies.Moderator }),
        context({ kind: 'users' }),
      );
      const ids = parseCsv((await response.text()).replace(/^\uFEFF/, ''))
        .slice(1)
        .map((r) => Number(r[0]));
      const expected = await rows<{ id: number }>(sql`SELECT id FROM users WHERE ${where} ORDER BY ${sql.raw(order)}`);
      expect(ids, JSON.stringify(query)).toEqual(expected.map((r) => r.id));
      const page = await get(adminUsers, withQuery(API.adminUsers, { ...query, pageSize: '100' }), 'Moderator');
      expect(ids.slice(0, 100)).toEqual(page.body.rows.map((r: { id: number }) => r.id));
    }
    const circleCases: [Record<string, string>, ReturnType<typeof sql>, string][] = [
      [{}, sql`TRUE`, 'created_at DESC, id DESC'],
      [
        { sort: 'members', visibility: 'public' },
        sql`type = 'public'`,
        '(SELECT count(*) FROM circle_members m WHERE m.circle_id = circles.id) DESC, id DESC',
      ],
      [{ sort: 'name', dir: 'asc' }, sql`TRUE`, 'lower(name) ASC, id ASC'],
      [
        { sort: 'members', dir: 'asc' },
        sql`TRUE`,
        '(SELECT count(*) FROM circle_members m WHERE m.circle_id = circles.id) ASC, id ASC',
      ],
      [
        { sort: 'lastActive' },
        sql`TRUE`,
        'coalesce((SELECT max(m.last_active_at) FROM circle_members m WHERE m.circle_id = circles.id), created_at) DESC, id DESC',
      ],
      [
        { sort: 'lastActive', dir: 'asc', visibility: 'private' },
        sql`type = 'private'`,
        'coalesce((SELECT max(m.last_active_at) FROM circle_members m WHERE m.circle_id = circles.id), created_at) ASC, id ASC',
      ],
    ];
    for (const [query, where, order] of circleCases) {
      const response = await adminExports(
        staffRequest('GET', withQuery(API.adminExport.path('circles'), query), { cookie: cookies.Moderator }),
        context({ kind: 'circles' }),
      );
      const ids = parseCsv((await response.text()).replace(/^\uFEFF/, ''))
        .slice(1)
        .map((r) => Number(r[0]));
      const expected = await rows<{ id: number }>(
        sql`SELECT id FROM circles WHERE ${where} ORDER BY ${sql.raw(order)}`,
      );
      expect(ids, JSON.stringify(query)).toEqual(expected.map((r) => r.id));
      const page = await get(adminCircles, withQuery(API.adminCircles, { ...query, pageSize: '100' }), 'Moderator');
      expect(
        page.body.rows.map((r: { id: number }) => r.id),
        JSON.stringify(query),
      ).toEqual(ids.slice(0, 100));
    }
  });

  it('referrals: the rows of the table, in its order, with the search applied', async () => {
    const query = { sort: 'signups', dir: 'desc', q: 'a' } as const;
    const list = await get(adminReferrals, withQuery(API.adminReferrals, { ...query, pageSize: 100 }), 'Moderator');
    const response = await adminExports(
      staffRequest('GET', withQuery(API.adminExport.path('referrals'), query), { cookie: cookies['Super Admin'] }),
      context({ kind: 'referrals' }),
    );
    const table = parseCsv((await response.text()).replace(/^\uFEFF/, ''));
    expect(table[0]).toEqual([
      'Inviter',
      'Email',
      'Source',
      'Total Invites',
      'Signups',
      'Active Users',
      'Conversion Rate (%)',
      'Retention Rate (%)',
      'Last Invite',
      'Bonus XP',
    ]);
    expect(table.length - 1).toBe(list.body.total);
    expect(table.slice(1, 101).map((r) => r[1] || null)).toEqual(
      list.body.rows.map((r: { inviterEmail: string | null }) => r.inviterEmail),
    );
  });

  it('circles: filtered by visibility; bad kind 404; bad filter 400', async () => {
    const response = await adminExports(
      staffRequest('GET', withQuery(API.adminExport.path('circles'), { visibility: 'private' }), {
        cookie: cookies.Moderator,
      }),
      context({ kind: 'circles' }),
    );
    const table = parseCsv((await response.text()).replace(/^\uFEFF/, ''));
    const [count] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM circles WHERE type = 'private'`);
    expect(table.length - 1).toBe(count!.n);
    expect(new Set(table.slice(1).map((r) => r[3]))).toEqual(new Set(['Private']));
    expect((await get(adminExports, API.adminExport.path('staff'), 'Super Admin', { kind: 'staff' })).status).toBe(404);
    expect(
      (
        await get(adminExports, `${API.adminExport.path('circles')}?visibility=secret`, 'Moderator', {
          kind: 'circles',
        })
      ).status,
    ).toBe(400);
  });
});
