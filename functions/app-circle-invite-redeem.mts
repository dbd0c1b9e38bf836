import type { Config } from '@netlify/functions';
import { JoinByCodeSchema, JoinAnswerSchema } from '../src/lib/schemas/app-circles.ts';
import { getDb } from '../src/server/db.ts';
import { answer, readJson, route } from '../src/server/http.ts';
import { requireAppUser } from '../src/server/app/auth.ts';
import { joinByCode } from '../src/server/app/circle-membership.ts';

// Joins a circle with its invite code (decision 0042): a public circle at once, a private one by a
// request its Creator or an Admin approves. Idempotent. Rate limited: codes are not to be guessed.
export default route({
  async POST(request) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    const { inviteCode } = await readJson(request, JoinByCodeSchema);
    return answer(JoinAnswerSchema, await joinByCode(db, userId, inviteCode));
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = {
  path: '/api/app/v1/circle-invites/redeem',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
