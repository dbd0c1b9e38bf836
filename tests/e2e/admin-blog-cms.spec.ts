// The back-office in Chromium against the production-like server: sign in, write, save, publish,
// schedule, upload, delete, recover unsaved work, sign out.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { e2eDatabaseUrl, e2eDeployDirectory, query } from './support/state.ts';
import { ADMIN, API, PAGES, withQuery } from '../../src/lib/routes.ts';
import { storyPasswordHash } from './support/staff.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const USERNAME = 'e2e-zaynab';
const PASSWORD = 'a long e2e password for zaynab';
// Unsaved editor work is kept per staff member and post.
const NEW_POST_DRAFT_KEY = `thawab:admin-draft:${USERNAME}:new`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNgYPj/n4GBgYGJgYEBAB8IAwG3fYxlAAAAAElFTkSuQmCC',
  'base64',
);
let passwordHash = '';
// The server keeps its functions warm, but Chromium, a build and Postgres share the two cores with it:
// under load a chain of saves takes seconds, so waits on server answers are generous.
const expect = baseExpect.configure({ timeout: 90_000 });

test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);

// One signed-in browser tab for the whole story (as an editor works), so the test signs in once.
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext();
  page = await context.newPage();
  passwordHash = await storyPasswordHash(PASSWORD);
  await query('DELETE FROM staff_accounts WHERE lower(username) = lower($1)', [USERNAME]);
  await query(
    `INSERT INTO staff_accounts (username, display_name, role, password_hash) VALUES ($1, 'Zaynab Ali', 'Content Editor', $2)`,
    [USERNAME, passwordHash],
  );
  // Only this story's own posts: other specs' posts (e2e-versions-…) may be in use by the other worker.
  await query("DELETE FROM blog_posts WHERE slug IN ('e2e-quiet-night-prayer', 'e2e-scheduled-reflection')");
  await query('DELETE FROM login_attempts');
});

test.afterAll(async () => {
  await context?.close();
});

