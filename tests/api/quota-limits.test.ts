// The monthly limits staff edit (decision 0070) against a real Postgres: only Super Admins read and
// change them (401 signed out, 403 for other roles and from another origin); bad values are refused
// with 400 naming the field; a save is audited and an older version answers 409; the limits apply to
// the next dua request and dedication at once (a lowered one refuses with 429 and /me/quotas shows
// 0 left, never less; a raised one gives more), and the quota stays exact under 20 concurrent requests.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import limitsHandler from '../../functions/admin-quota-limits.mts';
import duaHandler from '../../functions/app-dua-requests.mts';
import dedicateHandler from '../../functions/app-live-session-dedications.mts';
import quotasHandler from '../../functions/app-me-quotas.mts';
import { DUA_MONTHLY_LIMIT } from '../../src/lib/duas.ts';
import { DEDICATION_MONTHLY_LIMIT } from '../../src/lib/live.ts';
import { API } from '../../src/lib/routes.ts';
import type { StaffRole } from '../../src/lib/staff-roles.ts';
import { setClock } from '../../src/server/clock.ts';
import { queryRows } from '../../src/server/sql.ts';
import { bearer, call as appCall, createAppUser } from './app-helpers.ts';
import { call, closeDb, context, jsonRequest, ORIGIN, truncate, useTestDatabase } from './helpers.ts';
import { cookiesByRole, staffRequest } from './staff-helpers.ts';

const db = useTestDatabase();
let cookies: Record<StaffRole, string>;
beforeAll(async () => {
  await truncate('staff_accounts', 'audit_log');
  cookies = await cookiesByRole('limits');
});
beforeEach(() => truncate('quota_limits', 'users', 'live_prayer_sessions'));
// Other files of this worker's database count on the defaults.
afterEach(async () => {
  setClock();
  await truncate('quota_limits');
});
afterAll(() => closeDb());

const read = (cookie?: string) => call(limitsHandler, staffRequest('GET', API.adminQuotaLimits, { cookie }));
const save = (cookie: string | undefined, body: unknown, origin?: string) =>
  call(limitsHandler, staffRequest('PUT', API.adminQuotaLimits, { cookie, body, origin }));
const setLimits = async (duaRequestsPerMonth: number, dedicationsPerMonth: number) => {
  const { version } = (await read(cookies['Super Admin'])).body as { version: number };
  const res = await save(cookies['Super Admin'], { version, duaRequestsPerMonth, dedicationsPerMonth });
  expect(res.status).toBe(200);
};

const askDua = (token: string) =>
  appCall(duaHandler, jsonRequest(API.appDuaRequests, { intention: 'forgiveness' }, { headers: bearer(token) }));
const dedicate = (token: string, id: number) =>
  appCall(
    dedicateHandler,
    jsonRequest(
      API.appLiveSessionDedications.path(id),
      { recipientName: 'My grandmother Khadija', dedicatorName: 'Omar', ayahNumber: 2 },
      { headers: bearer(token) },
    ),
    context({ id: String(id) }),
  );
const quotas = (token: string) =>
  appCall(quotasHandler, new Request(`${ORIGIN}${API.appMeQuotas}`, { headers: bearer(token) }));

async function scheduledSession() {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO live_prayer_sessions (title, surah_name, surah_number, first_ayah, last_ayah, current_ayah,
          total_ayahs, status, is_live, start_time, end_time)
        VALUES ('Al-Mulk together', 'Al-Mulk', 67, 1, 5, 1, 5, 'scheduled', FALSE,
          now() + interval '1 hour', now() + interval '2 hours')
        RETURNING id`,
  );
  return row!.id;
}
/** A user in UTC on 2026-11-20 (the clock moves to past dates only: test tokens expire an hour after now). */
async function userOnNovember20() {
  const user = await createAppUser();
  await db.execute(sql`UPDATE users SET time_zone = 'UTC' WHERE id = ${user.userId}`);
  setClock(() => new Date('2026-11-20T12:00:00Z'));
  return user;
}

describe('who may read and change the limits', () => {
  it('answers 401 signed out and 403 to Content Editors and Moderators, changing nothing', async () => {
    expect((await read()).status).toBe(401);
    expect((await save(undefined, { version: 1, duaRequestsPerMonth: 5, dedicationsPerMonth: 5 })).status).toBe(401);
    for (const role of ['Content Editor', 'Moderator'] as const) {
      expect((await read(cookies[role])).status).toBe(403);
      const res = await save(cookies[role], { version: 1, duaRequestsPerMonth: 5, dedicationsPerMonth: 5 });
      expect(res.status).toBe(403);
    }
    expect(await queryRows(db, sql`SELECT 1 FROM quota_limits`)).toEqual([]);
  });

  it('refuses a Super Admin write from another origin', async () => {
    const body = { version: 1, duaRequestsPerMonth: 5, dedicationsPerMonth: 5 };
    expect((await save(cookies['Super Admin'], body, 'https://evil.example')).status).toBe(403);
    expect((await read(cookies['Super Admin'])).body.duaRequestsPerMonth).toBe(DUA_MONTHLY_LIMIT);
  });
});

describe('the limits', () => {
  it('show the defaults at version 1 until the first save', async () => {
    const res = await read(cookies['Super Admin']);
    expect(res.status).toBe(200);
    const defaults = { duaRequestsPerMonth: DUA_MONTHLY_LIMIT, dedicationsPerMonth: DEDICATION_MONTHLY_LIMIT };
    expect(res.body).toEqual({ ...defaults, defaults, version: 1, changedBy: null, changedAt: null });
  });

  it('are saved by a Super Admin with an audit row, and an older version answers 409 with the current limits', async () => {
    const saved = await save(cookies['Super Admin'], { version: 1, duaRequestsPerMonth: 12, dedicationsPerMonth: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ duaRequestsPerMonth: 12, dedicationsPerMonth: 0, version: 2 });
    expect(saved.body.changedBy).toBe('limits-super-admin');
    const [audit] = await queryRows<{ summary: string; staff_username: string }>(
      db,
      sql`SELECT summary, staff_username FROM audit_log WHERE action = 'quota_limits.updated' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toEqual({
      staff_username: 'limits-super-admin',
      summary: `Monthly limits: dua requests 12 (was ${DUA_MONTHLY_LIMIT}), dedications 0 (was ${DEDICATION_MONTHLY_LIMIT})`,
    });
    const stale = await save(cookies['Super Admin'], { version: 1, duaRequestsPerMonth: 50, dedicationsPerMonth: 50 });
    expect(stale.status).toBe(409);
    expect(stale.body.conflict).toBe('version');
    expect(stale.body.current).toMatchObject({ duaRequestsPerMonth: 12, dedicationsPerMonth: 0, version: 2 });
    expect((await read(cookies['Super Admin'])).body).toMatchObject({ duaRequestsPerMonth: 12, version: 2 });
  });

  it('refuses anything but whole numbers from 0 to 1000 with 400 naming the field', async () => {
    for (const [body, field] of [
      [{ duaRequestsPerMonth: -1, dedicationsPerMonth: 5 }, 'duaRequestsPerMonth'],
      [{ duaRequestsPerMonth: 5, dedicationsPerMonth: 1001 }, 'dedicationsPerMonth'],
      [{ duaRequestsPerMonth: 2.5, dedicationsPerMonth: 5 }, 'duaRequestsPerMonth'],
      [{ duaRequestsPerMonth: '7', dedicationsPerMonth: 5 }, 'duaRequestsPerMonth'],
      [{ duaRequestsPerMonth: 5 }, 'dedicationsPerMonth'],
    ] as const) {
      const res = await save(cookies['Super Admin'], { version: 1, ...body });
      expect(res.status).toBe(400);
      expect(res.body.issues[0].path).toBe(field);
      expect(res.body.error).toBe(`${field} is a whole number from 0 to 1000 (0 closes it for the month)`);
    }
    const noVersion = await save(cookies['Super Admin'], { duaRequestsPerMonth: 5, dedicationsPerMonth: 5 });
    expect(noVersion.status).toBe(400);
    expect(await queryRows(db, sql`SELECT 1 FROM quota_limits`)).toEqual([]);
  });
});

