// Sign-in rules that need no database (decision 0030): the client IP comes from the platform only, a
// lock (and so Retry-After) exists only at 5 failures in the window, an account failed at from
// many IPs is slowed rather than locked, and the dummy password hash
// is started when the sign-in module loads, not by the first unknown username.
import { describe, expect, it, vi } from 'vitest';
import { clientIp } from '../../src/server/http.ts';
import {
  ACCOUNT_SLOWDOWN_AFTER,
  ACCOUNT_SLOWDOWN_MAX_MS,
  ACCOUNT_SLOWDOWN_STEP_MS,
  LOGIN_FAILURE_LIMIT,
  LOGIN_WINDOW_MS,
  accountSlowdownMs,
  lockSecondsLeft,
} from '../../src/server/auth/login.ts';

describe('clientIp', () => {
  const request = new Request('http://localhost/', {
    headers: { 'X-Forwarded-For': '10.1.2.3', 'X-Nf-Client-Connection-Ip': '10.4.5.6' },
  });
  it("is Netlify's context.ip", () => {
    expect(clientIp(request, { ip: '203.0.113.9' })).toBe('203.0.113.9');
  });
  it('is null without one: request headers are never believed', () => {
    expect(clientIp(request, { ip: '' })).toBeNull();
    expect(clientIp(request)).toBeNull();
  });
});

describe('lockSecondsLeft', () => {
  const at = new Date('2026-03-01T10:15:00Z');
  const minutesAgo = (...minutes: number[]) => minutes.map((m) => new Date(at.getTime() - m * 60_000));
  it('is null below 5 failures in the window (no lock, no Retry-After)', () => {
    expect(lockSecondsLeft([], at)).toBeNull();
    expect(lockSecondsLeft(minutesAgo(4, 3, 2, 1), at)).toBeNull();
    // a failure older than the window does not count
    expect(lockSecondsLeft(minutesAgo(16, 4, 3, 2, 1), at)).toBeNull();
  });
  it('is the time until the oldest of the last 5 failures leaves the window', () => {
    expect(lockSecondsLeft(minutesAgo(10, 4, 3, 2, 1), at)).toBe(5 * 60);
    expect(lockSecondsLeft(minutesAgo(12, 10, 4, 3, 2, 1), at)).toBe(5 * 60);
    expect(lockSecondsLeft(minutesAgo(0, 0, 0, 0, 0), at)).toBe(LOGIN_WINDOW_MS / 1000);
  });
});

describe('accountSlowdownMs (failures on one account from all IPs: slowed, never locked)', () => {
  it('is no pause up to the ceiling, which is well above the per-IP limit', () => {
    expect(ACCOUNT_SLOWDOWN_AFTER).toBeGreaterThanOrEqual(4 * LOGIN_FAILURE_LIMIT);
    expect(accountSlowdownMs(0)).toBe(0);
    expect(accountSlowdownMs(LOGIN_FAILURE_LIMIT + 1)).toBe(0);
    expect(accountSlowdownMs(ACCOUNT_SLOWDOWN_AFTER)).toBe(0);
  });
  it('grows one step per failure past it, up to a cap that keeps a sign-in within seconds', () => {
    expect(accountSlowdownMs(ACCOUNT_SLOWDOWN_AFTER + 1)).toBe(ACCOUNT_SLOWDOWN_STEP_MS);
    expect(accountSlowdownMs(ACCOUNT_SLOWDOWN_AFTER + 4)).toBe(4 * ACCOUNT_SLOWDOWN_STEP_MS);
    expect(accountSlowdownMs(100_000)).toBe(ACCOUNT_SLOWDOWN_MAX_MS);
    expect(ACCOUNT_SLOWDOWN_MAX_MS).toBeLessThanOrEqual(5000);
  });
});

describe('the dummy password hash', () => {
  it('is started when the sign-in module loads, before any sign-in', async () => {
    vi.resetModules();
    const password = await import('../../src/server/auth/password.ts');
    expect(password.dummyPasswordHashStarted()).toBe(false);
    await import('../../src/server/auth/login.ts');
    expect(password.dummyPasswordHashStarted()).toBe(true);
    await password.dummyPasswordHash();
  }, 20_000);
});
