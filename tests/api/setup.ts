// Every API test file: a query sent on a connection that is still busy with another fails the test
// that caused it. node-postgres queues such a query today and warns (it will refuse it in pg 9),
// once per loaded copy of the driver, so the first such test of a file fails. It happens when
// independent reads run side by side inside a transaction, which is one connection
// (src/server/sql.ts `readsTogether` runs them one after another there).
import { afterEach, expect } from 'vitest';

const BUSY_CONNECTION = 'already executing a query';
let busyConnectionWarnings: string[] = [];

process.on('warning', (warning) => {
  if (warning.message.includes(BUSY_CONNECTION)) busyConnectionWarnings.push(warning.message);
});

afterEach(async () => {
  // Node emits a warning on a later tick than the query that caused it.
  await new Promise((resolve) => setImmediate(resolve));
  const seen = busyConnectionWarnings;
  busyConnectionWarnings = [];
  expect(seen, 'a query was sent on a connection busy with another (a transaction read side by side)').toEqual([]);
});
