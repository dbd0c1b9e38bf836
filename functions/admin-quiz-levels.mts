import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { LevelTablePayloadSchema } from '../src/lib/schemas/content-quiz.ts';
import { recordAudit } from '../src/server/audit.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { contentChanged } from '../src/server/content/changes.ts';
import { json, route } from '../src/server/http.ts';
import { getLevelTable, replaceLevels } from '../src/server/repositories/content-quiz.ts';
import { listParams } from '../src/server/repositories/content-list.ts';
import { claimVersion, readVersioned, type VersionedEntity } from '../src/server/versions.ts';

/** The table is one versioned record: the single row 1 of spiritual_level_set. */
const LEVEL_TABLE: VersionedEntity<unknown> = {
  table: 'spiritual_level_set',
  noun: 'level table',
  notFound: 'The level table is missing',
  load: (db) => getLevelTable(db),
};

// Staff (permission 'content'): the Spiritual Levels table, read with user counts and its version
// (?q= searches it in every language),
// and replaced whole ({ version, levels }; an older version answers 409).
export default route({
  async GET(request) {
    await requireStaff(request, 'content');
    // ?q= lists only the levels whose texts match in any language (decision 0053).
    return json(await getLevelTable(getDb(), listParams(new URL(request.url)).q));
  },
  async PUT(request) {
    const session = await requireStaff(request, 'content');
    const {
      version,
      payload: { levels },
    } = await readVersioned(request, LevelTablePayloadSchema);
    const db = getDb();
    await db.transaction(async (tx) => {
      await claimVersion(tx, LEVEL_TABLE, 1, version, session.staff.username);
      await replaceLevels(tx, levels, session.staff.username);
      await recordAudit(tx, session.staff, {
        action: 'levels.updated',
        entityType: 'spiritual_levels',
        entityId: null,
        summary: `Saved the spiritual levels: ${levels.map((l) => `${l.name} ${l.minScore}`).join(', ')}`,
      });
    });
    await contentChanged('levels');
    return json(await getLevelTable(db));
  },
});

// A literal: Netlify reads config statically (tests/unit/routes.test.ts checks it matches src/lib/routes.ts).
export const config: Config = { path: '/api/admin/quiz/levels' };
