import { expect, test } from '@playwright/test';
import { query } from './support/state.ts';
import { API } from '../../src/lib/routes.ts';

// Routing through the Netlify emulation: the function answers on its configured path and writes
// to the same database the site uses. A repeat without the owner token changes nothing and gets
// an answer of the same shape (no id, not the owner's code).
test('POST /api/waitlist through the emulation stores one record per email, owned by its creator', async ({
  request,
}) => {
  const email = `e2e-${Date.now()}@example.com`;
  const first = await request.post(API.waitlist, { data: { email } });
  expect(first.status()).toBe(200);
  const created = (await first.json()) as { referralCode: string; ownerToken: string; id?: number };
  expect(created.id).toBeUndefined();
  const second = await request.post(API.waitlist, { data: { email: email.toUpperCase() } });
  expect(second.status()).toBe(200);
  const repeat = (await second.json()) as { referralCode: string; ownerToken: string };
  expect(Object.keys(repeat).sort()).toEqual(Object.keys(created).sort());
  expect(repeat.referralCode).not.toBe(created.referralCode);
  const rows = await query<{ referral_code: string }>(
    'SELECT referral_code FROM launch_signups WHERE lower(email) = lower($1)',
    [email],
  );
  expect(rows).toEqual([{ referral_code: created.referralCode }]);
});
