// Google Play use cases (decision 0062): a real-time developer notification (a Pub/Sub push whose
// OIDC token is verified first) and the app's hand-over of a purchase. Either way the purchase's state
// is read from the Play Developer API, and acknowledged or consumed there, before anything is written:
// a store that cannot be reached leaves nothing behind and answers 503, so Pub/Sub (or the app) retries.
import { createHash } from 'node:crypto';
import type { Database } from '../../../db/client.ts';
import { extraProduct } from '../../lib/premium/products.ts';
import { DeveloperNotificationSchema, type DeveloperNotification } from '../../lib/schemas/purchases.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import {
  accountTokenOf,
  applyChange,
  auditChange,
  claimEvent,
  entitlementByKey,
  settleEvent,
  userOfAccountToken,
} from './entitlements.ts';
import { googleConfig, type GoogleConfig } from './google-config.ts';
import { googleProductChange, googleSubscriptionChange } from './google-state.ts';
import { OTHER_ACCOUNT, premiumOf, STORE_OFF, type PremiumAnswer } from './premium.ts';

const ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
export const UNKNOWN_PURCHASE = 'Google Play does not know this purchase';

export function configuredGoogle(): GoogleConfig {
  const config = googleConfig();
  if (!config) throw new HttpError(503, STORE_OFF.google, undefined, { 'Retry-After': '3600' });
  return config;
}

/** The push's `Authorization: Bearer` OIDC token: Google-signed, for our audience, from our push service account. */
export async function verifyPushToken(config: GoogleConfig, authorization: string | null): Promise<void> {
  const token = /^Bearer ([A-Za-z0-9._-]+)$/.exec(authorization ?? '')?.[1];
  if (!token) throw new HttpError(401, 'A Pub/Sub push token is required', undefined, { 'WWW-Authenticate': 'Bearer' });
  let payload;
  try {
    const ticket = await config.pushVerifier.verifyIdToken({ idToken: token, audience: config.pushAudience });
    payload = ticket.getPayload();
  } catch (error) {
    if (error instanceof Error && /Failed to retrieve verification certificates/.test(error.message)) {
      throw new HttpError(503, 'Google could not be reached to check the push token. Please try again.', undefined, {
        'Retry-After': '60',
      });
    }
    throw new HttpError(401, 'The Pub/Sub push token is not valid', undefined, {
      'WWW-Authenticate': 'Bearer error="invalid_token"',
    });
  }
  if (
    !payload ||
    !ISSUERS.includes(payload.iss) ||
    payload.email !== config.pushEmail ||
    payload.email_verified !== true
  ) {
    throw new HttpError(401, 'The Pub/Sub push token is not valid', undefined, {
      'WWW-Authenticate': 'Bearer error="invalid_token"',
    });
  }
}

function storeStatus(error: unknown): number | null {
  const status =
    (error as { status?: unknown; response?: { status?: unknown } })?.status ??
    (error as { response?: { status?: unknown } })?.response?.status;
  return typeof status === 'number' ? status : null;
}

/** Runs one Play Developer API call: unknown purchase → null, anything else failing → 503. */
async function play<T>(call: () => Promise<{ data: T }>): Promise<T | null> {
  try {
    return (await call()).data;
  } catch (error) {
    const status = storeStatus(error);
    if (status === 400 || status === 404 || status === 410) return null;
    console.warn('[premium] Play Developer API failed:', status ?? (error instanceof Error ? error.message : error));
    throw new HttpError(503, 'Google Play could not be reached. Please try again.', undefined, { 'Retry-After': '60' });
  }
}

type Read = {
  change: NonNullable<ReturnType<typeof googleSubscriptionChange>>['change'];
  accountToken: string | null;
  answer: unknown;
};

/** Reads the purchase from Play, then acknowledges (a subscription) or consumes (an extra) it there. */
async function readPurchase(
  config: GoogleConfig,
  purchase: { kind: 'subscription' | 'product'; token: string; productId: string | null; voided: boolean },
): Promise<Read | null> {
  const { api, packageName } = config;
  const at = now();
  if (purchase.kind === 'subscription') {
    const data = await play(() => api.purchases.subscriptionsv2.get({ packageName, token: purchase.token }));
    const read = data && googleSubscriptionChange(purchase.token, data, { voided: purchase.voided, at });
    if (!data || !read) return null;
    if (data.acknowledgementState === 'ACKNOWLEDGEMENT_STATE_PENDING' && read.change.state === 'active') {
      await play(() =>
        api.purchases.subscriptions.acknowledge({
          packageName,
          subscriptionId: read.change.productId,
          token: purchase.token,
          requestBody: {},
        }),
      );
    }
    return { ...read, answer: data };
  }
  if (!purchase.productId) return null;
  const productId = purchase.productId;
  const data = await play(() => api.purchases.products.get({ packageName, productId, token: purchase.token }));
  const read = data && googleProductChange(purchase.token, productId, data, { voided: purchase.voided, at });
  if (!data || !read) return null;
  // Consuming credits the extras once and lets the user buy the product again (it acknowledges too).
  if (read.change.state === 'active' && data.consumptionState === 0) {
    await play(() => api.purchases.products.consume({ packageName, productId, token: purchase.token }));
  }
  return { ...read, answer: data };
}

