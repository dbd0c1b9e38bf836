// App Store purchases (decision 0062) against a real Postgres and Apple's own SignedDataVerifier: the
// tests make a root CA (tests/support/apple-signing.ts), configure it as the server's root certificate
// and sign every notification with a chain from it, so the library's real verification path runs
// (online OCSP checks off: no network here). Every notification type the server handles, forged,
// expired-chain, wrong-bundle, wrong-environment and replayed payloads; premium in /me after each.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import meHandler from '../../functions/app-me.mts';
import applePurchase from '../../functions/app-purchases-apple.mts';
import adminSubscription from '../../functions/admin-user-subscription.mts';
import appleNotifications from '../../functions/store-apple-notifications.mts';
import { localMonth, nextMonthStarts } from '../../src/lib/quota-month.ts';
import { API } from '../../src/lib/routes.ts';
import { queryRows } from '../../src/server/sql.ts';
import {
  APP_APPLE_ID,
  BUNDLE_ID,
  notificationPayload,
  signedTransaction,
  subscriptionNotification,
  testAppStore,
  type SubscriptionEvent,
  type TestAppStore,
} from '../support/apple-signing.ts';
import { bearer, call, createAppUser } from './app-helpers.ts';
import { call as plainCall, closeDb, context, jsonRequest, truncate, useTestDatabase } from './helpers.ts';
import { cookieFor, createStaff, staffRequest } from './staff-helpers.ts';

const db = useTestDatabase();
const store = testAppStore();

function configure(env: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
}
const STORE_ENV = {
  APPLE_BUNDLE_ID: BUNDLE_ID,
  APPLE_APP_APPLE_ID: String(APP_APPLE_ID),
  APPLE_ROOT_CERTIFICATES: store.rootPem,
  APPLE_ONLINE_CHECKS: 'false',
  APPLE_ENVIRONMENT: undefined,
};
afterAll(async () => {
  configure(Object.fromEntries(Object.keys(STORE_ENV).map((key) => [key, undefined])));
  await closeDb();
});

let user: { userId: number; accessToken: string; token: string };
const HOUR = 3_600_000;

async function me(accessToken = user.accessToken) {
  const { status, body } = await call(
    meHandler,
    new Request(`http://localhost:8888${API.appMe}`, { headers: bearer(accessToken) }),
  );
  expect(status).toBe(200);
  return body.user as { isPremium: boolean; premiumExpiresAt: string | null; appAccountToken: string };
}

const notify = (signedPayload: string) =>
  plainCall(
    appleNotifications,
    jsonRequest(API.storeAppleNotifications, { signedPayload }, { headers: { Origin: '' } }),
  );

async function entitlement() {
  const [row] = await queryRows<{ state: string; auto_renew: boolean | null; expires_at: string | null }>(
    db,
    sql`SELECT state, auto_renew, expires_at FROM entitlements WHERE user_id = ${user.userId}`,
  );
  return row;
}

beforeEach(async () => {
  configure(STORE_ENV);
  await truncate('users', 'store_events', 'entitlements', 'store_accounts', 'audit_log', 'staff_accounts');
  const made = await createAppUser();
  const first = await me(made.accessToken);
  user = { ...made, token: first.appAccountToken };
});

/** A notification about the signed-in user's subscription, signed `at` (ms). */
const subscription = (type: string, at: number, event: SubscriptionEvent = {}, s: TestAppStore = store) =>
  subscriptionNotification(s, { originalTransactionId: '2000000001', appAccountToken: user.token }, type, at, event);

