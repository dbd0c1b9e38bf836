// The store purchase operations of the app API (decision 0062), part of src/lib/app-openapi.ts's table.
import type { Operation } from './app-openapi-types.ts';
import { API } from './routes.ts';
import { ApplePurchaseSchema, GooglePurchaseSchema, PurchaseAnswerSchema } from './schemas/purchases.ts';

const answer = {
  status: 200,
  description: "The user's premium as it is now (the same fields as `/me`).",
  schema: PurchaseAnswerSchema,
} as const;

export const PURCHASE_OPERATIONS: readonly Operation[] = [
  {
    operationId: 'claimApplePurchase',
    method: 'post',
    path: API.appPurchasesApple,
    summary:
      "Hand over a StoreKit 2 transaction (its jwsRepresentation) after a purchase or a restore; its appAccountToken must be the user's",
    bearer: true,
    personal: true,
    body: ApplePurchaseSchema,
    success: answer,
    errors: [400, 401, 403, 404, 413, 415, 429],
  },
  {
    operationId: 'claimGooglePurchase',
    method: 'post',
    path: API.appPurchasesGoogle,
    summary:
      "Hand over a Play Billing purchase (product id and purchase token); its obfuscatedAccountId must be the user's appAccountToken",
    bearer: true,
    personal: true,
    body: GooglePurchaseSchema,
    success: answer,
    errors: [400, 401, 403, 404, 413, 415, 429],
  },
];
