import type { Config } from '@netlify/functions';
import type { z } from 'zod';
import { FeedQuerySchema, type FeedAnswerSchema } from '../src/lib/schemas/app-circles.ts';
import { getDb } from '../src/server/db.ts';
import { idParam, json, readQuery, route } from '../src/server/http.ts';
import { requireAppUser } from '../src/server/app/auth.ts';
import { CIRCLE_NOT_FOUND, circleFeed } from '../src/server/app/circles.ts';

// The circle's activity feed, newest first, a page at a time (?before=<last item id>&limit=; members; decision 0042). Personal: no-store.
export default route({
  async GET(request, context) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    const circleId = idParam(context.params.id, CIRCLE_NOT_FOUND);
    const page = readQuery(request, FeedQuerySchema);
    return json((await circleFeed(db, userId, circleId, page)) satisfies z.infer<typeof FeedAnswerSchema>);
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/v1/circles/:id/activity' };