describe('App Store Server Notifications V2', () => {
  it('answers 503 with a clear error while the App Store is not configured, and stores nothing', async () => {
    configure({ APPLE_ROOT_CERTIFICATES: undefined });
    const { status, body, headers } = await notify(subscription('SUBSCRIBED', Date.now()));
    expect(status).toBe(503);
    expect(body.error).toBe('App Store purchases are not configured on this server');
    expect(headers.get('retry-after')).toBeTruthy();
    expect(await queryRows(db, sql`SELECT 1 FROM store_events`)).toHaveLength(0);
  });

  it('follows a subscription through every notification type, premium in /me changing at once', async () => {
    const t0 = Date.now();
    expect((await me()).isPremium).toBe(false);

    const subscribed = subscription('SUBSCRIBED', t0, { subtype: 'INITIAL_BUY' });
    expect((await notify(subscribed)).status).toBe(200);
    let mine = await me();
    expect(mine.isPremium).toBe(true);
    expect(mine.premiumExpiresAt).toBe(new Date(t0 + 30 * 24 * HOUR).toISOString());
    expect(await entitlement()).toMatchObject({ state: 'active', auto_renew: true });
    // Stored raw for audit: the signed payload itself.
    const [event] = await queryRows<{ raw: string; outcome: string; type: string }>(
      db,
      sql`SELECT raw, outcome, type FROM store_events`,
    );
    expect(event).toEqual({ raw: subscribed, outcome: 'applied', type: 'SUBSCRIBED' });

    const t1 = t0 + 1000;
    await notify(subscription('DID_RENEW', t1, { expiresDate: t0 + 60 * 24 * HOUR }));
    expect((await me()).premiumExpiresAt).toBe(new Date(t0 + 60 * 24 * HOUR).toISOString());

    const t2 = t0 + 2000;
    await notify(
      subscription('DID_CHANGE_RENEWAL_STATUS', t2, {
        subtype: 'AUTO_RENEW_DISABLED',
        expiresDate: t0 + 60 * 24 * HOUR,
        renewal: { autoRenewStatus: 0 },
      }),
    );
    expect(await entitlement()).toMatchObject({ state: 'active', auto_renew: false });
    expect((await me()).isPremium).toBe(true);

    // Billing failed with a grace period: still premium until the grace period ends.
    const t3 = t0 + 3000;
    const graceEnd = t0 + 6 * 24 * HOUR;
    await notify(
      subscription('DID_FAIL_TO_RENEW', t3, {
        subtype: 'GRACE_PERIOD',
        expiresDate: t0 - HOUR,
        renewal: { autoRenewStatus: 1, gracePeriodExpiresDate: graceEnd, isInBillingRetryPeriod: true },
      }),
    );
    expect(await entitlement()).toMatchObject({ state: 'grace_period' });
    mine = await me();
    expect(mine).toMatchObject({ isPremium: true, premiumExpiresAt: new Date(graceEnd).toISOString() });

    // Without a grace period: billing retry, no premium.
    const t4 = t0 + 4000;
    await notify(
      subscription('DID_FAIL_TO_RENEW', t4, {
        expiresDate: t0 - HOUR,
        renewal: { autoRenewStatus: 1, isInBillingRetryPeriod: true },
      }),
    );
    expect(await entitlement()).toMatchObject({ state: 'billing_retry' });
    expect((await me()).isPremium).toBe(false);

    // CONSUMPTION_REQUEST is recorded; it changes nothing.
    const t5 = t0 + 5000;
    const consumption = subscription('CONSUMPTION_REQUEST', t5);
    expect((await notify(consumption)).status).toBe(200);
    expect(await entitlement()).toMatchObject({ state: 'billing_retry' });
    const [recorded] = await queryRows<{ outcome: string; user_id: number }>(
      db,
      sql`SELECT outcome, user_id FROM store_events WHERE type = 'CONSUMPTION_REQUEST'`,
    );
    expect(recorded).toEqual({ outcome: 'recorded', user_id: user.userId });

    const t6 = t0 + 6000;
    await notify(subscription('DID_RENEW', t6, { expiresDate: t0 + 90 * 24 * HOUR }));
    expect((await me()).isPremium).toBe(true);

    const t7 = t0 + 7000;
    await notify(subscription('EXPIRED', t7, { subtype: 'VOLUNTARY', expiresDate: t0 - HOUR }));
    expect(await entitlement()).toMatchObject({ state: 'expired' });
    expect((await me()).isPremium).toBe(false);

    const t8 = t0 + 8000;
    await notify(subscription('SUBSCRIBED', t8, { subtype: 'RESUBSCRIBE' }));
    expect((await me()).isPremium).toBe(true);
    const t9 = t0 + 9000;
    await notify(subscription('REFUND', t9, { expiresDate: t8 + 30 * 24 * HOUR, revocationDate: t9 }));
    expect(await entitlement()).toMatchObject({ state: 'refunded' });
    expect((await me()).isPremium).toBe(false);

    const t10 = t0 + 10_000;
    await notify(subscription('SUBSCRIBED', t10, { subtype: 'RESUBSCRIBE' }));
    expect((await me()).isPremium).toBe(true);
    const t11 = t0 + 11_000;
    await notify(subscription('REVOKE', t11, { expiresDate: t10 + 30 * 24 * HOUR, revocationDate: t11 }));
    expect(await entitlement()).toMatchObject({ state: 'revoked' });
    expect((await me()).isPremium).toBe(false);

    const audit = await queryRows<{ staff_username: string; action: string }>(
      db,
      sql`SELECT staff_username, action FROM audit_log`,
    );
    expect(audit.length).toBe(11);
    expect(audit.every((row) => row.staff_username === 'app-store' && row.action === 'entitlement.changed')).toBe(true);
  });

  it('never lets an older notification override a newer state, and a replay changes nothing', async () => {
    const t0 = Date.now();
    const subscribed = subscription('SUBSCRIBED', t0);
    await notify(subscription('EXPIRED', t0 + 5000, { expiresDate: t0 - HOUR }));
    expect((await notify(subscribed)).status).toBe(200);
    expect(await entitlement()).toMatchObject({ state: 'expired' });
    expect((await me()).isPremium).toBe(false);
    const [older] = await queryRows<{ outcome: string }>(
      db,
      sql`SELECT outcome FROM store_events WHERE type = 'SUBSCRIBED'`,
    );
    expect(older!.outcome).toBe('stale');

    // The same payload again: 200 (Apple stops resending), no second event, no change.
    expect((await notify(subscribed)).status).toBe(200);
    expect(await queryRows(db, sql`SELECT 1 FROM store_events`)).toHaveLength(2);
    expect(await entitlement()).toMatchObject({ state: 'expired' });
  });

  it('applies 10 concurrent deliveries of the same notification once', async () => {
    const payload = subscription('SUBSCRIBED', Date.now());
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(payload)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await queryRows(db, sql`SELECT 1 FROM store_events`)).toHaveLength(1);
    expect(await queryRows(db, sql`SELECT 1 FROM entitlements`)).toHaveLength(1);
    expect(await queryRows(db, sql`SELECT 1 FROM audit_log`)).toHaveLength(1);
    expect((await me()).isPremium).toBe(true);
  });

  it('refuses forged, expired-chain, wrong-bundle and wrong-environment payloads with 400, storing nothing', async () => {
    const now = Date.now();
    const forged = subscription('SUBSCRIBED', now, {}, testAppStore());
    const expired = subscription('SUBSCRIBED', now, {}, testAppStore({ expiredLeaf: true }));
    const wrongBundle = subscription('SUBSCRIBED', now, { bundleId: 'com.someone.else' });
    const sandbox = subscription('SUBSCRIBED', now, { environment: 'Sandbox' });
    // A valid signature over a payload whose body was changed afterwards.
    const [head, , sig] = subscription('SUBSCRIBED', now).split('.');
    const tampered = `${head}.${Buffer.from(JSON.stringify({ notificationType: 'SUBSCRIBED', signedDate: now })).toString('base64url')}.${sig}`;
    for (const payload of [forged, expired, wrongBundle, sandbox, tampered]) {
      const { status, body } = await notify(payload);
      expect(status).toBe(400);
      expect(body.error).toMatch(/could not be verified|not valid/);
    }
    expect((await notify('not-a-jws')).status).toBe(400);
    expect(await queryRows(db, sql`SELECT 1 FROM store_events`)).toHaveLength(0);
    expect((await me()).isPremium).toBe(false);
  });

  it('accepts Sandbox payloads only where APPLE_ENVIRONMENT=Sandbox', async () => {
    configure({ APPLE_ENVIRONMENT: 'Sandbox' });
    const now = Date.now();
    expect((await notify(subscription('SUBSCRIBED', now))).status).toBe(400);
    expect((await notify(subscription('SUBSCRIBED', now, { environment: 'Sandbox' }))).status).toBe(200);
    const [row] = await queryRows<{ environment: string }>(db, sql`SELECT environment FROM entitlements`);
    expect(row!.environment).toBe('sandbox');
  });

  it('records a notification for an account token nobody has without granting anything', async () => {
    const now = Date.now();
    const payload = subscriptionNotification(
      store,
      { originalTransactionId: '77', appAccountToken: randomUUID() },
      'SUBSCRIBED',
      now,
      { expiresDate: now + HOUR, renewal: null },
    );
    expect((await notify(payload)).status).toBe(200);
    expect(await queryRows(db, sql`SELECT 1 FROM entitlements`)).toHaveLength(0);
    const [event] = await queryRows<{ outcome: string; user_id: number | null }>(
      db,
      sql`SELECT outcome, user_id FROM store_events`,
    );
    expect(event).toEqual({ outcome: 'recorded', user_id: null });
  });
});

