// Sign-in: one answer for an unknown user and a wrong password (same message, same scrypt work:
// the dummy hash is computed when this module loads), and at most 5 failures in 15 minutes per IP
// and per account, counted in the database (functions share no memory).
import { and, asc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { loginAttempts, staffAccounts, staffSessions } from '../../../db/schema.ts';
import { HttpError } from '../http.ts';
import { now } from './clock.ts';
import { dummyPasswordHash, prepareDummyPasswordHash, verifyPassword } from './password.ts';
import { createSession, type StaffIdentity } from './session.ts';

export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const INVALID_CREDENTIALS = 'Invalid username or password';
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait and try again.';
/** What login_attempts stores when the platform gave no client IP (that rule is then skipped). */
export const UNKNOWN_IP = 'unknown';
/** Sign-in attempts are kept this long (well past the window) for the record, then purged. */
export const LOGIN_ATTEMPT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

// Start the dummy hash now, so the first unknown username does not pay for making it.
prepareDummyPasswordHash();

const byIp = (ip: string) => eq(loginAttempts.ipAddress, ip);
const byAccount = (username: string) => sql`lower(${loginAttempts.username}) = lower(${username})`;

async function failuresInWindow(db: Database, who: SQL | undefined): Promise<Date[]> {
  const since = new Date(now().getTime() - LOGIN_WINDOW_MS);
  const rows = await db
    .select({ attemptedAt: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(and(who, eq(loginAttempts.succeeded, false), gt(loginAttempts.attemptedAt, since)))
    .orderBy(asc(loginAttempts.attemptedAt));
  return rows.map((row) => row.attemptedAt);
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
 * Records this attempt as a failure before the password is checked, then counts per IP (when the
 * platform gave one) and per account. Parallel requests therefore all see each other, and no
 * burst gets more than 5 tries past either limit. An attempt over a limit is removed again (so
 * hammering does not extend the lock-out) and answered 429, with Retry-After when a lock exists.
 * Returns the attempt's id, to mark it succeeded later.
 */
async function recordAttemptWithinLimit(db: Database, ip: string | null, username: string): Promise<number> {
  const [attempt] = await db
    .insert(loginAttempts)
    .values({ ipAddress: ip ?? UNKNOWN_IP, username: username.slice(0, 64), succeeded: false, attemptedAt: now() })
    .returning({ id: loginAttempts.id });
  const rules = [byAccount(username), ...(ip ? [byIp(ip)] : [])];
  const counts = await Promise.all(rules.map((rule) => failuresInWindow(db, rule)));
  if (counts.every((failures) => failures.length <= LOGIN_FAILURE_LIMIT)) return attempt!.id;
  await db.delete(loginAttempts).where(eq(loginAttempts.id, attempt!.id));
  const at = now();
  const locks = (await Promise.all(rules.map((rule) => failuresInWindow(db, rule))))
    .map((failures) => lockSecondsLeft(failures, at))
    .filter((seconds): seconds is number => seconds !== null);
  // Parallel attempts that are about to remove themselves may have pushed the count over without
  // a lock behind it: refuse this one, but promise no wait that does not exist.
  const headers: Record<string, string> = locks.length ? { 'Retry-After': String(Math.max(...locks)) } : {};
  throw new HttpError(429, TOO_MANY_ATTEMPTS, undefined, headers);
}

export async function signIn(
  db: Database,
  { username, password, ip }: { username: string; password: string; ip: string | null },
): Promise<{ staff: StaffIdentity; token: string; expiresAt: Date; mustChangePassword: boolean }> {
  const attemptId = await recordAttemptWithinLimit(db, ip, username);
  const [account] = await db
    .select()
    .from(staffAccounts)
    .where(sql`lower(${staffAccounts.username}) = lower(${username})`);
  // Do the same scrypt work whether or not the account exists.
  const passwordOk = await verifyPassword(password, account?.passwordHash ?? (await dummyPasswordHash()));
  const succeeded = Boolean(account && passwordOk && !account.disabled);
  if (!succeeded || !account) throw new HttpError(401, INVALID_CREDENTIALS);
  await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, attemptId));
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
  const sessions = await db.delete(staffSessions).where(lt(staffSessions.expiresAt, at)).returning({ id: staffSessions.id });
  const attempts = await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.attemptedAt, new Date(at.getTime() - LOGIN_ATTEMPT_RETENTION_MS)))
    .returning({ id: loginAttempts.id });
  return { sessions: sessions.length, attempts: attempts.length };
}
