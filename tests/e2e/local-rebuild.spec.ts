// Publishing rebuilds the site like Netlify's build hook does (decision 0009): the production-like
// server of this spec (its own database, port and state folder, so the other specs keep the first
// build they check) rebuilds in the background and swaps the new deploy in.
import { expect, test, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { postPayload } from '../../scripts/support/post-payload.ts';
import { startPostgres, type TestPostgres } from '../../scripts/support/postgres.ts';
import { startProductionLikeServer, type ProductionLikeServer } from '../../scripts/support/production-like-server.ts';
import { API, PAGES } from '../../src/lib/routes.ts';
import { hashPassword } from '../../src/server/auth/password.ts';
import { E2E_STATE_DIR, queryAt } from './support/state.ts';

let postgres: TestPostgres;
let server: ProductionLikeServer;
let request: APIRequestContext;

const query = (text: string, values: unknown[] = []) => queryAt(postgres.url, text, values);

test.beforeAll(async () => {
  test.setTimeout(300_000);
  postgres = await startPostgres();
  const port = Number(process.env.E2E_PORT || 8899) + 2;
  server = await startProductionLikeServer({ port, databaseUrl: postgres.url, stateDir: `${E2E_STATE_DIR}-rebuild`, echo: '[rebuild-server] ' });
  request = await playwrightRequest.newContext({ baseURL: server.origin });
});

test.afterAll(async () => {
  await request?.dispose();
  server?.stop();
  postgres?.stop();
});

test('publishing rebuilds the site in the background: the post becomes a built page, deleting removes it', async () => {
  test.setTimeout(300_000);
  const username = 'e2e-rebuild-editor';
  const password = 'a long password for the rebuild check';
  const slug = `e2e-rebuilt-${Date.now()}`;
  await query('DELETE FROM staff_accounts WHERE lower(username) = lower($1)', [username]);
  await query(`INSERT INTO staff_accounts (username, display_name, role, password_hash) VALUES ($1, 'Rebuild Editor', 'Content Editor', $2)`, [username, await hashPassword(password)]);
  await query('DELETE FROM login_attempts');
  const headers = { Origin: server.origin };
  expect((await request.post(API.adminLogin, { data: { username, password }, headers })).status()).toBe(200);

  const created = await request.post(API.blogPosts, {
    headers,
    data: postPayload({
      title: 'Rebuilt by the local build hook',
      slug,
      content: 'A post that only a rebuild can turn into a static page.',
      excerpt: 'Checks that publishing rebuilds the local deploy.',
      status: 'published',
    }),
  });
  expect(created.status()).toBe(201);
  expect(created.headers()['x-rebuild']).toBe('triggered');
  const { id, version } = (await created.json()) as { id: number; version: number };

  // The built page (not the client fallback page) carries the post's title in its <title>.
  await expect
    .poll(async () => (await (await request.get(PAGES.blogPost(slug))).text()).includes('<title>Rebuilt by the local build hook'), { timeout: 180_000, intervals: [2_000] })
    .toBe(true);
  await expect.poll(async () => (await (await request.get(PAGES.blog)).text()).includes(slug), { timeout: 30_000 }).toBe(true);

  // A delete names the version it was made from (decision 0029); nobody changed the post since.
  expect((await request.delete(API.blogPostById.path(id), { headers, data: { version } })).status()).toBe(200);
  await expect
    .poll(async () => (await (await request.get(PAGES.blog)).text()).includes(slug), { timeout: 180_000, intervals: [2_000] })
    .toBe(false);
  await request.post(API.adminLogout, { headers, data: {} });
});

test('a published post whose slug changes keeps its old address: 301 to the new one after the rebuild, chains collapsed', async () => {
  test.setTimeout(400_000);
  const username = 'e2e-rebuild-slugs';
  const password = 'a long password for the slug redirect check';
  const stamp = Date.now();
  const [first, second, third] = [`e2e-slug-a-${stamp}`, `e2e-slug-b-${stamp}`, `e2e-slug-c-${stamp}`];
  await query('DELETE FROM staff_accounts WHERE lower(username) = lower($1)', [username]);
  await query(`INSERT INTO staff_accounts (username, display_name, role, password_hash) VALUES ($1, 'Slug Editor', 'Content Editor', $2)`, [username, await hashPassword(password)]);
  await query('DELETE FROM login_attempts');
  const headers = { Origin: server.origin };
  expect((await request.post(API.adminLogin, { data: { username, password }, headers })).status()).toBe(200);
  const post = (slug: string) => ({
    title: 'A post that moved',
    slug,
    content: 'Shared links to this post must keep working.',
    excerpt: 'Checks that an old slug redirects.',
    author: 'Thawab Team',
    category: 'Community',
    tags: [],
    status: 'published',
    publishDate: '2026-01-01T00:00:00Z',
  });
  const created = await request.post(API.blogPosts, { headers, data: post(first) });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  for (const slug of [second, third]) {
    const { version } = ((await query('SELECT version FROM blog_posts WHERE id = $1', [id])) as { version: number }[])[0]!;
    expect((await request.put(API.blogPostById.path(id), { headers, data: { ...post(slug), version } })).status()).toBe(200);
  }

  // Once the rebuild that follows the last change is live, both old addresses answer 301 to the current one.
  await expect
    .poll(async () => (await (await request.get(PAGES.blogPost(third))).text()).includes('<title>A post that moved'), { timeout: 300_000, intervals: [2_000] })
    .toBe(true);
  for (const old of [first, second]) {
    await expect
      .poll(async () => {
        const response = await request.get(PAGES.blogPost(old), { maxRedirects: 0 });
        return [response.status(), new URL(response.headers()['location'] ?? '/', server.origin).pathname];
      }, { timeout: 120_000, intervals: [2_000] })
      .toEqual([301, PAGES.blogPost(third)]);
  }
  await request.post(API.adminLogout, { headers, data: {} });
});
