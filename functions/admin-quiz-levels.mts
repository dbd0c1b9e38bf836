import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { LevelTablePayloadSchema } from '../src/lib/schemas/content-quiz.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { json, route } from '../src/server/http.ts';
import { saveLevelTable } from '../src/server/quiz/level-table.ts';
import { getLevelTable } from '../src/server/repositories/content-quiz.ts';
import { listParams } from '../src/server/repositories/content-list.ts';
import { readVersioned } from '../src/server/versions.ts';

// Staff (permission 'content'): the Spiritual Levels table, read with user counts and its version
// (?q= searches it in every language), and replaced whole ({ version, levels }; an older version
// answers 409).
export default route({
  async GET(request) {
    await requireStaff(request, 'content');
    // ?q= lists only the levels whose texts match in any language (decision 0053).
    return json(await getLevelTable(getDb(), listParams(new URL(request.url)).q));
  },
  async PUT(request) {
    const { staff } = await requireStaff(request, 'content');
    const { version, payload } = await readVersioned(request, LevelTablePayloadSchema);
    const db = getDb();
    await saveLevelTable(db, staff, version, payload.levels);
    return json(await getLevelTable(db));
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/admin/quiz/levels' };
