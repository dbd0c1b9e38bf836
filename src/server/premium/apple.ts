// App Store use cases (decision 0062): a Server Notification V2 and the app's hand-over of a StoreKit 2
// transaction, both verified by Apple's SignedDataVerifier before anything is read from them.
import {
  VerificationException,
  VerificationStatus,
  type JWSRenewalInfoDecodedPayload,
  type JWSTransactionDecodedPayload,
  type SignedDataVerifier,
} from '@apple/app-store-server-library';
import type { Database, Tx } from '../../../db/client.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import { appleConfig } from './apple-config.ts';
import { appleChange } from './apple-state.ts';
import {
  accountTokenOf,
  applyChange,
  entitlementByKey,
  auditChange,
  claimEvent,
  settleEvent,
  userOfAccountToken,
  type ApplyResult,
} from './entitlements.ts';
import { STORE_OFF, OTHER_ACCOUNT, premiumOf, type PremiumAnswer } from './premium.ts';

export const NOT_VERIFIED = 'The signed data could not be verified';

function configured() {
  const config = appleConfig();
  if (!config) throw new HttpError(503, STORE_OFF.apple, undefined, { 'Retry-After': '3600' });
  return config;
}

/** Runs a verification; a forged or foreign payload is a 400, a failed OCSP lookup a retryable 503. */
async function verified<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof VerificationException) {
      if (error.status === VerificationStatus.RETRYABLE_VERIFICATION_FAILURE) {
        throw new HttpError(
          503,
          'The App Store could not be reached to check the signature. Please try again.',
          undefined,
          {
            'Retry-After': '60',
          },
        );
      }
      throw new HttpError(400, NOT_VERIFIED);
    }
    throw error;
  }
}

async function decodeRenewal(
  verifier: SignedDataVerifier,
  signed: string | undefined,
): Promise<JWSRenewalInfoDecodedPayload | null> {
  return signed ? verified(() => verifier.verifyAndDecodeRenewalInfo(signed)) : null;
}

/** App Store Server Notifications V2: answers 200 once recorded (a replay included), so Apple stops resending. */
export async function receiveAppleNotification(db: Database, signedPayload: string): Promise<{ outcome: string }> {
  const { verifier, environment } = configured();
  const payload = await verified(() => verifier.verifyAndDecodeNotification(signedPayload));
  const data = payload.data;
  const transaction: JWSTransactionDecodedPayload | null = data?.signedTransactionInfo
    ? await verified(() => verifier.verifyAndDecodeTransaction(data.signedTransactionInfo!))
    : null;
  const renewal = await decodeRenewal(verifier, data?.signedRenewalInfo);
  if (!payload.notificationUUID || payload.signedDate === undefined) throw new HttpError(400, NOT_VERIFIED);
  const signedAt = new Date(payload.signedDate);
  const type = payload.notificationType ?? 'UNKNOWN';
  const subtype = payload.subtype ?? null;
  return db.transaction(async (tx) => {
    const eventRow = await claimEvent(tx, {
      store: 'apple',
      eventId: payload.notificationUUID!,
      type,
      subtype,
      signedAt,
      raw: signedPayload,
    });
    if (eventRow === null) return { outcome: 'replayed' };
    const change = transaction
      ? appleChange({ type, subtype, transaction, renewal, environment, signedAt, at: now() })
      : null;
    if (!change) {
      const userId = await userOfAccountToken(tx, transaction?.appAccountToken);
      await settleEvent(tx, eventRow, { outcome: 'recorded', userId, entitlementId: null, state: null });
      return { outcome: 'recorded' };
    }
    // The purchase's owner: the user it was first granted to, else the account its token names.
    const existing = await queryOwner(tx, change.storeKey);
    const userId = existing ?? (await userOfAccountToken(tx, transaction?.appAccountToken));
    if (userId === null) {
      await settleEvent(tx, eventRow, { outcome: 'recorded', userId: null, entitlementId: null, state: null });
      return { outcome: 'recorded' };
    }
    const result = await applyChange(tx, userId, change);
    await finish(tx, eventRow, result, `App Store ${type}${subtype ? ` (${subtype})` : ''}`);
    return { outcome: result.outcome };
  });
}

async function queryOwner(tx: Tx, storeKey: string): Promise<number | null> {
  return (await entitlementByKey(tx, 'apple', storeKey))?.user_id ?? null;
}

async function finish(tx: Tx, eventRow: number, result: ApplyResult, what: string) {
  if (result.outcome === 'other_user') {
    await settleEvent(tx, eventRow, { outcome: 'recorded', userId: null, entitlementId: null, state: null });
    return;
  }
  await settleEvent(tx, eventRow, {
    outcome: result.outcome,
    userId: result.userId,
    entitlementId: result.entitlementId,
    state: result.state,
  });
  await auditChange(tx, 'apple', result, what);
}

/** The app hands over a StoreKit 2 transaction (after a purchase, or "Restore purchases"). */
export async function claimApplePurchase(
  db: Database,
  userId: number,
  signedTransaction: string,
): Promise<PremiumAnswer> {
  const { verifier, environment } = configured();
  const transaction = await verified(() => verifier.verifyAndDecodeTransaction(signedTransaction));
  const ownToken = await accountTokenOf(db, userId);
  if (transaction.appAccountToken?.toLowerCase() !== ownToken) throw new HttpError(403, OTHER_ACCOUNT);
  const signedAt = new Date(transaction.signedDate ?? now().getTime());
  const change = appleChange({
    type: null,
    subtype: null,
    transaction,
    renewal: null,
    environment,
    signedAt,
    at: now(),
  });
  if (!change) throw new HttpError(400, 'This product is not sold by the app');
  await db.transaction(async (tx) => {
    const eventRow = await claimEvent(tx, {
      store: 'apple',
      eventId: `purchase:${transaction.transactionId}:${transaction.signedDate ?? ''}`,
      type: 'APP_PURCHASE',
      subtype: null,
      signedAt,
      raw: signedTransaction,
    });
    if (eventRow === null) return;
    const result = await applyChange(tx, userId, change);
    if (result.outcome === 'other_user') throw new HttpError(403, OTHER_ACCOUNT);
    await finish(tx, eventRow, result, 'App Store purchase handed over by the app');
  });
  return premiumOf(db, userId);
}
