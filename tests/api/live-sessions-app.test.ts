// The app's live recitation endpoints and the public state (decision 0065) against a real Postgres:
// every app endpoint signed out; a dedication is pending until approved and only approved ones are
// shown, in approval order; the monthly quota is exact under 20 concurrent requests; links, abusive
// words and an ayah outside the session are refused with 400, an ended session with 409; a report is
// taken once per user and never for one's own, and an account's deletion takes its reports off the
// Moderators' count (not those staff already cleared); listeners count only while seen in the last
// 90 s and their IP is stored only as a hash; the state carries the current ayah's verified Arabic
// and licensed translation, follows the timings, and is CDN-cached for 2 s.
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import listHandler from '../../functions/app-live-sessions.mts';
import oneHandler from '../../functions/app-live-session.mts';
import presenceHandler from '../../functions/app-live-session-presence.mts';
import dedicateHandler from '../../functions/app-live-session-dedications.mts';
import mineHandler from '../../functions/app-my-dedications.mts';
import reportHandler from '../../functions/app-dedication-reports.mts';
import quotasHandler from '../../functions/app-me-quotas.mts';
import meHandler from '../../functions/app-me.mts';
import exportHandler from '../../functions/app-me-export.mts';
import stateHandler from '../../functions/live-state.mts';
import moderationQueueHandler from '../../functions/admin-dedications.mts';
import moderationHandler from '../../functions/admin-dedication.mts';
import { DEDICATION_MONTHLY_LIMIT } from '../../src/lib/live.ts';
import { API } from '../../src/lib/routes.ts';
import { setClock } from '../../src/server/clock.ts';
import { quranEncEdition } from '../../src/server/quran/quranenc-files.ts';
import { queryRows } from '../../src/server/sql.ts';
import { bearer, call, createAppUser, deadTokens } from './app-helpers.ts';
import { call as plainCall, closeDb, context, jsonRequest, ORIGIN, truncate, useTestDatabase } from './helpers.ts';
import { cookieFor, createStaff, staffRequest } from './staff-helpers.ts';

const db = useTestDatabase();
afterAll(() => closeDb());
beforeEach(() => truncate('users', 'live_prayer_sessions'));
afterEach(() => setClock());

const arabic = createRequire(import.meta.url)('quran-json/dist/quran.json') as { verses: { text: string }[] }[];

