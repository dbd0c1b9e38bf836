// Staff sessions: a random 256-bit token lives only in the cookie; the database keeps its SHA-256.
// Lifetime 2 hours from sign-in (product §9), checked here on every request.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { staffAccounts, staffSessions } from '../../../db/schema.ts';
import type { StaffRole } from '../../lib/staff-roles.ts';
import { now } from '../clock.ts';

export const SESSION_COOKIE = '__Host-thawab_session';
export const SESSION_LIFETIME_MS = 2 * 60 * 60 * 1000;

export interface StaffIdentity {
  id: number;
  username: string;
  displayName: string;
  role: StaffRole;
}

export interface StaffSession {
  staff: StaffIdentity;
  sessionId: number;
  expiresAt: Date;
  /** The password was set by someone else: nothing but changing it is allowed until then. */
  mustChangePassword: boolean;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Database, staffId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const createdAt = now();
  const expiresAt = new Date(createdAt.getTime() + SESSION_LIFETIME_MS);
  // Expired sessions of this person are of no use to anyone: clear them while we are here.
  await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.staffId, staffId), lte(staffSessions.expiresAt, createdAt)));
  await db.insert(staffSessions).values({ tokenHash: hashToken(token), staffId, createdAt, expiresAt });
  return { token, expiresAt };
}

/** The live session for a token: unexpired and belonging to an enabled account; else null. */
export async function findSession(db: Database, token: string): Promise<StaffSession | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      expiresAt: staffSessions.expiresAt,
      id: staffAccounts.id,
      username: staffAccounts.username,
      displayName: staffAccounts.displayName,
      role: staffAccounts.role,
      mustChangePassword: staffAccounts.mustChangePassword,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        gt(staffSessions.expiresAt, now()),
        eq(staffAccounts.disabled, false),
      ),
    );
  if (!row) return null;
  const { sessionId, expiresAt, mustChangePassword, ...staff } = row;
  return { staff, sessionId, expiresAt, mustChangePassword };
}

export async function deleteSession(db: Database, sessionId: number): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.id, sessionId));
}

/**
 * Ends every session of an account (disabled, password reset), or every one but `keep` (own
 * password changed). Returns how many ended. Takes a transaction too.
 */
export async function deleteSessionsOf(db: Pick<Database, 'delete'>, staffId: number, keep?: number): Promise<number> {
  const rows = await db
    .delete(staffSessions)
    .where(
      keep === undefined
        ? eq(staffSessions.staffId, staffId)
        : and(eq(staffSessions.staffId, staffId), ne(staffSessions.id, keep)),
    )
    .returning({ id: staffSessions.id });
  return rows.length;
}

export function sessionCookie(token: string, expiresAt: Date): string {
  const maxAge = Math.max(0, Math.round((expiresAt.getTime() - now().getTime()) / 1000));
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=${maxAge}`;
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=0`;
}

export function readSessionToken(request: Request): string | null {
  const header = request.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === SESSION_COOKIE) return part.slice(index + 1).trim() || null;
  }
  return null;
}
