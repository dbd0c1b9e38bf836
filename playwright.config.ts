import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, e2eChromiumPath } from './scripts/support/chromium.ts';

export const E2E_PORT = Number(process.env.E2E_PORT || 8899);

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
});
