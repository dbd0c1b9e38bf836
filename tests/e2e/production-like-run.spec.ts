// The production-like server (`npm start`) behaves like a Netlify deploy: functions hold concurrent
// load, errors and unknown paths answer as production does, and publishing rebuilds the site.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { API, PAGES } from '../../src/lib/routes.ts';
import { E2E_STATE_DIR, e2eDeployDirectory, query } from './support/state.ts';

test('50 concurrent signups of 10 distinct emails all succeed and store exactly 10 records', async ({ request }) => {
  const run = Date.now();
  const emails = Array.from({ length: 10 }, (_, i) => `load-${run}-${i}@example.com`);
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) => request.post(API.waitlist, { data: { email: emails[i % 10] } }).then((r) => r.status())),
  );
  expect(answers.filter((status) => status >= 200 && status < 300)).toHaveLength(50);
  const rows = await query<{ n: string }>('SELECT count(*) AS n FROM launch_signups WHERE email LIKE $1', [`load-${run}-%`]);
  expect(Number(rows[0]!.n)).toBe(10);
});

test('simultaneous lookups of a missing post all answer a JSON 404', async ({ request }) => {
  const answers = await Promise.all(Array.from({ length: 8 }, () => request.get(API.blogPostBySlug.path('no-such-post'))));
  for (const answer of answers) {
    expect(answer.status()).toBe(404);
    expect(await answer.json()).toEqual({ error: 'Post not found' });
  }
});

test('unknown API paths answer JSON 404; unknown pages get the 404 page with the security headers', async ({ request }) => {
  const api = await request.get('/api/no-such-endpoint');
  expect(api.status()).toBe(404);
  expect(api.headers()['content-type']).toContain('application/json');
  expect(await api.json()).toEqual({ error: 'Not found' });

  const page = await request.get('/no-such-page');
  expect(page.status()).toBe(404);
  expect(await page.text()).toContain('Did you forget to add the page to the router?');
  for (const header of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'strict-transport-security', 'referrer-policy']) {
    expect(page.headers()[header], header).toBeTruthy();
  }
});

test('redirects never put the request Host header in Location', async ({ request }) => {
  const answer = await request.get('/today', { headers: { Host: 'evil.example' }, maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers()['location']).toBe('/');
});

test('scheduled functions have no URL', async ({ request }) => {
  for (const name of ['publish-scheduled', 'new-year-rebuild']) {
    const answer = await request.post(`/.netlify/functions/${name}`, { data: {} });
    expect(answer.status(), name).toBe(404);
  }
});

test('the test server serves a deploy folder of its own, never dist/ (npm start may run meanwhile)', async ({ request }) => {
  const directory = e2eDeployDirectory();
  expect(directory.startsWith(`${E2E_STATE_DIR}/deploy-`)).toBe(true);
  expect(existsSync(join(directory, 'index.html'))).toBe(true);
  // The page served is the file in that folder.
  const served = await (await request.get(PAGES.support)).text();
  expect(served).toBe(readFileSync(join(directory, 'support.html'), 'utf8'));
});
