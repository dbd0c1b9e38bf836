import type { Config } from '@netlify/functions';
import { REACTIONS, type Reaction } from '../src/lib/circles.ts';
import { ReactionAnswerSchema } from '../src/lib/schemas/app-circles.ts';
import { getDb } from '../src/server/db.ts';
import { answer, HttpError, idParam, route, type RouteHandler } from '../src/server/http.ts';
import { requireAppUser } from '../src/server/app/auth.ts';
import { CIRCLE_NOT_FOUND } from '../src/server/app/circle-access.ts';
import { ITEM_NOT_FOUND, setReaction } from '../src/server/app/circle-feed.ts';
import { noParams } from '../src/server/app/read-api.ts';

function reactionParam(value: string | undefined): Reaction {
  if (REACTIONS.includes(value as Reaction)) return value as Reaction;
  const message = `reaction is one of ${REACTIONS.join(', ')}`;
  throw new HttpError(400, message, [{ path: 'reaction', message }]);
}

const react =
  (on: boolean): RouteHandler =>
  async (request, context) => {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    noParams(request);
    const circleId = idParam(context.params.id, CIRCLE_NOT_FOUND);
    const itemId = idParam(context.params.itemId, ITEM_NOT_FOUND);
    const reaction = reactionParam(context.params.reaction);
    return answer(ReactionAnswerSchema, await setReaction(db, userId, circleId, itemId, reaction, on));
  };

// The user's reaction of one kind on a feed item (decision 0042): PUT adds it, DELETE removes it; both idempotent. Personal: no-store.
export default route({ PUT: react(true), DELETE: react(false) });

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/v1/circles/:id/activity/:itemId/reactions/:reaction' };
