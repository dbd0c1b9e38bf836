// Store purchases (decision 0062): what the app and the stores send, and what the API answers.
import { z } from 'zod';

/** A compact JWS (three base64url parts); Apple's are a few kilobytes. */
const jws = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .max(30_000, `${what} is too long`)
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, `${what} must be a signed JWS`);

/** App Store Server Notifications V2 body. */
export const AppleNotificationSchema = z.object({ signedPayload: jws('signedPayload') });

/** The app hands over a StoreKit 2 transaction (Transaction.jwsRepresentation). */
export const ApplePurchaseSchema = z.strictObject({ signedTransaction: jws('signedTransaction') });

const productId = z
  .string({ error: 'productId is required' })
  .trim()
  .min(1, 'productId is required')
  .max(200, 'productId is too long')
  .regex(/^[a-z0-9][a-z0-9._]*$/i, 'productId is not a Play product id');

const purchaseToken = z
  .string({ error: 'purchaseToken is required' })
  .min(1, 'purchaseToken is required')
  .max(1000, 'purchaseToken is too long')
  .regex(/^[A-Za-z0-9._:-]+$/, 'purchaseToken is not a Play purchase token');

/** The app hands over a Play Billing purchase. */
export const GooglePurchaseSchema = z.strictObject({ productId, purchaseToken });

/** A Pub/Sub push (the subscription's message, its data base64-encoded). */
export const PubSubPushSchema = z.object({
  message: z.object({
    data: z
      .string()
      .max(20_000)
      .regex(/^[A-Za-z0-9+/=_-]*$/, 'message.data must be base64'),
    messageId: z.string().min(1).max(200),
    publishTime: z.string().optional(),
  }),
  subscription: z.string().max(300).optional(),
});

/** Play's real-time developer notification (the push's decoded data). */
export const DeveloperNotificationSchema = z.object({
  packageName: z.string().max(200),
  eventTimeMillis: z.coerce.number().int().nonnegative(),
  subscriptionNotification: z
    .object({ notificationType: z.number().int(), purchaseToken, subscriptionId: productId.optional() })
    .optional(),
  oneTimeProductNotification: z
    .object({ notificationType: z.number().int(), purchaseToken, sku: productId })
    .optional(),
  voidedPurchaseNotification: z
    .object({
      purchaseToken,
      orderId: z.string().max(200).optional(),
      productType: z.number().int(),
      refundType: z.number().int().optional(),
    })
    .optional(),
  testNotification: z.object({ version: z.string().optional() }).optional(),
});
export type DeveloperNotification = z.infer<typeof DeveloperNotificationSchema>;

/** The premium part of the signed-in user's answer (`/me`, and the purchase endpoints' answer). */
export const PremiumSchema = z.object({
  isPremium: z.boolean(),
  /** When premium ends unless renewed (ISO 8601), null when not premium. */
  premiumExpiresAt: z.iso.datetime().nullable(),
  /** Pass as Apple's appAccountToken / Google's obfuscatedAccountId with every purchase: it binds it to this account. */
  appAccountToken: z.uuid(),
});
export const PurchaseAnswerSchema = z.object({ premium: PremiumSchema });

export const StoreReceiptAnswerSchema = z.object({ received: z.literal(true) });
