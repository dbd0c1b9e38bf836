import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { LevelsPayloadSchema } from '../src/lib/schemas/content-quiz.ts';
import { recordAudit } from '../src/server/audit.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { contentChanged } from '../src/server/content/changes.ts';
import { json, readJson, route } from '../src/server/http.ts';
import { listLevels, replaceLevels } from '../src/server/repositories/content-quiz.ts';

// Staff (permission 'content'): the Spiritual Levels table, read with user counts and replaced whole.
export default route({
  async GET(request) {
    await requireStaff(request, 'content');
    return json(await listLevels(getDb()));
  },
  async PUT(request) {
    const session = await requireStaff(request, 'content');
    const levels = await readJson(request, LevelsPayloadSchema);
    const db = getDb();
    await db.transaction(async (tx) => {
      await replaceLevels(tx, levels);
      await recordAudit(tx, session.staff, {
        action: 'levels.updated',
        entityType: 'spiritual_levels',
        entityId: null,
        summary: `Saved the spiritual levels: ${levels.map((l) => `${l.name} ${l.minScore}`).join(', ')}`,
      });
    });
    await contentChanged('levels');
    return json(await listLevels(db));
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/admin/quiz/levels' };
