// Staff's live recitation endpoints (decision 0065) against a real Postgres: every endpoint signed
// out (401), for a role without the permission (403) and for one with it; a session is edited and
// deleted only while scheduled, at the version loaded (409 otherwise); the control moves a session
// through start, next, goToAyah and end; dedications are approved, rejected and removed only from
// the status that allows it; every write leaves its audit row.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sessionsHandler from '../../functions/admin-live-sessions.mts';
import sessionHandler from '../../functions/admin-live-session.mts';
import controlHandler from '../../functions/admin-live-session-control.mts';
import queueHandler from '../../functions/admin-dedications.mts';
import dedicationHandler from '../../functions/admin-dedication.mts';
import { API } from '../../src/lib/routes.ts';
import type { StaffRole } from '../../src/lib/staff-roles.ts';
import { setClock } from '../../src/server/clock.ts';
import { queryRows } from '../../src/server/sql.ts';
import { createAppUser } from './app-helpers.ts';
import { call, closeDb, context, truncate, useTestDatabase, versionOf } from './helpers.ts';
import { cookiesByRole, staffRequest } from './staff-helpers.ts';

const db = useTestDatabase();
let cookies: Record<StaffRole, string>;
beforeAll(async () => {
  await truncate('staff_accounts', 'audit_log');
  cookies = await cookiesByRole('live');
});
afterAll(() => closeDb());
beforeEach(async () => {
  setClock();
  await truncate('live_prayer_sessions', 'ayah_dedications', 'users');
});

const input = (overrides: Record<string, unknown> = {}) => ({
  title: 'Surah Al-Mulk together',
  description: 'An evening of recitation and listening.',
  surahNumber: 67,
  firstAyah: 1,
  lastAyah: 5,
  reciter: 'Qari Yusuf',
  startTime: '2026-12-05T18:00:00Z',
  endTime: '2026-12-05T19:00:00Z',
  ...overrides,
});

const list = (cookie?: string, query = '') =>
  call(sessionsHandler, staffRequest('GET', `${API.adminLiveSessions}${query}`, { cookie }));
const create = (cookie: string | undefined, body: unknown) =>
  call(sessionsHandler, staffRequest('POST', API.adminLiveSessions, { cookie, body }));
const detail = (cookie: string | undefined, id: number) =>
  call(sessionHandler, staffRequest('GET', API.adminLiveSession.path(id), { cookie }), context({ id: String(id) }));
const edit = (cookie: string | undefined, id: number, body: unknown) =>
  call(
    sessionHandler,
    staffRequest('PUT', API.adminLiveSession.path(id), { cookie, body }),
    context({ id: String(id) }),
  );
const remove = (cookie: string | undefined, id: number, body: unknown) =>
  call(
    sessionHandler,
    staffRequest('DELETE', API.adminLiveSession.path(id), { cookie, body }),
    context({ id: String(id) }),
  );
const control = (cookie: string | undefined, id: number, body: unknown) =>
  call(
    controlHandler,
    staffRequest('POST', API.adminLiveSessionControl.path(id), { cookie, body }),
    context({ id: String(id) }),
  );
const queue = (cookie?: string, query = '') =>
  call(queueHandler, staffRequest('GET', `${API.adminDedications}${query}`, { cookie }));
const moderate = (cookie: string | undefined, id: number, body: unknown) =>
  call(
    dedicationHandler,
    staffRequest('PATCH', API.adminDedication.path(id), { cookie, body }),
    context({ id: String(id) }),
  );