test('sign-in: checks the session, refuses a wrong password, then shows the dashboard for the role', async () => {
  await page.goto(ADMIN.dashboard);
  await expect(page.getByRole('heading', { name: 'Admin sign in' })).toBeVisible({ timeout: 90_000 });
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Username', { exact: true }).fill(USERNAME);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password', { timeout: 90_000 });

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const header = page.locator('.admin-header');
  await expect(header).toContainText('Zaynab Ali', { timeout: 90_000 });
  await expect(header).toContainText('Content Editor');
  await expect(header).toContainText('Admin');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText([
    'Blog Management',
    'Daily Verses',
    'Thawab Tasks',
    'Badges',
    'Campaigns',
    'Spiritual Quiz',
    'Live Recitation',
    'Translations',
  ]);
  await expect(page.getByRole('tab', { name: 'Blog Management' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Blog Dashboard' })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText('Total Posts')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: 'Translations' }).click();
  await expect(page.getByRole('heading', { name: 'Translations', level: 2 })).toBeVisible({ timeout: 30_000 });

  // The cookie is HttpOnly and host-only: the page cannot read it.
  expect(await page.evaluate(() => document.cookie)).not.toContain('thawab_session');
  const cookie = (await page.context().cookies()).find((c) => c.name === '__Host-thawab_session');
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
});

test('write a post: auto-fill, counters, tags, unsaved work survives a reload, save draft, publish', async ({
  browser,
}) => {
  await test.step('the form fills itself: slug, counters, meta, the toolbar, tags and the image rule', async () => {
    await page.goto(ADMIN.blog);
    await page.getByRole('link', { name: 'New Blog Post' }).click({ timeout: 90_000 });
    await expect(page.getByRole('heading', { name: 'Create New Blog Post' })).toBeVisible({ timeout: 90_000 });
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel(/^Title/).fill('E2E Quiet Night Prayer!');
    await expect(page.getByLabel(/^URL slug/)).toHaveValue('e2e-quiet-night-prayer');
    await page.getByLabel(/^Excerpt/).fill('x'.repeat(150));
    await expect(page.locator('#f-excerpt-count')).toHaveText('150/160');
    await expect(page.locator('#f-excerpt-count')).toHaveClass(/counter-near/);
    await page.getByLabel(/^Excerpt/).fill('A gentle guide to night prayer (qiyam) for busy people.');
    await expect(page.locator('#f-excerpt-count')).toHaveClass(/counter-ok/);
    await page.getByLabel(/^Content/).click();
    await expect(page.getByLabel('Meta title', { exact: true })).toHaveValue('E2E Quiet Night Prayer! | Thawab Blog');
    await expect(page.getByLabel('Meta description', { exact: true })).toHaveValue(
      'A gentle guide to night prayer (qiyam) for busy people.',
    );
    await page.getByLabel('Meta title', { exact: true }).fill('m'.repeat(61));
    await expect(page.locator('#f-meta-title-count')).toHaveClass(/counter-over/);
    await page.getByLabel('Meta title', { exact: true }).fill('Night Prayer for Busy People');

    await page.getByLabel(/^Content/).fill('Pray two units before sleep.');
    await page.getByLabel(/^Content/).evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(0, 4));
    await page.getByRole('button', { name: 'Bold' }).click();
    await expect(page.getByLabel(/^Content/)).toHaveValue('**Pray** two units before sleep.');
    await page.getByLabel(/^Category/).selectOption('Prayer & Worship');
    const tag = page.getByLabel('Tags', { exact: true });
    for (const value of ['qiyam', '  qiyam ', 'night', 'sleep']) {
      await tag.fill(value);
      await tag.press('Enter');
    }
    await page.getByRole('button', { name: 'Remove tag sleep' }).click();
    await expect(page.getByRole('list', { name: 'Added tags' }).getByRole('button')).toHaveText([/qiyam/, /night/]);
    // the featured image field says what it accepts, and refuses another site's address as you type
    const cover = page.getByLabel('Image URL');
    await expect(cover).toHaveAttribute('placeholder', '/media/your-image.webp');
    await cover.fill('https://evil.example/cover.png');
    await expect(cover).toHaveAttribute('aria-invalid', 'true');
    await expect(cover).toHaveAccessibleDescription(/Use an image from this site/);
    await cover.fill('');
    await page.getByLabel('Mark as featured').check();
  });

  await test.step('leaving asks first, and a reload offers the unsaved text back', async () => {
    let prompted = false;
    page.once('dialog', (dialog) => {
      prompted = dialog.type() === 'beforeunload';
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: '← Back to Blog' }).click();
    await expect.poll(() => prompted).toBe(true);
    await expect(page).toHaveURL(/\/admin\/blog\/new$/);

    // …and a reload (or a crash) offers the unsaved text back.
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), NEW_POST_DRAFT_KEY)).toContain('Pray');
    const leave = (dialog: import('@playwright/test').Dialog) => void dialog.accept();
    page.on('dialog', leave);
    await page.reload();
    await page.getByRole('button', { name: 'Restore unsaved changes' }).click({ timeout: 90_000 });
    await expect(page.getByLabel(/^Title/)).toHaveValue('E2E Quiet Night Prayer!');
    await expect(page.getByLabel(/^Content/)).toHaveValue('**Pray** two units before sleep.');
    page.off('dialog', leave);
  });

  const draft = await test.step('Save Draft stores the draft and clears the browser copy', async () => {
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page.getByTestId('toast')).toContainText('Post saved successfully!', { timeout: 90_000 });
    await expect(page.getByTestId('toast')).toContainText('Your changes have been saved');
    // Opened from Blog Management's list, the editor returns to it (decision 0058).
    await expect(page).toHaveURL(/\/admin\/blog$/, { timeout: 10_000 });

    const [draft] = await query<{
      id: number;
      status: string;
      tags: string[];
      meta_title: string;
      meta_description: string;
      publish_date: Date | null;
      author: string;
      featured: boolean;
    }>(
      "SELECT id, status, tags, meta_title, meta_description, publish_date, author, featured FROM blog_posts WHERE slug = 'e2e-quiet-night-prayer'",
    );
    expect(draft).toMatchObject({
      status: 'draft',
      tags: ['qiyam', 'night'],
      meta_title: 'Night Prayer for Busy People',
      publish_date: null,
      featured: true,
    });
    expect(draft!.author).not.toBe('');
    expect(await page.evaluate((key) => localStorage.getItem(key), NEW_POST_DRAFT_KEY)).toBeNull();
    return draft!;
  });

  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await test.step('the draft reaches signed-in staff only: the API, the list and the preview', async () => {
    expect((await page.request.get(API.blogPostById.path(draft.id))).status()).toBe(200);
    expect((await stranger.request.get(API.blogPostById.path(draft.id))).status()).toBe(401);
    const publicList = (
      (await (await stranger.request.get(withQuery(API.blogPosts, { page: 1, pageSize: 50 }))).json()) as {
        posts: { slug: string }[];
      }
    ).posts;
    expect(publicList.map((p) => p.slug)).not.toContain('e2e-quiet-night-prayer');
    const staffList = (
      (await (await page.request.get(withQuery(API.blogPosts, { page: 1, pageSize: 50 }))).json()) as {
        posts: { slug: string }[];
      }
    ).posts;
    expect(staffList.map((p) => p.slug)).toContain('e2e-quiet-night-prayer');

    // The table shows it; Edit opens it.
    await expect(page.getByRole('row', { name: /E2E Quiet Night Prayer/ })).toContainText('draft', { timeout: 90_000 });
    await page.getByRole('link', { name: 'Edit E2E Quiet Night Prayer!' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Blog Post' })).toBeVisible({ timeout: 90_000 });
    await expect(page.getByLabel(/^Title/)).toHaveValue('E2E Quiet Night Prayer!');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Preview' }).click();
    const previewPage = await popup;
    expect(previewPage.url()).toContain(PAGES.blogPostPreview('e2e-quiet-night-prayer', draft.id));
    // The blog's fallback page shows the draft to signed-in staff, marked as a preview…
    await expect(previewPage.locator('article h1')).toHaveText('E2E Quiet Night Prayer!', { timeout: 90_000 });
    await expect(
      previewPage.getByText('Preview: this post is a draft and visible only to signed-in staff.'),
    ).toBeVisible();
    await previewPage.close();
    // …and 'Post not found' to everyone else.
    await strangerPage.goto(PAGES.blogPost('e2e-quiet-night-prayer'));
    await expect(strangerPage.getByRole('heading', { name: 'Post not found' })).toBeVisible({ timeout: 90_000 });
  });

  await test.step('Publish puts it live, and the public reaches it through the fallback page', async () => {
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByTestId('toast')).toContainText('Post published successfully!', { timeout: 90_000 });
    await expect(page.getByTestId('toast')).toContainText('Your post is now live on the blog');
    await expect(page).toHaveURL(/\/admin(\/blog|#blog)?$/, { timeout: 10_000 });
    const live = (
      (await (await stranger.request.get(withQuery(API.blogPosts, { page: 1, pageSize: 50 }))).json()) as {
        posts: { slug: string; status: string }[];
      }
    ).posts;
    expect(live.find((p) => p.slug === 'e2e-quiet-night-prayer')?.status).toBe('published');
    // Published after the last build: the public reaches it on /blog/{slug} through the fallback page.
    await strangerPage.goto(PAGES.blogPost('e2e-quiet-night-prayer'));
    await expect(strangerPage.locator('article h1')).toHaveText('E2E Quiet Night Prayer!', { timeout: 90_000 });
    await expect(strangerPage.getByText(/^Preview:/)).toBeHidden();
    await expect(strangerPage.locator('article')).toContainText('Pray two units before sleep.');
    await stranger.close();
  });
});

test('schedule a post, then the scheduled function publishes it when due', async () => {
  await page.goto(ADMIN.blogNew);
  await page.getByLabel(/^Title/).fill('E2E Scheduled Reflection', { timeout: 90_000 });
  await page.getByLabel(/^Excerpt/).fill('Posted later by the scheduler.');
  await page.getByLabel(/^Content/).fill('Patience is beautiful.');
  await page.getByLabel(/^Category/).selectOption('Spiritual Growth');
  await page.getByLabel('Status', { exact: true }).selectOption('scheduled');
  await expect(page.getByLabel('Publish time', { exact: true })).toHaveValue('09:00');
  const tomorrow = new Date(Date.now() + 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  await page
    .getByLabel('Publish date', { exact: true })
    .fill(`${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}`);
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByTestId('toast')).toContainText('Post saved successfully!', { timeout: 90_000 });
  await expect(page.getByTestId('toast')).toContainText('scheduled for');
  // The editor returns to the dashboard a second after saving (product §2); let it, so the next
  // navigation is not interrupted by that redirect.
  await expect(page).toHaveURL(/\/admin(#blog)?$/, { timeout: 10_000 });
  const [row] = await query<{ id: number; status: string; publish_date: Date }>(
    "SELECT id, status, publish_date FROM blog_posts WHERE slug = 'e2e-scheduled-reflection'",
  );
  expect(row!.status).toBe('scheduled');
  expect(row!.publish_date.getTime()).toBeGreaterThan(Date.now());

  // Time passes: the post is now due. Run the scheduled function's handler.
  await query("UPDATE blog_posts SET publish_date = now() - interval '1 minute' WHERE id = $1", [row!.id]);
  const output = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const m = await import('./functions/scheduled-publish-posts.mts'); const r = await m.default(new Request('http://localhost/', { method: 'POST', body: '{}' }), {}); console.log(await r.text()); process.exit(0);",
    ],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: e2eDatabaseUrl(), NETLIFY_DB_URL: '', BUILD_HOOK_URL: '' },
      encoding: 'utf8',
    },
  );
  expect(output).toContain('e2e-scheduled-reflection');
  const [after] = await query<{ status: string }>('SELECT status FROM blog_posts WHERE id = $1', [row!.id]);
  expect(after!.status).toBe('published');
});

