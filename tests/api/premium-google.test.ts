// Google Play purchases (decision 0062) against a real Postgres. The real Play Developer API and
// Google's OIDC certificates cannot be reached from here: tests/support/google-play-server.ts is a
// local HTTP server speaking their documented JSON (subscriptionsv2.get, subscriptions.acknowledge,
// products.get, products.consume; the PEM certificate map) that the server is pointed at through
// GOOGLE_PLAY_API_ROOT and GOOGLE_OIDC_CERTS_URL. Push tokens are verified by google-auth-library
// against the keys it serves; the API client is @googleapis/androidpublisher.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import meHandler from '../../functions/app-me.mts';
import googlePurchase from '../../functions/app-purchases-google.mts';
import googleNotifications from '../../functions/store-google-notifications.mts';
import { API } from '../../src/lib/routes.ts';
import { queryRows } from '../../src/server/sql.ts';
import { otherKey, startPlayServer, type PlayServer } from '../support/google-play-server.ts';
import { bearer, call, createAppUser } from './app-helpers.ts';
import { call as plainCall, closeDb, jsonRequest, ORIGIN, truncate, useTestDatabase } from './helpers.ts';

const db = useTestDatabase();
const PACKAGE = 'app.thawab.android';
const AUDIENCE = 'https://thawab.test/api/store/google/notifications';
const PUSH_EMAIL = 'rtdn-push@thawab-test.iam.gserviceaccount.com';
const HOUR = 3_600_000;
let play: PlayServer;

const ENV_KEYS = [
  'GOOGLE_PLAY_PACKAGE_NAME',
  'GOOGLE_PLAY_SERVICE_ACCOUNT',
  'GOOGLE_PUBSUB_AUDIENCE',
  'GOOGLE_PUBSUB_SERVICE_ACCOUNT_EMAIL',
  'GOOGLE_PLAY_API_ROOT',
  'GOOGLE_OIDC_CERTS_URL',
];
beforeAll(async () => {
  play = await startPlayServer({ audience: AUDIENCE, pushEmail: PUSH_EMAIL });
});
afterAll(async () => {
  for (const key of ENV_KEYS) delete process.env[key];
  await play.close();
  await closeDb();
});

let user: { userId: number; accessToken: string; token: string };

async function me(accessToken = user.accessToken) {
  const { status, body } = await call(
    meHandler,
    new Request(`${ORIGIN}${API.appMe}`, { headers: bearer(accessToken) }),
  );
  expect(status).toBe(200);
  return body.user as { isPremium: boolean; premiumExpiresAt: string | null; appAccountToken: string };
}

beforeEach(async () => {
  Object.assign(process.env, {
    GOOGLE_PLAY_PACKAGE_NAME: PACKAGE,
    GOOGLE_PLAY_SERVICE_ACCOUNT: Buffer.from(play.serviceAccountJson).toString('base64'),
    GOOGLE_PUBSUB_AUDIENCE: AUDIENCE,
    GOOGLE_PUBSUB_SERVICE_ACCOUNT_EMAIL: PUSH_EMAIL,
    GOOGLE_PLAY_API_ROOT: `${play.url}/`,
    GOOGLE_OIDC_CERTS_URL: `${play.url}/oauth2/v1/certs`,
  });
  play.subscriptions.clear();
  play.products.clear();
  play.calls.length = 0;
  play.failWith = null;
  await truncate('users', 'store_events', 'entitlements', 'store_accounts', 'audit_log');
  const made = await createAppUser();
  user = { ...made, token: (await me(made.accessToken)).appAccountToken };
});

/** The documented SubscriptionPurchaseV2 resource. */
function subscription(state: string, expiry: number, accountToken = user.token, extra: Record<string, unknown> = {}) {
  return {
    kind: 'androidpublisher#subscriptionPurchaseV2',
    startTime: new Date(Date.now() - HOUR).toISOString(),
    regionCode: 'MY',
    subscriptionState: state,
    acknowledgementState: 'ACKNOWLEDGEMENT_STATE_PENDING',
    externalAccountIdentifiers: { obfuscatedExternalAccountId: accountToken },
    lineItems: [
      {
        productId: 'premium_monthly',
        expiryTime: new Date(expiry).toISOString(),
        autoRenewingPlan: { autoRenewEnabled: state !== 'SUBSCRIPTION_STATE_CANCELED' },
      },
    ],
    ...extra,
  };
}

let messages = 0;
function push(data: object, token = play.pushToken(), messageId = `m-${++messages}`) {
  const body = {
    message: {
      data: Buffer.from(JSON.stringify(data)).toString('base64'),
      messageId,
      publishTime: new Date().toISOString(),
    },
    subscription: 'projects/thawab/subscriptions/rtdn',
  };
  return plainCall(
    googleNotifications,
    jsonRequest(API.storeGoogleNotifications, body, { headers: { Authorization: `Bearer ${token}`, Origin: '' } }),
  );
}
const subscriptionEvent = (type: number, purchaseToken: string) => ({
  version: '1.0',
  packageName: PACKAGE,
  eventTimeMillis: String(Date.now()),
  subscriptionNotification: {
    version: '1.0',
    notificationType: type,
    purchaseToken,
    subscriptionId: 'premium_monthly',
  },
});
const claim = (productId: string, purchaseToken: string, accessToken = user.accessToken) =>
  call(
    googlePurchase,
    jsonRequest(API.appPurchasesGoogle, { productId, purchaseToken }, { headers: bearer(accessToken) }),
  );
