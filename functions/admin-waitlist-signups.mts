import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { json, readQuery, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { listSignups } from '../src/server/repositories/waitlist-admin.ts';
import { SignupListQuerySchema } from '../src/lib/schemas/waitlist-admin.ts';

// Waitlist tab: one page of launch-waitlist and newsletter sign-ups (search, filters, sort in SQL).
export default route({
  async GET(request) {
    await requireStaff(request, 'waitlist');
    return json(await listSignups(getDb(), readQuery(request, SignupListQuerySchema)));
  },
});

// Netlify reads config statically: a literal path (tests/unit/routes.test.ts checks it matches routes.ts).
export const config: Config = { path: '/api/admin/waitlist/signups' };
