// A test App Store: a root CA the tests make (never Apple's), an intermediate and a leaf carrying the
// extensions Apple's SignedDataVerifier requires (1.2.840.113635.100.6.2.1 on the intermediate,
// 1.2.840.113635.100.6.11.1 on the leaf), and ES256 JWS signed by the leaf with the x5c chain in the
// header: the library's real verification code path runs against it (decision 0062).
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import jsonwebtoken from 'jsonwebtoken';
import jsrsasign from 'jsrsasign';

const { KJUR, KEYUTIL } = jsrsasign;

interface Pair {
  privatePem: string;
  publicPem: string;
}

function ecPair(): Pair {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  return {
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/** jsrsasign's UTCTime/GeneralizedTime text of a date. */
const asn1Time = (date: Date) => `${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;

function certificate(input: {
  subject: string;
  issuer: string;
  key: Pair;
  issuerKey: Pair;
  ca: boolean;
  extensionOid?: string;
  notBefore: Date;
  notAfter: Date;
}): string {
  const ext: object[] = [{ extname: 'basicConstraints', cA: input.ca, critical: true }];
  if (input.extensionOid) ext.push({ extname: input.extensionOid, extn: '0500' });
  const cert = new KJUR.asn1.x509.Certificate({
    version: 3,
    serial: { int: Math.floor(Math.random() * 1e9) },
    issuer: { str: input.issuer },
    subject: { str: input.subject },
    notbefore: asn1Time(input.notBefore),
    notafter: asn1Time(input.notAfter),
    sbjpubkey: KEYUTIL.getKey(input.key.publicPem),
    ext,
    sigalg: 'SHA256withECDSA',
    cakey: KEYUTIL.getKey(input.issuerKey.privatePem),
  } as never);
  return cert.getPEM();
}

const der = (pem: string) => pem.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, '');

/** What signs as the test App Store: kept in a file, it lets another process sign with the same chain. */
export interface TestAppStoreKeys {
  rootPem: string;
  /** The header's chain: leaf, intermediate, root (base64 DER). */
  x5c: string[];
  leafPrivatePem: string;
}

export interface TestAppStore {
  /** The root certificate as APPLE_ROOT_CERTIFICATES (or a file of APPLE_ROOT_CERTIFICATES_PATH) takes it (PEM). */
  rootPem: string;
  keys: TestAppStoreKeys;
  sign(payload: object): string;
}

/** The test App Store of `keys` (made by testAppStore, e.g. in the e2e global setup). */
export function appStoreFromKeys(keys: TestAppStoreKeys): TestAppStore {
  return {
    rootPem: keys.rootPem,
    keys,
    sign: (payload) =>
      jsonwebtoken.sign(payload, keys.leafPrivatePem, { algorithm: 'ES256', header: { alg: 'ES256', x5c: keys.x5c } }),
  };
}

/** A root → intermediate → leaf chain; `expiredLeaf` makes a leaf whose validity ended in 2020. */
export function testAppStore(options: { expiredLeaf?: boolean; rootKey?: Pair } = {}): TestAppStore {
  const day = 86_400_000;
  const from = new Date(Date.now() - 365 * day);
  const until = new Date(Date.now() + 365 * day);
  const root = options.rootKey ?? ecPair();
  const middle = ecPair();
  const leaf = ecPair();
  const rootPem = certificate({
    subject: '/CN=Thawab Test Root CA',
    issuer: '/CN=Thawab Test Root CA',
    key: root,
    issuerKey: root,
    ca: true,
    notBefore: from,
    notAfter: until,
  });
  const middlePem = certificate({
    subject: '/CN=Thawab Test Intermediate',
    issuer: '/CN=Thawab Test Root CA',
    key: middle,
    issuerKey: root,
    ca: true,
    extensionOid: '1.2.840.113635.100.6.2.1',
    notBefore: from,
    notAfter: until,
  });
  const leafPem = certificate({
    subject: '/CN=Thawab Test Signing',
    issuer: '/CN=Thawab Test Intermediate',
    key: leaf,
    issuerKey: middle,
    ca: false,
    extensionOid: '1.2.840.113635.100.6.11.1',
    notBefore: options.expiredLeaf ? new Date('2019-01-01T00:00:00Z') : from,
    notAfter: options.expiredLeaf ? new Date('2020-01-01T00:00:00Z') : until,
  });
  return appStoreFromKeys({
    rootPem,
    x5c: [der(leafPem), der(middlePem), der(rootPem)],
    leafPrivatePem: leaf.privatePem,
  });
}

export const BUNDLE_ID = 'app.thawab.test';
export const APP_APPLE_ID = 1234567890;

export interface TransactionInput {
  appAccountToken?: string;
  originalTransactionId: string;
  transactionId?: string;
  productId?: string;
  type?: 'Auto-Renewable Subscription' | 'Consumable';
  expiresDate?: number;
  signedDate: number;
  revocationDate?: number;
  environment?: 'Production' | 'Sandbox';
  bundleId?: string;
}

export function transactionPayload(input: TransactionInput) {
  return {
    transactionId: input.transactionId ?? `${input.originalTransactionId}-${input.signedDate}`,
    originalTransactionId: input.originalTransactionId,
    bundleId: input.bundleId ?? BUNDLE_ID,
    productId: input.productId ?? 'app.thawab.premium.monthly',
    purchaseDate: input.signedDate - 60_000,
    originalPurchaseDate: input.signedDate - 60_000,
    expiresDate: input.expiresDate,
    quantity: 1,
    type: input.type ?? 'Auto-Renewable Subscription',
    appAccountToken: input.appAccountToken,
    inAppOwnershipType: 'PURCHASED',
    signedDate: input.signedDate,
    revocationDate: input.revocationDate,
    environment: input.environment ?? 'Production',
  };
}

export function notificationPayload(
  store: TestAppStore,
  input: {
    type: string;
    subtype?: string;
    signedDate: number;
    transaction?: TransactionInput;
    renewal?: { autoRenewStatus?: 0 | 1; gracePeriodExpiresDate?: number; isInBillingRetryPeriod?: boolean };
    environment?: 'Production' | 'Sandbox';
    bundleId?: string;
    notificationUUID?: string;
  },
): string {
  const environment = input.environment ?? 'Production';
  const bundleId = input.bundleId ?? BUNDLE_ID;
  const tx = input.transaction;
  return store.sign({
    notificationType: input.type,
    subtype: input.subtype,
    notificationUUID: input.notificationUUID ?? randomUUID(),
    version: '2.0',
    signedDate: input.signedDate,
    data: {
      appAppleId: APP_APPLE_ID,
      bundleId,
      environment,
      status: 1,
      signedTransactionInfo: tx ? store.sign(transactionPayload({ environment, bundleId, ...tx })) : undefined,
      signedRenewalInfo:
        tx && input.renewal
          ? store.sign({
              originalTransactionId: tx.originalTransactionId,
              productId: tx.productId ?? 'app.thawab.premium.monthly',
              autoRenewProductId: tx.productId ?? 'app.thawab.premium.monthly',
              autoRenewStatus: input.renewal.autoRenewStatus ?? 1,
              isInBillingRetryPeriod: input.renewal.isInBillingRetryPeriod,
              gracePeriodExpiresDate: input.renewal.gracePeriodExpiresDate,
              signedDate: input.signedDate,
              environment,
              appAccountToken: tx.appAccountToken,
            })
          : undefined,
    },
  });
}

/** A StoreKit 2 signed transaction (what the app hands over), signed by `store`'s chain. */
export const signedTransaction = (store: TestAppStore, input: TransactionInput): string =>
  store.sign(transactionPayload(input));

/** The renewal info a notification may carry (Apple's JWSRenewalInfo fields the server reads). */
export interface RenewalInput {
  autoRenewStatus?: 0 | 1;
  gracePeriodExpiresDate?: number;
  isInBillingRetryPeriod?: boolean;
}

/** One subscription: its original transaction id, the account token it is bound to, its product. */
export interface TestSubscription {
  originalTransactionId: string;
  appAccountToken?: string;
  productId?: string;
}

/** What differs between the notifications of one subscription. */
export interface SubscriptionEvent {
  subtype?: string;
  /** The transaction's expiry (ms); default 30 days after the signed date. */
  expiresDate?: number;
  revocationDate?: number;
  /** The renewal info; default auto-renew on; null sends none. */
  renewal?: RenewalInput | null;
  environment?: 'Production' | 'Sandbox';
  bundleId?: string;
  notificationUUID?: string;
}

const THIRTY_DAYS = 30 * 86_400_000;

/**
 * A signed App Store Server Notification V2 about `subscription`, signed at `signedDate` (ms): its
 * transaction (signed the same instant) and renewal info inside, as Apple sends them.
 */
export function subscriptionNotification(
  store: TestAppStore,
  subscription: TestSubscription,
  type: string,
  signedDate: number,
  event: SubscriptionEvent = {},
): string {
  const { renewal = { autoRenewStatus: 1 }, expiresDate = signedDate + THIRTY_DAYS, revocationDate, ...rest } = event;
  return notificationPayload(store, {
    ...rest,
    type,
    signedDate,
    transaction: { ...subscription, signedDate, expiresDate, revocationDate },
    renewal: renewal ?? undefined,
  });
}