test('upload an image and use it as the cover; the media manager lists it', async () => {
  const [post] = await query<{ id: number }>(
    `INSERT INTO blog_posts (slug, title, excerpt, category, author, content, status)
     VALUES ('e2e-cover-post', 'E2E Cover Post', 'A post that gets a cover.', 'Community', 'Zaynab Ali', 'Body text.', 'draft') RETURNING id`,
  );
  await page.goto(ADMIN.blogEdit(post!.id));
  await expect(page.getByLabel(/^Title/)).toHaveValue('E2E Cover Post', { timeout: 90_000 });
  await page.locator('#f-cover-file').setInputFiles({ name: 'night.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByLabel('Image URL', { exact: true })).toHaveValue(/^\/media\/[a-f0-9]{32}\.png$/, {
    timeout: 90_000,
  });
  const url = await page.getByLabel('Image URL', { exact: true }).inputValue();
  await page.getByLabel('Alt text', { exact: true }).fill('A lamp in a dark room');
  await expect
    .poll(() => page.locator('.cover-preview').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
      timeout: 90_000,
    })
    .toBe(2);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByTestId('toast')).toContainText('Post published successfully!', { timeout: 90_000 });
  const [saved] = await query<{ cover_image: string }>('SELECT cover_image FROM blog_posts WHERE id = $1', [post!.id]);
  expect(saved!.cover_image).toBe(url);

  const file = await page.request.get(url);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/png');
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  await page.goto(ADMIN.media);
  await expect(page.getByRole('heading', { name: 'Media Manager' })).toBeVisible({ timeout: 90_000 });
  await expect(page.locator('.media-card').filter({ hasText: url })).toContainText('night.png', { timeout: 90_000 });
});