describe('POST /api/app/v1/purchases/apple', () => {
  const purchase = (signed: unknown, accessToken: string | undefined = user.accessToken) =>
    call(
      applePurchase,
      jsonRequest(API.appPurchasesApple, { signedTransaction: signed }, { headers: bearer(accessToken) }),
    );

  it("grants premium for the user's own verified transaction, once however often it is handed over", async () => {
    const now = Date.now();
    const signed = signedTransaction(store, {
      originalTransactionId: '3000',
      appAccountToken: user.token,
      signedDate: now,
      expiresDate: now + 7 * 24 * HOUR,
    });
    const first = await purchase(signed);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.body.premium).toEqual({
      isPremium: true,
      premiumExpiresAt: new Date(now + 7 * 24 * HOUR).toISOString(),
      appAccountToken: user.token,
    });
    expect((await purchase(signed)).status).toBe(200);
    expect(await queryRows(db, sql`SELECT 1 FROM store_events`)).toHaveLength(1);
  });

  it('refuses a transaction bound to another account (403), a forged one (400) and a stranger (401)', async () => {
    const now = Date.now();
    const other = await createAppUser();
    const otherToken = (await me(other.accessToken)).appAccountToken;
    const theirs = signedTransaction(store, {
      originalTransactionId: '4000',
      appAccountToken: otherToken,
      signedDate: now,
      expiresDate: now + HOUR,
    });
    const denied = await purchase(theirs);
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('This purchase belongs to another account');
    const forged = signedTransaction(testAppStore(), {
      originalTransactionId: '4001',
      appAccountToken: user.token,
      signedDate: now,
      expiresDate: now + HOUR,
    });
    expect((await purchase(forged)).status).toBe(400);
    expect((await purchase(theirs, '')).status).toBe(401);
    expect((await purchase(12)).status).toBe(400);
    expect(await queryRows(db, sql`SELECT 1 FROM entitlements`)).toHaveLength(0);
    expect((await me()).isPremium).toBe(false);

    // Once the other user holds it, the store's own notification still never moves it to this user.
    expect((await purchase(theirs, other.accessToken)).status).toBe(200);
    const [row] = await queryRows<{ user_id: number }>(db, sql`SELECT user_id FROM entitlements`);
    expect(row!.user_id).toBe(other.userId);
  });

  it('credits a one-time purchase of extra duas once, and a refund takes back only the unspent part', async () => {
    const now = Date.now();
    const extra = {
      originalTransactionId: '5000',
      transactionId: '5000',
      appAccountToken: user.token,
      productId: 'app.thawab.extra.duas.5',
      type: 'Consumable',
    } as const;
    const signed = signedTransaction(store, { ...extra, signedDate: now });
    const answers = await Promise.all([purchase(signed), purchase(signed), purchase(signed)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect((await me()).isPremium).toBe(false);
    const month = { year: new Date(now - 60_000).getUTCFullYear(), month: new Date(now - 60_000).getUTCMonth() + 1 };
    const quota = async () =>
      (
        await queryRows<{ extra: number; used: number }>(
          db,
          sql`SELECT extra_requests_purchased AS extra, requests_used AS used FROM dua_quota WHERE user_id = ${user.userId} AND year = ${month.year} AND month = ${month.month}`,
        )
      )[0];
    expect(await quota()).toEqual({ extra: 5, used: 0 });
    // Two duas are asked for, then Apple refunds the purchase.
    await db.execute(sql`UPDATE dua_quota SET requests_used = 2 WHERE user_id = ${user.userId}`);
    const refund = notificationPayload(store, {
      type: 'REFUND',
      signedDate: now + 1000,
      transaction: { ...extra, signedDate: now + 1000, revocationDate: now + 1000 },
    });
    await Promise.all([notify(refund), notify(refund)]);
    expect(await quota()).toEqual({ extra: 2, used: 2 });
    const [row] = await queryRows<{
      state: string;
      extras_granted: number;
      extras_reclaimed: number;
      extras_spent: number;
    }>(db, sql`SELECT state, extras_granted, extras_reclaimed, extras_spent FROM entitlements`);
    expect(row).toEqual({ state: 'refunded', extras_granted: 5, extras_reclaimed: 3, extras_spent: 2 });
  });

  it('credits extras to the month the user’s quota counts in where they live, not the UTC month', async () => {
    // Bought in the first minutes of this month in Kiritimati (UTC+14): still last month in UTC.
    await db.execute(sql`UPDATE users SET time_zone = 'Pacific/Kiritimati' WHERE id = ${user.userId}`);
    const zone = 'Pacific/Kiritimati';
    const thisMonthStarts = nextMonthStarts(
      new Date(nextMonthStarts(new Date(), zone).getTime() - 40 * 24 * HOUR),
      zone,
    );
    const boughtAt = new Date(thisMonthStarts.getTime() + 5 * 60_000);
    // The UTC month of that instant is the month before: a credit by the UTC month would miss.
    expect(boughtAt.getUTCMonth() + 1).not.toBe(localMonth(boughtAt, zone).month);
    const signedDate = boughtAt.getTime() + 60_000;
    const signed = signedTransaction(store, {
      originalTransactionId: '5100',
      transactionId: '5100',
      appAccountToken: user.token,
      productId: 'app.thawab.extra.duas.5',
      type: 'Consumable',
      signedDate,
    });
    expect((await purchase(signed)).status).toBe(200);
    const rows = await queryRows<{ year: number; month: number; extra: number }>(
      db,
      sql`SELECT year, month, extra_requests_purchased AS extra FROM dua_quota WHERE user_id = ${user.userId}`,
    );
    const bought = localMonth(boughtAt, zone);
    expect(rows).toEqual([{ year: bought.year, month: bought.month, extra: 5 }]);
  });
});

describe('GET /api/admin/users/{id}/subscription', () => {
  it('shows a Moderator the subscription and its history after a sequence of signed notifications, read-only', async () => {
    const t0 = Date.now();
    await notify(subscription('SUBSCRIBED', t0, { subtype: 'INITIAL_BUY' }));
    await notify(
      subscription('DID_CHANGE_RENEWAL_STATUS', t0 + 1000, {
        subtype: 'AUTO_RENEW_DISABLED',
        renewal: { autoRenewStatus: 0 },
      }),
    );
    await notify(subscription('SUBSCRIBED', t0 - 1000));
    const moderator = await createStaff('mod', 'Moderator');
    const cookie = await cookieFor(moderator.id);
    const path = API.adminUserSubscription.path(user.userId);
    const { status, body } = await plainCall(
      adminSubscription,
      staffRequest('GET', path, { cookie }),
      context({ id: String(user.userId) }),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      isPremium: true,
      premiumExpiresAt: new Date(t0 + 1000 + 30 * 24 * HOUR).toISOString(),
      entitlements: [
        {
          store: 'apple',
          productId: 'app.thawab.premium.monthly',
          kind: 'subscription',
          state: 'active',
          autoRenew: false,
          environment: 'production',
        },
      ],
    });
    expect(body.history.map((h: { type: string; outcome: string }) => `${h.type}:${h.outcome}`)).toEqual([
      'DID_CHANGE_RENEWAL_STATUS:applied',
      'SUBSCRIBED:applied',
      'SUBSCRIBED:stale',
    ]);
    expect(
      (await plainCall(adminSubscription, staffRequest('GET', path), context({ id: String(user.userId) }))).status,
    ).toBe(401);
    expect(
      (
        await plainCall(
          adminSubscription,
          staffRequest('PUT', path, { cookie, body: {} }),
          context({ id: String(user.userId) }),
        )
      ).status,
    ).toBe(405);
    expect(
      (
        await plainCall(
          adminSubscription,
          staffRequest('GET', API.adminUserSubscription.path(999999), { cookie }),
          context({ id: '999999' }),
        )
      ).status,
    ).toBe(404);
  });
});
