// The small sample community a fresh database starts with (npm start / npm run dev). Runs only
// on a database that never had app users or circles, nor any staff change to them, so it never
// brings back what staff deleted or overwrites an edit.
import { sql } from 'drizzle-orm';
import { createDatabase, type Database } from '../../../db/client.ts';
import { requireDatabaseUrl } from '../db.ts';
import { isUniqueViolation, queryRows } from '../sql.ts';
import { generateSampleDeeds, sampleDeedsMissing, type SampleDeedCounts } from './deeds.ts';
import { generateSampleCommunity, type SampleCounts } from './community.ts';

export async function seedSampleCommunityOnce(db: Database, users: number): Promise<SampleCounts | null> {
  const [row] = await queryRows<{ fresh: boolean }>(
    db,
    sql`SELECT NOT EXISTS (SELECT 1 FROM users) AND NOT EXISTS (SELECT 1 FROM circles)
           AND NOT EXISTS (SELECT 1 FROM audit_log WHERE entity_type IN ('user', 'circle')) AS fresh`,
  );
  if (!row?.fresh) return null;
  // A bulk job: its own connection without the 4 s per-query limit of request handling.
  const bulk = createDatabase(requireDatabaseUrl(), { queryTimeoutMs: 0 });
  try {
    return await generateSampleCommunity(bulk.db, { users });
  } catch (error) {
    // Another process seeded the same sample at the same moment (same seed, same emails): fine.
    if (isUniqueViolation(error)) return null;
    throw error;
  } finally {
    await bulk.close();
  }
}

/**
 * Sample thawab completions and earned badges for the app users, once: only while there are users
 * and a catalogue but not one completion or earned badge (a database seeded before these tables
 * existed gets them on its next start; afterwards it never runs again).
 */
export async function seedSampleDeedsOnce(db: Database): Promise<SampleDeedCounts | null> {
  if (!(await sampleDeedsMissing(db))) return null;
  const bulk = createDatabase(requireDatabaseUrl(), { queryTimeoutMs: 0 });
  try {
    // Two starts at once: the second waits on the first's lock, then finds the rows and adds none.
    return await generateSampleDeeds(bulk.db, { onlyIfMissing: true });
  } finally {
    await bulk.close();
  }
}