test('delete a post from the dashboard after confirming', async () => {
  await page.goto(ADMIN.blog);
  const row = page.getByRole('row', { name: /E2E Scheduled Reflection/ });
  await expect(row).toBeVisible({ timeout: 90_000 });
  let message = '';
  page.once('dialog', (dialog) => {
    message = dialog.message();
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Delete E2E Scheduled Reflection' }).click();
  await expect(row).toHaveCount(0, { timeout: 90_000 });
  expect(message).toContain('Are you sure you want to delete');
  expect(await query("SELECT id FROM blog_posts WHERE slug = 'e2e-scheduled-reflection'")).toEqual([]);
});

test('sign out ends the session on the server', async () => {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Admin sign in' })).toBeVisible({ timeout: 90_000 });
  expect((await page.request.get(API.adminSession)).status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin sign in' })).toBeVisible({ timeout: 90_000 });
});

test('no staff secret reaches any built file the browser can load (scripts, pages, feeds)', async () => {
  const dist = e2eDeployDirectory();
  const files = (readdirSync(dist, { recursive: true }) as string[]).filter((name) =>
    /\.(js|mjs|html|json|xml|txt)$/.test(name),
  );
  expect(files.filter((name) => name.endsWith('.js')).length).toBeGreaterThan(0);
  expect(files).toContain('admin.html');
  const [seed] = await query<{ username: string; password_hash: string }>(
    "SELECT username, password_hash FROM staff_accounts WHERE display_name = 'Site Administrator'",
  );
  for (const name of files) {
    const text = readFileSync(join(dist, name), 'utf8');
    expect(text, name).not.toContain('scrypt$');
    expect(text, name).not.toContain(passwordHash);
    expect(text, name).not.toContain(PASSWORD);
    expect(text, name).not.toContain('password_hash');
    expect(text, name).not.toContain('Site Administrator');
    if (seed) expect(text, name).not.toContain(seed.password_hash);
  }
});
