// Staff flow (decision 0058): after saving a post, the editor returns to the blog list the staff
// member came from, with the saved post in it, and never to the dashboard's first tab (User
// Management for a Super Admin).
import { expect as baseExpect, test } from '@playwright/test';
import { ADMIN } from '../../src/lib/routes.ts';
import { insertPost } from './support/blog-posts.ts';
import { signInAs } from './support/sign-in.ts';
import { resetStaffAccount } from './support/staff.ts';
import { query } from './support/state.ts';

const expect = baseExpect.configure({ timeout: 90_000 });
const LOGIN = { username: 'e2e-return-root', password: 'a long e2e password for the editor return' };

test.beforeAll(async () => {
  await resetStaffAccount(LOGIN.username, 'Return Root', 'Super Admin', LOGIN.password);
  await query("DELETE FROM blog_posts WHERE slug LIKE 'e2e-return-%'");
  await query('DELETE FROM login_attempts');
});

test('a Super Admin who edits a post from the Blog tab is back on the Blog tab, with the saved post listed', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const id = await insertPost({
    slug: 'e2e-return-tab',
    title: 'Return Tab Post',
    status: 'draft',
    publish_date: null,
  });
  await signInAs(page, LOGIN, ADMIN.section('blog'));
  await page.getByRole('link', { name: 'Edit Return Tab Post' }).click();
  await expect(page).toHaveURL(new RegExp(`${ADMIN.blogEdit(id)}$`));
  await page.getByLabel(/^Title/).fill('Return Tab Post, edited');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByTestId('toast')).toContainText('Post saved successfully!');

  await expect(page).toHaveURL(/\/admin#blog$/);
  await expect(page.getByRole('heading', { name: 'Blog Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Return Tab Post, edited' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'User Management' })).toHaveCount(0);
});

test('from the Blog Management page the editor returns there', async ({ page }) => {
  test.setTimeout(240_000);
  await insertPost({ slug: 'e2e-return-page', title: 'Return Page Post', status: 'draft', publish_date: null });
  await signInAs(page, LOGIN, ADMIN.section('blog'));
  // Blog Management's own page, opened as staff open it (the dashboard's sign-in, then the page).
  await page.goto(ADMIN.blog);
  await page.getByRole('link', { name: 'Edit Return Page Post' }).click({ timeout: 90_000 });
  await page.getByLabel(/^Excerpt/).fill('Edited from the Blog Management page.');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByTestId('toast')).toContainText('Post saved successfully!');
  await expect(page).toHaveURL(new RegExp(`${ADMIN.blog}$`));
  await expect(page.getByRole('link', { name: 'Edit Return Page Post' })).toBeVisible();
});
