import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      // The @fontsource stylesheets are read as text by src/layouts/locale-fonts.ts (`?raw`), which
      // Vitest gives as an empty string unless it processes them.
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          css: { include: [/@fontsource/] },
          // Some files import every function module (the OpenAPI contract test): on a loaded 2-core
          // machine that alone passed the default 5 s.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          // Two files at a time, each worker on its own copy of the migrated database
          // (tests/api/global-setup.ts, tests/api/workers.ts); API_TEST_WORKERS=1 runs them in turn.
          maxWorkers: Math.max(1, Number(process.env.API_TEST_WORKERS || 2)),
          // Generous: some stories wait out real pauses (sign-in slowdowns, a code's life), and a
          // script a test runs starts its own tsx on a busy 2-core machine.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