describe('the limits apply to the next request', () => {
  it('a limit lowered below what was used refuses the next dua request and dedication with 429, 0 left', async () => {
    const user = await userOnNovember20();
    const id = await scheduledSession();
    for (let i = 0; i < 3; i++) {
      expect((await askDua(user.accessToken)).status).toBe(201);
      expect((await dedicate(user.accessToken, id)).status).toBe(201);
    }
    await setLimits(2, 1);
    const dua = await askDua(user.accessToken);
    expect(dua.status).toBe(429);
    expect(dua.body.error).toContain('all 2 dua requests of 2026-11');
    const dedication = await dedicate(user.accessToken, id);
    expect(dedication.status).toBe(429);
    expect(dedication.body.error).toContain('all 1 dedications of 2026-11');
    expect((await quotas(user.accessToken)).body).toEqual({
      duaRequests: { used: 3, left: 0, limit: 2, extraPurchased: 0, month: '2026-11' },
      dedications: { used: 3, left: 0, limit: 1, extraPurchased: 0, month: '2026-11' },
    });
    // Raised, it gives more at once.
    await setLimits(5, 4);
    expect((await quotas(user.accessToken)).body).toMatchObject({
      duaRequests: { used: 3, left: 2, limit: 5 },
      dedications: { used: 3, left: 1, limit: 4 },
    });
    expect((await askDua(user.accessToken)).status).toBe(201);
    expect((await dedicate(user.accessToken, id)).status).toBe(201);
  });

  it('0 closes both for the month', async () => {
    const user = await userOnNovember20();
    const id = await scheduledSession();
    await setLimits(0, 0);
    expect((await askDua(user.accessToken)).status).toBe(429);
    expect((await dedicate(user.accessToken, id)).status).toBe(429);
    expect((await quotas(user.accessToken)).body).toMatchObject({
      duaRequests: { used: 0, left: 0, limit: 0 },
      dedications: { used: 0, left: 0, limit: 0 },
    });
  });

  it('takes exactly the requests left under a changed limit when 20 arrive at once', async () => {
    const user = await userOnNovember20();
    const id = await scheduledSession();
    await setLimits(7, 4);
    await db.execute(
      sql`INSERT INTO dua_quota (user_id, year, month, requests_used) VALUES (${user.userId}, 2026, 11, 2)`,
    );
    await db.execute(sql`INSERT INTO user_dedication_quota (user_id, year, month, dedications_used)
                         VALUES (${user.userId}, 2026, 11, 1)`);
    const duas = await Promise.all(Array.from({ length: 20 }, () => askDua(user.accessToken)));
    expect(duas.filter((a) => a.status === 201)).toHaveLength(5);
    expect(duas.filter((a) => a.status === 429)).toHaveLength(15);
    const dedications = await Promise.all(Array.from({ length: 20 }, () => dedicate(user.accessToken, id)));
    expect(dedications.filter((a) => a.status === 201)).toHaveLength(3);
    expect(dedications.filter((a) => a.status === 429)).toHaveLength(17);
    expect((await quotas(user.accessToken)).body).toMatchObject({
      duaRequests: { used: 7, left: 0, limit: 7 },
      dedications: { used: 4, left: 0, limit: 4 },
    });
  });
});
