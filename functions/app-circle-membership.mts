import type { Config } from '@netlify/functions';
import type { z } from 'zod';
import type { JoinAnswerSchema, LeaveAnswerSchema } from '../src/lib/schemas/app-circles.ts';
import { getDb } from '../src/server/db.ts';
import { idParam, json, route } from '../src/server/http.ts';
import { requireAppUser } from '../src/server/app/auth.ts';
import { CIRCLE_NOT_FOUND, joinById, leaveCircle } from '../src/server/app/circles.ts';
import { noParams } from '../src/server/content/app-api.ts';

// The user's membership of a circle (decision 0042): PUT joins a public circle (idempotent), DELETE
// leaves (the Creator hands the circle over; the last member's leaving deletes it). Personal: no-store.
export default route({
  async PUT(request, context) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    noParams(request);
    return json(
      (await joinById(db, userId, idParam(context.params.id, CIRCLE_NOT_FOUND))) satisfies z.infer<
        typeof JoinAnswerSchema
      >,
    );
  },
  async DELETE(request, context) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    noParams(request);
    return json(
      (await leaveCircle(db, userId, idParam(context.params.id, CIRCLE_NOT_FOUND))) satisfies z.infer<
        typeof LeaveAnswerSchema
      >,
    );
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/v1/circles/:id/membership' };
