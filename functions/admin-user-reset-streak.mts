import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { HttpError, idParam, json, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { recordAudit } from '../src/server/audit.ts';
import { resetStreak, USER_NOT_FOUND, userVersions } from '../src/server/repositories/people-users.ts';
import { claimVersion, readVersion } from '../src/server/versions.ts';

const NOT_FOUND = USER_NOT_FOUND;

// Reset streak (spec: sets the streak to 0 after confirmation). Body: { version } of the user the
// screen shows; an older one answers 409 with the user as it is now (src/server/versions.ts).
export default route({
  async POST(request, context) {
    const { staff } = await requireStaff(request, 'users');
    const id = idParam(context.params.id, NOT_FOUND);
    const version = await readVersion(request);
    const next = await getDb().transaction(async (tx) => {
      const claimed = await claimVersion(tx, userVersions, id, version, staff.username);
      const reset = await resetStreak(tx, id);
      if (!reset) throw new HttpError(404, NOT_FOUND);
      await recordAudit(tx, staff, {
        action: 'user.streak_reset',
        entityType: 'user',
        entityId: id,
        summary: `Reset the streak of user #${id} (was ${reset.previous} days)`,
      });
      return claimed;
    });
    return json({ id, streak: 0, version: next });
  },
});

// Netlify reads config statically: a literal path (tests/unit/routes.test.ts checks it matches routes.ts).
export const config: Config = { path: '/api/admin/users/:id/reset-streak' };
