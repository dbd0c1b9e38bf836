// Sign-in rules that need no database (issue 12): the client IP comes from the platform only, a
// lock (and so Retry-After) exists only at 5 failures in the window, and the dummy password hash
// is started when the sign-in module loads, not by the first unknown username.
import { describe, expect, it, vi } from 'vitest';
import { clientIp } from '../../src/server/http.ts';
import { LOGIN_WINDOW_MS, lockSecondsLeft } from '../../src/server/auth/login.ts';

describe('clientIp', () => {
  const request = new Request('http://localhost/', { headers: { 'X-Forwarded-For': '10.1.2.3', 'X-Nf-Client-Connection-Ip': '10.4.5.6' } });
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
