// Two staff members edit the same blog post in two browsers (decision 0029). The first
// save lands; the second is refused with a dialog that names the first editor and when, and after
// "Keep mine as a copy" both texts exist: the post with the first editor's change, and a new draft
// with the second editor's. Before record versions both saves answered 200 and one change was lost.
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN } from '../../src/lib/routes.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { query } from './support/state.ts';
import { signInAs } from './support/sign-in.ts';
import { resetStaffAccount } from './support/staff.ts';

// The server keeps its functions warm, but Chromium, a build and Postgres share the two cores with it:
// under load a chain of saves takes seconds, so waits on server answers are generous.
const expect = baseExpect.configure({ timeout: 90_000 });
test.setTimeout(300_000);
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'a long e2e password for versions';
const STAFF = [
  { username: 'e2e-ver-amina', name: 'Amina Versions' },
  { username: 'e2e-ver-bilal', name: 'Bilal Versions' },
] as const;
const SLUG = 'e2e-versions-morning-adhkar';
const EXCERPT = 'Short remembrances for the start of the day.';

let postId = 0;

test.beforeAll(async () => {
  for (const { username, name } of STAFF) await resetStaffAccount(username, name, 'Content Editor', PASSWORD);
  await query("DELETE FROM blog_posts WHERE slug LIKE 'e2e-versions-%'");
  await query('DELETE FROM login_attempts');
  const rows = await query<{ id: number }>(
    `INSERT INTO blog_posts (slug, title, excerpt, category, author, content, status)
     VALUES ($1, 'Morning Adhkar', $2, 'Community', 'Thawab Team', 'Begin with **Bismillah**.', 'draft') RETURNING id`,
    [SLUG, EXCERPT],
  );
  postId = rows[0]!.id;
});

/** A browser of its own (another staff session), signed in, with the post open in the editor. */
async function editorFor(browser: Browser, who: (typeof STAFF)[number]): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, { username: who.username, password: PASSWORD }, ADMIN.dashboard);
  await expect(page.locator('.admin-header')).toContainText(who.name);
  await page.goto(ADMIN.blogEdit(postId));
  await expect(page.getByRole('heading', { name: 'Edit Blog Post' })).toBeVisible();
  await expect(page.locator('#f-title')).not.toHaveValue('');
  return page;
}

test('the second of two editors of the same post is told who changed it, and keeps their text as a copy', async ({
  browser,
}) => {
  // Both load version 1 of the post.
  const amina = await editorFor(browser, STAFF[0]);
  const bilal = await editorFor(browser, STAFF[1]);
  await expect(bilal.locator('#f-title')).toHaveValue('Morning Adhkar');

  await amina.locator('#f-title').fill('Morning Adhkar, Step by Step');
  await amina.getByRole('button', { name: 'Save Draft' }).click();
  await expect(amina.getByText('Post saved successfully!')).toBeVisible();

  // Bilal changes another field and saves against the version he loaded.
  const bilalsExcerpt = 'Three short remembrances, with their meanings.';
  await bilal.locator('#f-excerpt').fill(bilalsExcerpt);
  const dialog = bilal.getByRole('dialog', { name: 'Someone else changed this post' });
  // His autosave (AUTOSAVE_DELAY_MS after the change) may meet the newer version before his click
  // does, on a busy machine; either way the same dialog stops the save, and then covers the button.
  if (!(await dialog.isVisible())) {
    await bilal
      .getByRole('button', { name: 'Save Draft' })
      .click({ timeout: 10_000 })
      .catch(() => undefined);
  }
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('alert')).toContainText(
    `Your changes were not saved. ${STAFF[0].name} (${STAFF[0].username}) changed this post on`,
  );
  await expect(dialog.getByRole('button', { name: 'Reload theirs' })).toBeVisible();
  await expectNoSeriousA11yViolations(bilal);

  // Nothing of Bilal's save reached the post.
  const [stored] = await query<{ title: string; excerpt: string; version: number; changed_by: string }>(
    'SELECT title, excerpt, version, changed_by FROM blog_posts WHERE id = $1',
    [postId],
  );
  expect(stored).toEqual({
    title: 'Morning Adhkar, Step by Step',
    excerpt: EXCERPT,
    version: 2,
    changed_by: STAFF[0].username,
  });

  await dialog.getByRole('button', { name: 'Keep mine as a copy' }).click();
  await expect(bilal.getByText('Your version was saved as a new draft')).toBeVisible();

  // Both texts exist: the post with Amina's title, and Bilal's text as a new draft.
  const posts = await query<{ id: number; title: string; excerpt: string; status: string }>(
    "SELECT id, title, excerpt, status FROM blog_posts WHERE slug LIKE 'e2e-versions-%' ORDER BY id",
  );
  expect(posts).toEqual([
    { id: postId, title: 'Morning Adhkar, Step by Step', excerpt: EXCERPT, status: 'draft' },
    { id: expect.any(Number), title: 'Morning Adhkar (copy)', excerpt: bilalsExcerpt, status: 'draft' },
  ]);
  // The copy opens in the editor, with Bilal's text.
  await expect(bilal).toHaveURL(new RegExp(`${ADMIN.blogEdit(posts[1]!.id)}$`));
  await expect(bilal.locator('#f-excerpt')).toHaveValue(bilalsExcerpt);

  await amina.context().close();
  await bilal.context().close();
});

