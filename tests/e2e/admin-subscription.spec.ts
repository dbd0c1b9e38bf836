// Premium from the stores in the back-office (decision 0062): the App Store delivers a
// sequence of signed notifications about one user's subscription to the e2e server — signed with a
// chain from the test root the server was started with (tests/e2e/global-setup.ts), so Apple's
// SignedDataVerifier runs its real path — then a Moderator signs in in Chromium, opens User
// Management, finds the user and sees the subscription: premium until, store, product, state,
// renews or expires on, and every notification in the history, newest first. Axe-clean.
import { randomUUID } from 'node:crypto';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { API } from '../../src/lib/routes.ts';
import { subscriptionNotification, testAppStore } from '../support/apple-signing.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signInAs } from './support/sign-in.ts';
import { resetStaffAccount } from './support/staff.ts';
import { e2eAppStore, query } from './support/state.ts';

const expect = baseExpect.configure({ timeout: 90_000 });
const MODERATOR = { username: 'e2e-subscription-mod', password: 'a long e2e password for the subscription moderator' };
const DAY = 86_400_000;
const HOUR = 3_600_000;
const PRODUCT = 'app.thawab.premium.monthly';

test.setTimeout(300_000);
// The dates on screen are the browser's local dates: pin its zone so the expectations are exact.
test.use({ timezoneId: 'UTC' });

/** The back-office's date format (src/islands/admin/kit/format.ts), computed by the same browser. */
const shownDate = (page: Page, ms: number) =>
  page.evaluate(
    (iso) => new Date(iso).toLocaleDateString('en-GB', { year: 'numeric', month: 'short', day: 'numeric' }),
    new Date(ms).toISOString(),
  );

test('a Moderator sees a user’s subscription and its history after a sequence of signed App Store notifications; axe clean', async ({
  page,
  request,
}) => {
  const run = Date.now();
  const name = `Maryam Subscriber ${run}`;
  const email = `subscriber-${run}@example.org`;
  const token = randomUUID();
  // An app user and the account token the app passes to StoreKit (decision 0062); not on the
  // waitlist, so the Analytics spec's premium figure is not moved by this one.
  const [user] = await query<{ id: number }>(
    "INSERT INTO users (name, email, age, location) VALUES ($1, $2, 30, 'Leeds') RETURNING id",
    [name, email],
  );
  await query('INSERT INTO store_accounts (user_id, app_account_token) VALUES ($1, $2)', [user!.id, token]);

  const store = e2eAppStore();
  const subscription = { originalTransactionId: `e2e-${run}`, appAccountToken: token, productId: PRODUCT };
  const t0 = run - 10 * 60_000;
  const renewedUntil = t0 + 60 * DAY;
  const graceEnd = t0 + 6 * DAY;
  const notify = async (signedPayload: string) => {
    const answer = await request.post(API.storeAppleNotifications, { data: { signedPayload } });
    expect(answer.status(), await answer.text()).toBe(200);
  };
  const subscribed = subscriptionNotification(store, subscription, 'SUBSCRIBED', t0, { subtype: 'INITIAL_BUY' });
  await notify(subscribed);
  await notify(
    subscriptionNotification(store, subscription, 'DID_FAIL_TO_RENEW', t0 + 1000, {
      subtype: 'GRACE_PERIOD',
      expiresDate: t0 - HOUR,
      renewal: { autoRenewStatus: 1, gracePeriodExpiresDate: graceEnd, isInBillingRetryPeriod: true },
    }),
  );
  await notify(subscriptionNotification(store, subscription, 'DID_RENEW', t0 + 2000, { expiresDate: renewedUntil }));
  await notify(
    subscriptionNotification(store, subscription, 'DID_CHANGE_RENEWAL_STATUS', t0 + 3000, {
      subtype: 'AUTO_RENEW_DISABLED',
      expiresDate: renewedUntil,
      renewal: { autoRenewStatus: 0 },
    }),
  );
  await notify(subscriptionNotification(store, subscription, 'CONSUMPTION_REQUEST', t0 + 4000));
  // Apple delivers the first one again (a replay), and one signed before it arrives late.
  await notify(subscribed);
  await notify(subscriptionNotification(store, subscription, 'SUBSCRIBED', t0 - 1000, { subtype: 'RESUBSCRIBE' }));
  // A forged one (a chain from a root the server does not trust) is refused and leaves no trace.
  const forged = await request.post(API.storeAppleNotifications, {
    data: { signedPayload: subscriptionNotification(testAppStore(), subscription, 'REFUND', t0 + 5000) },
  });
  expect(forged.status()).toBe(400);

  const [stored] = await query<{ n: number }>('SELECT count(*)::int AS n FROM store_events WHERE user_id = $1', [
    user!.id,
  ]);
  expect(stored!.n).toBe(6);

  await resetStaffAccount(MODERATOR.username, 'Sumayya Moderator', 'Moderator', MODERATOR.password);
  await query('DELETE FROM login_attempts');
  await signInAs(page, MODERATOR, '/admin');
  await expect(page.getByRole('tab', { name: 'User Management' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Search users').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: `View ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${user!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const section = page.getByRole('region', { name: 'Subscription' });
  await expect(section.getByText(`Premium until ${await shownDate(page, renewedUntil)}`)).toBeVisible();
  const purchases = section.getByRole('table', { name: 'Store purchases, newest first' });
  await expect(purchases.locator('tbody tr')).toHaveCount(1);
  await expect(purchases.locator('tbody tr td')).toHaveText([
    'App Store',
    PRODUCT,
    'Active',
    `Expires ${await shownDate(page, renewedUntil)}`,
    'Production',
  ]);

  const history = section.getByRole('table', { name: 'Store notifications and purchases, newest first' });
  const rows = history.locator('tbody tr');
  await expect(rows).toHaveCount(6);
  const expected = [
    [t0 + 4000, 'CONSUMPTION_REQUEST', 'Recorded'],
    [t0 + 3000, 'DID_CHANGE_RENEWAL_STATUS (AUTO_RENEW_DISABLED)', 'Active'],
    [t0 + 2000, 'DID_RENEW', 'Active'],
    [t0 + 1000, 'DID_FAIL_TO_RENEW (GRACE_PERIOD)', 'Grace period'],
    [t0, 'SUBSCRIBED (INITIAL_BUY)', 'Active'],
    [t0 - 1000, 'SUBSCRIBED (RESUBSCRIBE)', 'Older than the state it met: not applied'],
  ] as const;
  for (const [i, [signedAt, event, result]] of expected.entries()) {
    await expect(rows.nth(i).locator('td')).toHaveText([await shownDate(page, signedAt), 'App Store', event, result]);
  }
  await expectNoSeriousA11yViolations(page);

  // Read-only: nothing on the page changes a subscription.
  await expect(section.getByRole('button')).toHaveCount(0);
});
