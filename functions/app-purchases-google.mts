import type { Config } from '@netlify/functions';
import { GooglePurchaseSchema, PurchaseAnswerSchema } from '../src/lib/schemas/purchases.ts';
import { requireAppUser } from '../src/server/app/auth.ts';
import { getDb } from '../src/server/db.ts';
import { answer, readJson, route } from '../src/server/http.ts';
import { claimGooglePurchase } from '../src/server/premium/google.ts';

// The app hands over a Play Billing purchase after it is made or restored (decision 0062). Personal: no-store.
export default route({
  async POST(request) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    const { productId, purchaseToken } = await readJson(request, GooglePurchaseSchema);
    return answer(PurchaseAnswerSchema, { premium: await claimGooglePurchase(db, userId, productId, purchaseToken) });
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = {
  path: '/api/app/v1/purchases/google',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
