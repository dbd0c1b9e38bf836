// What the public site's build reads of live recitation sessions (decision 0066): the landing page's
// "Upcoming live recitations". Sessions are scheduled and started by staff; a start or an end
// rebuilds the site (the API's build hook), so the list is as fresh as the last such change.
import { sql } from 'drizzle-orm';
import { closeDb, databaseConfigured, getDb, type Executor } from '../db.ts';
import { queryRows } from '../sql.ts';

/** How many sessions the landing page lists. */
export const UPCOMING_LIMIT = 3;

export interface UpcomingSession {
  id: number;
  title: string;
  status: 'scheduled' | 'live';
  surahNumber: number;
  reciter: string | null;
  /** ISO instants. */
  startTime: string;
  endTime: string;
}

/**
 * Sessions live or scheduled that have not ended by `now`, soonest first, at most UPCOMING_LIMIT.
 * Sample sessions (the seed's, decision 0065) are never announced to visitors (decision 0058).
 */
export async function upcomingSessions(db: Executor, now: Date): Promise<UpcomingSession[]> {
  const rows = await queryRows<{
    id: number;
    title: string;
    status: 'scheduled' | 'live';
    surah_number: number;
    reciter: string | null;
    start_time: Date | string;
    end_time: Date | string;
  }>(
    db,
    sql`SELECT id, title, status, surah_number, reciter, start_time, end_time
          FROM live_prayer_sessions
         WHERE status IN ('scheduled', 'live') AND end_time > ${now.toISOString()} AND NOT is_sample
         ORDER BY start_time ASC, id ASC
         LIMIT ${UPCOMING_LIMIT}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    title: row.title,
    status: row.status,
    surahNumber: Number(row.surah_number),
    reciter: row.reciter,
    startTime: new Date(row.start_time).toISOString(),
    endTime: new Date(row.end_time).toISOString(),
  }));
}

let cached: Promise<UpcomingSession[]> | undefined;

/**
 * The build's list (memoised: every locale's landing page shows the same sessions). None without a
 * database, or when it cannot be read: the landing page then shows no list rather than failing.
 */
export function loadUpcomingSessions(now = new Date()): Promise<UpcomingSession[]> {
  cached ??= (async () => {
    if (!databaseConfigured()) return [];
    try {
      return await upcomingSessions(getDb(), now);
    } catch (error) {
      console.warn('[live] could not read upcoming sessions:', error instanceof Error ? error.message : error);
      return [];
    } finally {
      // Build-time only: release the pool so the build process can exit promptly.
      await closeDb().catch(() => undefined);
    }
  })();
  return cached;
}
