// The one-time products that credit quota extras (decision 0062). Their ids must match App Store
// Connect and the Play Console; every other product the app sells is a premium subscription.

export type ExtraQuota = 'dedications' | 'duas';

export interface ExtraProduct {
  quota: ExtraQuota;
  /** How many extra uses one purchase credits to the month it is bought in. */
  count: number;
}

export const EXTRA_PRODUCTS: Readonly<Record<string, ExtraProduct>> = {
  'app.thawab.extra.dedications.5': { quota: 'dedications', count: 5 },
  'app.thawab.extra.duas.5': { quota: 'duas', count: 5 },
};

export function extraProduct(productId: string): ExtraProduct | null {
  return Object.hasOwn(EXTRA_PRODUCTS, productId) ? (EXTRA_PRODUCTS[productId] ?? null) : null;
}
