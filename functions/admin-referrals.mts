import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { json, readQuery, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { listInviters } from '../src/server/repositories/people-referrals.ts';
import { ReferralListQuerySchema } from '../src/lib/schemas/people.ts';

// Referrals: the five summary totals and one page of inviters (search, sort).
export default route({
  async GET(request) {
    await requireStaff(request, 'referrals');
    const query = readQuery(request, ReferralListQuerySchema);
    return json(await listInviters(getDb(), query));
  },
});

// Netlify reads config statically: a literal path (tests/unit/routes.test.ts checks it matches routes.ts).
export const config: Config = { path: '/api/admin/referrals' };