const schedule = async (overrides: Record<string, unknown> = {}) => {
  const res = await create(cookies['Content Editor'], input(overrides));
  expect(res.status).toBe(201);
  return res.body.session.id as number;
};
const dedicate = async (sessionId: number, status = 'pending') => {
  const { userId } = await createAppUser();
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO ayah_dedications (user_id, session_id, recipient_name, dedicator_name, surah_name, surah_number, ayah_number, status, is_displayed)
        VALUES (${userId}, ${sessionId}, 'Fatima', 'Omar', 'Al-Mulk', 67, 2, ${status}, ${status === 'approved'}) RETURNING id`,
  );
  return row!.id;
};
const lastAudit = async (action: string) =>
  (
    await queryRows<{ summary: string; staff_username: string }>(
      db,
      sql`SELECT summary, staff_username FROM audit_log WHERE action = ${action} ORDER BY id DESC LIMIT 1`,
    )
  )[0];

describe('who may call what', () => {
  it('every endpoint answers 401 signed out', async () => {
    const id = await schedule();
    const dedication = await dedicate(id);
    for (const res of [
      await list(),
      await create(undefined, input()),
      await detail(undefined, id),
      await edit(undefined, id, { ...input(), version: 1 }),
      await remove(undefined, id, { version: 1 }),
      await control(undefined, id, { action: 'start' }),
      await queue(),
      await moderate(undefined, dedication, { action: 'approve' }),
    ])
      expect(res.status).toBe(401);
  });

  it('a Moderator reads sessions but cannot schedule or control them; a Content Editor cannot moderate', async () => {
    const id = await schedule();
    const dedication = await dedicate(id);
    expect((await list(cookies.Moderator)).status).toBe(200);
    expect((await detail(cookies.Moderator, id)).status).toBe(200);
    for (const res of [
      await create(cookies.Moderator, input()),
      await edit(cookies.Moderator, id, { ...input(), version: 1 }),
      await remove(cookies.Moderator, id, { version: 1 }),
      await control(cookies.Moderator, id, { action: 'start' }),
      await queue(cookies['Content Editor']),
      await moderate(cookies['Content Editor'], dedication, { action: 'approve' }),
    ])
      expect(res.status).toBe(403);
    expect((await detail(cookies.Moderator, id)).body.session.status).toBe('scheduled');
    const [row] = await queryRows<{ status: string }>(
      db,
      sql`SELECT status FROM ayah_dedications WHERE id = ${dedication}`,
    );
    expect(row!.status).toBe('pending');
  });

  it('a write from another origin is refused before anything else', async () => {
    const res = await call(
      sessionsHandler,
      staffRequest('POST', API.adminLiveSessions, {
        cookie: cookies['Super Admin'],
        body: input(),
        origin: 'https://evil.example',
      }),
    );
    expect(res.status).toBe(403);
    expect((await list(cookies['Super Admin'])).body.sessions).toEqual([]);
  });
});

describe('scheduling', () => {
  it('creates a session with its range and timings, lists it newest start first, and audits it', async () => {
    const early = await schedule({
      title: 'Early',
      startTime: '2026-12-01T18:00:00Z',
      endTime: '2026-12-01T19:00:00Z',
    });
    const res = await create(cookies['Super Admin'], input({ ayahTimings: [0, 20, 41, 60, 80] }));
    expect(res.status).toBe(201);
    expect(res.body.session).toMatchObject({
      title: 'Surah Al-Mulk together',
      status: 'scheduled',
      reciter: 'Qari Yusuf',
      surah: { number: 67, name: 'Al-Mulk' },
      firstAyah: 1,
      lastAyah: 5,
      currentAyah: 1,
      ayahTimings: [0, 20, 41, 60, 80],
      startTime: '2026-12-05T18:00:00.000Z',
      startedAt: null,
      listenerCount: 0,
      version: 1,
      createdBy: 'live-super-admin',
    });
    expect(res.body.session.pageUrl).toMatch(new RegExp(`/live/${res.body.session.id}$`));
    expect((await list(cookies['Content Editor'])).body.sessions.map((s: { id: number }) => s.id)).toEqual([
      res.body.session.id,
      early,
    ]);
    expect((await list(cookies['Content Editor'], '?status=live')).body.sessions).toEqual([]);
    expect((await lastAudit('live_session.created'))!.summary).toContain('67:1-5');
  });

  it('refuses a range outside the surah, an end before the start, timings that do not fit, and links in the title', async () => {
    for (const [body, path] of [
      [input({ surahNumber: 115 }), 'surahNumber'],
      [input({ lastAyah: 31 }), 'lastAyah'],
      [input({ firstAyah: 4, lastAyah: 2 }), 'lastAyah'],
      [input({ endTime: '2026-12-05T17:00:00Z' }), 'endTime'],
      [input({ ayahTimings: [0, 10] }), 'ayahTimings'],
      [input({ ayahTimings: [0, 10, 10, 20, 30] }), 'ayahTimings'],
      [input({ title: 'Join at www.example.com' }), 'title'],
      [input({ title: '' }), 'title'],
      [input({ audioUrl: 'http://insecure.example/a.mp3' }), 'audioUrl'],
    ] as const) {
      const res = await create(cookies['Content Editor'], body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    expect((await list(cookies['Content Editor'])).body.sessions).toEqual([]);
  });

  it('edits a scheduled session at its version; an older version answers 409 with the current one', async () => {
    const id = await schedule();
    const version = await versionOf('live_prayer_sessions', id);
    const res = await edit(cookies['Content Editor'], id, { ...input({ title: 'Al-Mulk, first five' }), version });
    expect(res.status).toBe(200);
    expect(res.body.session).toMatchObject({ title: 'Al-Mulk, first five', version: version + 1 });
    const stale = await edit(cookies['Super Admin'], id, { ...input({ title: 'Mine' }), version });
    expect(stale.status).toBe(409);
    expect(stale.body.current.title).toBe('Al-Mulk, first five');
    expect((await edit(cookies['Content Editor'], id, input())).status).toBe(400);
    expect((await lastAudit('live_session.updated'))!.summary).toContain('was "Surah Al-Mulk together"');
  });

  it('deletes only a scheduled session without dedications; a started one is no longer edited', async () => {
    const empty = await schedule();
    expect((await remove(cookies['Content Editor'], empty, { version: 1 })).status).toBe(200);
    expect((await detail(cookies['Content Editor'], empty)).status).toBe(404);
    const withDedication = await schedule();
    await dedicate(withDedication);
    expect((await remove(cookies['Content Editor'], withDedication, { version: 1 })).status).toBe(409);
    expect((await control(cookies['Content Editor'], withDedication, { action: 'start' })).status).toBe(200);
    const version = await versionOf('live_prayer_sessions', withDedication);
    expect((await edit(cookies['Content Editor'], withDedication, { ...input(), version })).status).toBe(409);
    expect((await detail(cookies['Content Editor'], 999_999)).status).toBe(404);
    expect((await lastAudit('live_session.deleted'))!.summary).toContain(`#${empty}`);
  });
});

