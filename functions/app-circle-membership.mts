import type { Config } from '@netlify/functions';
import { JoinAnswerSchema, LeaveAnswerSchema } from '../src/lib/schemas/app-circles.ts';
import { getDb } from '../src/server/db.ts';
import { answer, idParam, readJson, route } from '../src/server/http.ts';
import { requireAppUser } from '../src/server/app/auth.ts';
import { CIRCLE_NOT_FOUND } from '../src/server/app/circle-access.ts';
import { joinById, leaveCircle } from '../src/server/app/circle-membership.ts';
import { noParams } from '../src/server/app/read-api.ts';
import { setDeedSharing } from '../src/server/app/deed-sharing.ts';
import { MembershipSharingSchema, MembershipSharingAnswerSchema } from '../src/lib/schemas/app-privacy.ts';

// The user's membership of a circle (decision 0042): PUT joins a public circle (idempotent), DELETE
// leaves (the Creator hands the circle over; the last member's leaving deletes it), PATCH sets
// whether the member's completed deeds appear in its feed (decision 0057). Personal: no-store.
export default route({
  async PUT(request, context) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    noParams(request);
    return answer(JoinAnswerSchema, await joinById(db, userId, idParam(context.params.id, CIRCLE_NOT_FOUND)));
  },
  async PATCH(request, context) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    noParams(request);
    const circleId = idParam(context.params.id, CIRCLE_NOT_FOUND);
    const { shareDeeds } = await readJson(request, MembershipSharingSchema);
    return answer(MembershipSharingAnswerSchema, await setDeedSharing(db, userId, circleId, shareDeeds));
  },
  async DELETE(request, context) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    noParams(request);
    return answer(LeaveAnswerSchema, await leaveCircle(db, userId, idParam(context.params.id, CIRCLE_NOT_FOUND)));
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/v1/circles/:id/membership' };
