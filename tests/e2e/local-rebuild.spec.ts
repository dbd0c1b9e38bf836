// Publishing rebuilds the site like Netlify's build hook does (decision 0009): the production-like
// server of this spec (its own database, port and state folder, so the other specs keep the first
// build they check) rebuilds in the background and swaps the new deploy in.
import { expect, test, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { postPath } from '../../src/lib/blog/translations.ts';
import { localePath } from '../../src/lib/i18n/pages.ts';
import { signInAs } from './support/sign-in.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { resetStaffAccount, storyPasswordHash } from './support/staff.ts';
import { postPayload } from '../../scripts/support/post-payload.ts';
import { startPostgres, type TestPostgres } from '../../scripts/support/postgres.ts';
import { startProductionLikeServer, type ProductionLikeServer } from '../../scripts/support/production-like-server.ts';
import { ADMIN, API, PAGES } from '../../src/lib/routes.ts';
import { E2E_STATE_DIR, queryAt, startFromMainBuild } from './support/state.ts';

let postgres: TestPostgres;
let server: ProductionLikeServer;
let request: APIRequestContext;

const query = (text: string, values: unknown[] = []) => queryAt(postgres.url, text, values);

test.beforeAll(async () => {
  test.setTimeout(300_000);
  postgres = await startPostgres();
  const port = Number(process.env.E2E_PORT || 8899) + 2;
  server = await startProductionLikeServer({
    port,
    databaseUrl: postgres.url,
    stateDir: `${E2E_STATE_DIR}-rebuild`,
    echo: '[rebuild-server] ',
    env: startFromMainBuild(),
  });
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
  await query(
    `INSERT INTO staff_accounts (username, display_name, role, password_hash) VALUES ($1, 'Rebuild Editor', 'Content Editor', $2)`,
    [username, await storyPasswordHash(password)],
  );
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
    .poll(
      async () =>
        (await (await request.get(PAGES.blogPost(slug))).text()).includes('<title>Rebuilt by the local build hook'),
      { timeout: 180_000, intervals: [2_000] },
    )
    .toBe(true);
  await expect
    .poll(async () => (await (await request.get(PAGES.blog)).text()).includes(slug), { timeout: 30_000 })
    .toBe(true);

  // A delete names the version it was made from (decision 0029); nobody changed the post since.
  expect((await request.delete(API.blogPostById.path(id), { headers, data: { version } })).status()).toBe(200);
  await expect
    .poll(async () => (await (await request.get(PAGES.blog)).text()).includes(slug), {
      timeout: 180_000,
      intervals: [2_000],
    })
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
  await query(
    `INSERT INTO staff_accounts (username, display_name, role, password_hash) VALUES ($1, 'Slug Editor', 'Content Editor', $2)`,
    [username, await storyPasswordHash(password)],
  );
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
    const { version } = (
      (await query('SELECT version FROM blog_posts WHERE id = $1', [id])) as { version: number }[]
    )[0]!;
    expect((await request.put(API.blogPostById.path(id), { headers, data: { ...post(slug), version } })).status()).toBe(
      200,
    );
  }

  // Once the rebuild that follows the last change is live, both old addresses answer 301 to the current one.
  await expect
    .poll(async () => (await (await request.get(PAGES.blogPost(third))).text()).includes('<title>A post that moved'), {
      timeout: 300_000,
      intervals: [2_000],
    })
    .toBe(true);
  for (const old of [first, second]) {
    await expect
      .poll(
        async () => {
          const response = await request.get(PAGES.blogPost(old), { maxRedirects: 0 });
          return [response.status(), new URL(response.headers()['location'] ?? '/', server.origin).pathname];
        },
        { timeout: 120_000, intervals: [2_000] },
      )
      .toEqual([301, PAGES.blogPost(third)]);
  }
  await request.post(API.adminLogout, { headers, data: {} });
});

