import type { Config } from '@netlify/functions';
import {
  QuranChallengeCreateSchema,
  QuranChallengeAnswerSchema,
  QuranChallengesAnswerSchema,
} from '../src/lib/schemas/app-circles.ts';
import { getDb } from '../src/server/db.ts';
import { answer, idParam, readJson, route } from '../src/server/http.ts';
import { requireAppUser } from '../src/server/app/auth.ts';
import { CIRCLE_NOT_FOUND } from '../src/server/app/circle-access.ts';
import { createQuranChallenge, quranChallenges } from '../src/server/app/circle-quran.ts';
import { noParams } from '../src/server/app/read-api.ts';

// The circle's Quran challenges (GET, members) and a new one split among the members (POST, Creator and Admins). Decision 0042. Personal: no-store.
export default route({
  async GET(request, context) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    noParams(request);
    return answer(QuranChallengesAnswerSchema, {
      challenges: await quranChallenges(db, userId, idParam(context.params.id, CIRCLE_NOT_FOUND)),
    });
  },
  async POST(request, context) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    const circleId = idParam(context.params.id, CIRCLE_NOT_FOUND);
    const input = await readJson(request, QuranChallengeCreateSchema);
    return answer(
      QuranChallengeAnswerSchema,
      { challenge: await createQuranChallenge(db, userId, circleId, input) },
      { status: 201 },
    );
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/v1/circles/:id/quran-challenges' };
