import type { Config } from '@netlify/functions';
import { SignInStartAnswerSchema } from '../src/lib/schemas/app-auth.ts';
import { getDb } from '../src/server/db.ts';
import { answer, clientIp, readJson, route } from '../src/server/http.ts';
import { startSignIn } from '../src/server/app/sign-in-start.ts';
import { deliverSoon } from '../src/server/mail/outbox.ts';
import { SignInStartSchema, SIGN_IN_START_MESSAGE } from '../src/lib/schemas/app-auth.ts';

// Emails a 6-digit sign-in code (decision 0038), in the account's language or the app's (0050).
// The answer is the same for every address; its challenge goes back with the code (0059).
export default route({
  async POST(request, context) {
    const { email, language } = await readJson(request, SignInStartSchema);
    const { mailId, challenge } = await startSignIn(getDb(), email, clientIp(request, context), language);
    void deliverSoon(context, [mailId]);
    return answer(
      SignInStartAnswerSchema,
      { success: true, message: SIGN_IN_START_MESSAGE, challenge },
      {
        status: 202,
      },
    );
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
// The platform's per-IP limit is the outer guard; the per-address-and-IP and per-IP hourly limits are counted in
// the database (decision 0059).
export const config: Config = {
  path: '/api/app/v1/auth/start',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
