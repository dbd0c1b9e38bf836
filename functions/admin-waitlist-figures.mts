import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { json, readQuery, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { signupFigures } from '../src/server/repositories/waitlist-admin.ts';
import { SignupFiguresQuerySchema } from '../src/lib/schemas/waitlist-admin.ts';

// Waitlist tab: total, confirmed, confirmation rate, by source, by week (last 12 weeks).
export default route({
  async GET(request) {
    await requireStaff(request, 'waitlist');
    const { kind } = readQuery(request, SignupFiguresQuerySchema);
    return json(await signupFigures(getDb(), kind));
  },
});

// Netlify reads config statically: a literal path (tests/unit/routes.test.ts checks it matches routes.ts).
export const config: Config = { path: '/api/admin/waitlist/figures' };
