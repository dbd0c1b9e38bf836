import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { json, readQuery, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { listUsers } from '../src/server/repositories/people-users.ts';
import { UserListQuerySchema } from '../src/lib/schemas/people.ts';

// User Management list: search (name, email), filters (status, level, circle role), sort, pages.
export default route({
  async GET(request) {
    await requireStaff(request, 'users');
    return json(await listUsers(getDb(), readQuery(request, UserListQuerySchema)));
  },
});

// Netlify reads config statically: a literal path (tests/unit/routes.test.ts checks it matches routes.ts).
export const config: Config = { path: '/api/admin/users' };
