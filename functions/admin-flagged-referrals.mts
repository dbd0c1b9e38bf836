import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { json, readQuery, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { flaggedReferralPage } from '../src/server/repositories/waitlist-referrals.ts';
import { FlaggedReferralQuerySchema } from '../src/lib/schemas/people.ts';
import { FLAGGED_REFERRALS_PERMISSION } from '../src/lib/permissions.ts';

// Super Admins only (FLAGGED_REFERRALS_PERMISSION in src/lib/permissions.ts): launch-waitlist referrals that earned no XP (self-referral, burst,
// daily cap), newest first, 50 a page, with who shared and who joined.
export default route({
  async GET(request) {
    await requireStaff(request, FLAGGED_REFERRALS_PERMISSION);
    const { page } = readQuery(request, FlaggedReferralQuerySchema);
    return json(await flaggedReferralPage(getDb(), page));
  },
});

// Netlify reads config statically: a literal path (tests/unit/routes.test.ts holds it to routes.ts).
export const config: Config = { path: '/api/admin/flagged-referrals' };
