// Decision 0011 (TBT on "/"): React's start-up no longer runs while "/" loads. The self-assessment
// island hydrates on the visitor's first intent (client:intent), at once when the URL carries a
// query or progress is saved, and after a few idle seconds otherwise.
import { expect, test } from '@playwright/test';
import { requestDelayAfterLoad, scriptFiles, withoutParkedPointer } from './support/scripts.ts';

test('"/" fetches no JavaScript file until the visitor shows intent, then the quiz works', async ({ page }) => {
  const scripts = scriptFiles(page);
  await withoutParkedPointer(page);
  // The page's clock stands still while we look, so the idle fallback (a few seconds after load)
  // cannot fire on a slow machine and be mistaken for hydration without intent.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto('/');
  await page.waitForLoadState('load');
  await page.waitForTimeout(1000);
  expect(scripts).toEqual([]);
  await page.clock.resume();
  const start = page.getByRole('button', { name: 'Start the free quiz' });
  await expect(start).toBeDisabled();
  // Typing before hydration is kept.
  await page.getByLabel('Email address').focus();
  await page.keyboard.type('early@example.com');
  await expect(start).toBeEnabled({ timeout: 30_000 });
  expect(scripts.length).toBeGreaterThan(0);
  await expect(page.getByLabel('Email address')).toHaveValue('early@example.com');
});

test('"/" hydrates by itself after a few idle seconds (its Start button)', async ({ page }) => {
  await withoutParkedPointer(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Start the free quiz' })).toBeEnabled({ timeout: 30_000 });
  // By the idle fallback (4 s after load), not by an event.
  expect(await requestDelayAfterLoad(page, /^\/_astro\/.+\.js$/)).toBeGreaterThanOrEqual(3_900);
});

test('a query (?ref=, ?autostart=) hydrates at once', async ({ page }) => {
  const scripts = scriptFiles(page);
  await page.goto('/?autostart=true&seed=3');
  await expect(page.getByText('1 of 7')).toBeVisible({ timeout: 30_000 });
  expect(scripts.length).toBeGreaterThan(0);
});
