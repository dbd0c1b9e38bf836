import type { Config } from '@netlify/functions';
import type { z } from 'zod';
import {
  QuranChallengeCreateSchema,
  type QuranChallengeAnswerSchema,
  type QuranChallengesAnswerSchema,
} from '../src/lib/schemas/app-circles.ts';
import { getDb } from '../src/server/db.ts';
import { idParam, json, readJson, route } from '../src/server/http.ts';
import { requireAppUser } from '../src/server/app/auth.ts';
import { CIRCLE_NOT_FOUND, createQuranChallenge, quranChallenges } from '../src/server/app/circles.ts';
import { noParams } from '../src/server/app/read-api.ts';

// The circle's Quran challenges (GET, members) and a new one split among the members (POST, Creator and Admins). Decision 0042. Personal: no-store.
export default route({
  async GET(request, context) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    noParams(request);
    return json({
      challenges: await quranChallenges(db, userId, idParam(context.params.id, CIRCLE_NOT_FOUND)),
    } satisfies z.infer<typeof QuranChallengesAnswerSchema>);
  },
  async POST(request, context) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    const circleId = idParam(context.params.id, CIRCLE_NOT_FOUND);
    const input = await readJson(request, QuranChallengeCreateSchema);
    return json(
      { challenge: await createQuranChallenge(db, userId, circleId, input) } satisfies z.infer<
        typeof QuranChallengeAnswerSchema
      >,
      { status: 201 },
    );
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/v1/circles/:id/quran-challenges' };
