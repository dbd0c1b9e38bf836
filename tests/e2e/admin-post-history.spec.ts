// Post history and autosave in the editor (decision 0037). Two staff members edit the
// same draft in two browsers with autosave on: the first one's text is saved in place, the second
// is told who changed the post and keeps their text as a copy, so both texts survive. Then an older
// revision is compared, restored and the restore undone, from the "Post history" dialog (axe clean).
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN } from '../../src/lib/routes.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { query } from './support/state.ts';
import { signInAs } from './support/sign-in.ts';
import { resetStaffAccount } from './support/staff.ts';

const expect = baseExpect.configure({ timeout: 90_000 });
test.setTimeout(300_000);
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'a long e2e password for post history';
const STAFF = [
  { username: 'e2e-hist-amina', name: 'Amina History' },
  { username: 'e2e-hist-bilal', name: 'Bilal History' },
] as const;
const SLUG = 'history-e2e-evening-adhkar';
const ORIGINAL = 'Begin the evening with **Bismillah**.';

let postId = 0;

test.beforeAll(async () => {
  for (const { username, name } of STAFF) await resetStaffAccount(username, name, 'Content Editor', PASSWORD);
  await query("DELETE FROM blog_posts WHERE slug LIKE 'history-e2e-%'");
  await query('DELETE FROM login_attempts');
  const [post] = await query<{ id: number }>(
    `INSERT INTO blog_posts (slug, title, excerpt, category, author, content, status)
     VALUES ($1, 'Evening Adhkar', 'Short remembrances for the evening.', 'Community', 'Thawab Team', $2, 'draft') RETURNING id`,
    [SLUG, ORIGINAL],
  );
  postId = post!.id;
  // The post's first revision, as its creation through the API would have made it.
  await query(
    `INSERT INTO post_revisions (post_id, reason, snapshot, created_by, created_at)
     VALUES ($1, 'created', jsonb_build_object('title', 'Evening Adhkar', 'slug', $2::text, 'content', $3::text, 'excerpt', 'Short remembrances for the evening.',
       'category', 'Community', 'tags', '[]'::jsonb, 'author', 'Thawab Team', 'authorBio', null, 'coverImage', null, 'coverImageAlt', null,
       'metaTitle', null, 'metaDescription', null, 'ogTitle', null, 'ogDescription', null, 'ogImage', null, 'allowIndexing', true, 'featured', false,
       'status', 'draft', 'publishDate', null), $4, now())`,
    [postId, SLUG, ORIGINAL, STAFF[0].username],
  );
});

async function editorFor(browser: Browser, who: (typeof STAFF)[number]): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, { username: who.username, password: PASSWORD }, ADMIN.dashboard);
  await expect(page.locator('.admin-header')).toContainText(who.name);
  await page.goto(ADMIN.blogEdit(postId));
  await expect(page.getByRole('heading', { name: 'Edit Blog Post' })).toBeVisible();
  await expect(page.locator('#f-title')).toHaveValue('Evening Adhkar');
  return page;
}

const amina = { page: null as Page | null };
const AMINAS_TEXT = 'Amina wrote this while Bilal was editing too.';

test('two editors autosave the same draft: the first is saved in place, the second keeps theirs as a copy', async ({
  browser,
}) => {
  const a = await editorFor(browser, STAFF[0]);
  amina.page = a;
  const bilal = await editorFor(browser, STAFF[1]);

  await a.locator('#f-content').fill(AMINAS_TEXT);
  await expect(a.locator('.editor-state')).toHaveText('Saved');
  const [saved] = await query<{ content: string; version: number }>(
    'SELECT content, version FROM blog_posts WHERE id = $1',
    [postId],
  );
  expect(saved).toEqual({ content: AMINAS_TEXT, version: 2 });
  // Saved in place: no new revision.
  expect(await query('SELECT reason FROM post_revisions WHERE post_id = $1', [postId])).toEqual([
    { reason: 'created' },
  ]);

  // Bilal loaded version 1: his autosave is refused, and the editor names Amina.
  const bilalsExcerpt = 'Bilal’s excerpt, typed against the old version.';
  await bilal.locator('#f-excerpt').fill(bilalsExcerpt);
  const dialog = bilal.getByRole('dialog', { name: 'Someone else changed this post' });
  await expect(dialog.getByRole('alert')).toContainText(`${STAFF[0].name} (${STAFF[0].username}) changed this post on`);
  await expect(bilal.locator('.editor-state')).toContainText('Not saved: someone else changed this post');
  await dialog.getByRole('button', { name: 'Keep mine as a copy' }).click();
  await expect(bilal.getByText('Your version was saved as a new draft')).toBeVisible();

  const posts = await query<{ id: number; content: string; excerpt: string }>(
    "SELECT id, content, excerpt FROM blog_posts WHERE slug LIKE 'history-e2e-%' ORDER BY id",
  );
  expect(posts).toEqual([
    { id: postId, content: AMINAS_TEXT, excerpt: 'Short remembrances for the evening.' },
    { id: expect.any(Number), content: ORIGINAL, excerpt: bilalsExcerpt },
  ]);
  await bilal.context().close();
});

