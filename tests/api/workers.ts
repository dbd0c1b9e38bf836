// How many API test files run at once, and the database each worker uses (tests/api/global-setup.ts
// makes one per worker). API_TEST_WORKERS=1 runs them one after another, as before.
import { inject } from 'vitest';

export const API_TEST_WORKERS = Math.max(1, Number(process.env.API_TEST_WORKERS || 2));

/** `url` with its database replaced by `name`. */
export function databaseNamed(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** This worker's own database (Vitest numbers its workers 1…maxWorkers in VITEST_POOL_ID). */
export function testDatabaseUrl(): string {
  const worker = Number(process.env.VITEST_POOL_ID || 1);
  return databaseNamed(inject('databaseUrl'), `api_${((worker - 1) % API_TEST_WORKERS) + 1}`);
}
