import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { json, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { signupKeyParam } from '../src/server/repositories/waitlist-signup.ts';
import { unsubscribePersonAs } from '../src/server/waitlist/person.ts';

// Staff unsubscribe a person (every record with their address; decision 0035). A repeat changes
// nothing and records nothing.
export default route({
  async POST(request, context) {
    const { staff } = await requireStaff(request, 'waitlist');
    const { changed } = await unsubscribePersonAs(getDb(), staff, signupKeyParam(context.params.key));
    return json({ unsubscribed: true, changed });
  },
});

// Netlify reads config statically: a literal path (tests/unit/routes.test.ts checks it matches routes.ts).
export const config: Config = { path: '/api/admin/waitlist/signups/:key/unsubscribe' };
