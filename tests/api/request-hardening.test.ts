// Small API hardening (decision 0058): one query reader that refuses a repeated
// parameter everywhere a query is read, the translation keys that name Object.prototype's members,
// and a staff DELETE without its version answering 400 rather than 415.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminQuran from '../../functions/admin-quran.mts';
import adminTranslations from '../../functions/admin-translations.mts';
import adminVerses from '../../functions/admin-verses.mts';
import appThawabs from '../../functions/app-thawabs.mts';
import blogPost from '../../functions/blog-post.mts';
import translationString from '../../functions/admin-translation-string.mts';
import adminUsers from '../../functions/admin-users.mts';
import { API } from '../../src/lib/routes.ts';
import { VERSION_FIELD, VERSION_REQUIRED } from '../../src/lib/versions.ts';
import { call, closeDb, context, ORIGIN, truncate, useTestDatabase } from './helpers.ts';
import { cookieFor, createStaff, staffRequest } from './staff-helpers.ts';

useTestDatabase();
let superAdmin = '';
let editor = '';

beforeAll(async () => {
  await truncate('staff_accounts', 'translation_strings', 'audit_log');
  superAdmin = await cookieFor((await createStaff('root', 'Super Admin')).id);
  editor = await cookieFor((await createStaff('editor', 'Content Editor')).id);
});

afterAll(async () => {
  await truncate('staff_accounts', 'translation_strings', 'audit_log');
  await closeDb();
});

describe('a repeated query parameter is refused with 400, whichever reader the endpoint uses', () => {
  const get = (path: string, cookie?: string) => staffRequest('GET', path, { cookie });

  it('the public read API (?date= of the day answers)', async () => {
    const once = await call(appThawabs, get(`${API.appThawabs}?date=2026-11-27`));
    expect(once.status).toBe(200);
    const twice = await call(appThawabs, get(`${API.appThawabs}?date=2026-11-27&date=2026-11-28`));
    expect(twice.status).toBe(400);
    expect(twice.body.error).toBe("Query parameter 'date' is repeated");
    expect(twice.body.issues).toEqual([{ path: 'date', message: "Query parameter 'date' is repeated" }]);
  });

  it('staff lists read by schema, by the list reader, by a calendar range and by hand', async () => {
    const cases: [Parameters<typeof call>[0], string, Record<string, string>?][] = [
      [adminUsers, `${API.adminUsers}?page=1&page=2`],
      [adminTranslations, `${API.adminTranslations}?q=a&q=b`],
      [adminVerses, `${API.adminVerses.path()}?from=2026-11-01&from=2026-11-02&to=2026-11-30`],
      [adminQuran, `${API.adminQuran}?surah=1&surah=2&ayah=1`],
    ];
    for (const [handler, path] of cases) {
      const answer = await call(handler, get(path, superAdmin), context());
      expect([path, answer.status]).toEqual([path, 400]);
      expect(answer.body.error).toMatch(/^Query parameter '\w+' is repeated$/);
    }
  });
});

describe('translation keys that are Object.prototype members name no string', () => {
  for (const key of ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString']) {
    it(`PUT with key ${key} answers 404`, async () => {
      const answer = await call(
        translationString,
        staffRequest('PUT', API.adminTranslationString, {
          cookie: editor,
          body: { catalogue: 'chrome', key, locale: 'tr', text: 'x', reviewed: false, version: 0 },
        }),
      );
      expect(answer.status).toBe(404);
      expect(answer.body.error).toBe('No such string: the catalogue or key does not exist');
    });
  }
});

describe('a staff DELETE without its version names what is missing', () => {
  const remove = (body: BodyInit | null, headers: Record<string, string> = {}) =>
    call(
      blogPost,
      new Request(`${ORIGIN}${API.blogPostById.path(1)}`, {
        method: 'DELETE',
        headers: { Cookie: editor, Origin: ORIGIN, ...headers },
        body,
      }),
      context({ id: '1' }),
    );

  it('with no body at all, or the empty body a bare DELETE arrives with through an HTTP server', async () => {
    for (const answer of [
      await remove(null),
      await remove(new Uint8Array(0)),
      await remove(new Uint8Array(0), { 'Content-Length': '0' }),
    ]) {
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe(VERSION_REQUIRED);
      expect(answer.body.issues).toEqual([{ path: VERSION_FIELD, message: VERSION_REQUIRED }]);
    }
  });

  it('a body that is not JSON is still 415, and JSON without the version 400', async () => {
    expect((await remove('version=1', { 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    const noVersion = await remove('{}', { 'Content-Type': 'application/json' });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.error).toBe(VERSION_REQUIRED);
  });
});
