import type { Config } from '@netlify/functions';
import { AdminDedicationsQuerySchema, AdminDedicationsAnswerSchema } from '../src/lib/schemas/live.ts';
import { getDb } from '../src/server/db.ts';
import { answer, readQuery, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { dedicationQueue } from '../src/server/live/moderation.ts';

// The dedication moderation queue (decision 0065): ?status=pending (default) | reported | approved |
// rejected | removed, ?sessionId=, ?page=&pageSize=. Moderators and Super Admins ('dedications').
export default route({
  async GET(request) {
    await requireStaff(request, 'dedications');
    const query = readQuery(request, AdminDedicationsQuerySchema);
    return answer(AdminDedicationsAnswerSchema, await dedicationQueue(getDb(), query));
  },
});

// Netlify reads config statically: a literal path (tests/unit/routes.test.ts checks it matches routes.ts).
export const config: Config = { path: '/api/admin/dedications' };
