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
    trace: 'retain-on-failure',
  },
});
