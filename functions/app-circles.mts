import type { Config } from '@netlify/functions';
import { CircleCreateSchema, CircleAnswerSchema, MyCirclesAnswerSchema } from '../src/lib/schemas/app-circles.ts';
import { getDb } from '../src/server/db.ts';
import { answer, readJson, route } from '../src/server/http.ts';
import { requireAppUser } from '../src/server/app/auth.ts';
import { createCircle } from '../src/server/app/circle-membership.ts';
import { myCircles } from '../src/server/app/circles.ts';
import { noParams } from '../src/server/app/read-api.ts';

// The user's circles with members and goals (GET), and a new circle they create (POST; they are its Creator). Decision 0042. Personal: no-store.
export default route({
  async GET(request) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    noParams(request);
    return answer(MyCirclesAnswerSchema, { circles: await myCircles(db, userId) });
  },
  async POST(request) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    const input = await readJson(request, CircleCreateSchema);
    return answer(
      CircleAnswerSchema,
      { circle: await createCircle(db, userId, input) },
      {
        status: 201,
      },
    );
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/v1/circles' };