test('Reload theirs puts the current version in the editor, and the next save works', async ({ browser }) => {
  const amina = await editorFor(browser, STAFF[0]);
  const bilal = await editorFor(browser, STAFF[1]);
  await amina.locator('#f-excerpt').fill('Amina’s excerpt');
  await amina.getByRole('button', { name: 'Save Draft' }).click();
  await expect(amina.getByText('Post saved successfully!')).toBeVisible();

  await bilal.locator('#f-title').fill('Bilal’s title');
  await bilal.getByRole('button', { name: 'Save Draft' }).click();
  const dialog = bilal.getByRole('dialog', { name: 'Someone else changed this post' });
  await expect(dialog.getByRole('alert')).toContainText(`${STAFF[0].name} (${STAFF[0].username}) changed this post`);
  await dialog.getByRole('button', { name: 'Reload theirs' }).click();
  await expect(dialog).toBeHidden();
  await expect(bilal.locator('#f-excerpt')).toHaveValue('Amina’s excerpt');
  await expect(bilal.locator('#f-title')).toHaveValue('Morning Adhkar, Step by Step');

  await bilal.locator('#f-title').fill('Bilal’s title');
  await bilal.getByRole('button', { name: 'Save Draft' }).click();
  await expect(bilal.getByText('Post saved successfully!')).toBeVisible();
  const [stored] = await query<{ title: string; excerpt: string }>(
    'SELECT title, excerpt FROM blog_posts WHERE id = $1',
    [postId],
  );
  expect(stored).toEqual({ title: 'Bilal’s title', excerpt: 'Amina’s excerpt' });
  await amina.context().close();
  await bilal.context().close();
});

test('a tab form (Badges) shows who changed the record, keeps the typed values with Keep mine, and saves them (axe clean)', async ({
  browser,
}) => {
  await query("DELETE FROM badges WHERE name LIKE 'E2E Versions%'");
  const [badge] = await query<{ id: number }>(
    `INSERT INTO badges (name, description, icon, color_class, required_count, category, difficulty)
     VALUES ('E2E Versions Badge', 'Loaded text', '🏅', 'Amber', 3, 'Prayer', 'easy') RETURNING id`,
  );
  const bilal = await editorFor(browser, STAFF[1]);
  await bilal.goto(ADMIN.dashboard);
  await bilal.getByRole('tab', { name: 'Badges' }).click();
  await bilal.getByRole('searchbox', { name: 'Search badges' }).fill('E2E Versions');
  await bilal.getByRole('button', { name: 'Edit E2E Versions Badge' }).click();
  const dialog = bilal.getByRole('dialog', { name: 'Edit Badge' });
  await expect(dialog.getByLabel('Description', { exact: true })).toHaveValue('Loaded text');

  // Amina saves the badge meanwhile (as her own tab would: a claim of the loaded version).
  await query(
    `UPDATE badges SET required_count = 9, version = version + 1, changed_by = $1, changed_at = now() WHERE id = $2`,
    [STAFF[0].username, badge!.id],
  );

  await dialog.getByLabel('Description', { exact: true }).fill('Bilal’s text');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    `Not saved. ${STAFF[0].name} (${STAFF[0].username}) changed this badge on`,
  );
  await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await expectNoSeriousA11yViolations(bilal);
  expect(
    (await query<{ description: string }>('SELECT description FROM badges WHERE id = $1', [badge!.id]))[0]!.description,
  ).toBe('Loaded text');

  await dialog.getByRole('button', { name: 'Keep mine' }).click();
  await expect(dialog.getByLabel('Description', { exact: true })).toHaveValue('Bilal’s text');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  const [saved] = await query<{ description: string; required_count: number; changed_by: string }>(
    'SELECT description, required_count, changed_by FROM badges WHERE id = $1',
    [badge!.id],
  );
  // Keep mine saves the whole form as Bilal saw and typed it, knowingly replacing Amina's count.
  expect(saved).toEqual({ description: 'Bilal’s text', required_count: 3, changed_by: STAFF[1].username });
  await query('DELETE FROM badges WHERE id = $1', [badge!.id]);
  await bilal.context().close();
});
