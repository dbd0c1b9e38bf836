// The database each API test worker uses (tests/api/global-setup.ts makes one per worker).
import { inject } from 'vitest';
import { API_TEST_WORKERS } from './worker-count.ts';

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
