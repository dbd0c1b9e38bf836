import type { Config } from '@netlify/functions';
import { PubSubPushSchema, StoreReceiptAnswerSchema } from '../src/lib/schemas/purchases.ts';
import { getDb } from '../src/server/db.ts';
import { answer, readJson, route } from '../src/server/http.ts';
import { configuredGoogle, receiveGoogleNotification, verifyPushToken } from '../src/server/premium/google.ts';

// Google Play real-time developer notifications by Pub/Sub push (decision 0062): the push's OIDC
// token is verified (audience, issuer, service account) before the body is read.
export default route({
  async POST(request) {
    await verifyPushToken(configuredGoogle(), request.headers.get('authorization'));
    const push = await readJson(request, PubSubPushSchema);
    await receiveGoogleNotification(getDb(), push.message.messageId, push.message.data, push);
    return answer(StoreReceiptAnswerSchema, { received: true });
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = {
  path: '/api/store/google/notifications',
  rateLimit: { windowLimit: 600, windowSize: 60, aggregateBy: ['domain'] },
};
