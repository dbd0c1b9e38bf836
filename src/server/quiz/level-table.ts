// The staff write of the Spiritual Levels table (Content → Levels): the table is one versioned
// record (the single row 1 of spiritual_level_set), replaced whole with its audit row in one
// transaction; then the app's content caches hear of it.
import type { Database } from '../../../db/client.ts';
import type { LevelsPayload } from '../../lib/schemas/content-quiz.ts';
import { recordAudit, type AuditActor } from '../audit.ts';
import { contentChanged } from '../content/changes.ts';
import { getLevelTable, replaceLevels } from '../repositories/content-quiz.ts';
import { claimVersion, type VersionedEntity } from '../versions.ts';

const LEVEL_TABLE: VersionedEntity<unknown> = {
  table: 'spiritual_level_set',
  noun: 'level table',
  notFound: 'The level table is missing',
  load: (db) => getLevelTable(db),
};

/** Replaces the table loaded at `version` (409 when someone saved since). */
export async function saveLevelTable(db: Database, staff: AuditActor, version: number, levels: LevelsPayload) {
  await db.transaction(async (tx) => {
    await claimVersion(tx, LEVEL_TABLE, 1, version, staff.username);
    await replaceLevels(tx, levels, staff.username);
    await recordAudit(tx, staff, {
      action: 'levels.updated',
      entityType: 'spiritual_levels',
      entityId: null,
      summary: `Saved the spiritual levels: ${levels.map((l) => `${l.name} ${l.minScore}`).join(', ')}`,
    });
  });
  await contentChanged('levels');
}
