// Every function's response carries the site's security headers (src/server/security-headers.ts),
// the same values netlify.toml gives the pages: Netlify never applies netlify.toml's [[headers]] to
// a function's response. Each routed function is called signed out and as a Super Admin, with a GET
// (JSON, CSV downloads, errors), a POST without a body and a method it does not allow.
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Context } from '@netlify/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '../../src/server/security-headers.ts';
import { closeDb, context, truncate, useTestDatabase } from './helpers.ts';
import { cookieFor, createStaff, staffRequest } from './staff-helpers.ts';

useTestDatabase();
afterAll(() => closeDb());

type Handler = (request: Request, context: Context) => Promise<Response>;
const dir = fileURLToPath(new URL('../../functions/', import.meta.url));
const files = readdirSync(dir).filter((file) => file.endsWith('.mts'));

let cookie = '';
beforeAll(async () => {
  await truncate('staff_accounts');
  cookie = await cookieFor((await createStaff('headers-admin', 'Super Admin')).id);
});

function concrete(pattern: string): { path: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const path = pattern.replace(
    /:(\w+)/g,
    (_, name: string) => (params[name] = name === 'slug' || name === 'key' ? 'no-such-thing' : '1'),
  );
  return { path, params };
}

function expectSecurityHeaders(response: Response, label: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(response.headers.get(name), `${label}: ${name}`).toBe(value);
  expect(response.headers.get('content-security-policy'), `${label}: Content-Security-Policy`).toBeTruthy();
}

describe('every function response carries the security headers', () => {
  it('covers the routed functions', () => expect(files.length).toBeGreaterThan(40));

  for (const file of files) {
    it(file, async () => {
      const mod = (await import(pathToFileURL(`${dir}${file}`).href)) as {
        default: Handler;
        config: { path?: string | string[] };
      };
      if (!mod.config.path) return; // a scheduled function: no URL, no response to a visitor
      const patterns = Array.isArray(mod.config.path) ? mod.config.path : [mod.config.path];
      for (const pattern of patterns) {
        const { path, params } = concrete(pattern);
        for (const [method, who] of [
          ['GET', ''],
          ['GET', cookie],
          ['POST', cookie],
          ['OPTIONS', ''],
        ] as const) {
          const response = await mod.default(staffRequest(method, path, { cookie: who || undefined }), context(params));
          expectSecurityHeaders(
            response,
            `${method} ${path} ${who ? 'as a Super Admin' : 'signed out'} → ${response.status}`,
          );
          await response.body?.cancel();
        }
      }
    });
  }

  it('a CSV download and a JSON answer keep their own Content-Security-Policy', async () => {
    const exports = (await import('../../functions/admin-export.mts')) as { default: Handler };
    const csv = await exports.default(
      staffRequest('GET', '/api/admin/exports/users', { cookie }),
      context({ kind: 'users' }),
    );
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expectSecurityHeaders(csv, 'CSV');
    expect(csv.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
    await csv.body?.cancel();
  });
});
