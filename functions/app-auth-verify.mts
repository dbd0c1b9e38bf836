import type { Config } from '@netlify/functions';
import { SignInVerifyAnswerSchema } from '../src/lib/schemas/app-auth.ts';
import { getDb } from '../src/server/db.ts';
import { answer, readJson, route } from '../src/server/http.ts';
import { verifySignIn } from '../src/server/app/auth.ts';
import { getMe } from '../src/server/app/users.ts';
import { SignInVerifySchema } from '../src/lib/schemas/app-auth.ts';

// Exchanges the emailed code for tokens; a new address becomes an account (decision 0038).
export default route({
  async POST(request) {
    const body = await readJson(request, SignInVerifySchema);
    const db = getDb();
    const { tokens, userId, created } = await verifySignIn(db, body);
    return answer(SignInVerifyAnswerSchema, { ...tokens, user: await getMe(db, userId), created });
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = {
  path: '/api/app/v1/auth/verify',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
