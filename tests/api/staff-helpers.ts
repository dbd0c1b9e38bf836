// Staff fixtures for API tests: real accounts (real scrypt hashes at the test cost, decision 0073)
// and real sessions.
import { postPayload } from '../../scripts/support/post-payload.ts';
import { getDb } from '../../src/server/db.ts';
import { createStaffAccount } from '../../src/server/auth/accounts.ts';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/session.ts';
import { STAFF_ROLES, type StaffRole } from '../../src/lib/staff-roles.ts';
import { ORIGIN } from './helpers.ts';

export const PASSWORD = 'correct horse battery staple';

export async function createStaff(username: string, role: StaffRole) {
  return createStaffAccount(getDb(), { username, displayName: `${role} ${username}`, role, password: PASSWORD });
}

/** A session cookie header for an account, as the browser would send it. */
export async function cookieFor(staffId: number): Promise<string> {
  const { token } = await createSession(getDb(), staffId);
  return `${SESSION_COOKIE}=${token}`;
}

/**
 * One account per role (`<prefix>-super-admin`, `<prefix>-content-editor`, `<prefix>-moderator`)
 * and a session cookie for each: what a test of an endpoint × role needs, made the way sign-in does.
 */
export async function cookiesByRole(prefix: string): Promise<Record<StaffRole, string>> {
  const cookies = {} as Record<StaffRole, string>;
  for (const role of STAFF_ROLES) {
    const username = `${prefix}-${role.toLowerCase().replace(' ', '-')}`;
    cookies[role] = await cookieFor((await createStaff(username, role)).id);
  }
  return cookies;
}

/** A request as the admin pages send it: same Origin, JSON body when given, the session cookie. */
export function staffRequest(
  method: string,
  path: string,
  {
    cookie,
    body,
    origin = ORIGIN,
    headers = {},
  }: { cookie?: string; body?: unknown; origin?: string | null; headers?: Record<string, string> } = {},
) {
  const h: Record<string, string> = { ...headers };
  if (cookie) h.Cookie = cookie;
  if (origin) h.Origin = origin;
  if (body !== undefined && !h['Content-Type']) h['Content-Type'] = 'application/json';
  return new Request(`${ORIGIN}${path}`, {
    method,
    headers: h,
    body:
      body === undefined
        ? undefined
        : typeof body === 'string' || body instanceof Uint8Array
          ? (body as BodyInit)
          : JSON.stringify(body),
  });
}

export function validPost(overrides: Record<string, unknown> = {}) {
  return postPayload({
    title: 'Gratitude Every Morning',
    slug: 'gratitude-every-morning',
    content: 'A short **practice** of thanks.',
    author: 'Amina Yusuf',
    authorBio: 'Writes about faith habits.',
    category: 'Spiritual Growth',
    tags: ['gratitude'],
    ...overrides,
  });
}
