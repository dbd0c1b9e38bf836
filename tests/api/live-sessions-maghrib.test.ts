// A session's start set "N minutes after Maghrib in a city" (decision 0070) against a real Postgres:
// the server computes the start with the prayer-time library and keeps the length sent; the city and
// minutes stay on the session, so the back-office reads them back and an edit recomputes the start;
// a start typed as a time clears them; an unknown city, a bad date or too many minutes are 400.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sessionsHandler from '../../functions/admin-live-sessions.mts';
import sessionHandler from '../../functions/admin-live-session.mts';
import { afterMaghrib } from '../../src/lib/maghrib.ts';
import { maghribCity } from '../../src/lib/maghrib-cities.ts';
import { API } from '../../src/lib/routes.ts';
import type { StaffRole } from '../../src/lib/staff-roles.ts';
import { queryRows } from '../../src/server/sql.ts';
import { call, closeDb, context, truncate, useTestDatabase } from './helpers.ts';
import { cookiesByRole, staffRequest } from './staff-helpers.ts';

const db = useTestDatabase();
let cookies: Record<StaffRole, string>;
beforeAll(async () => {
  await truncate('staff_accounts', 'audit_log');
  cookies = await cookiesByRole('maghrib');
});
afterAll(() => closeDb());
beforeEach(() => truncate('live_prayer_sessions'));

// Times a year ahead of the real clock (a scheduled session lies ahead), on a date of that year.
const YEAR = new Date().getUTCFullYear() + 1;
const input = (overrides: Record<string, unknown> = {}) => ({
  title: 'Al-Mulk after Maghrib',
  surahNumber: 67,
  firstAyah: 1,
  lastAyah: 5,
  // Ninety minutes long; the start is replaced by the one computed after Maghrib.
  startTime: `${YEAR}-12-05T12:00:00Z`,
  endTime: `${YEAR}-12-05T13:30:00Z`,
  afterMaghrib: { city: 'cairo', date: `${YEAR}-12-05`, minutes: 30 },
  ...overrides,
});
const create = (body: unknown) =>
  call(sessionsHandler, staffRequest('POST', API.adminLiveSessions, { cookie: cookies['Content Editor'], body }));
const edit = (id: number, body: unknown) =>
  call(
    sessionHandler,
    staffRequest('PUT', API.adminLiveSession.path(id), { cookie: cookies['Content Editor'], body }),
    context({ id: String(id) }),
  );
const stored = async (id: number) =>
  (
    await queryRows<{ maghrib_city: string | null; maghrib_offset_minutes: number | null }>(
      db,
      sql`SELECT maghrib_city, maghrib_offset_minutes FROM live_prayer_sessions WHERE id = ${id}`,
    )
  )[0];

describe('a start after Maghrib', () => {
  it('is computed by the server, keeps the length sent, and is read back with its city, date and minutes', async () => {
    const res = await create(input());
    expect(res.status).toBe(201);
    const start = afterMaghrib(maghribCity('cairo')!, `${YEAR}-12-05`, 30);
    expect(res.body.session.startTime).toBe(start.toISOString());
    expect(Date.parse(res.body.session.endTime) - start.getTime()).toBe(90 * 60_000);
    expect(res.body.session.afterMaghrib).toEqual({ city: 'cairo', date: `${YEAR}-12-05`, minutes: 30 });
    expect(await stored(res.body.session.id)).toEqual({ maghrib_city: 'cairo', maghrib_offset_minutes: 30 });
    const [audit] = await queryRows<{ summary: string }>(
      db,
      sql`SELECT summary FROM audit_log WHERE action = 'live_session.created' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit!.summary).toContain('(30 min after Maghrib in Cairo)');
  });

  it('is recomputed by an edit; a start typed as a time clears the city and minutes', async () => {
    const created = (await create(input())).body.session;
    const moved = await edit(created.id, {
      ...input({ afterMaghrib: { city: 'istanbul', date: `${YEAR}-12-06`, minutes: 0 } }),
      version: created.version,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.session.startTime).toBe(afterMaghrib(maghribCity('istanbul')!, `${YEAR}-12-06`, 0).toISOString());
    expect(moved.body.session.afterMaghrib).toEqual({ city: 'istanbul', date: `${YEAR}-12-06`, minutes: 0 });
    const typed = await edit(created.id, { ...input({ afterMaghrib: null }), version: moved.body.session.version });
    expect(typed.status).toBe(200);
    expect(typed.body.session.startTime).toBe(`${YEAR}-12-05T12:00:00.000Z`);
    expect(typed.body.session.afterMaghrib).toBeNull();
    expect(await stored(created.id)).toEqual({ maghrib_city: null, maghrib_offset_minutes: null });
  });

  it('refuses an unknown city, a bad date and too many minutes with 400 naming the field', async () => {
    for (const [afterMaghrib, message] of [
      [{ city: 'atlantis', date: `${YEAR}-12-05`, minutes: 30 }, 'afterMaghrib.city is one of:'],
      [{ city: 'cairo', date: `${YEAR}-13-05`, minutes: 30 }, 'afterMaghrib.date is a date like'],
      [{ city: 'cairo', date: `${YEAR}-12-05`, minutes: 181 }, 'afterMaghrib.minutes is a whole number from 0 to 180'],
    ] as const) {
      const res = await create(input({ afterMaghrib }));
      expect(res.status).toBe(400);
      expect(res.body.error).toContain(message);
      // The path the form shows the message under.
      expect(res.body.issues[0].path).toBe(message.split(' ')[0]);
    }
    expect(await queryRows(db, sql`SELECT 1 FROM live_prayer_sessions`)).toEqual([]);
  });
});
