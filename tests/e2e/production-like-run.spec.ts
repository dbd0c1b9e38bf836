// The production-like server (`npm start`) behaves like a Netlify deploy: functions hold concurrent
// load, errors and unknown paths answer as production does, and publishing rebuilds the site.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { hashPassword } from '../../src/server/auth/password.ts';
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

test('publishing rebuilds the site in the background: the post becomes a built page, deleting removes it', async ({ request }) => {
  test.setTimeout(240_000);
  const username = 'e2e-rebuild-editor';
  const password = 'a long password for the rebuild check';
  const slug = `e2e-rebuilt-${Date.now()}`;
  await query('DELETE FROM staff_accounts WHERE lower(username) = lower($1)', [username]);
  await query(`INSERT INTO staff_accounts (username, display_name, role, password_hash) VALUES ($1, 'Rebuild Editor', 'Content Editor', $2)`, [username, await hashPassword(password)]);
  await query('DELETE FROM login_attempts');
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const headers = { Origin: origin };
  expect((await request.post(API.adminLogin, { data: { username, password }, headers })).status()).toBe(200);

  const created = await request.post(API.blogPosts, {
    headers,
    data: {
      title: 'Rebuilt by the local build hook',
      slug,
      content: 'A post that only a rebuild can turn into a static page.',
      excerpt: 'Checks that publishing rebuilds the local deploy.',
      coverImage: null,
      coverImageAlt: null,
      author: 'Thawab Team',
      authorBio: null,
      category: 'Community',
      tags: [],
      status: 'published',
      publishDate: null,
      metaTitle: null,
      metaDescription: null,
      ogTitle: null,
      ogDescription: null,
      ogImage: null,
      allowIndexing: true,
    },
  });
  expect(created.status()).toBe(201);
  expect(created.headers()['x-rebuild']).toBe('triggered');
  const { id } = (await created.json()) as { id: number };

  // The built page (not the client fallback page) carries the post's title in its <title>.
  await expect
    .poll(async () => (await (await request.get(PAGES.blogPost(slug))).text()).includes('<title>Rebuilt by the local build hook'), { timeout: 180_000, intervals: [2_000] })
    .toBe(true);
  await expect.poll(async () => (await (await request.get(PAGES.blog)).text()).includes(slug), { timeout: 30_000 }).toBe(true);

  expect((await request.delete(API.blogPostById.path(id), { headers })).status()).toBe(200);
  await expect
    .poll(async () => (await (await request.get(PAGES.blog)).text()).includes(slug), { timeout: 180_000, intervals: [2_000] })
    .toBe(false);
  await request.post(API.adminLogout, { headers, data: {} });
});

test('the test server serves a deploy folder of its own, never dist/ (npm start may run meanwhile)', async ({ request }) => {
  const directory = e2eDeployDirectory();
  expect(directory.startsWith(`${E2E_STATE_DIR}/deploy-`)).toBe(true);
  expect(existsSync(join(directory, 'index.html'))).toBe(true);
  // The page served is the file in that folder.
  const served = await (await request.get(PAGES.support)).text();
  expect(served).toBe(readFileSync(join(directory, 'support.html'), 'utf8'));
});
