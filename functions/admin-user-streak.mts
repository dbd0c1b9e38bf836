import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { HttpError, idParam, json, readJson, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { recordAudit } from '../src/server/audit.ts';
import { resetStreak } from '../src/server/repositories/people-users.ts';
import { z } from 'zod';

const NOT_FOUND = 'User not found';

// Reset streak (spec: sets the streak to 0 after confirmation). Body: {} (JSON, like every write).
export default route({
  async POST(request, context) {
    const { staff } = await requireStaff(request, 'users');
    const id = idParam(context.params.id, NOT_FOUND);
    await readJson(request, z.strictObject({}));
    await getDb().transaction(async (tx) => {
      const reset = await resetStreak(tx, id);
      if (!reset) throw new HttpError(404, NOT_FOUND);
      await recordAudit(tx, staff, { action: 'user.streak_reset', entityType: 'user', entityId: id, summary: `Reset the streak of user #${id} (was ${reset.previous} days)` });
    });
    return json({ id, streak: 0 });
  },
});

// Netlify reads config statically: a literal path (tests/unit/routes.test.ts checks it matches routes.ts).
export const config: Config = { path: '/api/admin/users/:id/reset-streak' };
