import type { Config } from '@netlify/functions';
import { QuranReadingAnswerSchema } from '../src/lib/schemas/app-circles.ts';
import { getDb } from '../src/server/db.ts';
import { answer, idParam, route } from '../src/server/http.ts';
import { requireAppUser } from '../src/server/app/auth.ts';
import { CIRCLE_NOT_FOUND } from '../src/server/app/circle-access.ts';
import { CHALLENGE_NOT_FOUND, readMyPart } from '../src/server/app/circle-quran.ts';
import { noParams } from '../src/server/app/read-api.ts';

// The caller has read their part of a Quran challenge (PUT, idempotent; decision 0042): a quran_completed item, and the last part completes it. Personal: no-store.
export default route({
  async PUT(request, context) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    noParams(request);
    const circleId = idParam(context.params.id, CIRCLE_NOT_FOUND);
    const challengeId = idParam(context.params.challengeId, CHALLENGE_NOT_FOUND);
    return answer(QuranReadingAnswerSchema, await readMyPart(db, userId, circleId, challengeId));
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/v1/circles/:id/quran-challenges/:challengeId/reading' };