interface NotifiedPurchase {
  kind: 'subscription' | 'product';
  token: string;
  productId: string | null;
  voided: boolean;
  type: string;
}

function purchaseOf(notification: DeveloperNotification): NotifiedPurchase | null {
  const sub = notification.subscriptionNotification;
  if (sub)
    return {
      kind: 'subscription',
      token: sub.purchaseToken,
      productId: sub.subscriptionId ?? null,
      voided: false,
      type: `SUBSCRIPTION_${sub.notificationType}`,
    };
  const one = notification.oneTimeProductNotification;
  if (one)
    return {
      kind: 'product',
      token: one.purchaseToken,
      productId: one.sku,
      voided: false,
      type: `ONE_TIME_PRODUCT_${one.notificationType}`,
    };
  const voided = notification.voidedPurchaseNotification;
  if (voided) {
    return {
      kind: voided.productType === 1 ? 'subscription' : 'product',
      token: voided.purchaseToken,
      productId: null,
      voided: true,
      type: 'VOIDED_PURCHASE',
    };
  }
  return null;
}

/** One Pub/Sub push, already authenticated. Answers once recorded, so Pub/Sub stops resending. */
export async function receiveGoogleNotification(
  db: Database,
  messageId: string,
  data: string,
  raw: unknown,
): Promise<{ outcome: string }> {
  const config = configuredGoogle();
  let notification: DeveloperNotification;
  try {
    notification = DeveloperNotificationSchema.parse(JSON.parse(Buffer.from(data, 'base64').toString('utf8')));
  } catch {
    throw new HttpError(400, 'message.data is not a Play developer notification');
  }
  if (notification.packageName !== config.packageName) throw new HttpError(400, 'This notification is for another app');
  const purchase = purchaseOf(notification);
  const signedAt = new Date(notification.eventTimeMillis);
  // A voided one-time purchase names no product: the row we hold does.
  if (purchase?.kind === 'product' && purchase.productId === null) {
    const [row] = await db.transaction(async (tx) => [await entitlementByKey(tx, 'google', purchase.token)]);
    purchase.productId = row?.product_id ?? null;
  }
  const read = purchase ? await readPurchase(config, purchase) : null;
  return db.transaction(async (tx) => {
    const eventRow = await claimEvent(tx, {
      store: 'google',
      eventId: messageId,
      type: purchase?.type ?? (notification.testNotification ? 'TEST' : 'UNKNOWN'),
      subtype: null,
      signedAt,
      raw: JSON.stringify({ push: raw, notification, store: read?.answer ?? null }),
    });
    if (eventRow === null) return { outcome: 'replayed' };
    if (!read) {
      await settleEvent(tx, eventRow, { outcome: 'recorded', userId: null, entitlementId: null, state: null });
      return { outcome: 'recorded' };
    }
    const owner = (await entitlementByKey(tx, 'google', read.change.storeKey))?.user_id;
    const userId = owner ?? (await userOfAccountToken(tx, read.accountToken));
    const result = userId === null ? null : await applyChange(tx, userId, read.change);
    if (!result || result.outcome === 'other_user') {
      await settleEvent(tx, eventRow, { outcome: 'recorded', userId: null, entitlementId: null, state: null });
      return { outcome: 'recorded' };
    }
    await settleEvent(tx, eventRow, {
      outcome: result.outcome,
      userId: result.userId,
      entitlementId: result.entitlementId,
      state: result.state,
    });
    await auditChange(tx, 'google', result, `Google Play ${purchase?.type ?? 'notification'}`);
    return { outcome: result.outcome };
  });
}

/** The app hands over a Play Billing purchase right after it is made (or on restore). */
export async function claimGooglePurchase(
  db: Database,
  userId: number,
  productId: string,
  token: string,
): Promise<PremiumAnswer> {
  const config = configuredGoogle();
  const kind = extraProduct(productId) ? 'product' : 'subscription';
  const ownToken = await accountTokenOf(db, userId);
  const read = await readPurchase(config, { kind, token, productId, voided: false });
  if (!read || read.change.productId !== productId) throw new HttpError(404, UNKNOWN_PURCHASE);
  if (read.accountToken?.toLowerCase() !== ownToken) throw new HttpError(403, OTHER_ACCOUNT);
  await db.transaction(async (tx) => {
    const eventRow = await claimEvent(tx, {
      store: 'google',
      eventId: `purchase:${createHash('sha256').update(token).digest('hex')}:${read.change.state}:${read.change.expiresAt?.toISOString() ?? ''}`,
      type: 'APP_PURCHASE',
      subtype: null,
      signedAt: read.change.stateAt,
      raw: JSON.stringify({ productId, purchaseToken: token, store: read.answer }),
    });
    if (eventRow === null) return;
    const result = await applyChange(tx, userId, read.change);
    if (result.outcome === 'other_user') throw new HttpError(403, OTHER_ACCOUNT);
    await settleEvent(tx, eventRow, {
      outcome: result.outcome,
      userId,
      entitlementId: result.entitlementId,
      state: result.state,
    });
    await auditChange(tx, 'google', result, 'Google Play purchase handed over by the app');
  });
  return premiumOf(db, userId);
}
