// requireStaff: the gate in front of every staff endpoint. Signed out → 401; role lacks the
// permission → 403 (deny by default); cookie-authenticated writes from another origin → 403; a
// session on a one-time password → 403 except on its own account's endpoints.
import { getDb } from '../db.ts';
import { publicOrigins } from '../env.ts';
import { siteOrigin } from '../site-origin.ts';
import { HttpError } from '../http.ts';
import { can, type Permission } from '../../lib/permissions.ts';
import { findSession, readSessionToken, type StaffSession } from './session.ts';

export const PASSWORD_CHANGE_REQUIRED = 'Choose a new password before continuing';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The origins staff pages are served from, as configured (SITE_URL / Netlify's URL and
 * DEPLOY_PRIME_URL / ALLOWED_ORIGINS, else the production origin). Never the request's own URL: a
 * request-target or Host header can make that name any host.
 */
function allowedOrigins(): Set<string> {
  return new Set([siteOrigin(), ...publicOrigins()]);
}

/** Writes must come from our own pages: Origin must be present and ours. */
export function requireSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return;
  const origin = request.headers.get('origin');
  if (!origin || !allowedOrigins().has(origin)) {
    throw new HttpError(403, 'This request must come from the site itself');
  }
}

async function liveSession(request: Request): Promise<StaffSession | null> {
  const token = readSessionToken(request);
  if (!token) return null;
  return findSession(getDb(), token);
}

/**
 * The signed-in staff member's session for optional staff views (drafts in lists, previews), or
 * null (never throws for a missing/expired session). A session still on a one-time password counts
 * as signed out here: it may only choose a new password.
 */
export async function currentStaff(request: Request): Promise<StaffSession | null> {
  const session = await liveSession(request);
  return session && !session.mustChangePassword ? session : null;
}

/**
 * What an endpoint needs: a permission, any one of several, or OWN_ACCOUNT (any signed-in staff
 * member acting on their own account: reading their session, changing their password, signing out).
 */
export const OWN_ACCOUNT = 'own-account';
export type StaffAccess = Permission | readonly [Permission, ...Permission[]] | typeof OWN_ACCOUNT;

/**
 * The gate in front of every staff endpoint (the one place these rules live): same Origin for
 * writes, a live session (401), the role's permission (403), and a session still on a one-time
 * password may only use OWN_ACCOUNT endpoints (403 PASSWORD_CHANGE_REQUIRED everywhere else).
 */
export async function requireStaff(request: Request, access: StaffAccess): Promise<StaffSession> {
  requireSameOrigin(request);
  const session = await liveSession(request);
  if (!session) throw new HttpError(401, 'Please sign in to continue');
  if (access === OWN_ACCOUNT) return session;
  const needed: readonly Permission[] = typeof access === 'string' ? [access] : access;
  if (!needed.some((permission) => can(session.staff.role, permission))) {
    throw new HttpError(403, 'Your role does not allow this');
  }
  if (session.mustChangePassword) throw new HttpError(403, PASSWORD_CHANGE_REQUIRED);
  return session;
}