const entitlement = async () =>
  (
    await queryRows<{ state: string; auto_renew: boolean | null; user_id: number }>(
      db,
      sql`SELECT state, auto_renew, user_id FROM entitlements`,
    )
  )[0];

describe('POST /api/app/v1/purchases/google', () => {
  it('reads the purchase from Play, acknowledges it, and makes the user premium', async () => {
    const expiry = Date.now() + 30 * 24 * HOUR;
    play.subscriptions.set('tok-1', subscription('SUBSCRIPTION_STATE_ACTIVE', expiry));
    const { status, body, headers } = await claim('premium_monthly', 'tok-1');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body.premium).toMatchObject({ isPremium: true, premiumExpiresAt: new Date(expiry).toISOString() });
    expect(play.calls).toEqual([
      `GET /androidpublisher/v3/applications/${PACKAGE}/purchases/subscriptionsv2/tokens/tok-1`,
      `POST /androidpublisher/v3/applications/${PACKAGE}/purchases/subscriptions/premium_monthly/tokens/tok-1:acknowledge`,
    ]);
    expect((await me()).isPremium).toBe(true);
  });

  it('refuses a token bound to another user (403) and an unknown token (404), writing nothing', async () => {
    const other = await createAppUser();
    const otherToken = (await me(other.accessToken)).appAccountToken;
    play.subscriptions.set('tok-2', subscription('SUBSCRIPTION_STATE_ACTIVE', Date.now() + HOUR, otherToken));
    const denied = await claim('premium_monthly', 'tok-2');
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('This purchase belongs to another account');
    expect((await claim('premium_monthly', 'no-such-token')).status).toBe(404);
    expect((await claim('premium monthly!', 'tok-2')).status).toBe(400);
    expect(await queryRows(db, sql`SELECT 1 FROM entitlements`)).toHaveLength(0);
    expect((await me()).isPremium).toBe(false);
  });

  it('answers 503 when Play cannot be reached, leaving nothing half-written; the retry works', async () => {
    play.subscriptions.set('tok-3', subscription('SUBSCRIPTION_STATE_ACTIVE', Date.now() + HOUR));
    play.failWith = 500;
    const down = await claim('premium_monthly', 'tok-3');
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBeTruthy();
    expect(await queryRows(db, sql`SELECT 1 FROM store_events`)).toHaveLength(0);
    play.failWith = null;
    expect((await claim('premium_monthly', 'tok-3')).status).toBe(200);
  });

  // Decision 0065: dedications are not sold while SELL_EXTRA_DEDICATIONS is off (the default).
  const dedicationPurchase = (token: string) =>
    play.products.set(token, {
      kind: 'androidpublisher#productPurchase',
      purchaseTimeMillis: String(Date.now()),
      purchaseState: 0,
      consumptionState: 0,
      acknowledgementState: 0,
      orderId: `GPA.${token}`,
      obfuscatedExternalAccountId: user.token,
      quantity: 1,
    });
  const extraDedications = async () =>
    (
      await queryRows<{ extra: number }>(
        db,
        sql`SELECT extra_dedications_purchased AS extra FROM user_dedication_quota WHERE user_id = ${user.userId}`,
      )
    )[0]?.extra ?? 0;

  it('credits nothing for extra dedications while SELL_EXTRA_DEDICATIONS is off', async () => {
    dedicationPurchase('tok-4');
    expect((await claim('app.thawab.extra.dedications.5', 'tok-4')).status).toBe(200);
    expect(await extraDedications()).toBe(0);
  });

  it('credits and consumes a one-time purchase of extra dedications when SELL_EXTRA_DEDICATIONS=true', async () => {
    process.env.SELL_EXTRA_DEDICATIONS = 'true';
    try {
      dedicationPurchase('tok-4');
      expect((await claim('app.thawab.extra.dedications.5', 'tok-4')).status).toBe(200);
      expect(play.calls.at(-1)).toBe(
        `POST /androidpublisher/v3/applications/${PACKAGE}/purchases/products/app.thawab.extra.dedications.5/tokens/tok-4:consume`,
      );
      expect(await extraDedications()).toBe(5);
    } finally {
      delete process.env.SELL_EXTRA_DEDICATIONS;
    }
  });
});

