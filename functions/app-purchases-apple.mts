import type { Config } from '@netlify/functions';
import { ApplePurchaseSchema, PurchaseAnswerSchema } from '../src/lib/schemas/purchases.ts';
import { requireAppUser } from '../src/server/app/auth.ts';
import { getDb } from '../src/server/db.ts';
import { answer, readJson, route } from '../src/server/http.ts';
import { claimApplePurchase } from '../src/server/premium/apple.ts';

// The app hands over a StoreKit 2 transaction after a purchase or a restore (decision 0062). Personal: no-store.
export default route({
  async POST(request) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    const { signedTransaction } = await readJson(request, ApplePurchaseSchema);
    return answer(PurchaseAnswerSchema, { premium: await claimApplePurchase(db, userId, signedTransaction) });
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = {
  path: '/api/app/v1/purchases/apple',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
