import type { Config } from '@netlify/functions';
import { BlessingSchema, ActivityItemAnswerSchema } from '../src/lib/schemas/app-circles.ts';
import { getDb } from '../src/server/db.ts';
import { answer, idParam, readJson, route } from '../src/server/http.ts';
import { requireAppUser } from '../src/server/app/auth.ts';
import { CIRCLE_NOT_FOUND } from '../src/server/app/circle-access.ts';
import { sendBlessing } from '../src/server/app/circle-feed.ts';

// A member sends a blessing to another member (POST { toUserId, message? }): a blessing_sent item of the feed (decision 0042). Personal: no-store.
export default route({
  async POST(request, context) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    const circleId = idParam(context.params.id, CIRCLE_NOT_FOUND);
    const input = await readJson(request, BlessingSchema);
    return answer(ActivityItemAnswerSchema, { item: await sendBlessing(db, userId, circleId, input) }, { status: 201 });
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/v1/circles/:id/blessings' };
