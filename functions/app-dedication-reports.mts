import type { Config } from '@netlify/functions';
import { DedicationReportSchema, DedicationReportedSchema } from '../src/lib/schemas/live.ts';
import { getDb } from '../src/server/db.ts';
import { answer, idParam, readJson, route } from '../src/server/http.ts';
import { requireAppUser } from '../src/server/app/auth.ts';
import { DEDICATION_NOT_FOUND } from '../src/server/live/rows.ts';
import { reportDedication } from '../src/server/live/dedications.ts';

// Report someone else's approved dedication (decision 0065): { reason }, once per user (409 again).
// Moderators see the count and the reasons in their queue (?status=reported).
export default route({
  async POST(request, context) {
    const db = getDb();
    const { userId } = await requireAppUser(request, db);
    const id = idParam(context.params.id, DEDICATION_NOT_FOUND);
    const { reason } = await readJson(request, DedicationReportSchema);
    const result = await reportDedication(db, userId, id, reason!);
    return answer(DedicationReportedSchema, result, { status: 201 });
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/app/v1/dedications/:id/reports' };
