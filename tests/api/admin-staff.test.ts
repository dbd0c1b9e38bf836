// Admin Roles: the staff endpoints × every role and signed out; the last-Super-Admin and
// not-yourself rules; one-time passwords (must change at next sign-in); resets and disabling end
// sessions; own password; the audit log is read-only and every staff write leaves exactly one row.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import adminStaff from '../../functions/admin-staff.mts';
import adminStaffMember from '../../functions/admin-staff-member.mts';
import adminStaffResetPassword from '../../functions/admin-staff-reset-password.mts';
import adminStaffSessions from '../../functions/admin-staff-sessions.mts';
import adminPassword from '../../functions/admin-password.mts';
import adminAudit from '../../functions/admin-audit.mts';
import adminLogin from '../../functions/admin-login.mts';
import adminSession from '../../functions/admin-session.mts';
import blogPosts from '../../functions/blog-posts.mts';
import { API } from '../../src/lib/routes.ts';
import { PASSWORD_CHANGE_REQUIRED } from '../../src/server/auth/guard.ts';
import { LAST_SUPER_ADMIN, NOT_YOURSELF, WRONG_CURRENT_PASSWORD } from '../../src/server/repositories/staff.ts';
import type { StaffRole } from '../../src/lib/staff-roles.ts';
import { closeDb, call, context, jsonRequest, truncate, useTestDatabase, versionOf } from './helpers.ts';
import { cookieFor, createStaff, PASSWORD, staffRequest, validPost } from './staff-helpers.ts';

const db = useTestDatabase();

const ids = {} as Record<StaffRole, number>;
const cookies = {} as Record<StaffRole, string>;

async function auditRows(): Promise<
  { staff_username: string; action: string; entity_type: string; entity_id: string | null; summary: string }[]
> {
  const result = (await db.execute(
    sql`select staff_username, action, entity_type, entity_id, summary from audit_log order by id`,
  )) as unknown as { rows: never[] };
  return result.rows;
}

async function sessionCount(staffId: number): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from staff_sessions where staff_id = ${staffId}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

const idCtx = (id: number | string) => context({ id: String(id) });
let counter = 0;
const uniqueName = () => `staff-${++counter}-${Math.random().toString(36).slice(2, 7)}`;

async function signIn(username: string, password: string) {
  const res = await call(
    adminLogin,
    jsonRequest(API.adminLogin, { username, password }),
    context({}, `198.51.100.${++counter % 250}`),
  );
  return { ...res, cookie: res.headers.get('set-cookie')?.split(';')[0] };
}

beforeAll(async () => {
  await truncate('staff_accounts', 'audit_log', 'login_attempts', 'blog_posts');
  for (const [username, role] of [
    ['root', 'Super Admin'],
    ['editor', 'Content Editor'],
    ['mod', 'Moderator'],
  ] as const) {
    ids[role] = (await createStaff(username, role)).id;
    cookies[role] = await cookieFor(ids[role]);
  }
});

afterAll(() => closeDb());

