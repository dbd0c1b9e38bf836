// Staff sign-in, sessions and their limits, through the real functions and a real Postgres.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import login from '../../functions/admin-login.mts';
import logout from '../../functions/admin-logout.mts';
import session from '../../functions/admin-session.mts';
import password from '../../functions/admin-password.mts';
import { staffAccounts, staffSessions } from '../../db/schema.ts';
import { setClock } from '../../src/server/clock.ts';
import { setStaffDisabled } from '../../src/server/auth/accounts.ts';
import { ACCOUNT_SLOWDOWN_STEP_MS, accountSlowdownMs } from '../../src/server/auth/login.ts';
import { PASSWORD_COST, hashPassword, verifyPassword } from '../../src/server/auth/password.ts';
import { eq, sql } from 'drizzle-orm';
import purgeAuthRecords from '../../functions/scheduled-purge-auth-records.mts';
import { config as purgeConfig } from '../../functions/scheduled-purge-auth-records.mts';
import { loginAttempts } from '../../db/schema.ts';
import { getDb } from '../../src/server/db.ts';
import { closeDb, call, context, jsonRequest, truncate, useTestDatabase } from './helpers.ts';
import { PASSWORD, cookieFor, createStaff, staffRequest } from './staff-helpers.ts';
import { API } from '../../src/lib/routes.ts';

const db = useTestDatabase();

function cookieFrom(headers: Headers): string {
  const setCookie = headers.get('set-cookie') ?? '';
  return setCookie.split(';')[0]!;
}

const signIn = (
  username: string,
  password: string,
  ip = '198.51.100.1',
  init: { headers?: Record<string, string> } = {},
) => call(login, jsonRequest(API.adminLogin, { username, password }, init), context({}, ip));