test('a Content Editor writes an Indonesian translation of a post, publishes it, and /id/blog shows it after the rebuild, linked both ways (decision 0049)', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const username = 'e2e-rebuild-translator';
  const password = 'a long password for the translation story';
  await resetStaffAccount(username, 'Rebuild Translator', 'Content Editor', password, query);
  await query('DELETE FROM login_attempts');
  const page = await (await browser.newContext({ baseURL: server.origin })).newPage();
  await signInAs(page, { username, password }, `${server.origin}${ADMIN.dashboard}`, postgres.url);

  // The built-in posts become the database's (originals and the team's translations, linked).
  await page.getByRole('button', { name: 'Import Existing Posts' }).click({ timeout: 90_000 });
  await expect(page.getByTestId('toast')).toContainText('Migration successful!', { timeout: 90_000 });
  const [original] = (await query("SELECT id, title FROM blog_posts WHERE slug = 'streaks-and-starting-again'")) as {
    id: number;
    title: string;
  }[];
  expect(original).toBeDefined();

  await page.goto(ADMIN.blogNew);
  await expect(page.getByRole('heading', { name: 'Create New Blog Post' })).toBeVisible({ timeout: 90_000 });
  const title = 'Runtutan dan Seni Lembut untuk Memulai Lagi';
  const slug = 'runtutan-dan-seni-lembut-untuk-memulai-lagi';
  await page.getByLabel(/^Title/).fill(title);
  await expect(page.getByLabel(/^URL slug/)).toHaveValue(slug);
  await page
    .getByLabel(/^Excerpt/)
    .fill('Runtutan membantumu hadir setiap hari, dan di Thawab hari yang terlewat tidak pernah menghapusnya.');
  await page
    .getByLabel(/^Content/)
    .fill(
      '## Mengapa runtutan berhasil\n\nAda sesuatu yang diam-diam memotivasi dari angka yang bertambah setiap hari kamu hadir.',
    );
  await page.getByLabel(/^Category/).selectOption('App Features');
  await page.getByLabel('Language', { exact: true }).selectOption('id');
  await expect(page.locator('.input-prefix')).toContainText('/id/blog/');

  // Translation of: find the English original and link it.
  const search = page.getByLabel('Find the original post', { exact: true });
  await search.fill('streaks');
  await search.press('Enter');
  await page.getByRole('button', { name: `Link as a translation of ${original!.title}` }).click();
  const link = page.getByRole('group', { name: 'Translation of' });
  await expect(link.getByRole('link', { name: original!.title })).toHaveAttribute('href', ADMIN.blogEdit(original!.id));
  await expect(page.getByLabel('Reviewed by a native speaker')).not.toBeChecked();
  await expectNoSeriousA11yViolations(page);

  const created = page.waitForResponse((r) => r.url().endsWith(API.blogPosts) && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Publish' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  expect(response.headers()['x-rebuild']).toBe('triggered');
  expect(await response.json()).toMatchObject({
    language: 'id',
    translationOf: original!.id,
    translationReviewed: false,
    status: 'published',
  });
  await expect(page.getByTestId('toast')).toContainText('Post published successfully!');
  // Back on the Blog Dashboard: the Language filter and column.
  await expect(page.getByRole('heading', { name: 'Blog Dashboard' })).toBeVisible({ timeout: 90_000 });
  await page.getByLabel('Language', { exact: true }).selectOption({ label: 'Indonesian' });
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: title })).toContainText(`translation of #${original!.id}, not reviewed`);
  const indonesianCount = (
    (await query("SELECT count(*)::int AS n FROM blog_posts WHERE language = 'id'")) as { n: number }[]
  )[0]!.n;
  await expect(rows).toHaveCount(indonesianCount + 1);
  await expectNoSeriousA11yViolations(page);
  const [audit] = (await query(
    "SELECT summary FROM audit_log WHERE action = 'post.created' ORDER BY id DESC LIMIT 1",
  )) as { summary: string }[];
  expect(audit!.summary).toBe(
    `Created published post "${title}" (/${slug}); language id, linked as a translation of post #${original!.id}`,
  );

  // After the rebuild: listed on /id/blog, built at /id/blog/{slug}, and the two posts name each other.
  const indonesianList = localePath('id', PAGES.blog);
  await expect
    .poll(async () => (await (await request.get(indonesianList)).text()).includes(title), {
      timeout: 420_000,
      intervals: [3_000],
    })
    .toBe(true);
  const translation = await (await request.get(postPath(slug, 'id'))).text();
  expect(translation).toContain(`<title>${title}`);
  expect(translation).toMatch(
    new RegExp(`<link rel="alternate" hreflang="en" href="[^"]*${PAGES.blogPost('streaks-and-starting-again')}">`),
  );
  expect(translation).toMatch(
    new RegExp(
      `<link rel="alternate" hreflang="x-default" href="[^"]*${PAGES.blogPost('streaks-and-starting-again')}">`,
    ),
  );
  const english = await (await request.get(PAGES.blogPost('streaks-and-starting-again'))).text();
  expect(english).toMatch(new RegExp(`<link rel="alternate" hreflang="id" href="[^"]*${postPath(slug, 'id')}">`));
  expect(english).toContain(`href="${postPath(slug, 'id')}" hreflang="id" lang="id"`);
  // The English list stays English.
  expect(await (await request.get(PAGES.blog)).text()).not.toContain(title);
  await page.context().close();
});
