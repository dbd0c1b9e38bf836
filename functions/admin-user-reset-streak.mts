import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { idParam, json, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { USER_NOT_FOUND } from '../src/server/repositories/people-users.ts';
import { resetStreakByStaff } from '../src/server/app/reset.ts';
import { readVersion } from '../src/server/versions.ts';

// Reset streak (spec: sets the streak to 0 after confirmation). Body: { version } of the user the
// screen shows; an older one answers 409 with the user as it is now (src/server/versions.ts). The
// rule for what a reset touches is src/server/app/reset.ts (decision 0057).
export default route({
  async POST(request, context) {
    const { staff } = await requireStaff(request, 'users');
    const id = idParam(context.params.id, USER_NOT_FOUND);
    const version = await readVersion(request);
    return json(await resetStreakByStaff(getDb(), staff, id, version));
  },
});

// Netlify reads config statically: a literal path (tests/unit/routes.test.ts checks it matches routes.ts).
export const config: Config = { path: '/api/admin/users/:id/reset-streak' };