// Each sign-in hashes with scrypt at 128 MiB: on a busy machine a test of several sign-ins outlives
// the default 20 s, so this block allows more (the behaviour, not the speed, is what it checks).
describe('staff sign-in', { timeout: 90_000 }, () => {
  let editorId = 0;
  beforeAll(async () => {
    await truncate('staff_accounts', 'login_attempts');
    editorId = (await createStaff('amina', 'Content Editor')).id;
    await createStaff('bilal', 'Moderator');
  });
  beforeEach(() => truncate('login_attempts'));
  afterEach(() => setClock());
  afterAll(() => closeDb());

  it('stores only a salted scrypt hash at OWASP cost', async () => {
    const hash = await hashPassword('a long enough password', PASSWORD_COST);
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(hash).not.toContain('a long enough password');
    expect(await hashPassword('a long enough password', PASSWORD_COST)).not.toBe(hash);
    expect(await verifyPassword('a long enough password', hash)).toBe(true);
    expect(await verifyPassword('a long enough passworD', hash)).toBe(false);
  });

  it('hashes at OWASP cost by default outside the test runner, and at the test cost inside it (decision 0073)', async () => {
    const { VITEST: _runner, ...outside } = process.env;
    const script = `const { hashPassword } = await import('./src/server/auth/password.ts'); console.log(await hashPassword('a long enough password'));`;
    const printed = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      env: outside,
      encoding: 'utf8',
    });
    expect(printed.trim()).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    const inside = await hashPassword('a long enough password');
    expect(inside).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    // A hash names its cost: one made outside verifies here, as a test-made account signs in to a server.
    expect(await verifyPassword('a long enough password', printed.trim())).toBe(true);
    expect(await verifyPassword('a long enough password', inside)).toBe(true);
  });

  it('signs in (username case-insensitive) with a __Host- cookie: HttpOnly, Secure, SameSite=Strict, 2 h', async () => {
    const res = await signIn('Amina', PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      staff: { username: 'amina', displayName: 'Content Editor amina', role: 'Content Editor' },
    });
    expect(res.body.permissions).toEqual(['blog', 'media', 'content', 'campaigns', 'liveSessions']);
    // No hash or password in the answer (only the flag that asks for a new one).
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt|\bpassword/i);
    expect(res.body.mustChangePassword).toBe(false);
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(
      /^__Host-thawab_session=[\w-]{43}; Path=\/; HttpOnly; Secure; SameSite=Strict; Max-Age=7200$/,
    );
    const token = cookieFrom(res.headers).split('=')[1]!;
    const stored = await db.select().from(staffSessions);
    expect(stored.map((row) => row.tokenHash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
    const me = await call(session, staffRequest('GET', API.adminSession, { cookie: cookieFrom(res.headers) }));
    expect(me.status).toBe(200);
    expect(me.body.staff.displayName).toBe('Content Editor amina');
  });

  it('answers an unknown user and a wrong password identically', async () => {
    const unknown = await signIn('nobody', PASSWORD);
    const wrong = await signIn('amina', 'not the password at all');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual({ error: 'Invalid username or password' });
    expect(wrong.body).toEqual(unknown.body);
    expect(unknown.headers.get('set-cookie')).toBeNull();
    expect([...unknown.headers.keys()].sort()).toEqual([...wrong.headers.keys()].sort());
  });

  it('requires username and password, JSON only, and our Origin', async () => {
    expect((await signIn('', '')).status).toBe(400);
    const text = await call(
      login,
      jsonRequest(API.adminLogin, 'username=amina', {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(text.status).toBe(415);
    const foreign = await signIn('amina', PASSWORD, '198.51.100.1', { headers: { Origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
  });

  it('after 5 failures from one IP in 15 minutes answers 429 with Retry-After, even with the right password', async () => {
    let t = new Date('2026-03-01T10:00:00Z').getTime();
    setClock(() => new Date(t));
    for (let i = 0; i < 5; i++) expect((await signIn('amina', 'wrong password', '192.0.2.50')).status).toBe(401);
    const blocked = await signIn('amina', PASSWORD, '192.0.2.50');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBe(15 * 60);
    // Another IP is not affected.
    expect((await signIn('bilal', PASSWORD, '192.0.2.51')).status).toBe(200);
    // Once the window has passed, the right password works again.
    t += 15 * 60 * 1000 + 1000;
    expect((await signIn('amina', PASSWORD, '192.0.2.50')).status).toBe(200);
  });

  it('5 failures on an account from 5 IPs do not lock its owner out (lock-out is per IP, not per account)', async () => {
    let t = new Date('2026-03-03T10:00:00Z').getTime();
    setClock(() => new Date(t));
    for (let i = 0; i < 5; i++) {
      const failed = await signIn('Amina', 'wrong password', `198.51.100.${10 + i}`);
      expect(failed.status).toBe(401);
      expect(failed.headers.get('retry-after')).toBeNull();
      t += 60_000;
    }
    // The owner, from an IP of their own or from one the stranger used once, signs in.
    expect((await signIn('amina', PASSWORD, '198.51.100.99')).status).toBe(200);
    expect((await signIn('amina', PASSWORD, '198.51.100.10')).status).toBe(200);
    // A stranger keeping it up (one failure every 3 minutes from new IPs) changes nothing.
    for (let i = 0; i < 10; i++) {
      t += 3 * 60_000;
      expect((await signIn('amina', 'wrong password', `198.51.100.${20 + i}`)).status).toBe(401);
    }
    expect((await signIn('amina', PASSWORD, '198.51.100.98')).status).toBe(200);
  });

  it('an account guessed at from many IPs is slowed down, never refused', async () => {
    // 30 failures on amina in the window, each from another IP (as a botnet would).
    const at = new Date(Date.now() - 60_000);
    await db.insert(loginAttempts).values(
      Array.from({ length: 30 }, (_, i) => ({
        ipAddress: `203.0.113.${100 + i}`,
        username: 'amina',
        succeeded: false,
        attemptedAt: at,
      })),
    );
    expect(accountSlowdownMs(31)).toBe(11 * ACCOUNT_SLOWDOWN_STEP_MS);
    const started = performance.now();
    const owner = await signIn('amina', PASSWORD, '192.0.2.77');
    const elapsed = performance.now() - started;
    expect(owner.status).toBe(200);
    expect(elapsed).toBeGreaterThanOrEqual(11 * ACCOUNT_SLOWDOWN_STEP_MS - 20);
    // Another account is not slowed: its sign-in takes the hashing alone, not amina's added pause
    // (compared with amina's own time, so a busy machine slows both alike).
    const t0 = performance.now();
    expect((await signIn('bilal', PASSWORD, '192.0.2.78')).status).toBe(200);
    expect(performance.now() - t0).toBeLessThan(elapsed - 5 * ACCOUNT_SLOWDOWN_STEP_MS);
  });

  it('wrong guesses at the current password in "change my password" count like sign-in failures', async () => {
    const cookie = await cookieFor(editorId);
    const change = (currentPassword: string, ip = '192.0.2.90') =>
      call(
        password,
        staffRequest('POST', API.adminPassword, {
          cookie,
          body: { currentPassword, newPassword: 'a brand new long password' },
        }),
        context({}, ip),
      );
    for (let i = 0; i < 5; i++) expect((await change('not my password')).status).toBe(422);
    const limited = await change('not my password');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right one waits out the lock from that IP, and sign-in from it is locked too: one set of counters.
    expect((await change(PASSWORD)).status).toBe(429);
    expect((await signIn('amina', PASSWORD, '192.0.2.90')).status).toBe(429);
    // The same session from another IP still can.
    expect((await change(PASSWORD, '192.0.2.91')).status).toBe(200);
    await db
      .update(staffAccounts)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(staffAccounts.id, editorId));
  });

  it('never trusts X-Forwarded-For: without a platform IP the 5 count per account among IP-less attempts', async () => {
    for (let i = 0; i < 5; i++) {
      const failed = await call(
        login,
        jsonRequest(
          '/api/admin/login',
          { username: 'amina', password: 'wrong password' },
          { headers: { 'X-Forwarded-For': `10.0.0.${i}` } },
        ),
        context({}, ''),
      );
      expect(failed.status).toBe(401);
    }
    const rotated = await call(
      login,
      jsonRequest(
        '/api/admin/login',
        { username: 'amina', password: PASSWORD },
        { headers: { 'X-Forwarded-For': '10.9.9.9' } },
      ),
      context({}, ''),
    );
    expect(rotated.status).toBe(429);
    const stored = await db.execute(sql`SELECT DISTINCT ip_address FROM login_attempts`);
    expect((stored as unknown as { rows: { ip_address: string }[] }).rows).toEqual([{ ip_address: 'unknown' }]);
    // and another account is not locked by a shared "unknown" IP bucket
    expect(
      (await call(login, jsonRequest('/api/admin/login', { username: 'bilal', password: PASSWORD }), context({}, '')))
        .status,
    ).toBe(200);
  });

  it('a burst of parallel guesses gets no more than 5 tries past the limit', async () => {
    const burst = await Promise.all(Array.from({ length: 12 }, () => signIn('amina', 'wrong password', '192.0.2.60')));
    const statuses = burst.map((res) => res.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    // However the burst fell, this IP gets exactly 5 password checks in the window, then 429.
    let checked = statuses.filter((status) => status === 401).length;
    while ((await signIn('amina', 'wrong password', '192.0.2.60')).status === 401) checked++;
    expect(checked).toBe(5);
    expect((await signIn('amina', PASSWORD, '192.0.2.60')).status).toBe(429);
  });

  it('ends the session after 2 hours (server clock)', async () => {
    let t = new Date('2026-03-02T08:00:00Z').getTime();
    setClock(() => new Date(t));
    const cookie = cookieFrom((await signIn('amina', PASSWORD)).headers);
    t += 2 * 60 * 60 * 1000 - 1000;
    expect((await call(session, staffRequest('GET', API.adminSession, { cookie }))).status).toBe(200);
    t += 2000;
    expect((await call(session, staffRequest('GET', API.adminSession, { cookie }))).status).toBe(401);
  });

  it('logout ends the session at once; replaying it answers 401', async () => {
    const cookie = cookieFrom((await signIn('amina', PASSWORD)).headers);
    const out = await call(logout, staffRequest('POST', API.adminLogout, { cookie, body: {} }));
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await call(session, staffRequest('GET', API.adminSession, { cookie }))).status).toBe(401);
    expect((await call(logout, staffRequest('POST', API.adminLogout, { cookie, body: {} }))).status).toBe(401);
  });

  it('logout from another origin is refused', async () => {
    const cookie = cookieFrom((await signIn('amina', PASSWORD)).headers);
    expect(
      (await call(logout, staffRequest('POST', API.adminLogout, { cookie, body: {}, origin: 'https://evil.example' })))
        .status,
    ).toBe(403);
    expect((await call(logout, staffRequest('POST', API.adminLogout, { cookie, body: {}, origin: null }))).status).toBe(
      403,
    );
    const formPost = staffRequest('POST', API.adminLogout, {
      cookie,
      body: 'x=1',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect((await call(logout, formPost)).status).toBe(415);
    expect((await call(session, staffRequest('GET', API.adminSession, { cookie }))).status).toBe(200);
  });

  it('a disabled account cannot sign in and its live sessions end at once', async () => {
    const cookie = cookieFrom((await signIn('amina', PASSWORD)).headers);
    await setStaffDisabled(db, editorId, true);
    try {
      expect((await call(session, staffRequest('GET', API.adminSession, { cookie }))).status).toBe(401);
      const again = await signIn('amina', PASSWORD);
      expect(again.status).toBe(401);
      expect(again.body).toEqual({ error: 'Invalid username or password' });
    } finally {
      await setStaffDisabled(db, editorId, false);
    }
  });

  it('signed out, the session endpoint answers 401', async () => {
    expect((await call(session, staffRequest('GET', API.adminSession))).status).toBe(401);
    expect(
      (await call(session, staffRequest('GET', API.adminSession, { cookie: '__Host-thawab_session=forged' }))).status,
    ).toBe(401);
  });
});

describe('the hourly purge of sessions and sign-in attempts', () => {
  afterAll(() => closeDb());

  it('is a scheduled function with no URL of its own', () => {
    expect(purgeConfig).toEqual({ schedule: expect.stringMatching(/^\S+ \S+ \S+ \S+ \S+$/) });
    expect(purgeConfig).not.toHaveProperty('path');
  });

  it('deletes expired sessions and attempts older than 30 days, and keeps the rest', async () => {
    await truncate('staff_accounts', 'login_attempts');
    const { id } = await createStaff('purged', 'Moderator');
    const day = 24 * 60 * 60 * 1000;
    await getDb()
      .insert(staffSessions)
      .values([
        { tokenHash: 'a'.repeat(64), staffId: id, expiresAt: new Date(Date.now() - 1000) },
        { tokenHash: 'b'.repeat(64), staffId: id, expiresAt: new Date(Date.now() + 60 * 60 * 1000) },
      ]);
    await getDb()
      .insert(loginAttempts)
      .values([
        { ipAddress: '192.0.2.1', username: 'purged', succeeded: false, attemptedAt: new Date(Date.now() - 31 * day) },
        { ipAddress: '192.0.2.1', username: 'purged', succeeded: false, attemptedAt: new Date(Date.now() - day) },
      ]);
    const run = await call(
      purgeAuthRecords,
      new Request('http://localhost/.netlify/functions/scheduled-purge-auth-records', { method: 'POST', body: '{}' }),
    );
    expect(run).toMatchObject({ status: 200, body: { sessions: 1, attempts: 1 } });
    expect((await getDb().select().from(staffSessions)).map((row) => row.tokenHash)).toEqual(['b'.repeat(64)]);
    expect(await getDb().select().from(loginAttempts)).toHaveLength(1);
  });
});
