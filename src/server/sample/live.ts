// Sample live recitation sessions (decision 0065): one scheduled three days ahead and one that ended
// yesterday with a few approved dedications by sample users, so the back-office tab, the public page
// and the landing list have something to show on a fresh database. Marked live_prayer_sessions.is_sample
// and removed with the sample community (decision 0043); the dedications belong to sample users, so
// they go with them too.
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.ts';
import { queryRows } from '../sql.ts';

/** Dedications of the ended sample session: whom listeners were asked to remember, by whom, at which ayah. */
const SAMPLE_DEDICATIONS = [
  { recipient: 'Our grandmother Khadija', dedicator: 'Yusuf and his sisters', ayah: 1, message: null },
  { recipient: 'My father, Ahmad', dedicator: 'Aisha', ayah: 4, message: 'Please remember him in your duas.' },
  { recipient: 'Our teacher Ustadh Bilal', dedicator: 'The Tuesday circle', ayah: 9, message: null },
] as const;

export interface SampleLiveCounts {
  sessions: number;
  dedications: number;
}

/**
 * Adds the two sample sessions once: only where no session ever existed and staff never wrote one
 * (so it never brings back a session staff deleted). The ended one's dedications need sample users.
 */
export async function seedSampleLiveOnce(db: Database): Promise<SampleLiveCounts | null> {
  const [row] = await queryRows<{ fresh: boolean }>(
    db,
    sql`SELECT NOT EXISTS (SELECT 1 FROM live_prayer_sessions)
           AND NOT EXISTS (SELECT 1 FROM audit_log WHERE entity_type = 'live_session') AS fresh`,
  );
  if (!row?.fresh) return null;
  return generateSampleLive(db);
}

export async function generateSampleLive(db: Database): Promise<SampleLiveCounts> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`INSERT INTO live_prayer_sessions (title, description, surah_name, surah_number, first_ayah,
        last_ayah, current_ayah, total_ayahs, reciter, status, is_live, start_time, end_time, created_by, is_sample)
      VALUES ('Surah Al-Mulk before sleep', 'We recite Al-Mulk together, ayah by ayah, and listen.', 'Al-Mulk', 67, 1, 30, 1, 30,
        'Sample reciter', 'scheduled', FALSE, date_trunc('hour', now()) + interval '3 days 19 hours',
        date_trunc('hour', now()) + interval '3 days 20 hours', 'sample', TRUE)`);
    const [ended] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO live_prayer_sessions (title, description, surah_name, surah_number, first_ayah, last_ayah,
            current_ayah, total_ayahs, reciter, status, is_live, start_time, end_time, started_at, ended_at,
            listener_count, created_by, is_sample)
          VALUES ('Surah Ya-Sin, the first twelve ayahs', 'A short evening recitation.', 'Ya-Sin', 36, 1, 12, 12, 12,
            'Sample reciter', 'ended', FALSE, now() - interval '1 day', now() - interval '1 day' + interval '40 minutes',
            now() - interval '1 day', now() - interval '1 day' + interval '35 minutes', 37, 'sample', TRUE)
          RETURNING id`,
    );
    const authors = await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM users WHERE is_sample ORDER BY id LIMIT ${SAMPLE_DEDICATIONS.length}`,
    );
    let dedications = 0;
    for (const [i, author] of authors.entries()) {
      const d = SAMPLE_DEDICATIONS[i]!;
      await tx.execute(sql`INSERT INTO ayah_dedications (user_id, session_id, recipient_name, dedicator_name, message,
          surah_name, surah_number, ayah_number, status, is_displayed, moderated_by, moderated_at, approved_at, created_at)
        VALUES (${author.id}, ${ended!.id}, ${d.recipient}, ${d.dedicator}, ${d.message}, 'Ya-Sin', 36, ${d.ayah},
          'approved', TRUE, 'sample', now() - interval '1 day' + ${`${i + 5} minutes`}::interval,
          now() - interval '1 day' + ${`${i + 5} minutes`}::interval, now() - interval '1 day')`);
      dedications++;
    }
    return { sessions: 2, dedications };
  });
}

/**
 * Deletes the sample sessions with their listeners and every dedication made to them (a dedication's
 * session is otherwise SET NULL on delete: here the whole sample goes, as the community's does).
 */
export async function removeSampleLive(db: Executor): Promise<number> {
  await db.execute(
    sql`DELETE FROM ayah_dedications WHERE session_id IN (SELECT id FROM live_prayer_sessions WHERE is_sample)`,
  );
  const [gone] = await queryRows<{ n: number }>(
    db,
    sql`WITH gone AS (DELETE FROM live_prayer_sessions WHERE is_sample RETURNING id) SELECT count(*)::int AS n FROM gone`,
  );
  return gone?.n ?? 0;
}