test('post history: compare an older revision, restore it, and undo the restore (axe clean)', async () => {
  const page = amina.page!;
  await page.getByRole('button', { name: 'Post history' }).click();
  const history = page.getByRole('dialog', { name: 'Post history' });
  const revisions = history.getByRole('list', { name: 'Revisions, newest first' });
  await expect(revisions.getByRole('listitem')).toHaveCount(1);
  await revisions.getByRole('button', { name: /Created/ }).click();
  await expect(revisions.getByRole('button', { name: /Created/ })).toContainText(STAFF[0].name);
  const body = history.getByRole('group', { name: 'Body: this revision and the current text' });
  await expect(body.locator('del')).toContainText('Begin the evening');
  await expect(body.locator('ins')).toContainText(AMINAS_TEXT);
  await expectNoSeriousA11yViolations(page);

  await history.getByRole('button', { name: 'Restore this revision' }).click();
  await expect(history.getByText('The current text is kept in the history first')).toBeVisible();
  await history.getByRole('button', { name: 'Yes, restore it' }).click();
  await expect(history.getByText(/Restored the revision of/)).toBeVisible();
  await expect(page.locator('#f-content')).toHaveValue(ORIGINAL);
  await expect(revisions.getByRole('listitem')).toHaveCount(3);
  await expect(revisions.getByRole('button').first()).toContainText('Restored');
  await expect(revisions.getByRole('button').nth(1)).toContainText('Before a restore');
  expect((await query<{ content: string }>('SELECT content FROM blog_posts WHERE id = $1', [postId]))[0]!.content).toBe(
    ORIGINAL,
  );

  await history.getByRole('button', { name: 'Undo restore' }).click();
  await expect(page.locator('#f-content')).toHaveValue(AMINAS_TEXT);
  expect((await query<{ content: string }>('SELECT content FROM blog_posts WHERE id = $1', [postId]))[0]!.content).toBe(
    AMINAS_TEXT,
  );
  await expect(revisions.getByRole('listitem')).toHaveCount(5);
  await expectNoSeriousA11yViolations(page);
  await page.context().close();
});

test('restoring a published post’s revision puts it in the editor; the live post changes only on Publish', async ({
  browser,
}) => {
  const slug = 'history-e2e-live-post';
  const snapshot = (content: string) =>
    JSON.stringify({
      title: 'Live Post',
      slug,
      content,
      excerpt: 'A published post.',
      category: 'Community',
      tags: [],
      author: 'Thawab Team',
      authorBio: null,
      coverImage: null,
      coverImageAlt: null,
      metaTitle: null,
      metaDescription: null,
      ogTitle: null,
      ogDescription: null,
      ogImage: null,
      allowIndexing: true,
      featured: false,
      status: 'published',
      publishDate: '2026-01-01T00:00:00.000Z',
    });
  const [live] = await query<{ id: number }>(
    `INSERT INTO blog_posts (slug, title, excerpt, category, author, content, status, publish_date)
     VALUES ($1, 'Live Post', 'A published post.', 'Community', 'Thawab Team', 'The live text.', 'published', '2026-01-01T00:00:00Z') RETURNING id`,
    [slug],
  );
  await query(
    `INSERT INTO post_revisions (post_id, reason, snapshot, created_by, created_at) VALUES
       ($1, 'published', $2::jsonb, $4, now() - interval '2 hours'), ($1, 'saved', $3::jsonb, $4, now() - interval '1 hour')`,
    [live!.id, snapshot('The older text.'), snapshot('The live text.'), STAFF[0].username],
  );
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, { username: STAFF[0].username, password: PASSWORD }, ADMIN.dashboard);
  await expect(page.locator('.admin-header')).toContainText(STAFF[0].name);
  await page.goto(ADMIN.blogEdit(live!.id));
  await expect(page.locator('#f-content')).toHaveValue('The live text.');

  await page.getByRole('button', { name: 'Post history' }).click();
  const history = page.getByRole('dialog', { name: 'Post history' });
  await history.getByRole('button', { name: /^Published/ }).click();
  await history.getByRole('button', { name: 'Restore this revision' }).click();
  await expect(history.getByText('The public page stays as it is until you press Publish')).toBeVisible();
  await history.getByRole('button', { name: 'Yes, restore it' }).click();
  await expect(history).toBeHidden();
  await expect(page.locator('#f-content')).toHaveValue('The older text.');
  await expect(page.locator('.editor-state')).toContainText('the published post changes when you press Publish');
  const stored = async () =>
    (await query<{ content: string }>('SELECT content FROM blog_posts WHERE id = $1', [live!.id]))[0]!.content;
  const reasons = async () =>
    (
      await query<{ reason: string }>(
        'SELECT reason FROM post_revisions WHERE post_id = $1 ORDER BY created_at DESC, id DESC',
        [live!.id],
      )
    ).map((r) => r.reason);
  expect(await stored()).toBe('The live text.');
  expect(await reasons()).toEqual(['saved', 'published']);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Post published successfully!')).toBeVisible();
  expect(await stored()).toBe('The older text.');
  expect(await reasons()).toEqual(['saved', 'saved', 'published']);
  await page.context().close();
});
