import type { Config } from '@netlify/functions';
import { requireStaff } from '../src/server/auth/guard.ts';
import { getDb } from '../src/server/db.ts';
import { HttpError, idParam, json, route } from '../src/server/http.ts';
import { subscriptionOf } from '../src/server/premium/subscription-history.ts';
import { USER_NOT_FOUND } from '../src/server/repositories/people-users.ts';

// A user's store subscriptions and their history, read-only, for every role that sees users (decision 0062).
export default route({
  async GET(request, context) {
    await requireStaff(request, 'users');
    const subscription = await subscriptionOf(getDb(), idParam(context.params.id, USER_NOT_FOUND));
    if (!subscription) throw new HttpError(404, USER_NOT_FOUND);
    return json(subscription);
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/admin/users/:id/subscription' };