describe('the control', () => {
  it('starts, moves on, goes to an ayah and ends, refusing what the state does not allow', async () => {
    const id = await schedule({ firstAyah: 2, lastAyah: 4 });
    expect((await control(cookies['Content Editor'], id, { action: 'next' })).status).toBe(409);
    const started = await control(cookies['Content Editor'], id, { action: 'start' });
    expect(started.body.session).toMatchObject({ status: 'live', currentAyah: 2 });
    expect(started.body.session.startedAt).not.toBeNull();
    expect((await control(cookies['Content Editor'], id, { action: 'start' })).status).toBe(409);
    expect((await control(cookies['Content Editor'], id, { action: 'next' })).body.session.currentAyah).toBe(3);
    const outside = await control(cookies['Content Editor'], id, { action: 'goToAyah', ayah: 5 });
    expect(outside.status).toBe(400);
    expect(outside.body.error).toBe("ayah is one of the session's range, 2 to 4");
    expect(
      (await control(cookies['Content Editor'], id, { action: 'goToAyah', ayah: 4 })).body.session.currentAyah,
    ).toBe(4);
    expect((await control(cookies['Content Editor'], id, { action: 'next' })).status).toBe(409);
    expect((await control(cookies['Content Editor'], id, { action: 'pause' })).status).toBe(400);
    const ended = await control(cookies['Super Admin'], id, { action: 'end' });
    expect(ended.body.session).toMatchObject({ status: 'ended', currentAyah: 4 });
    expect(ended.body.session.endedAt).not.toBeNull();
    expect((await control(cookies['Content Editor'], id, { action: 'end' })).status).toBe(409);
    const [row] = await queryRows<{ is_live: boolean; version: number }>(
      db,
      sql`SELECT is_live, version FROM live_prayer_sessions WHERE id = ${id}`,
    );
    expect(row).toEqual({ is_live: false, version: 5 }); // start, next, goToAyah, end (refusals change nothing)
    expect((await lastAudit('live_session.started'))!.staff_username).toBe('live-content-editor');
    expect((await lastAudit('live_session.moved'))!.summary).toContain('67:4 (was 3)');
    expect((await lastAudit('live_session.ended'))!.staff_username).toBe('live-super-admin');
  });

  it('a timed session follows its timings, and going to an ayah by hand resumes them from there', async () => {
    // The real time (the staff sessions' clock), held still.
    const start = new Date();
    setClock(() => start);
    const id = await schedule({ ayahTimings: [0, 20, 41, 60, 80] });
    await control(cookies['Content Editor'], id, { action: 'start' });
    const at = async (seconds: number) => {
      setClock(() => new Date(start.getTime() + seconds * 1000));
      return (await detail(cookies['Content Editor'], id)).body.session.currentAyah as number;
    };
    expect([await at(0), await at(19), await at(20), await at(59), await at(61), await at(3000)]).toEqual([
      1, 1, 2, 3, 4, 5,
    ]);
    setClock(() => new Date(start.getTime() + 30_000));
    expect(
      (await control(cookies['Content Editor'], id, { action: 'goToAyah', ayah: 4 })).body.session.currentAyah,
    ).toBe(4);
    // 20 s later: ayah 4 began at 60 s of the timings, ayah 5 at 80 s, so 20 s on is ayah 5.
    expect([await at(49), await at(50)]).toEqual([4, 5]);
  });
});

