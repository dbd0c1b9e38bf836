import type { Config } from '@netlify/functions';
import { FeedQuerySchema, FeedAnswerSchema } from '../src/lib/schemas/app-circles.ts';
import { getDb } from '../src/server/db.ts';
import { answer, idParam, readQuery, route } from '../src/server/http.ts';
import { requireAppUser } from '../src/server/app/auth.ts';
import { CIRCLE_NOT_FOUND } from '../src/server/app/circle-access.ts';
import { circleFeed } from '../src/server/app/circle-feed.ts';

// The circle's activity feed, newest first, a page at a time (?before=<last item id>&limit=; members; decision 0042). Personal: no-store.
export default route({
  async GET(request, context) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    const circleId = idParam(context.params.id, CIRCLE_NOT_FOUND);
    const page = readQuery(request, FeedQuerySchema);
    return answer(FeedAnswerSchema, await circleFeed(db, userId, circleId, page));
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/v1/circles/:id/activity' };