/** A session as staff would have made it: Al-Mulk 1-5 by default. */
async function session(values: { status?: string; timings?: number[]; startedAgoSeconds?: number } = {}) {
  const status = values.status ?? 'live';
  const started = status === 'scheduled' ? null : new Date(Date.now() - (values.startedAgoSeconds ?? 60) * 1000);
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO live_prayer_sessions (title, surah_name, surah_number, first_ayah, last_ayah, current_ayah, total_ayahs,
          status, is_live, start_time, end_time, started_at, timings_from, ended_at, ayah_timings)
        VALUES ('Al-Mulk together', 'Al-Mulk', 67, 1, 5, 2, 5, ${status}, ${status === 'live'},
          now() + interval '1 hour', now() + interval '2 hours', ${started?.toISOString() ?? null},
          ${started?.toISOString() ?? null}, ${status === 'ended' ? sql`now()` : null},
          ${values.timings ? JSON.stringify(values.timings) : null}::jsonb)
        RETURNING id`,
  );
  return row!.id;
}

const get = (handler: typeof listHandler, path: string, token?: string, params: Record<string, string> = {}) =>
  call(handler, new Request(`${ORIGIN}${path}`, { headers: bearer(token) }), context(params));
const presence = (token: string | undefined, id: number, method: 'PUT' | 'DELETE', ip = '198.51.100.23') =>
  call(
    presenceHandler,
    new Request(`${ORIGIN}${API.appLiveSessionPresence.path(id)}`, { method, headers: bearer(token) }),
    context({ id: String(id) }, ip),
  );
const dedicate = (token: string | undefined, id: number, body: Record<string, unknown> = {}) =>
  call(
    dedicateHandler,
    jsonRequest(
      API.appLiveSessionDedications.path(id),
      { recipientName: 'My grandmother Khadija', dedicatorName: 'Omar', ayahNumber: 2, ...body },
      { headers: bearer(token) },
    ),
    context({ id: String(id) }),
  );
const report = (token: string | undefined, id: number, body: unknown = { reason: 'Mockery' }) =>
  call(
    reportHandler,
    jsonRequest(API.appDedicationReports.path(id), body, { headers: bearer(token) }),
    context({ id: String(id) }),
  );
const state = (id: number | string, query = '') =>
  plainCall(stateHandler, new Request(`${ORIGIN}${API.liveState.path(id)}${query}`), context({ id: String(id) }));
const approve = (id: number, at: string) =>
  db.execute(
    sql`UPDATE ayah_dedications SET status = 'approved', is_displayed = TRUE, approved_at = ${at} WHERE id = ${id}`,
  );

describe('signed out', () => {
  it('every app endpoint answers 401 without a valid token, and writes nothing', async () => {
    const id = await session();
    const user = await createAppUser();
    const { expired, revoked } = await deadTokens(user.userId);
    for (const token of [undefined, 'not-a-token-but-long-enough-xx', expired, revoked]) {
      for (const res of [
        await get(listHandler, API.appLiveSessions, token),
        await get(oneHandler, API.appLiveSession.path(id), token, { id: String(id) }),
        await presence(token, id, 'PUT'),
        await presence(token, id, 'DELETE'),
        await dedicate(token, id),
        await get(mineHandler, API.appMyDedications, token),
        await report(token, 1),
      ]) {
        expect(res.status).toBe(401);
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
    }
    expect(
      await queryRows(db, sql`SELECT 1 FROM ayah_dedications UNION ALL SELECT 1 FROM live_prayer_listeners`),
    ).toEqual([]);
  });
});

describe('sessions', () => {
  it('lists live first, then scheduled by start, then the recently ended; one session carries its state', async () => {
    const scheduled = await session({ status: 'scheduled' });
    const ended = await session({ status: 'ended' });
    const live = await session();
    const user = await createAppUser();
    const res = await get(listHandler, API.appLiveSessions, user.accessToken);
    expect(res.status).toBe(200);
    expect(res.body.sessions.map((s: { id: number }) => s.id)).toEqual([live, scheduled, ended]);
    expect(res.body.sessions[0]).toMatchObject({ status: 'live', surah: { number: 67, name: 'Al-Mulk' } });
    const one = await get(oneHandler, API.appLiveSession.path(live), user.accessToken, { id: String(live) });
    expect(one.body.state).toMatchObject({ id: live, currentAyah: 2, ayah: { number: 2 } });
    expect((await get(oneHandler, API.appLiveSession.path(999), user.accessToken, { id: '999' })).status).toBe(404);
  });
});

describe('dedications', () => {
  it('are pending until approved, shown only when approved, in approval order; a rejection reaches its author', async () => {
    const id = await session();
    const me = await createAppUser();
    const created = await dedicate(me.accessToken, id, { message: 'Remember her in your duas' });
    expect(created.status).toBe(201);
    expect(created.body.dedication).toMatchObject({
      sessionId: id,
      recipientName: 'My grandmother Khadija',
      dedicatorName: 'Omar',
      message: 'Remember her in your duas',
      ayahNumber: 2,
      status: 'pending',
      rejectReason: null,
    });
    const [a, b, c] = [
      created.body.dedication.id as number,
      (await dedicate(me.accessToken, id, { recipientName: 'Yusuf' })).body.dedication.id as number,
      (await dedicate(me.accessToken, id, { recipientName: 'Maryam' })).body.dedication.id as number,
    ];
    expect((await state(id)).body.dedications).toEqual([]);
    await approve(c, '2026-11-28T10:00:00Z');
    await approve(a, '2026-11-28T10:05:00Z');
    await db.execute(
      sql`UPDATE ayah_dedications SET status = 'rejected', reject_reason = 'Not a name' WHERE id = ${b}`,
    );
    const shown = (await state(id)).body.dedications;
    expect(shown.map((d: { id: number }) => d.id)).toEqual([c, a]);
    expect(shown[0]).toEqual({
      id: c,
      recipientName: 'Maryam',
      dedicatorName: 'Omar',
      message: null,
      ayahNumber: 2,
      approvedAt: '2026-11-28T10:00:00.000Z',
    });
    const mine = await get(mineHandler, API.appMyDedications, me.accessToken);
    expect(mine.body.items.map((d: { id: number; status: string }) => [d.id, d.status])).toEqual([
      [c, 'approved'],
      [b, 'rejected'],
      [a, 'approved'],
    ]);
    expect(mine.body.items[1].rejectReason).toBe('Not a name');
    const other = await createAppUser();
    expect((await get(mineHandler, API.appMyDedications, other.accessToken)).body.items).toEqual([]);
    const paged = await get(mineHandler, `${API.appMyDedications}?limit=2`, me.accessToken);
    expect(paged.body.nextBefore).toBe(b);
  });

  it('refuses links, abusive words, an ayah outside the session and a missing name with 400; an ended session with 409', async () => {
    const id = await session();
    const me = await createAppUser();
    for (const [body, path] of [
      [{ recipientName: 'see www.example.com' }, 'recipientName'],
      [{ message: 'https://spam.example/x' }, 'message'],
      [{ dedicatorName: 'a total bastard' }, 'dedicatorName'],
      [{ message: 'you are a shit' }, 'message'],
      [{ ayahNumber: 6 }, 'ayahNumber'],
      [{ recipientName: '' }, 'recipientName'],
      [{ recipientName: 'Tab\there' }, 'recipientName'],
    ] as const) {
      const res = await dedicate(me.accessToken, id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.issues[0].path).toBe(path);
    }
    expect((await dedicate(me.accessToken, id, { dedicatorName: 'a total bastard' })).body.error).toBe(
      'dedicatorName must not contain abusive words',
    );
    // The writer's own language's list: French for a French user, not for an English one.
    await db.execute(sql`UPDATE users SET language = 'fr' WHERE id = ${me.userId}`);
    expect((await dedicate(me.accessToken, id, { message: 'espèce de connard' })).status).toBe(400);
    // Words the lists carry that are a dua's own (فرّج: relieve) pass.
    expect((await dedicate(me.accessToken, id, { message: 'اللهم فرج عنه' })).status).toBe(201);
    const ended = await session({ status: 'ended' });
    expect((await dedicate(me.accessToken, ended)).status).toBe(409);
    expect((await dedicate(me.accessToken, 999_999)).status).toBe(404);
    const [q] = await queryRows<{ used: number }>(
      db,
      sql`SELECT dedications_used AS used FROM user_dedication_quota WHERE user_id = ${me.userId}`,
    );
    expect(q!.used).toBe(1);
  });

  it('takes exactly the dedications left when 20 arrive at once, refusing the rest with 429', async () => {
    const id = await session({ status: 'scheduled' });
    const me = await createAppUser();
    await db.execute(sql`UPDATE users SET time_zone = 'UTC' WHERE id = ${me.userId}`);
    setClock(() => new Date('2026-11-20T12:00:00Z'));
    await db.execute(sql`INSERT INTO user_dedication_quota (user_id, year, month, dedications_used)
                         VALUES (${me.userId}, 2026, 11, ${DEDICATION_MONTHLY_LIMIT - 3})`);
    const answers = await Promise.all(Array.from({ length: 20 }, () => dedicate(me.accessToken, id)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(17);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body.error).toContain(`${DEDICATION_MONTHLY_LIMIT} dedications of 2026-11`);
    expect(refused.headers.get('retry-after')).toBe(String(10 * 86_400 + 12 * 3600));
    expect(await queryRows(db, sql`SELECT 1 FROM ayah_dedications WHERE user_id = ${me.userId}`)).toHaveLength(3);
    const quotas = await get(quotasHandler, API.appMeQuotas, me.accessToken);
    expect(quotas.body.dedications).toEqual({
      used: DEDICATION_MONTHLY_LIMIT,
      left: 0,
      limit: DEDICATION_MONTHLY_LIMIT,
      extraPurchased: 0,
      month: '2026-11',
    });
  });

  it('reports: only an approved dedication of someone else, once per user', async () => {
    const id = await session();
    const author = await createAppUser();
    const reader = await createAppUser();
    const pending = (await dedicate(author.accessToken, id)).body.dedication.id as number;
    expect((await report(reader.accessToken, pending)).status).toBe(404);
    await approve(pending, '2026-11-28T10:00:00Z');
    expect((await report(author.accessToken, pending)).status).toBe(403);
    expect((await report(reader.accessToken, pending, {})).status).toBe(400);
    const first = await report(reader.accessToken, pending);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ reported: true });
    expect((await report(reader.accessToken, pending)).status).toBe(409);
    const [row] = await queryRows<{ report_count: number }>(
      db,
      sql`SELECT report_count FROM ayah_dedications WHERE id = ${pending}`,
    );
    expect(row!.report_count).toBe(1);
  });
});

describe('listening', () => {
  it('counts a listener seen in the last 90 s, once per user, stores a hash of the IP, and forgets one who left', async () => {
    const id = await session();
    const [a, b] = [await createAppUser(), await createAppUser()];
    const joined = await presence(a.accessToken, id, 'PUT');
    expect(joined.status).toBe(200);
    expect(joined.body).toEqual({ heartbeatSeconds: 30 });
    await presence(a.accessToken, id, 'PUT');
    await presence(b.accessToken, id, 'PUT');
    expect((await state(id)).body.listenerCount).toBe(2);
    const rows = await queryRows<{ ip_address: string }>(db, sql`SELECT ip_address FROM live_prayer_listeners`);
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r.ip_address).toMatch(/^[0-9a-f]{32}$/);
      expect(r.ip_address).not.toContain('198.51.100.23');
    }
    // b's last heartbeat 91 s ago: no longer counted.
    await db.execute(
      sql`UPDATE live_prayer_listeners SET last_seen_at = now() - interval '91 seconds' WHERE user_id = ${b.userId}`,
    );
    expect((await state(id)).body.listenerCount).toBe(1);
    expect((await presence(a.accessToken, id, 'DELETE')).status).toBe(200);
    expect((await state(id)).body.listenerCount).toBe(0);
    const scheduled = await session({ status: 'scheduled' });
    expect((await presence(a.accessToken, scheduled, 'PUT')).status).toBe(409);
  });
});

describe("the user's data", () => {
  it('the export carries dedications, reports, the quota and listening; deleting the account deletes the first three and unnames the last', async () => {
    const id = await session();
    const me = await createAppUser();
    const other = await createAppUser();
    const theirs = (await dedicate(other.accessToken, id)).body.dedication.id as number;
    await approve(theirs, '2026-11-28T10:00:00Z');
    await dedicate(me.accessToken, id, { message: 'For her' });
    await report(me.accessToken, theirs, { reason: 'Not a name' });
    await presence(me.accessToken, id, 'PUT');
    const copy = await call(
      exportHandler,
      new Request(`${ORIGIN}${API.appMeExport}`, { headers: bearer(me.accessToken) }),
    );
    expect(copy.status).toBe(200);
    expect(copy.body.dedications).toEqual([
      expect.objectContaining({ message: 'For her', status: 'pending', ayahNumber: 2 }),
    ]);
    expect(copy.body.dedicationReports).toEqual([
      expect.objectContaining({ dedicationId: theirs, reason: 'Not a name' }),
    ]);
    expect(copy.body.dedicationQuota).toEqual([expect.objectContaining({ dedicationsUsed: 1 })]);
    expect(copy.body.liveListening).toEqual([
      expect.objectContaining({ sessionId: id, ipHash: expect.stringMatching(/^[0-9a-f]{32}$/) }),
    ]);
    const deleted = await call(
      meHandler,
      new Request(`${ORIGIN}${API.appMe}`, { method: 'DELETE', headers: bearer(me.accessToken) }),
    );
    expect(deleted.status).toBe(200);
    const left = await queryRows<{ dedications: number; reports: number; named: number; listeners: number }>(
      db,
      sql`SELECT (SELECT count(*) FROM ayah_dedications WHERE user_id = ${me.userId})::int AS dedications,
                 (SELECT count(*) FROM ayah_dedication_reports)::int AS reports,
                 (SELECT count(*) FROM live_prayer_listeners WHERE user_id IS NOT NULL)::int AS named,
                 (SELECT count(*) FROM live_prayer_listeners)::int AS listeners`,
    );
    expect(left).toEqual([{ dedications: 0, reports: 0, named: 0, listeners: 1 }]);
  });
});

describe('reports of a deleted account', () => {
  let moderator = '';
  /** A Moderator's session cookie, made once for the file (staff accounts outlive beforeEach's truncate). */
  const asModerator = async () =>
    (moderator ||= await cookieFor((await createStaff('live-app-moderator', 'Moderator')).id));
  const deleteAccount = (token: string) =>
    call(meHandler, new Request(`${ORIGIN}${API.appMe}`, { method: 'DELETE', headers: bearer(token) }));
  /** The reported queue as Moderators read it: each dedication's id and report count. */
  const reportedQueue = async () => {
    const res = await plainCall(
      moderationQueueHandler,
      staffRequest('GET', `${API.adminDedications}?status=reported`, { cookie: await asModerator() }),
    );
    expect(res.status).toBe(200);
    return (res.body.rows as { id: number; reportCount: number }[]).map((r) => ({
      id: r.id,
      reportCount: r.reportCount,
    }));
  };
  const approvedDedication = async () => {
    const author = await createAppUser();
    const id = (await dedicate(author.accessToken, await session())).body.dedication.id as number;
    await approve(id, '2026-11-28T10:00:00Z');
    return id;
  };

  it("takes the deleted reporter's report off the count; the last one's deletion leaves the reported queue", async () => {
    const dedication = await approvedDedication();
    const [first, second] = [await createAppUser(), await createAppUser()];
    expect((await report(first.accessToken, dedication)).status).toBe(201);
    expect((await report(second.accessToken, dedication)).status).toBe(201);
    expect(await reportedQueue()).toEqual([{ id: dedication, reportCount: 2 }]);
    expect((await deleteAccount(first.accessToken)).status).toBe(200);
    expect(await reportedQueue()).toEqual([{ id: dedication, reportCount: 1 }]);
    expect((await deleteAccount(second.accessToken)).status).toBe(200);
    expect(await reportedQueue()).toEqual([]);
  });

  it('a report staff already cleared lowers nothing: the report made after the clear stays counted', async () => {
    const dedication = await approvedDedication();
    const [cleared, later] = [await createAppUser(), await createAppUser()];
    await report(cleared.accessToken, dedication);
    const clear = await plainCall(
      moderationHandler,
      staffRequest('PATCH', API.adminDedication.path(dedication), {
        cookie: await asModerator(),
        body: { action: 'clearReports' },
      }),
      context({ id: String(dedication) }),
    );
    expect(clear.status).toBe(200);
    expect(await reportedQueue()).toEqual([]);
    await report(later.accessToken, dedication);
    expect((await deleteAccount(cleared.accessToken)).status).toBe(200);
    expect(await reportedQueue()).toEqual([{ id: dedication, reportCount: 1 }]);
    expect((await deleteAccount(later.accessToken)).status).toBe(200);
    const [row] = await queryRows<{ report_count: number }>(
      db,
      sql`SELECT report_count FROM ayah_dedications WHERE id = ${dedication}`,
    );
    expect(row!.report_count).toBe(0);
  });
});

describe('the public state', () => {
  it('is CDN-cached for 2 s, 404 for an unknown session, 400 for a bad locale', async () => {
    const id = await session();
    const res = await state(id);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(res.headers.get('netlify-cdn-cache-control')).toBe('public, s-maxage=2, stale-while-revalidate=8');
    const missing = await state(999_999);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('No such live recitation session');
    expect((await state(id, '?locale=xx')).status).toBe(400);
    expect((await state('abc')).status).toBe(404);
  });

  it("carries the current ayah's verified Arabic and the locale's licensed translation, English where none is", async () => {
    const id = await session();
    const english = await quranEncEdition('english_saheeh');
    const en = (await state(id)).body;
    expect(en.ayah).toMatchObject({
      number: 2,
      arabic: arabic[66]!.verses[1]!.text,
      translation: english.ayahs.find((a) => a.surah === 67 && a.ayah === 2)!.text,
      translationLocale: 'en',
      translationFallback: false,
    });
    expect(en.ayah.attribution).toContain('QuranEnc');
    const indonesian = await quranEncEdition('indonesian_affairs');
    const id_ = (await state(id, '?locale=id')).body;
    expect(id_.ayah).toMatchObject({
      translationLocale: 'id',
      translationFallback: false,
      translation: indonesian.ayahs.find((a) => a.surah === 67 && a.ayah === 2)!.text,
    });
    expect(id_.surah.number).toBe(67);
    expect((await state(id, '?locale=ur')).body.ayah).toMatchObject({
      translationLocale: 'en',
      translationFallback: true,
    });
    expect((await state(await session({ status: 'scheduled' }))).body.ayah).toBeNull();
  });

  it('follows the timings: the current ayah is the last one begun', async () => {
    const id = await session({ timings: [0, 20, 41, 60, 80], startedAgoSeconds: 45 });
    expect((await state(id)).body.currentAyah).toBe(3);
    const late = await session({ timings: [0, 20, 41, 60, 80], startedAgoSeconds: 600 });
    expect((await state(late)).body.currentAyah).toBe(5);
  });
});
