import { expect, test } from '@playwright/test';
import { query } from './support/state.ts';
import { API } from '../../src/lib/routes.ts';

// Routing through the Netlify emulation: the function answers on its configured path and writes
// to the same database the site uses.
test('POST /api/waitlist through the emulation stores one record per email', async ({ request }) => {
  const email = `e2e-${Date.now()}@example.com`;
  const first = await request.post(API.waitlist, { data: { email } });
  expect(first.status()).toBe(200);
  const { id } = (await first.json()) as { id: number };
  const second = await request.post(API.waitlist, { data: { email: email.toUpperCase() } });
  expect(((await second.json()) as { id: number }).id).toBe(id);
  const rows = await query('SELECT id FROM launch_signups WHERE lower(email) = lower($1)', [email]);
  expect(rows).toEqual([{ id }]);
});
