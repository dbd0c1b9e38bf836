// `npm run staff:create` and the first-run Super Admin: real accounts that can sign in, with
// nothing stored in clear.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { staffAccounts } from '../../db/schema.ts';
import login from '../../functions/admin-login.mts';
import session from '../../functions/admin-session.mts';
import { prepareFirstRun } from '../../src/server/setup/first-run.ts';
import { closeDb, call, context, jsonRequest, truncate, useTestDatabase } from './helpers.ts';
import { API } from '../../src/lib/routes.ts';
import { testDatabaseUrl } from './workers.ts';

const db = useTestDatabase();
const root = fileURLToPath(new URL('../..', import.meta.url));

function staffCommand(script: string, args: string[], password = '') {
  return execFileSync(process.execPath, [`scripts/${script}`, ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: testDatabaseUrl(), NETLIFY_DB_URL: '', STAFF_PASSWORD: password },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
const staffCreate = (args: string[], password: string) => staffCommand('staff-create.ts', args, password);
const staffDisable = (args: string[]) => staffCommand('staff-disable.ts', args);

describe('staff accounts from the command line and the first run', () => {
  beforeEach(() => truncate('staff_accounts', 'login_attempts'));
  afterAll(() => closeDb());

  it('staff:create makes an account that signs in; the password is stored only hashed', async () => {
    const out = staffCreate(
      ['--username', 'Bilal', '--name', 'Bilal Rahman', '--role', 'Moderator'],
      'a very long password 1',
    );
    expect(out).toContain('Created Moderator "Bilal" (Bilal Rahman).');
    expect(out).not.toContain('a very long password 1');
    const rows = await db.select({ hash: staffAccounts.passwordHash }).from(staffAccounts);
    expect(rows[0]!.hash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(rows)).not.toContain('a very long password 1');
    const res = await call(
      login,
      jsonRequest(API.adminLogin, { username: 'bilal', password: 'a very long password 1' }),
      context({}, '198.51.100.9'),
    );
    expect(res.status).toBe(200);
    expect(res.body.staff).toEqual({ username: 'Bilal', displayName: 'Bilal Rahman', role: 'Moderator' });
  }, 60_000);

  it('staff:create refuses a short password, an unknown role and a taken username', () => {
    expect(() => staffCreate(['--username', 'x1x', '--name', 'X', '--role', 'Moderator'], 'short')).toThrow(
      /at least 12 characters/,
    );
    expect(() =>
      staffCreate(['--username', 'x1x', '--name', 'X', '--role', 'Owner'], 'a very long password 1'),
    ).toThrow(/role must be one of/);
    staffCreate(['--username', 'taken', '--name', 'T', '--role', 'Moderator'], 'a very long password 1');
    expect(() =>
      staffCreate(['--username', 'TAKEN', '--name', 'T', '--role', 'Moderator'], 'a very long password 1'),
    ).toThrow(/already exists/);
  }, 180_000);

  it('staff:disable ends the account sessions at once; --enable lets it sign in again', async () => {
    staffCreate(['--username', 'hamza', '--name', 'Hamza Idris', '--role', 'Content Editor'], 'a very long password 2');
    const signIn = () =>
      call(
        login,
        jsonRequest(API.adminLogin, { username: 'hamza', password: 'a very long password 2' }),
        context({}, '198.51.100.11'),
      );
    const first = await signIn();
    expect(first.status).toBe(200);
    const cookie = first.headers.get('set-cookie')!.split(';')[0]!;
    expect(staffDisable(['--username', 'HAMZA'])).toContain('Disabled "hamza" and ended its sessions.');
    const me = await call(
      session,
      new Request('http://localhost:8888/api/admin/session', { headers: { Cookie: cookie } }),
    );
    expect(me.status).toBe(401);
    expect((await signIn()).status).toBe(401);
    expect(staffDisable(['--username', 'hamza', '--enable'])).toContain('Enabled "hamza"');
    expect((await signIn()).status).toBe(200);
    expect(() => staffDisable(['--username', 'nobody'])).toThrow(/No staff account is named "nobody"/);
  }, 120_000);

  it('the first run creates one Super Admin with a random password shown once', async () => {
    const first = await prepareFirstRun();
    const line = first.messages.find((m) => m.includes('password'))!;
    const password = /with the password (\S+)/.exec(line)![1]!;
    expect(password.length).toBeGreaterThanOrEqual(20);
    const res = await call(
      login,
      jsonRequest(API.adminLogin, { username: 'admin', password }),
      context({}, '198.51.100.10'),
    );
    expect(res.status).toBe(200);
    expect(res.body.staff.role).toBe('Super Admin');
    expect(await prepareFirstRun()).toEqual({ messages: [] });
    await truncate('staff_accounts');
    const again = await prepareFirstRun();
    expect(/with the password (\S+)/.exec(again.messages[0]!)![1]).not.toBe(password);
  });
});
