// The production-like server (`npm start`) behaves like a Netlify deploy: functions hold concurrent
// load, errors and unknown paths answer as production does, and publishing rebuilds the site.
import { existsSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config.ts';
import { API, PAGES } from '../../src/lib/routes.ts';
import { API_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '../../src/server/security-headers.ts';
import { E2E_STATE_DIR, e2eDeployDirectory, query } from './support/state.ts';

test('50 concurrent signups of 10 distinct emails all succeed and store exactly 10 records', async ({ request }) => {
  const run = Date.now();
  const emails = Array.from({ length: 10 }, (_, i) => `load-${run}-${i}@example.com`);
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      request.post(API.waitlist, { data: { email: emails[i % 10] } }).then((r) => r.status()),
    ),
  );
  expect(answers.filter((status) => status >= 200 && status < 300)).toHaveLength(50);
  const rows = await query<{ n: string }>('SELECT count(*) AS n FROM launch_signups WHERE email LIKE $1', [
    `load-${run}-%`,
  ]);
  expect(Number(rows[0]!.n)).toBe(10);
});

test('simultaneous lookups of a missing post all answer a JSON 404', async ({ request }) => {
  const answers = await Promise.all(
    Array.from({ length: 8 }, () => request.get(API.blogPostBySlug.path('no-such-post'))),
  );
  for (const answer of answers) {
    expect(answer.status()).toBe(404);
    expect(await answer.json()).toEqual({ error: 'Post not found' });
  }
});

test('unknown API paths answer JSON 404; unknown pages get the 404 page with the security headers', async ({
  request,
}) => {
  const api = await request.get('/api/no-such-endpoint');
  expect(api.status()).toBe(404);
  expect(api.headers()['content-type']).toContain('application/json');
  expect(await api.json()).toEqual({ error: 'Not found' });
  // The API's own headers, as every function answer carries them (decision 0058).
  expect(api.headers()['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
  expect(api.headers()['cache-control']).toBe('no-store');
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(api.headers()[name.toLowerCase()], name).toBe(value);

  const page = await request.get('/no-such-page');
  expect(page.status()).toBe(404);
  expect(await page.text()).toContain('Did you forget to add the page to the router?');
  for (const header of [
    'content-security-policy',
    'x-content-type-options',
    'x-frame-options',
    'strict-transport-security',
    'referrer-policy',
  ]) {
    expect(page.headers()[header], header).toBeTruthy();
  }
});

test('redirects never put the request Host header in Location', async ({ request }) => {
  const answer = await request.get('/today', { headers: { Host: 'evil.example' }, maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers()['location']).toBe('/');
});

test('scheduled functions have no URL', async ({ request }) => {
  for (const name of ['scheduled-publish-posts', 'scheduled-new-year-rebuild']) {
    const answer = await request.post(`/.netlify/functions/${name}`, { data: {} });
    expect(answer.status(), name).toBe(404);
  }
});

test('the test server serves a deploy folder of its own, never dist/ (npm start may run meanwhile)', async ({
  request,
}) => {
  const directory = e2eDeployDirectory();
  expect(directory.startsWith(`${E2E_STATE_DIR}/deploy-`)).toBe(true);
  expect(existsSync(join(directory, 'index.html'))).toBe(true);
  // The page served is the file in that folder.
  const served = await (await request.get(PAGES.support)).text();
  expect(served).toBe(readFileSync(join(directory, 'support.html'), 'utf8'));
});

/**
 * Sends one raw HTTP/1.1 request (fetch and Playwright normalise the request-target, so odd ones
 * need a socket) and answers its status line, headers and body as text.
 */
function rawRequest(
  requestLine: string,
  headers: Record<string, string> = {},
  body = '',
): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(E2E_PORT, '127.0.0.1');
    const all = {
      Host: `127.0.0.1:${E2E_PORT}`,
      Connection: 'close',
      ...(body ? { 'Content-Length': String(Buffer.byteLength(body)) } : {}),
      ...headers,
    };
    // write, not end: a half-closed socket may be dropped before the answer comes.
    socket.on('connect', () =>
      socket.write(
        `${requestLine}\r\n${Object.entries(all)
          .map(([k, v]) => `${k}: ${v}`)
          .join('\r\n')}\r\n\r\n${body}`,
      ),
    );
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const bytes = Buffer.concat(chunks);
      const split = bytes.indexOf('\r\n\r\n');
      const head = bytes.subarray(0, split).toString('latin1');
      let rest = bytes.subarray(split + 4);
      if (/\r\ntransfer-encoding: chunked/i.test(head)) {
        const parts: Buffer[] = [];
        for (let at = 0; ;) {
          const eol = rest.indexOf('\r\n', at);
          const size = parseInt(rest.subarray(at, eol).toString('latin1'), 16);
          if (!size) break;
          parts.push(rest.subarray(eol + 2, eol + 2 + size));
          at = eol + 2 + size + 2;
        }
        rest = Buffer.concat(parts);
      }
      const body = rest.toString('utf8');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body });
    });
  });
}

test.describe('odd request lines answer like the platform, never 500', () => {
  test('a `//host/…` or `/\\host/…` request-target never reaches a function as another host', async () => {
    for (const target of [
      `//evil.example${API.adminStaffMember.path(5)}`,
      `/\\evil.example${API.adminStaffMember.path(5)}`,
    ]) {
      const answer = await rawRequest(
        `PATCH ${target} HTTP/1.1`,
        { Origin: 'http://evil.example', 'Content-Type': 'application/json' },
        '{"disabled":true}',
      );
      // The site's 404 page: the staff function (which would say 401 or 403 in JSON) never ran.
      expect(answer.status, target).toBe(404);
      expect(answer.head.toLowerCase(), target).toContain('content-type: text/html');
    }
  });

  test('`//` and `//blog` are 404, not a 500 or the home page; `/%ff` is 400', async () => {
    for (const target of ['//', '//blog', '//blog/']) {
      const answer = await rawRequest(`GET ${target} HTTP/1.1`);
      expect(answer.status, target).toBe(404);
      expect(answer.body, target).toContain('Did you forget to add the page to the router?');
    }
    const malformed = await rawRequest('GET /%ff HTTP/1.1');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toContain('percent-encoding');
    // A well-formed escape is a path like any other.
    expect((await rawRequest(`GET ${PAGES.support}/%E2%9C%93 HTTP/1.1`)).status).toBe(404);
  });

  test('TRACE and CONNECT answer 405 with Allow, every time', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => rawRequest('TRACE / HTTP/1.1')));
    for (const answer of answers) {
      expect(answer.status).toBe(405);
      expect(answer.head).toMatch(/\r\nallow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS/i);
    }
    expect((await rawRequest(`CONNECT 127.0.0.1:${E2E_PORT} HTTP/1.1`)).status).toBe(405);
  });

  test('an absolute-form request-target for another host is served as this site', async () => {
    const answer = await rawRequest(`GET http://evil.example${API.adminSession} HTTP/1.1`);
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toEqual({ error: 'Please sign in to continue' });
  });
});
