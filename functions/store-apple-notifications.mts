import type { Config } from '@netlify/functions';
import { AppleNotificationSchema, StoreReceiptAnswerSchema } from '../src/lib/schemas/purchases.ts';
import { getDb } from '../src/server/db.ts';
import { answer, readJson, route } from '../src/server/http.ts';
import { receiveAppleNotification } from '../src/server/premium/apple.ts';

// App Store Server Notifications V2 (decision 0062): no session; the payload's signature is the proof.
// 200 once recorded (a replay too); 400 for what does not verify; 503 when the stores are off.
export default route({
  async POST(request) {
    const { signedPayload } = await readJson(request, AppleNotificationSchema);
    await receiveAppleNotification(getDb(), signedPayload);
    return answer(StoreReceiptAnswerSchema, { received: true });
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = {
  path: '/api/store/apple/notifications',
  rateLimit: { windowLimit: 600, windowSize: 60, aggregateBy: ['domain'] },
};
