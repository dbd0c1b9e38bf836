// Sign-in: one answer for an unknown user and a wrong password (same message, same scrypt work:
// the dummy hash is computed when this module loads), and the limits on password guesses, counted
// in the database (functions share no memory). Every check of a staff password against a guess
// (sign-in and "change my own password") goes through checkPasswordWithinLimits, so both share one
// set of counters (decision 0030):
// - hard block: 5 failures in 15 minutes from one IP (whatever accounts it tried) lock that IP out
//   for the rest of the window (429 + Retry-After). Without a platform IP, the 5 count per account
//   among the attempts that came without one.
// - per account, across all IPs: past 20 failures in 15 minutes every attempt on that account is
//   slowed (a pause before the password is checked, growing to 5 s), never refused, so a stranger
//   failing on purpose cannot keep the owner out.
import { and, asc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { loginAttempts, staffAccounts, staffSessions } from '../../../db/schema.ts';
import { HttpError } from '../http.ts';
import { now, pause } from '../clock.ts';
import { dummyPasswordHash, prepareDummyPasswordHash, verifyPassword } from './password.ts';
import { createSession, type StaffIdentity } from './session.ts';

export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures on one account (all IPs, in the window) before its attempts are slowed. */
export const ACCOUNT_SLOWDOWN_AFTER = 20;
/** Each failure past ACCOUNT_SLOWDOWN_AFTER adds this much pause, up to ACCOUNT_SLOWDOWN_MAX_MS. */
export const ACCOUNT_SLOWDOWN_STEP_MS = 250;
export const ACCOUNT_SLOWDOWN_MAX_MS = 5000;
export const INVALID_CREDENTIALS = 'Invalid username or password';
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait and try again.';
/** What login_attempts stores when the platform gave no client IP. */
export const UNKNOWN_IP = 'unknown';
/** Sign-in attempts are kept this long (well past the window) for the record, then purged. */
export const LOGIN_ATTEMPT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

// Start the dummy hash now, so the first unknown username does not pay for making it.
prepareDummyPasswordHash();

const byIp = (ip: string) => eq(loginAttempts.ipAddress, ip);
const byAccount = (username: string) => sql`lower(${loginAttempts.username}) = lower(${username})`;
const byAccountWithoutIp = (username: string) => and(byAccount(username), byIp(UNKNOWN_IP));

/** The hard-block rule for an attempt: its IP, or its account among IP-less attempts. */
const hardRule = (ip: string | null, username: string) => (ip ? byIp(ip) : byAccountWithoutIp(username));

async function failuresInWindow(db: Database, who: SQL | undefined): Promise<Date[]> {
  const since = new Date(now().getTime() - LOGIN_WINDOW_MS);
  const rows = await db
    .select({ attemptedAt: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(and(who, eq(loginAttempts.succeeded, false), gt(loginAttempts.attemptedAt, since)))
    .orderBy(asc(loginAttempts.attemptedAt));
  return rows.map((row) => row.attemptedAt);
}

async function failureCount(db: Database, who: SQL | undefined): Promise<number> {
  const since = new Date(now().getTime() - LOGIN_WINDOW_MS);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(and(who, eq(loginAttempts.succeeded, false), gt(loginAttempts.attemptedAt, since)));
  return row?.n ?? 0;
}

/**
 * Seconds until a lock made of these failures (oldest first) ends, or null when there is no lock
 * (fewer than LOGIN_FAILURE_LIMIT failures in the window ending at `at`).
 */
export function lockSecondsLeft(failures: readonly Date[], at: Date): number | null {
  const inWindow = failures.filter((time) => time.getTime() > at.getTime() - LOGIN_WINDOW_MS);
  if (inWindow.length < LOGIN_FAILURE_LIMIT) return null;
  // The lock ends when the oldest failure that keeps the count at the limit leaves the window.
  const freeing = inWindow[inWindow.length - LOGIN_FAILURE_LIMIT]!;
  return Math.max(1, Math.ceil((freeing.getTime() + LOGIN_WINDOW_MS - at.getTime()) / 1000));
}

/**
 * The pause before checking a password on an account with this many failures in the window (this
 * attempt, already recorded as one, included): none up to ACCOUNT_SLOWDOWN_AFTER, then growing by
 * ACCOUNT_SLOWDOWN_STEP_MS per failure, at most ACCOUNT_SLOWDOWN_MAX_MS.
 */
export function accountSlowdownMs(accountFailures: number): number {
  const over = accountFailures - ACCOUNT_SLOWDOWN_AFTER;
  return over <= 0 ? 0 : Math.min(ACCOUNT_SLOWDOWN_MAX_MS, over * ACCOUNT_SLOWDOWN_STEP_MS);
}

/**
 * Records this attempt as a failure before the password is checked, then applies the hard block
 * (parallel requests therefore all see each other, and no burst gets more than 5 tries past it).
 * An attempt over the limit is removed again (so hammering does not extend the lock-out) and
 * answered 429, with Retry-After when a lock exists. Then pauses when the account is being guessed
 * at from many IPs. Returns the attempt's id, to mark it succeeded later.
 */
async function recordAttemptWithinLimit(db: Database, ip: string | null, username: string): Promise<number> {
  const [attempt] = await db
    .insert(loginAttempts)
    .values({ ipAddress: ip ?? UNKNOWN_IP, username: username.slice(0, 64), succeeded: false, attemptedAt: now() })
    .returning({ id: loginAttempts.id });
  const rule = hardRule(ip, username);
  if ((await failureCount(db, rule)) > LOGIN_FAILURE_LIMIT) {
    await db.delete(loginAttempts).where(eq(loginAttempts.id, attempt!.id));
    const seconds = lockSecondsLeft(await failuresInWindow(db, rule), now());
    // Parallel attempts that are about to remove themselves may have pushed the count over without
    // a lock behind it: refuse this one, but promise no wait that does not exist.
    throw new HttpError(429, TOO_MANY_ATTEMPTS, undefined, seconds === null ? {} : { 'Retry-After': String(seconds) });
  }
  const slowdown = accountSlowdownMs(await failureCount(db, byAccount(username)));
  if (slowdown > 0) await pause(slowdown);
  return attempt!.id;
}

/**
 * Checks a guess at a staff password within the limits above: 429 when the hard block holds,
 * otherwise `verify`'s answer (null for a wrong guess), recorded as a success or a failure.
 * `username` is the account the guess is for (as typed at sign-in; the session's own for a
 * password change).
 */
export async function checkPasswordWithinLimits<T>(
  db: Database,
  { ip, username }: { ip: string | null; username: string },
  verify: () => Promise<T | null>,
): Promise<T | null> {
  const attemptId = await recordAttemptWithinLimit(db, ip, username);
  const result = await verify();
  if (result !== null) await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, attemptId));
  return result;
}

export async function signIn(
  db: Database,
  { username, password, ip }: { username: string; password: string; ip: string | null },
): Promise<{ staff: StaffIdentity; token: string; expiresAt: Date; mustChangePassword: boolean }> {
  const account = await checkPasswordWithinLimits(db, { ip, username }, async () => {
    const [found] = await db
      .select()
      .from(staffAccounts)
      .where(sql`lower(${staffAccounts.username}) = lower(${username})`);
    // Do the same scrypt work whether or not the account exists.
    const passwordOk = await verifyPassword(password, found?.passwordHash ?? (await dummyPasswordHash()));
    return found && passwordOk && !found.disabled ? found : null;
  });
  if (!account) throw new HttpError(401, INVALID_CREDENTIALS);
  const { token, expiresAt } = await createSession(db, account.id);
  await db.update(staffAccounts).set({ lastSignInAt: now() }).where(eq(staffAccounts.id, account.id));
  return {
    staff: { id: account.id, username: account.username, displayName: account.displayName, role: account.role },
    token,
    expiresAt,
    mustChangePassword: account.mustChangePassword,
  };
}

/** Deletes expired sessions and sign-in attempts older than the retention; returns how many. */
export async function purgeAuthRecords(db: Database, at = now()): Promise<{ sessions: number; attempts: number }> {
  const sessions = await db
    .delete(staffSessions)
    .where(lt(staffSessions.expiresAt, at))
    .returning({ id: staffSessions.id });
  const attempts = await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.attemptedAt, new Date(at.getTime() - LOGIN_ATTEMPT_RETENTION_MS)))
    .returning({ id: loginAttempts.id });
  return { sessions: sessions.length, attempts: attempts.length };
}
