import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { API_TEST_WORKERS } from './tests/api/worker-count.ts';

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
          // Vitest's default is one worker fewer than the cores: one on the README's 2-core machine,
          // where the files (mostly module imports) took 62 s one at a time and 34 s two at a time
          // (three: no faster), 2026-12-02.
          maxWorkers: availableParallelism(),
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          setupFiles: ['tests/api/setup.ts'],
          // Several files at a time (tests/api/worker-count.ts), each worker on its own copy of the
          // migrated database (tests/api/global-setup.ts, tests/api/workers.ts).
          maxWorkers: API_TEST_WORKERS,
          // Generous: some stories wait out real pauses (sign-in slowdowns, a code's life), and a
          // script a test runs starts its own Node on a busy 2-core machine.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
