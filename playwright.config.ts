import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, e2eChromiumPath } from './scripts/support/chromium.ts';

export const E2E_PORT = Number(process.env.E2E_PORT || 8899);

// The files that take longest (a server of their own, site rebuilds, every locale), measured on the
// README's 2-core machine (2026-12-02). The two workers take files in order, so these go first and
// the short ones fill in after them: a long file taken last ran alone while the other worker sat
// idle (docs/decisions/0076).
const LONGEST_FILES =
  /\/(admin-translations|blog-i18n|blog|embedded-default|i18n|local-rebuild|mailbox|page-weight|quiz-bank-rebuild|translations-load)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: e2eChromiumPath(), args: CHROMIUM_ARGS },
    // A failed story keeps its actions, network requests and console (what diagnosed the stories
    // that failed in CI so far) and a screenshot at the failure. The trace's screencast and DOM
    // snapshots are left out: taken for every story and thrown away when it passes, they cost a
    // fifth to a quarter of the whole run on a 2-core machine (docs/decisions/0075).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'longest', testMatch: LONGEST_FILES },
    { name: 'others', testIgnore: LONGEST_FILES },
  ],
});
