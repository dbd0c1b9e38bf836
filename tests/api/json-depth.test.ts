// 32 KB of nested brackets once overflowed a recursive walk on every write endpoint (a 500). Every
// POST/PUT/PATCH endpoint in functions/ (public ones and sign-in included) now answers 400 before
// anything walks the body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_TOO_DEEP, MAX_JSON_DEPTH, jsonDepthExceeds } from '../../src/server/http.ts';
import { MAIL_SIGNATURE_HEADER, signMailEvent } from '../../src/server/mail/webhook.ts';
import { closeDb, call, context, truncate, useTestDatabase } from './helpers.ts';
import { loadEndpoints, type Endpoint } from './endpoints.ts';
import { cookieFor, createStaff, staffRequest } from './staff-helpers.ts';
import { createAppUser } from './app-helpers.ts';
import { API } from '../../src/lib/routes.ts';

useTestDatabase();

const SIZE = 32_000;
const PAYLOADS = {
  arrays: '['.repeat(SIZE),
  objects: '{"a":'.repeat(SIZE / 5),
  closed: `${'['.repeat(SIZE / 2 - 1)}${']'.repeat(SIZE / 2 - 1)}`.slice(0, SIZE),
};

let endpoints: Endpoint[] = [];
// Writes whose request has no body: they never read one, so nested brackets can only be ignored
// (anything but a 5xx).
const TAKES_NO_BODY = new Set([
  'POST /api/admin/waitlist/signups/:key/unsubscribe',
  `POST ${API.appAuthLogout}`,
  `PUT ${API.appCompletion.pattern}`,
  `PUT ${API.appCircleMembership.pattern}`,
  `PUT ${API.appCircleReaction.pattern}`,
  `PUT ${API.appCircleQuranReading.pattern}`,
  `PUT ${API.appLiveSessionPresence.pattern}`,
]);
// Writes that authenticate their caller before they read a body (decision 0062: Play's push carries
// an OIDC token, checked first): nested brackets from a stranger are refused unread, with 401, or
// 503 while the store is not configured (as here).
const AUTHENTICATES_FIRST = new Set([`POST ${API.storeGoogleNotifications}`]);
let cookie = '';
// App endpoints are called as a signed-in app user too (a Bearer token beside the staff cookie),
// a fresh one per endpoint: the sign-out endpoint revokes the one it is given.
// The mail provider's webhook reads a body only once its signature checks out: sign what it is sent.
const MAIL_SECRET = 'a webhook secret for the nested JSON test, 32+ characters';
const previousSecret = process.env.MAIL_WEBHOOK_SECRET;

beforeAll(async () => {
  process.env.MAIL_WEBHOOK_SECRET = MAIL_SECRET;
  await truncate('staff_accounts', 'login_attempts');
  cookie = await cookieFor((await createStaff('deep-root', 'Super Admin')).id);
  endpoints = await loadEndpoints();
});
afterAll(() => {
  if (previousSecret === undefined) delete process.env.MAIL_WEBHOOK_SECRET;
  else process.env.MAIL_WEBHOOK_SECRET = previousSecret;
  return closeDb();
});

describe('deeply nested JSON', () => {
  it('answers 400 on every write endpoint (staff ones signed in as a Super Admin), never 500', async () => {
    const answers: Record<string, number> = {};
    for (const endpoint of endpoints) {
      const appToken = (await createAppUser()).accessToken;
      for (const method of endpoint.methods.filter((m) => ['POST', 'PUT', 'PATCH'].includes(m))) {
        for (const [kind, body] of Object.entries(PAYLOADS)) {
          const send = (text: string) =>
            call(
              endpoint.handler,
              staffRequest(method, endpoint.path, {
                cookie,
                body: text,
                headers: {
                  'Content-Type': 'application/json',
                  Authorization: `Bearer ${appToken}`,
                  [MAIL_SIGNATURE_HEADER]: signMailEvent(MAIL_SECRET, text),
                },
              }),
              context(endpoint.params),
            );
          let res = await send(body);
          if (res.status === 405) continue; // a method of the collection, not of this item path
          // Endpoints with a smaller body limit (the beacons) refuse 32 KB as too large: send them less.
          if (res.status === 413) res = await send(body.slice(0, 500));
          answers[`${method} ${endpoint.pattern} ${kind}`] = res.status;
          if (res.status === 400 && !TAKES_NO_BODY.has(`${method} ${endpoint.pattern}`))
            expect(res.body.error, `${method} ${endpoint.pattern} ${kind}`).toBe(JSON_TOO_DEEP);
        }
      }
    }
    expect(Object.keys(answers).length).toBeGreaterThanOrEqual(30 * 3);
    const withoutBody = ([call]: [string, number]) => TAKES_NO_BODY.has(call.replace(/ \w+$/, ''));
    const authFirst = ([call]: [string, number]) => AUTHENTICATES_FIRST.has(call.replace(/ \w+$/, ''));
    expect(
      Object.entries(answers).filter((answer) => !withoutBody(answer) && !authFirst(answer) && answer[1] !== 400),
    ).toEqual([]);
    expect(Object.entries(answers).filter((answer) => authFirst(answer) && ![401, 503].includes(answer[1]))).toEqual(
      [],
    );
    expect(Object.entries(answers).filter((answer) => withoutBody(answer) && answer[1] >= 500)).toEqual([]);
  });

  it('counts nesting outside strings only, up to the limit', () => {
    expect(jsonDepthExceeds(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`, MAX_JSON_DEPTH)).toBe(false);
    expect(jsonDepthExceeds(`${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`, MAX_JSON_DEPTH)).toBe(
      true,
    );
    expect(jsonDepthExceeds(JSON.stringify({ text: '[[[[{{{{'.repeat(100), q: 'say \\"[[[' }), 2)).toBe(false);
    expect(jsonDepthExceeds('[[],[],[[]]]', 3)).toBe(false);
  });
});
