import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { json, readQuery, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { listCircles } from '../src/server/repositories/people-circles.ts';
import { CircleListQuerySchema } from '../src/lib/schemas/people.ts';

// Circles list: search (name, description, creator), visibility filter, sort, pages.
export default route({
  async GET(request) {
    await requireStaff(request, 'circles');
    return json(await listCircles(getDb(), readQuery(request, CircleListQuerySchema)));
  },
});

// Netlify reads config statically: a literal path (tests/unit/routes.test.ts checks it matches routes.ts).
export const config: Config = { path: '/api/admin/circles' };