describe('moderation', () => {
  it('lists the pending queue, approves, rejects and removes with reasons, and audits each', async () => {
    const id = await schedule();
    const [a, b, c] = [await dedicate(id), await dedicate(id), await dedicate(id)];
    const pending = await queue(cookies.Moderator);
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(pending.body.rows.map((r: { id: number }) => r.id)).toEqual([a, b, c]);
    expect(pending.body.rows[0]).toMatchObject({
      sessionId: id,
      sessionTitle: 'Surah Al-Mulk together',
      status: 'pending',
    });

    const approved = await moderate(cookies.Moderator, a, { action: 'approve' });
    expect(approved.body.dedication).toMatchObject({ status: 'approved', moderatedBy: 'live-moderator' });
    const rejected = await moderate(cookies['Super Admin'], b, { action: 'reject', reason: 'Not a name' });
    expect(rejected.body.dedication).toMatchObject({ status: 'rejected', rejectReason: 'Not a name' });
    expect((await moderate(cookies.Moderator, c, { action: 'reject' })).status).toBe(400);
    expect((await moderate(cookies.Moderator, c, { action: 'remove', reason: 'x' })).status).toBe(409);
    expect((await moderate(cookies.Moderator, b, { action: 'approve' })).status).toBe(409);
    const removed = await moderate(cookies.Moderator, a, { action: 'remove', reason: 'Reported as mockery' });
    expect(removed.body.dedication).toMatchObject({ status: 'removed', rejectReason: 'Reported as mockery' });
    expect((await moderate(cookies.Moderator, 999_999, { action: 'approve' })).status).toBe(404);

    const [row] = await queryRows<{ is_displayed: boolean; approved_at: Date | null }>(
      db,
      sql`SELECT is_displayed, approved_at FROM ayah_dedications WHERE id = ${a}`,
    );
    expect(row!.is_displayed).toBe(false);
    expect(row!.approved_at).not.toBeNull();
    expect((await queue(cookies.Moderator, '?status=removed')).body.rows.map((r: { id: number }) => r.id)).toEqual([a]);
    expect((await queue(cookies.Moderator, `?sessionId=${id + 1}`)).body.total).toBe(0);
    expect((await queue(cookies.Moderator, '?status=hidden')).status).toBe(400);
    expect((await lastAudit('dedication.removed'))!.summary).toContain('Reported as mockery');
    expect((await lastAudit('dedication.rejected'))!.staff_username).toBe('live-super-admin');
  });

  it('the reported queue holds approved dedications with reports; clearing keeps one shown and out of the queue', async () => {
    const id = await schedule();
    const reported = await dedicate(id, 'approved');
    await dedicate(id, 'approved');
    const { userId } = await createAppUser();
    await db.execute(
      sql`INSERT INTO ayah_dedication_reports (dedication_id, user_id, reason) VALUES (${reported}, ${userId}, 'Mockery')`,
    );
    await db.execute(sql`UPDATE ayah_dedications SET report_count = 1 WHERE id = ${reported}`);
    const queued = await queue(cookies.Moderator, '?status=reported');
    expect(queued.body.rows.map((r: { id: number }) => r.id)).toEqual([reported]);
    expect(queued.body.rows[0].reports).toEqual([{ reason: 'Mockery', createdAt: expect.any(String) }]);
    const cleared = await moderate(cookies.Moderator, reported, { action: 'clearReports' });
    expect(cleared.body.dedication).toMatchObject({
      status: 'approved',
      reportCount: 0,
      moderatedBy: 'live-moderator',
    });
    expect((await queue(cookies.Moderator, '?status=reported')).body.total).toBe(0);
    const pending = await dedicate(id);
    expect((await moderate(cookies.Moderator, pending, { action: 'clearReports' })).status).toBe(409);
    expect((await lastAudit('dedication.reports_cleared'))!.summary).toContain('cleared its 1 report');
  });

  it('the session detail carries its dedications and listeners', async () => {
    const id = await schedule();
    await dedicate(id, 'approved');
    const res = await detail(cookies.Moderator, id);
    expect(res.body.listeners).toEqual({ active: 0, total: 0 });
    expect(res.body.dedications).toHaveLength(1);
    expect(res.body.dedications[0]).toMatchObject({ recipientName: 'Fatima', status: 'approved', reports: [] });
  });
});
