// Sign-in: one answer for an unknown user and a wrong password (same message, same scrypt work),
// and at most 5 failures per IP in 15 minutes, counted in the database (functions share no memory).
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { loginAttempts, staffAccounts } from '../../../db/schema.ts';
import { HttpError } from '../http.ts';
import { now } from './clock.ts';
import { dummyPasswordHash, verifyPassword } from './password.ts';
import { createSession, type StaffIdentity } from './session.ts';

export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const INVALID_CREDENTIALS = 'Invalid username or password';

async function failuresInWindow(db: Database, ip: string): Promise<Date[]> {
  const since = new Date(now().getTime() - LOGIN_WINDOW_MS);
  const rows = await db
    .select({ attemptedAt: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ipAddress, ip), eq(loginAttempts.succeeded, false), gt(loginAttempts.attemptedAt, since)))
    .orderBy(asc(loginAttempts.attemptedAt));
  return rows.map((row) => row.attemptedAt);
}

/**
 * Records this attempt as a failure before the password is checked, then counts. Parallel
 * requests therefore all see each other, and no burst gets more than 5 tries past the limit.
 * An attempt over the limit is removed again (so hammering does not extend the lock-out) and
 * answered 429 with Retry-After. Returns the attempt's id, to mark it succeeded later.
 */
async function recordAttemptWithinLimit(db: Database, ip: string, username: string): Promise<number> {
  const [attempt] = await db
    .insert(loginAttempts)
    .values({ ipAddress: ip.slice(0, 45), username: username.slice(0, 64), succeeded: false, attemptedAt: now() })
    .returning({ id: loginAttempts.id });
  const failures = await failuresInWindow(db, ip);
  if (failures.length <= LOGIN_FAILURE_LIMIT) return attempt!.id;
  await db.delete(loginAttempts).where(eq(loginAttempts.id, attempt!.id));
  const earlier = await failuresInWindow(db, ip);
  // The window frees up when the oldest failure that keeps us at the limit leaves it.
  const freeing = earlier[Math.max(0, earlier.length - LOGIN_FAILURE_LIMIT)] ?? now();
  const retryAfter = Math.max(1, Math.ceil((freeing.getTime() + LOGIN_WINDOW_MS - now().getTime()) / 1000));
  throw new HttpError(429, 'Too many sign-in attempts. Please wait and try again.', undefined, { 'Retry-After': String(retryAfter) });
}

export async function signIn(
  db: Database,
  { username, password, ip }: { username: string; password: string; ip: string },
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
