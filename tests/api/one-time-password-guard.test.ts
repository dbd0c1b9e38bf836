// A session still on its one-time password (must change password) may only act on its own account:
// read its session, change its password, sign out. Every other staff endpoint answers 403, whatever
// the role. The walk reads functions/, so a new endpoint is covered without being listed here.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccounts } from '../../db/schema.ts';
import { API } from '../../src/lib/routes.ts';
import { PASSWORD_CHANGE_REQUIRED } from '../../src/server/auth/guard.ts';
import { closeDb, call, context, truncate, useTestDatabase } from './helpers.ts';
import { loadEndpoints, type Endpoint } from './endpoints.ts';
import { cookieFor, createStaff, staffRequest } from './staff-helpers.ts';

const db = useTestDatabase();

/** What a one-time-password session may still do. */
const OWN_ACCOUNT = new Set([`GET ${API.adminSession}`, `POST ${API.adminPassword}`, `POST ${API.adminLogout}`]);

async function oneTimePasswordAccount(username: string, role: 'Super Admin' | 'Content Editor') {
  const { id } = await createStaff(username, role);
  await db.update(staffAccounts).set({ mustChangePassword: true }).where(eq(staffAccounts.id, id));
  return id;
}

const send = (endpoint: Endpoint, method: string, cookie?: string, path = endpoint.path) =>
  call(
    endpoint.handler,
    staffRequest(method, path, { cookie, body: method === 'GET' || method === 'DELETE' ? undefined : {} }),
    context(endpoint.params),
  );

let endpoints: Endpoint[] = [];
let rootId = 0;
let editorId = 0;

beforeAll(async () => {
  await truncate('staff_accounts', 'login_attempts');
  rootId = await oneTimePasswordAccount('otp-root', 'Super Admin');
  editorId = await oneTimePasswordAccount('otp-editor', 'Content Editor');
  endpoints = await loadEndpoints();
});
afterAll(() => closeDb());

describe('a session on a one-time password', () => {
  it('gets 403 "choose a new password" from every staff endpoint but its own session, password and sign-out', async () => {
    const staffCalls: string[] = [];
    const refused: string[] = [];
    const answered: Record<string, number> = {};
    const signedOut: Record<string, number> = {};
    for (const endpoint of endpoints) {
      for (const method of endpoint.methods) {
        const name = `${method} ${endpoint.pattern}`;
        const anonymous = await send(endpoint, method);
        signedOut[name] = anonymous.status;
        // A staff endpoint is one that asks a signed-out caller to sign in (405: not on this path);
        // the app's own API asks for an app user's Bearer token instead (decision 0038).
        if (signedOut[name] !== 401 || /^Bearer/.test(anonymous.headers.get('www-authenticate') ?? '')) continue;
        staffCalls.push(name);
        // A fresh session each time: the sign-out call ends the one it is given.
        const res = await send(endpoint, method, await cookieFor(rootId));
        answered[name] = res.status;
        if (res.status === 403 && res.body.error === PASSWORD_CHANGE_REQUIRED) refused.push(name);
      }
    }
    // The walk saw every back-office endpoint (each answers 401 signed out), not just a few.
    const adminCalls = endpoints
      .filter((e) => e.pattern.startsWith(API.adminSession.replace('session', '')) && e.pattern !== API.adminLogin)
      .flatMap((e) => e.methods.map((m) => `${m} ${e.pattern}`))
      .filter((name) => signedOut[name] !== 405);
    expect(staffCalls).toEqual(expect.arrayContaining(adminCalls));
    expect(staffCalls).toEqual(
      expect.arrayContaining([
        `POST ${API.blogPosts}`,
        `PUT ${API.blogPostById.pattern}`,
        `GET ${API.media}`,
        `POST ${API.media}`,
      ]),
    );
    expect(staffCalls.length).toBeGreaterThan(60);
    const expected = staffCalls.filter((name) => !OWN_ACCOUNT.has(name));
    expect(refused.sort()).toEqual(expected.sort());
    for (const name of OWN_ACCOUNT) expect(answered[name], name).not.toBe(403);
  });

  it('cannot read Blog analytics or export it, in any role that otherwise may', async () => {
    const blog = endpoints.find((e) => e.pattern === API.analyticsBlog.pattern)!;
    const exportCsv = endpoints.find((e) => e.pattern === API.analyticsExport.pattern)!;
    for (const id of [rootId, editorId]) {
      for (const [endpoint, path] of [
        [blog, `${blog.path}?period=30d`],
        [exportCsv, `${exportCsv.path}?view=blog&period=30d`],
      ] as const) {
        const res = await send(endpoint, 'GET', await cookieFor(id), path);
        expect(res.status, path).toBe(403);
        expect(res.body).toEqual({ error: PASSWORD_CHANGE_REQUIRED });
      }
    }
  });

  it('still reads its own session (which says a new password is needed)', async () => {
    const session = endpoints.find((e) => e.pattern === API.adminSession)!;
    const res = await send(session, 'GET', await cookieFor(editorId));
    expect(res.status).toBe(200);
    expect(res.body.mustChangePassword).toBe(true);
  });
});
