// The path a newcomer runs: `npm start` with no DATABASE_URL, on the embedded database (the Netlify
// DB emulation behind its session gate, decision 0033). Concurrent writes keep their rows and the
// server logs no error. The rest of the suite runs on a throwaway Postgres; this story runs on the
// default itself, in a state folder of its own.
import { rmSync } from 'node:fs';
import { expect, test, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import pg from 'pg';
import { postPayload } from '../../scripts/support/post-payload.ts';
import { startProductionLikeServer, type ProductionLikeServer } from '../../scripts/support/production-like-server.ts';
import { API } from '../../src/lib/routes.ts';
import { hashOwnerToken } from '../../src/server/repositories/waitlist.ts';
import { E2E_ASTRO_CACHE, E2E_STATE_DIR, queryAt } from './support/state.ts';

const stateDir = `${E2E_STATE_DIR}-embedded`;
let server: ProductionLikeServer;
let request: APIRequestContext;

const query = <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
  queryAt<T>(server.databaseUrl, text, values);

/** Lines that say something went wrong on the server's side. */
const errorLines = (lines: string[]) => lines.filter((line) => /error|failed|exception|savepoint|aborted/i.test(line));

test.beforeAll(async () => {
  test.setTimeout(300_000);
  rmSync(stateDir, { recursive: true, force: true });
  const port = Number(process.env.E2E_PORT || 8899) + 4;
  server = await startProductionLikeServer({
    port,
    databaseUrl: null,
    stateDir,
    env: { LOCAL_REBUILDS: '0' },
    imageCacheFrom: E2E_ASTRO_CACHE,
    echo: '[embedded-server] ',
  });
});

// A client of its own per story: one story's idle keep-alive sockets (the 50 sign-ups open as many)
// must not be picked for the next story's burst just as the server closes them after its 5 s
// keep-alive timeout, which a client sees as a reset connection.
test.beforeEach(async () => {
  request = await playwrightRequest.newContext({ baseURL: server.origin });
});

test.afterEach(async () => {
  await request?.dispose();
});

test.afterAll(() => {
  server?.stop();
});

test('the default start uses the embedded database and says where it is', () => {
  expect(server.databaseUrl).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/);
  expect(server.output.some((line) => line.includes('database: Netlify DB emulation'))).toBe(true);
});

test('50 concurrent sign-ups of 10 emails: 50 answers, exactly 10 records, each owned by the browser that made it, no error logged', async () => {
  const before = server.output.length;
  const emails = Array.from({ length: 10 }, (_, i) => `embedded-${i}@example.com`);
  const answers = await Promise.all(
    Array.from({ length: 50 }, async (_, i) => {
      const response = await request.post(API.waitlist, { data: { email: emails[i % 10] } });
      return {
        email: emails[i % 10]!,
        status: response.status(),
        body: (await response.json()) as { referralCode?: string; ownerToken?: string },
      };
    }),
  );
  expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));

  const rows = await query<{ email: string; referral_code: string; owner_token_hash: string }>(
    "SELECT email, referral_code, owner_token_hash FROM launch_signups WHERE email LIKE 'embedded-%' ORDER BY email",
  );
  expect(rows.map((row) => row.email)).toEqual([...emails].sort());
  for (const row of rows) {
    // Exactly one of the five browsers got the record's code and the token that owns it.
    const owners = answers.filter(
      (answer) => answer.email === row.email && answer.body.referralCode === row.referral_code,
    );
    expect(owners, row.email).toHaveLength(1);
    expect(hashOwnerToken(owners[0]!.body.ownerToken!)).toBe(row.owner_token_hash);
  }
  expect(errorLines(server.output.slice(before))).toEqual([]);
});

test('20 concurrent staff saves of 20 different posts: all 20 saved, no error logged', async () => {
  test.setTimeout(120_000);
  const password = /created the Super Admin "admin" with the password (\S+)/.exec(server.output.join('\n'))?.[1];
  expect(password, 'the first start prints the Super Admin password').toBeTruthy();
  const headers = { Origin: server.origin };
  expect((await request.post(API.adminLogin, { data: { username: 'admin', password }, headers })).status()).toBe(200);

  const post = (title: string, slug: string) =>
    postPayload({ title, slug, content: `The body of ${title}.`, excerpt: `About ${title}.` });
  const created: { id: number; version: number }[] = [];
  for (let i = 0; i < 20; i++) {
    const answer = await request.post(API.blogPosts, {
      headers,
      data: post(`Embedded draft ${i}`, `embedded-draft-${i}`),
    });
    expect(answer.status()).toBe(201);
    created.push((await answer.json()) as { id: number; version: number });
  }
  const ids = created.map((row) => row.id);

  const before = server.output.length;
  const saves = await Promise.all(
    created.map(({ id, version }, i) =>
      // Each save names the version it was made from (decision 0029).
      request
        .put(API.blogPostById.path(id), {
          headers,
          data: { ...post(`Embedded draft ${i}, edited`, `embedded-draft-${i}`), version },
        })
        .then((r) => r.status()),
    ),
  );
  expect(saves).toEqual(Array(20).fill(200));
  const titles = await query<{ title: string }>(
    "SELECT title FROM blog_posts WHERE slug LIKE 'embedded-draft-%' ORDER BY id",
  );
  expect(titles.map((row) => row.title)).toEqual(ids.map((_, i) => `Embedded draft ${i}, edited`));
  expect(errorLines(server.output.slice(before))).toEqual([]);
});
