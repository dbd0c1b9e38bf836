import type { Config } from '@netlify/functions';
import { DedicationModerationSchema, AdminDedicationAnswerSchema } from '../src/lib/schemas/live.ts';
import { getDb } from '../src/server/db.ts';
import { answer, idParam, readJson, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { DEDICATION_NOT_FOUND } from '../src/server/live/rows.ts';
import { moderateDedication } from '../src/server/live/moderation.ts';

// Moderate one dedication (decision 0065): { action: 'approve' } | { action: 'reject', reason } |
// { action: 'remove', reason }. A step its status does not allow answers 409.
export default route({
  async PATCH(request, context) {
    const { staff } = await requireStaff(request, 'dedications');
    const id = idParam(context.params.id, DEDICATION_NOT_FOUND);
    const change = await readJson(request, DedicationModerationSchema);
    return answer(AdminDedicationAnswerSchema, await moderateDedication(getDb(), staff, id, change));
  },
});

// Netlify reads config statically: a literal path (tests/unit/routes.test.ts checks it matches routes.ts).
export const config: Config = { path: '/api/admin/dedications/:id' };
