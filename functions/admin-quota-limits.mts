import type { Config } from '@netlify/functions';
import { QUOTA_LIMITS_PERMISSION } from '../src/lib/permissions.ts';
import { QuotaLimitsAnswerSchema, QuotaLimitsInputSchema } from '../src/lib/schemas/quota-limits.ts';
import { getDb } from '../src/server/db.ts';
import { answer, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { readQuotaLimits, saveQuotaLimits } from '../src/server/quota-limits.ts';
import { readVersioned } from '../src/server/versions.ts';

// The monthly limits of dua requests and dedications (decision 0070), Super Admins only: read (GET)
// and replaced (PUT { version, duaRequestsPerMonth, dedicationsPerMonth }; an older version answers 409).
export default route({
  async GET(request) {
    await requireStaff(request, QUOTA_LIMITS_PERMISSION);
    return answer(QuotaLimitsAnswerSchema, await readQuotaLimits(getDb()));
  },
  async PUT(request) {
    const { staff } = await requireStaff(request, QUOTA_LIMITS_PERMISSION);
    const { version, payload } = await readVersioned(request, QuotaLimitsInputSchema);
    return answer(QuotaLimitsAnswerSchema, await saveQuotaLimits(getDb(), staff, version, payload));
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/admin/quota-limits' };
