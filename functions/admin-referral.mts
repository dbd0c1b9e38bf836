import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { HttpError, json, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { getInviterDetail } from '../src/server/repositories/people-referral-detail.ts';
import { InviterKeySchema } from '../src/lib/schemas/people.ts';

const NOT_FOUND = 'Inviter not found';

// Details of one inviter: invitees, Invitation Funnel, Rewards Summary.
export default route({
  async GET(request, context) {
    await requireStaff(request, 'referrals');
    const key = InviterKeySchema.safeParse(context.params.key);
    if (!key.success) throw new HttpError(404, NOT_FOUND);
    const detail = await getInviterDetail(getDb(), key.data);
    if (!detail) throw new HttpError(404, NOT_FOUND);
    return json(detail);
  },
});

// Netlify reads config statically: a literal path (tests/unit/routes.test.ts checks it matches routes.ts).
export const config: Config = { path: '/api/admin/referrals/:key' };
