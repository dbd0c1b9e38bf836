// `npm run dev` (the README: Astro's dev server with the same emulation, for working on the code):
// it starts, serves the pages, answers the functions' paths, and signs staff in. Its own throwaway
// Postgres and cache folder; the dev server prepares the database as `npm start` does.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { expect, test, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { BUILDS_DIR, PROJECT_ROOT } from '../../scripts/support/astro-build.ts';
import { startPostgres, type TestPostgres } from '../../scripts/support/postgres.ts';
import { API, PAGES } from '../../src/lib/routes.ts';
import { queryAt } from './support/state.ts';
import { storyPasswordHash } from './support/staff.ts';

const port = Number(process.env.E2E_PORT || 8899) + 8;
const origin = `http://127.0.0.1:${port}`;
let postgres: TestPostgres;
let dev: ChildProcess;
let request: APIRequestContext;
const output: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(300_000);
  postgres = await startPostgres();
  dev = spawn(
    process.execPath,
    [join(PROJECT_ROOT, 'node_modules/astro/bin/astro.mjs'), 'dev', '--port', String(port), '--host', '127.0.0.1'],
    {
      cwd: PROJECT_ROOT,
      env: { ...process.env, DATABASE_URL: postgres.url, ASTRO_CACHE_DIR: join(BUILDS_DIR, 'dev-server-cache') },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  for (const stream of [dev.stdout, dev.stderr])
    stream?.on('data', (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean)));
  request = await playwrightRequest.newContext({ baseURL: origin });
  // Ready once the database is prepared (its last step) and the home page answers.
  await expect
    .poll(() => output.some((line) => line.includes('[dev] First run:') || line.includes('[dev] [db] migrations')), {
      timeout: 200_000,
      intervals: [1_000],
    })
    .toBe(true);
  // The first page waits for Vite to prepare the dependencies: longer on a fresh clone.
  await expect
    .poll(async () => (await request.get(PAGES.home).catch(() => null))?.status(), { timeout: 90_000 })
    .toBe(200);
});

test.afterAll(async () => {
  await request?.dispose();
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
  postgres?.stop();
});

test('npm run dev serves the pages and answers the functions, with staff sign-in', async () => {
  test.setTimeout(120_000);
  expect(output.join('\n')).toMatch(/\[dev\] \d+ functions answer their paths/);

  const home = await request.get(PAGES.home);
  expect(home.headers()['content-type']).toContain('text/html');
  expect(await home.text()).toContain('<html');

  // A function's own path, with the database behind it; bad input gets the API's JSON error.
  const posts = await request.get(API.blogPosts);
  expect(posts.status()).toBe(200);
  expect(await posts.json()).toMatchObject({ page: 1, posts: expect.any(Array) });
  const badPage = await request.get(`${API.blogPosts}?page=x`);
  expect(badPage.status()).toBe(400);
  expect(((await badPage.json()) as { error: string }).error).toMatch(/Page must be a whole number/);

  // Staff sign in through the dev server's own origin (allowed for staff writes) and keep a session.
  const username = 'e2e-dev-editor';
  const password = 'a long password for the dev server check';
  await queryAt(
    postgres.url,
    `INSERT INTO staff_accounts (username, display_name, role, password_hash) VALUES ($1, 'Dev Editor', 'Content Editor', $2)`,
    [username, await storyPasswordHash(password)],
  );
  const refused = await request.post(API.adminLogin, {
    data: { username, password: 'not the password' },
    headers: { Origin: origin },
  });
  expect(refused.status()).toBe(401);
  const signedIn = await request.post(API.adminLogin, { data: { username, password }, headers: { Origin: origin } });
  expect(signedIn.status()).toBe(200);
  const session = await request.get(API.adminSession);
  expect(session.status()).toBe(200);
  expect(await session.json()).toMatchObject({ staff: { username, role: 'Content Editor' } });
});
