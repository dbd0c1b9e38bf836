import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { HttpError, json, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { recordAudit } from '../src/server/audit.ts';
import { SIGNUP_NOT_FOUND, signupKeyParam, unsubscribePerson } from '../src/server/repositories/waitlist-admin.ts';

// Staff unsubscribe a person (every record with their address; decision 0035). A repeat changes
// nothing and records nothing.
export default route({
  async POST(request, context) {
    const { staff } = await requireStaff(request, 'waitlist');
    const key = signupKeyParam(context.params.key);
    const result = await getDb().transaction(async (tx) => {
      const done = await unsubscribePerson(tx, key);
      if (!done) throw new HttpError(404, SIGNUP_NOT_FOUND);
      if (done.changed > 0) {
        await recordAudit(tx, staff, {
          action: 'signup.unsubscribed',
          entityType: 'signup',
          entityId: key,
          summary: `Unsubscribed sign-up ${key} (${done.changed} record${done.changed === 1 ? '' : 's'})`,
        });
      }
      return done;
    });
    return json({ unsubscribed: true, changed: result.changed });
  },
});

// Netlify reads config statically: a literal path (tests/unit/routes.test.ts checks it matches routes.ts).
export const config: Config = { path: '/api/admin/waitlist/signups/:key/unsubscribe' };