describe('the access table: staff endpoint × role (deny by default)', () => {
  type Case = { name: string; run: (cookie?: string) => Promise<number>; ok: number; everyone?: boolean };
  const cases: Case[] = [
    {
      name: 'GET /api/admin/staff',
      ok: 200,
      run: async (cookie) => (await call(adminStaff, staffRequest('GET', API.adminStaff, { cookie }))).status,
    },
    {
      name: 'POST /api/admin/staff',
      ok: 201,
      run: async (cookie) =>
        (
          await call(
            adminStaff,
            staffRequest('POST', API.adminStaff, {
              cookie,
              body: { username: uniqueName(), displayName: 'New Person', role: 'Moderator' },
            }),
          )
        ).status,
    },
    {
      name: 'GET /api/admin/staff/:id',
      ok: 200,
      run: async (cookie) =>
        (
          await call(
            adminStaffMember,
            staffRequest('GET', API.adminStaffMember.path(ids.Moderator), { cookie }),
            idCtx(ids.Moderator),
          )
        ).status,
    },
    {
      name: 'PATCH /api/admin/staff/:id',
      ok: 200,
      run: async (cookie) =>
        (
          await call(
            adminStaffMember,
            staffRequest('PATCH', API.adminStaffMember.path(ids.Moderator), {
              cookie,
              body: { displayName: 'Moderator mod', version: await versionOf('staff_accounts', ids.Moderator) },
            }),
            idCtx(ids.Moderator),
          )
        ).status,
    },
    {
      name: 'POST /api/admin/staff/:id/reset-password',
      ok: 200,
      run: async (cookie) => {
        const { id } = await createStaff(uniqueName(), 'Moderator');
        return (
          await call(
            adminStaffResetPassword,
            staffRequest('POST', API.adminStaffResetPassword.path(id), {
              cookie,
              body: { version: await versionOf('staff_accounts', id) },
            }),
            idCtx(id),
          )
        ).status;
      },
    },
    {
      name: 'GET /api/admin/staff/:id/sessions',
      ok: 200,
      run: async (cookie) =>
        (
          await call(
            adminStaffSessions,
            staffRequest('GET', API.adminStaffSessions.path(ids.Moderator), { cookie }),
            idCtx(ids.Moderator),
          )
        ).status,
    },
    {
      name: 'DELETE /api/admin/staff/:id/sessions',
      ok: 200,
      run: async (cookie) => {
        const { id } = await createStaff(uniqueName(), 'Moderator');
        return (
          await call(adminStaffSessions, staffRequest('DELETE', API.adminStaffSessions.path(id), { cookie }), idCtx(id))
        ).status;
      },
    },
    {
      name: 'GET /api/admin/audit',
      ok: 200,
      run: async (cookie) => (await call(adminAudit, staffRequest('GET', API.adminAudit.path(), { cookie }))).status,
    },
    {
      name: 'POST /api/admin/password',
      ok: 422,
      everyone: true,
      // A wrong current password: proves the endpoint is open to the role without changing anything.
      run: async (cookie) =>
        (
          await call(
            adminPassword,
            staffRequest('POST', API.adminPassword, {
              cookie,
              body: { currentPassword: 'not my password', newPassword: 'a brand new long password' },
            }),
          )
        ).status,
    },
  ];
  const roles: (StaffRole | 'signed out')[] = ['Super Admin', 'Content Editor', 'Moderator', 'signed out'];
  for (const c of cases) {
    for (const role of roles) {
      const expected = role === 'signed out' ? 401 : role === 'Super Admin' || c.everyone ? c.ok : 403;
      it(`${c.name} as ${role} → ${expected}`, async () => {
        expect(await c.run(role === 'signed out' ? undefined : cookies[role])).toBe(expected);
      });
    }
  }

  it('writes from another origin (or none) answer 403; non-JSON 415; unknown keys 400', async () => {
    for (const origin of ['https://evil.example', null]) {
      const res = await call(
        adminStaff,
        staffRequest('POST', API.adminStaff, {
          cookie: cookies['Super Admin'],
          origin,
          body: { username: 'cross-site', displayName: 'X', role: 'Moderator' },
        }),
      );
      expect(res.status).toBe(403);
    }
    // The Origin is compared with the site's configured origins, never with the request's own URL:
    // a request that reached the function as http://evil.example/… with Origin http://evil.example
    // (a `//evil.example/…` request-target) is still foreign.
    const reflected = new Request(`http://evil.example${API.adminStaffMember.path(ids.Moderator)}`, {
      method: 'PATCH',
      headers: { Cookie: cookies['Super Admin'], Origin: 'http://evil.example', 'Content-Type': 'application/json' },
      body: JSON.stringify({ disabled: true }),
    });
    const refused = await call(adminStaffMember, reflected, idCtx(ids.Moderator));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('This request must come from the site itself');
    const form = await call(
      adminStaff,
      staffRequest('POST', API.adminStaff, {
        cookie: cookies['Super Admin'],
        body: 'username=x',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(form.status).toBe(415);
    const extra = await call(
      adminStaffMember,
      staffRequest('PATCH', API.adminStaffMember.path(ids.Moderator), {
        cookie: cookies['Super Admin'],
        body: { role: 'Moderator', isAdmin: true, version: await versionOf('staff_accounts', ids.Moderator) },
      }),
      idCtx(ids.Moderator),
    );
    expect(extra.status).toBe(400);
    const empty = await call(
      adminStaffMember,
      staffRequest('PATCH', API.adminStaffMember.path(ids.Moderator), {
        cookie: cookies['Super Admin'],
        body: { version: await versionOf('staff_accounts', ids.Moderator) },
      }),
      idCtx(ids.Moderator),
    );
    expect(empty.status).toBe(400);
    const badRole = await call(
      adminStaffMember,
      staffRequest('PATCH', API.adminStaffMember.path(ids.Moderator), {
        cookie: cookies['Super Admin'],
        body: { role: 'Owner', version: await versionOf('staff_accounts', ids.Moderator) },
      }),
      idCtx(ids.Moderator),
    );
    expect(badRole.status).toBe(400);
    expect(badRole.body.error).toMatch(/role must be one of/);
  });

  it('unknown or malformed ids answer 404', async () => {
    for (const id of ['999999', 'abc', '-1', '1e3']) {
      const get = await call(
        adminStaffMember,
        staffRequest('GET', `/api/admin/staff/${id}`, { cookie: cookies['Super Admin'] }),
        idCtx(id),
      );
      expect(get.status).toBe(404);
      const patch = await call(
        adminStaffMember,
        staffRequest('PATCH', `/api/admin/staff/${id}`, {
          cookie: cookies['Super Admin'],
          body: { role: 'Moderator', version: await versionOf('staff_accounts', id) },
        }),
        idCtx(id),
      );
      expect(patch.status).toBe(404);
      const reset = await call(
        adminStaffResetPassword,
        staffRequest('POST', `/api/admin/staff/${id}/reset-password`, {
          cookie: cookies['Super Admin'],
          body: { version: await versionOf('staff_accounts', id) },
        }),
        idCtx(id),
      );
      expect(reset.status).toBe(404);
    }
  });

  it('answers no-store JSON', async () => {
    const res = await call(adminStaff, staffRequest('GET', API.adminStaff, { cookie: cookies['Super Admin'] }));
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('creating staff and one-time passwords', () => {
  const admin = () => cookies['Super Admin'];

  it('creates with a one-time password shown once; that person must change it before anything else', async () => {
    const username = uniqueName();
    const res = await call(
      adminStaff,
      staffRequest('POST', API.adminStaff, {
        cookie: admin(),
        body: { username, displayName: 'Amina Yusuf', role: 'Content Editor' },
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.oneTimePassword).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(res.body.staff).toMatchObject({
      username,
      displayName: 'Amina Yusuf',
      role: 'Content Editor',
      disabled: false,
      mustChangePassword: true,
      lastSignInAt: null,
    });
    expect(res.headers.get('location')).toBe(API.adminStaffMember.path(res.body.staff.id));
    // Never again: the list and the account show no password.
    const list = await call(adminStaff, staffRequest('GET', API.adminStaff, { cookie: admin() }));
    expect(JSON.stringify(list.body)).not.toContain(res.body.oneTimePassword);

    const login = await signIn(username, res.body.oneTimePassword);
    expect(login.status).toBe(200);
    expect(login.body.mustChangePassword).toBe(true);
    // Until the password is changed, nothing but the session, the password and logout answers.
    const blocked = await call(
      blogPosts,
      staffRequest('POST', API.blogPosts, { cookie: login.cookie, body: validPost({ slug: `otp-${counter}` }) }),
    );
    expect(blocked.status).toBe(403);
    expect(blocked.body.error).toBe(PASSWORD_CHANGE_REQUIRED);
    // Optional staff views treat it as signed out: the post list is the public one (cacheable).
    const posts = await call(blogPosts, staffRequest('GET', API.blogPosts, { cookie: login.cookie }));
    expect(posts.headers.get('cache-control')).toMatch(/^public/);
    expect(
      (await call(adminSession, staffRequest('GET', API.adminSession, { cookie: login.cookie }))).body
        .mustChangePassword,
    ).toBe(true);

    const weak = await call(
      adminPassword,
      staffRequest('POST', API.adminPassword, {
        cookie: login.cookie,
        body: { currentPassword: res.body.oneTimePassword, newPassword: 'password1234' },
      }),
    );
    expect(weak.status).toBe(400);
    expect(weak.body.error).toMatch(/most common/);
    const changed = await call(
      adminPassword,
      staffRequest('POST', API.adminPassword, {
        cookie: login.cookie,
        body: { currentPassword: res.body.oneTimePassword, newPassword: 'my own long passphrase' },
      }),
    );
    expect(changed.status).toBe(200);
    expect(
      (await call(adminSession, staffRequest('GET', API.adminSession, { cookie: login.cookie }))).body
        .mustChangePassword,
    ).toBe(false);
    const allowed = await call(
      blogPosts,
      staffRequest('POST', API.blogPosts, { cookie: login.cookie, body: validPost({ slug: `otp-${counter}` }) }),
    );
    expect(allowed.status).toBe(201);
    // Last sign-in is stored.
    const member = await call(
      adminStaffMember,
      staffRequest('GET', API.adminStaffMember.path(res.body.staff.id), { cookie: admin() }),
      idCtx(res.body.staff.id),
    );
    expect(Date.now() - new Date(member.body.lastSignInAt).getTime()).toBeLessThan(60_000);
  });

  it('a typed password must meet the rule; it is not echoed back; the account still must change it', async () => {
    const short = await call(
      adminStaff,
      staffRequest('POST', API.adminStaff, {
        cookie: admin(),
        body: { username: uniqueName(), displayName: 'Short', role: 'Moderator', password: 'short' },
      }),
    );
    expect(short.status).toBe(400);
    expect(short.body.error).toBe('The password must have at least 12 characters.');
    const res = await call(
      adminStaff,
      staffRequest('POST', API.adminStaff, {
        cookie: admin(),
        body: { username: uniqueName(), displayName: 'Typed', role: 'Moderator', password: 'chosen by the admin 42' },
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.oneTimePassword).toBeUndefined();
    expect(res.body.staff.mustChangePassword).toBe(true);
  });

  it('a username taken (any case) answers 409; bad usernames and names 400', async () => {
    const dup = await call(
      adminStaff,
      staffRequest('POST', API.adminStaff, {
        cookie: admin(),
        body: { username: 'EDITOR', displayName: 'Again', role: 'Moderator' },
      }),
    );
    expect(dup.status).toBe(409);
    expect(dup.body.error).toBe('A staff account named "EDITOR" already exists.');
    for (const body of [
      { username: 'a b', displayName: 'X', role: 'Moderator' },
      { username: 'ok-name', displayName: '   ', role: 'Moderator' },
      { username: 'ok-name', displayName: 'Nul\u0000', role: 'Moderator' },
      { username: 'ok-name', displayName: 'X', role: 'Super admin' },
    ]) {
      expect((await call(adminStaff, staffRequest('POST', API.adminStaff, { cookie: admin(), body }))).status).toBe(
        400,
      );
    }
  });
});

describe('protecting the back-office: not yourself, never the last active Super Admin', () => {
  beforeEach(async () => {
    await db.execute(sql`delete from staff_accounts where username like 'sa-%'`);
  });

  it('a Super Admin cannot disable or demote themselves (409), but may rename themselves', async () => {
    const self = ids['Super Admin'];
    const { id: other } = await createStaff('sa-other', 'Super Admin');
    for (const body of [{ disabled: true }, { role: 'Content Editor' }]) {
      const res = await call(
        adminStaffMember,
        staffRequest('PATCH', API.adminStaffMember.path(self), {
          cookie: cookies['Super Admin'],
          body: { ...body, version: await versionOf('staff_accounts', self) },
        }),
        idCtx(self),
      );
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(NOT_YOURSELF);
    }
    const reset = await call(
      adminStaffResetPassword,
      staffRequest('POST', API.adminStaffResetPassword.path(self), {
        cookie: cookies['Super Admin'],
        body: { version: await versionOf('staff_accounts', self) },
      }),
      idCtx(self),
    );
    expect(reset.status).toBe(409);
    const rename = await call(
      adminStaffMember,
      staffRequest('PATCH', API.adminStaffMember.path(self), {
        cookie: cookies['Super Admin'],
        body: { displayName: 'Root Admin', version: await versionOf('staff_accounts', self) },
      }),
      idCtx(self),
    );
    expect(rename.status).toBe(200);
    // The other Super Admin can, though.
    const byOther = await call(
      adminStaffMember,
      staffRequest('PATCH', API.adminStaffMember.path(self), {
        cookie: await cookieFor(other),
        body: { role: 'Super Admin', displayName: 'root', version: await versionOf('staff_accounts', self) },
      }),
      idCtx(self),
    );
    expect(byOther.status).toBe(200);
  });

  it('the last active Super Admin cannot be disabled or demoted (disabled Super Admins do not count); no audit row', async () => {
    const { id: two } = await createStaff('sa-two', 'Super Admin');
    const twoCookie = await cookieFor(two);
    // Two active Super Admins: one may disable the other, and enable it again.
    const off = await call(
      adminStaffMember,
      staffRequest('PATCH', API.adminStaffMember.path(ids['Super Admin']), {
        cookie: twoCookie,
        body: { disabled: true, version: await versionOf('staff_accounts', ids['Super Admin']) },
      }),
      idCtx(ids['Super Admin']),
    );
    expect(off.status).toBe(200);
    try {
      // Now sa-two is the last active one. Over the API only another Super Admin could try, and
      // there is none, so ask the rule directly as any other caller would (e.g. a future script).
      const { updateStaff } = await import('../../src/server/repositories/staff.ts');
      const before = (await auditRows()).length;
      await expect(
        updateStaff(
          db,
          { id: null, username: 'terminal' },
          two,
          { disabled: true },
          await versionOf('staff_accounts', two),
        ),
      ).rejects.toMatchObject({ status: 409, message: LAST_SUPER_ADMIN });
      await expect(
        updateStaff(
          db,
          { id: null, username: 'terminal' },
          two,
          { role: 'Moderator' },
          await versionOf('staff_accounts', two),
        ),
      ).rejects.toMatchObject({ status: 409, message: LAST_SUPER_ADMIN });
      expect((await auditRows()).length).toBe(before);
      // Renaming the last one is fine.
      await expect(
        updateStaff(
          db,
          { id: null, username: 'terminal' },
          two,
          { displayName: 'Still here' },
          await versionOf('staff_accounts', two),
        ),
      ).resolves.toMatchObject({ role: 'Super Admin', disabled: false });
    } finally {
      await call(
        adminStaffMember,
        staffRequest('PATCH', API.adminStaffMember.path(ids['Super Admin']), {
          cookie: twoCookie,
          body: { disabled: false, version: await versionOf('staff_accounts', ids['Super Admin']) },
        }),
        idCtx(ids['Super Admin']),
      );
      cookies['Super Admin'] = await cookieFor(ids['Super Admin']);
    }
  });

  it('two Super Admins demoting each other at the same moment: exactly one succeeds', async () => {
    await db.execute(sql`update staff_accounts set role = 'Content Editor' where id = ${ids['Super Admin']}`);
    try {
      const { id: a } = await createStaff('sa-a', 'Super Admin');
      const { id: b } = await createStaff('sa-b', 'Super Admin');
      const [ca, cb] = [await cookieFor(a), await cookieFor(b)];
      const results = await Promise.all([
        call(
          adminStaffMember,
          staffRequest('PATCH', API.adminStaffMember.path(b), {
            cookie: ca,
            body: { disabled: true, version: await versionOf('staff_accounts', b) },
          }),
          idCtx(b),
        ),
        call(
          adminStaffMember,
          staffRequest('PATCH', API.adminStaffMember.path(a), {
            cookie: cb,
            body: { disabled: true, version: await versionOf('staff_accounts', a) },
          }),
          idCtx(a),
        ),
      ]);
      const statuses = results.map((r) => r.status).sort();
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      const result = (await db.execute(
        sql`select count(*)::int as n from staff_accounts where role = 'Super Admin' and not disabled`,
      )) as unknown as { rows: { n: number }[] };
      expect(result.rows[0]!.n).toBe(1);
    } finally {
      await db.execute(
        sql`update staff_accounts set role = 'Super Admin', disabled = false where id = ${ids['Super Admin']}`,
      );
    }
  });
});

describe('sessions end when they must', () => {
  it("disabling ends the account's sessions at once; enabling lets it sign in again", async () => {
    const username = uniqueName();
    const { id } = await createStaff(username, 'Content Editor');
    const cookie = await cookieFor(id);
    await cookieFor(id);
    expect(await sessionCount(id)).toBe(2);
    const res = await call(
      adminStaffMember,
      staffRequest('PATCH', API.adminStaffMember.path(id), {
        cookie: cookies['Super Admin'],
        body: { disabled: true, version: await versionOf('staff_accounts', id) },
      }),
      idCtx(id),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ disabled: true, activeSessions: 0 });
    expect(await sessionCount(id)).toBe(0);
    expect((await call(adminSession, staffRequest('GET', API.adminSession, { cookie }))).status).toBe(401);
    expect((await signIn(username, PASSWORD)).status).toBe(401);
    await call(
      adminStaffMember,
      staffRequest('PATCH', API.adminStaffMember.path(id), {
        cookie: cookies['Super Admin'],
        body: { disabled: false, version: await versionOf('staff_accounts', id) },
      }),
      idCtx(id),
    );
    expect((await signIn(username, PASSWORD)).status).toBe(200);
  });

  it('reset password ends every session of the account and the old password stops working', async () => {
    const username = uniqueName();
    const { id } = await createStaff(username, 'Moderator');
    const cookie = await cookieFor(id);
    await cookieFor(id);
    const res = await call(
      adminStaffResetPassword,
      staffRequest('POST', API.adminStaffResetPassword.path(id), {
        cookie: cookies['Super Admin'],
        body: { version: await versionOf('staff_accounts', id) },
      }),
      idCtx(id),
    );
    expect(res.status).toBe(200);
    expect(res.body.staff).toMatchObject({ mustChangePassword: true, activeSessions: 0 });
    expect(await sessionCount(id)).toBe(0);
    expect((await call(adminSession, staffRequest('GET', API.adminSession, { cookie }))).status).toBe(401);
    expect((await signIn(username, PASSWORD)).status).toBe(401);
    const fresh = await signIn(username, res.body.oneTimePassword);
    expect(fresh.status).toBe(200);
    expect(fresh.body.mustChangePassword).toBe(true);
  });

  it("lists an account's live sessions and ends one or all of them", async () => {
    const { id } = await createStaff(uniqueName(), 'Moderator');
    await cookieFor(id);
    await cookieFor(id);
    await cookieFor(id);
    const list = await call(
      adminStaffSessions,
      staffRequest('GET', API.adminStaffSessions.path(id), { cookie: cookies['Super Admin'] }),
      idCtx(id),
    );
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(3);
    expect(list.body[0]).toMatchObject({ current: false });
    const one = await call(
      adminStaffSessions,
      staffRequest('DELETE', API.adminStaffSessions.path(id, list.body[0].id), { cookie: cookies['Super Admin'] }),
      idCtx(id),
    );
    expect(one.body).toEqual({ ended: 1 });
    expect(await sessionCount(id)).toBe(2);
    const missing = await call(
      adminStaffSessions,
      staffRequest('DELETE', API.adminStaffSessions.path(id, list.body[0].id), { cookie: cookies['Super Admin'] }),
      idCtx(id),
    );
    expect(missing.status).toBe(404);
    const bad = await call(
      adminStaffSessions,
      staffRequest('DELETE', `${API.adminStaffSessions.path(id)}?sessionId=abc`, { cookie: cookies['Super Admin'] }),
      idCtx(id),
    );
    expect(bad.status).toBe(400);
    const all = await call(
      adminStaffSessions,
      staffRequest('DELETE', API.adminStaffSessions.path(id), { cookie: cookies['Super Admin'] }),
      idCtx(id),
    );
    expect(all.body).toEqual({ ended: 2 });
    expect(await sessionCount(id)).toBe(0);
  });

  it("ending one's own sessions keeps the one in use", async () => {
    const self = ids['Super Admin'];
    await cookieFor(self);
    const res = await call(
      adminStaffSessions,
      staffRequest('DELETE', API.adminStaffSessions.path(self), { cookie: cookies['Super Admin'] }),
      idCtx(self),
    );
    expect(res.status).toBe(200);
    expect(await sessionCount(self)).toBe(1);
    expect(
      (await call(adminSession, staffRequest('GET', API.adminSession, { cookie: cookies['Super Admin'] }))).status,
    ).toBe(200);
  });

  it("changing one's own password needs the current one and ends the person's other sessions", async () => {
    const username = uniqueName();
    const { id } = await createStaff(username, 'Moderator');
    const mine = await cookieFor(id);
    const elsewhere = await cookieFor(id);
    const wrong = await call(
      adminPassword,
      staffRequest('POST', API.adminPassword, {
        cookie: mine,
        body: { currentPassword: 'wrong password!!', newPassword: 'a different long one' },
      }),
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.error).toBe(WRONG_CURRENT_PASSWORD);
    const same = await call(
      adminPassword,
      staffRequest('POST', API.adminPassword, {
        cookie: mine,
        body: { currentPassword: PASSWORD, newPassword: PASSWORD },
      }),
    );
    expect(same.status).toBe(422);
    const missing = await call(
      adminPassword,
      staffRequest('POST', API.adminPassword, { cookie: mine, body: { newPassword: 'a different long one' } }),
    );
    expect(missing.status).toBe(400);
    const ok = await call(
      adminPassword,
      staffRequest('POST', API.adminPassword, {
        cookie: mine,
        body: { currentPassword: PASSWORD, newPassword: 'a different long one' },
      }),
    );
    expect(ok.status).toBe(200);
    expect((await call(adminSession, staffRequest('GET', API.adminSession, { cookie: mine }))).status).toBe(200);
    expect((await call(adminSession, staffRequest('GET', API.adminSession, { cookie: elsewhere }))).status).toBe(401);
    expect((await signIn(username, PASSWORD)).status).toBe(401);
    expect((await signIn(username, 'a different long one')).status).toBe(200);
  });
});

describe('the audit log', () => {
  beforeEach(() => truncate('audit_log'));
  const admin = () => cookies['Super Admin'];

  it('records every staff write once, with who, what and a summary, and nothing for refused writes', async () => {
    const username = uniqueName();
    const created = await call(
      adminStaff,
      staffRequest('POST', API.adminStaff, {
        cookie: admin(),
        body: { username, displayName: 'Bilal', role: 'Moderator' },
      }),
    );
    const id = created.body.staff.id as number;
    await call(
      adminStaffMember,
      staffRequest('PATCH', API.adminStaffMember.path(id), {
        cookie: admin(),
        body: { role: 'Content Editor', displayName: 'Bilal H.', version: await versionOf('staff_accounts', id) },
      }),
      idCtx(id),
    );
    await call(
      adminStaffMember,
      staffRequest('PATCH', API.adminStaffMember.path(id), {
        cookie: admin(),
        body: { disabled: true, version: await versionOf('staff_accounts', id) },
      }),
      idCtx(id),
    );
    await call(
      adminStaffMember,
      staffRequest('PATCH', API.adminStaffMember.path(id), {
        cookie: admin(),
        body: { disabled: false, version: await versionOf('staff_accounts', id) },
      }),
      idCtx(id),
    );
    await call(
      adminStaffResetPassword,
      staffRequest('POST', API.adminStaffResetPassword.path(id), {
        cookie: admin(),
        body: { version: await versionOf('staff_accounts', id) },
      }),
      idCtx(id),
    );
    await call(
      adminStaffSessions,
      staffRequest('DELETE', API.adminStaffSessions.path(id), { cookie: admin() }),
      idCtx(id),
    );
    const modCookie = cookies.Moderator;
    await call(
      adminPassword,
      staffRequest('POST', API.adminPassword, {
        cookie: modCookie,
        body: { currentPassword: PASSWORD, newPassword: 'moderator new password' },
      }),
    );
    // Refused writes leave nothing: a taken username, oneself, a wrong current password, a role without the right.
    await call(
      adminStaff,
      staffRequest('POST', API.adminStaff, {
        cookie: admin(),
        body: { username, displayName: 'Again', role: 'Moderator' },
      }),
    );
    await call(
      adminStaffMember,
      staffRequest('PATCH', API.adminStaffMember.path(ids['Super Admin']), {
        cookie: admin(),
        body: { disabled: true, version: await versionOf('staff_accounts', ids['Super Admin']) },
      }),
      idCtx(ids['Super Admin']),
    );
    await call(
      adminPassword,
      staffRequest('POST', API.adminPassword, {
        cookie: admin(),
        body: { currentPassword: 'wrong password!!', newPassword: 'whatever long enough' },
      }),
    );
    await call(
      adminStaff,
      staffRequest('POST', API.adminStaff, {
        cookie: cookies['Content Editor'],
        body: { username: uniqueName(), displayName: 'No', role: 'Moderator' },
      }),
    );

    const rows = await auditRows();
    expect(rows.map((r) => r.action)).toEqual([
      'staff.created',
      'staff.renamed',
      'staff.role_changed',
      'staff.disabled',
      'staff.enabled',
      'staff.password_reset',
      'staff.sessions_ended',
      'staff.own_password_changed',
    ]);
    expect(
      rows
        .slice(0, 7)
        .every((r) => r.staff_username === 'root' && r.entity_type === 'staff' && r.entity_id === String(id)),
    ).toBe(true);
    expect(rows[0]!.summary).toBe(`Created Moderator "${username}" (Bilal)`);
    expect(rows[2]!.summary).toBe(`Changed the role of "${username}": Moderator → Content Editor`);
    expect(rows[7]).toMatchObject({ staff_username: 'mod', entity_id: String(ids.Moderator) });
    expect(JSON.stringify(rows)).not.toContain(created.body.oneTimePassword);
  });

  it('Super Admins read it newest first, filtered by person and entity, paged in SQL', async () => {
    for (let i = 0; i < 30; i++) {
      await call(
        adminStaffMember,
        staffRequest('PATCH', API.adminStaffMember.path(ids.Moderator), {
          cookie: admin(),
          body: { displayName: `Mod ${i}`, version: await versionOf('staff_accounts', ids.Moderator) },
        }),
        idCtx(ids.Moderator),
      );
    }
    await call(
      blogPosts,
      staffRequest('POST', API.blogPosts, {
        cookie: cookies['Content Editor'],
        body: validPost({ slug: 'audited-post' }),
      }),
    );
    const first = await call(adminAudit, staffRequest('GET', API.adminAudit.path(), { cookie: admin() }));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 25, hasMore: true });
    expect(first.body.entries).toHaveLength(25);
    expect(first.body.entries[0]).toMatchObject({
      action: 'post.created',
      staffUsername: 'editor',
      entityType: 'post',
    });
    expect(first.body.entries[1].summary).toBe('Renamed "mod": "Mod 28" → "Mod 29"');
    expect(first.body.entityTypes).toEqual(['post', 'staff']);
    const second = await call(adminAudit, staffRequest('GET', API.adminAudit.path({ page: 2 }), { cookie: admin() }));
    expect(second.body.entries).toHaveLength(6);
    expect(second.body.hasMore).toBe(false);
    const byEditor = await call(
      adminAudit,
      staffRequest('GET', API.adminAudit.path({ staffId: ids['Content Editor'] }), { cookie: admin() }),
    );
    expect(byEditor.body.entries.map((e: { action: string }) => e.action)).toEqual(['post.created']);
    const staffOnly = await call(
      adminAudit,
      staffRequest('GET', API.adminAudit.path({ entityType: 'staff', page: 2 }), { cookie: admin() }),
    );
    expect(staffOnly.body.entries).toHaveLength(5);
    for (const query of ['?page=0', '?page=abc', '?staffId=x', '?entityType=DROP%20TABLE', '?sort=asc']) {
      expect(
        (await call(adminAudit, staffRequest('GET', `${API.adminAudit.pattern}${query}`, { cookie: admin() }))).status,
      ).toBe(400);
    }
  });

  it('nobody can edit or delete it through the API: PUT, PATCH, POST and DELETE answer 405', async () => {
    for (const method of ['PUT', 'PATCH', 'POST', 'DELETE']) {
      const res = await call(
        adminAudit,
        staffRequest(method, API.adminAudit.pattern, { cookie: admin(), body: method === 'DELETE' ? undefined : {} }),
      );
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
    }
  });
});