describe('real-time developer notifications (Pub/Sub push)', () => {
  it('follows renewal, cancellation, expiry and refund from what Play answers', async () => {
    play.subscriptions.set('tok-5', subscription('SUBSCRIPTION_STATE_ACTIVE', Date.now() + HOUR));
    expect((await push(subscriptionEvent(4, 'tok-5'))).status).toBe(200); // SUBSCRIPTION_PURCHASED
    expect((await me()).isPremium).toBe(true);

    const renewed = Date.now() + 31 * 24 * HOUR;
    play.subscriptions.set(
      'tok-5',
      subscription('SUBSCRIPTION_STATE_ACTIVE', renewed, user.token, {
        acknowledgementState: 'ACKNOWLEDGEMENT_STATE_ACKNOWLEDGED',
      }),
    );
    await push(subscriptionEvent(2, 'tok-5')); // SUBSCRIPTION_RENEWED
    expect((await me()).premiumExpiresAt).toBe(new Date(renewed).toISOString());

    play.subscriptions.set('tok-5', subscription('SUBSCRIPTION_STATE_CANCELED', renewed));
    await push(subscriptionEvent(3, 'tok-5')); // SUBSCRIPTION_CANCELED: runs until its expiry
    expect(await entitlement()).toMatchObject({ state: 'active', auto_renew: false });
    expect((await me()).isPremium).toBe(true);

    play.subscriptions.set('tok-5', subscription('SUBSCRIPTION_STATE_EXPIRED', Date.now() - 1000));
    await push(subscriptionEvent(13, 'tok-5')); // SUBSCRIPTION_EXPIRED
    expect(await entitlement()).toMatchObject({ state: 'expired' });
    expect((await me()).isPremium).toBe(false);

    play.subscriptions.set('tok-5', subscription('SUBSCRIPTION_STATE_ACTIVE', Date.now() + HOUR));
    await push(subscriptionEvent(7, 'tok-5')); // SUBSCRIPTION_RESTARTED
    expect((await me()).isPremium).toBe(true);
    await push({
      version: '1.0',
      packageName: PACKAGE,
      eventTimeMillis: String(Date.now()),
      voidedPurchaseNotification: { purchaseToken: 'tok-5', orderId: 'GPA.5', productType: 1, refundType: 1 },
    });
    expect(await entitlement()).toMatchObject({ state: 'refunded' });
    expect((await me()).isPremium).toBe(false);
    const events = await queryRows<{ raw: string }>(db, sql`SELECT raw FROM store_events ORDER BY id`);
    expect(events).toHaveLength(6);
    expect(JSON.parse(events[0]!.raw).store.subscriptionState).toBe('SUBSCRIPTION_STATE_ACTIVE');
  });

  it('never moves a token to another user: a push for a purchase bound to someone else changes nothing of theirs', async () => {
    const other = await createAppUser();
    play.subscriptions.set('tok-6', subscription('SUBSCRIPTION_STATE_ACTIVE', Date.now() + HOUR));
    await push(subscriptionEvent(4, 'tok-6'));
    // Play now names the other account for the same token: the purchase stays with its first owner.
    play.subscriptions.set(
      'tok-6',
      subscription('SUBSCRIPTION_STATE_ACTIVE', Date.now() + 2 * HOUR, (await me(other.accessToken)).appAccountToken),
    );
    await push(subscriptionEvent(2, 'tok-6'));
    expect((await entitlement())!.user_id).toBe(user.userId);
    expect((await me(other.accessToken)).isPremium).toBe(false);
  });

  it('refuses pushes without a valid OIDC token: missing, wrong audience, issuer, account or key', async () => {
    play.subscriptions.set('tok-7', subscription('SUBSCRIPTION_STATE_ACTIVE', Date.now() + HOUR));
    const data = subscriptionEvent(4, 'tok-7');
    const tokens = [
      'not-a-token',
      play.pushToken({ aud: 'https://elsewhere.example/push' }),
      play.pushToken({ iss: 'https://evil.example' }),
      play.pushToken({ email: 'someone@evil.example' }),
      play.pushToken({ email_verified: false }),
      play.pushToken({}, otherKey()),
    ];
    for (const token of tokens) expect((await push(data, token)).status).toBe(401);
    expect(play.calls).toEqual([]);
    expect(await queryRows(db, sql`SELECT 1 FROM store_events`)).toHaveLength(0);
  });

  it('applies 10 concurrent deliveries of the same push once', async () => {
    play.subscriptions.set('tok-8', subscription('SUBSCRIPTION_STATE_ACTIVE', Date.now() + HOUR));
    const token = play.pushToken();
    const data = subscriptionEvent(4, 'tok-8');
    const answers = await Promise.all(Array.from({ length: 10 }, () => push(data, token, 'same-message')));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await queryRows(db, sql`SELECT 1 FROM store_events`)).toHaveLength(1);
    expect(await queryRows(db, sql`SELECT 1 FROM audit_log`)).toHaveLength(1);
  });

  it('answers 503 while Play is down so Pub/Sub redelivers, and records nothing', async () => {
    play.subscriptions.set('tok-9', subscription('SUBSCRIPTION_STATE_ACTIVE', Date.now() + HOUR));
    play.failWith = 503;
    expect((await push(subscriptionEvent(4, 'tok-9'), play.pushToken(), 'retry-me')).status).toBe(503);
    expect(await queryRows(db, sql`SELECT 1 FROM store_events`)).toHaveLength(0);
    play.failWith = null;
    expect((await push(subscriptionEvent(4, 'tok-9'), play.pushToken(), 'retry-me')).status).toBe(200);
    expect((await me()).isPremium).toBe(true);
  });
});
