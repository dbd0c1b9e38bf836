// An outside review: axe found the media upload input without a label; pa11y found the
// blog search form without a submit button; pa11y reported "Invalid autocomplete value" on the sign-in
// form's username input, which had no type. All are fixed and stay fixed.
import { expect, test } from '@playwright/test';
import { ADMIN, PAGES } from '../../src/lib/routes.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { resetStaffAccount } from './support/staff.ts';

const USERNAME = 'e2e-forms-a11y';
const PASSWORD = 'a long e2e password for the forms check';
const SLOW = { timeout: 90_000 };

test("the media manager's upload input has a label, and the page has no serious axe violation", async ({ page }) => {
  test.setTimeout(240_000);
  await resetStaffAccount(USERNAME, 'Forms Check', 'Content Editor', PASSWORD);
  await page.goto(ADMIN.dashboard);
  // autocomplete="username" is valid only on a control whose type takes a text value.
  const username = page.getByLabel('Username', { exact: true });
  await expect(username).toHaveAttribute('type', 'text', SLOW);
  await expect(username).toHaveAttribute('autocomplete', 'username');
  await username.fill(USERNAME, SLOW);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Forms Check')).toBeVisible(SLOW);
  await page.goto(ADMIN.media);
  await expect(page.getByRole('heading', { name: 'Media Manager' })).toBeVisible(SLOW);
  const input = page.getByLabel('Upload images', { exact: true });
  await expect(input).toHaveAttribute('type', 'file');
  // The visible button stays the one keyboard stop for uploading.
  await expect(input).toHaveAttribute('tabindex', '-1');
  await expect(page.getByRole('button', { name: 'Upload Image', exact: true })).toBeVisible();
  await expect(page.getByText('PNG, JPEG, WebP, AVIF or GIF')).toBeVisible(SLOW);
  await expectNoSeriousA11yViolations(page);
});

test.describe('the blog search form', () => {
  test('has a submit button; submitting filters like typing does and keeps the query in the URL', async ({ page }) => {
    await page.goto(PAGES.blog);
    const form = page.getByRole('search');
    const button = form.getByRole('button', { name: 'Search' });
    await expect(button).toHaveAttribute('type', 'submit');
    const cards = page.locator('[data-post-grid] > li:visible');
    const all = await cards.count();

    // Live filtering still works while typing.
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('prayer');
    await expect(page).toHaveURL(/\/blog\?q=prayer$/);
    const filtered = await cards.count();
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(all + 1);

    // The button submits without leaving or reloading the page.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await button.click();
    await expect(page).toHaveURL(/\/blog\?q=prayer$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await expect(cards).toHaveCount(filtered);
    await expectNoSeriousA11yViolations(page);
  });

  test('works without JavaScript: the button loads /blog?q=…', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGES.blog);
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('gratitude');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/blog\?q=gratitude$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thawab Blog');
    await context.close();
  });
});
