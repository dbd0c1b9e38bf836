import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { HttpError, json, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { SIGNUP_NOT_FOUND, getSignupDetail, signupKeyParam } from '../src/server/repositories/waitlist-signup.ts';
import { deletePersonAs } from '../src/server/waitlist/person.ts';

// One sign-up: detail (quiz result, referral code, who referred them, their referrals), and
// delete the person everywhere (decision 0035).
export default route({
  async GET(request, context) {
    await requireStaff(request, 'waitlist');
    const detail = await getSignupDetail(getDb(), signupKeyParam(context.params.key));
    if (!detail) throw new HttpError(404, SIGNUP_NOT_FOUND);
    return json(detail);
  },
  async DELETE(request, context) {
    const { staff } = await requireStaff(request, 'waitlist');
    return json(await deletePersonAs(getDb(), staff, signupKeyParam(context.params.key)));
  },
});

// Netlify reads config statically: a literal path (tests/unit/routes.test.ts checks it matches routes.ts).
export const config: Config = { path: '/api/admin/waitlist/signups/:key' };
