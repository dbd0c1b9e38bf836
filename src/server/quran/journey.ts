// The signed-in user's reading journey (decision 0061): marking where they have read to, and the
// journey view (percent of the Quran read, surahs completed, the streak of local reading days).
// A mark is two idempotent upserts in one transaction: the furthest ayah never goes down, a day
// is counted once, so concurrent or repeated marks cannot double-count or lose each other.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../../db/client.ts';
import { DEFAULT_TIME_ZONE, localClock } from '../../lib/deeds.ts';
import { isTimeZone } from '../../lib/time-zone.ts';
import { percentRead, readingStreak } from '../../lib/quran/journey.ts';
import { ayahCount, TOTAL_AYAHS } from '../../lib/quran/metadata.ts';
import type { JourneyAnswerSchema, QuranProgress } from '../../lib/schemas/app-quran.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import { USER_NOT_FOUND } from '../repositories/people-users.ts';
import { queryRows } from '../sql.ts';

export type Journey = z.infer<typeof JourneyAnswerSchema>;

/** The user's time zone; `lock` holds their row, so one user's marks run one after the other. */
async function userTimeZone(db: Executor, userId: number, lock = false): Promise<string> {
  const [row] = await queryRows<{ time_zone: string | null }>(
    db,
    sql`SELECT time_zone FROM users WHERE id = ${userId} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  if (!row) throw new HttpError(404, USER_NOT_FOUND);
  return row.time_zone && isTimeZone(row.time_zone) ? row.time_zone : DEFAULT_TIME_ZONE;
}

/** The journey as it stands, on the user's local today. */
export async function journey(db: Executor, userId: number): Promise<Journey> {
  const timeZone = await userTimeZone(db, userId);
  const today = localClock(now(), timeZone).date;
  const [rows, days] = await Promise.all([
    queryRows<{ surah: number; ayahs_read: number; last_ayah: number; updated_at: string }>(
      db,
      sql`SELECT surah, ayahs_read, last_ayah,
                 to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS updated_at
            FROM quran_reading WHERE user_id = ${userId} ORDER BY surah`,
    ),
    // Every reading day up to today, newest first (one small row per day; the streak walks back from today).
    queryRows<{ read_on: string }>(
      db,
      sql`SELECT read_on::text FROM quran_reading_days WHERE user_id = ${userId} AND read_on <= ${today}::date ORDER BY read_on DESC`,
    ),
  ]);
  const ayahsRead = rows.reduce((n, r) => n + r.ayahs_read, 0);
  const last = rows.reduce<(typeof rows)[number] | null>((a, r) => (!a || r.updated_at > a.updated_at ? r : a), null);
  const dayList = days.map((d) => d.read_on);
  return {
    date: today,
    timeZone,
    ayahsRead,
    totalAyahs: TOTAL_AYAHS,
    percentRead: percentRead(ayahsRead),
    surahsCompleted: rows.filter((r) => r.ayahs_read >= ayahCount(r.surah)).length,
    streak: readingStreak(dayList, today),
    readToday: dayList[0] === today,
    lastRead: last ? { surah: last.surah, ayah: last.last_ayah, at: new Date(last.updated_at).toISOString() } : null,
    surahs: rows.map((r) => ({ surah: r.surah, ayahsRead: r.ayahs_read, ayahCount: ayahCount(r.surah) })),
  };
}

/** Marks ayahs 1..ayah of the surah read, today on the user's local calendar; answers the journey. */
export async function markRead(db: Database, userId: number, progress: QuranProgress): Promise<Journey> {
  return db.transaction(async (tx) => {
    const timeZone = await userTimeZone(tx, userId, true);
    const at = now();
    const today = localClock(at, timeZone).date;
    // The mark's time: now, or just after the user's latest mark, so the last mark is always the latest.
    const stamp = sql`(SELECT greatest(${at.toISOString()}::timestamptz, max(updated_at) + interval '1 microsecond')
                         FROM quran_reading WHERE user_id = ${userId})`;
    await tx.execute(
      sql`INSERT INTO quran_reading (user_id, surah, ayahs_read, last_ayah, updated_at)
          VALUES (${userId}, ${progress.surah}, ${progress.ayah}, ${progress.ayah}, ${stamp})
          ON CONFLICT (user_id, surah) DO UPDATE
            SET ayahs_read = greatest(quran_reading.ayahs_read, EXCLUDED.ayahs_read),
                last_ayah = EXCLUDED.last_ayah,
                updated_at = EXCLUDED.updated_at`,
    );
    await tx.execute(
      sql`INSERT INTO quran_reading_days (user_id, read_on, time_zone) VALUES (${userId}, ${today}::date, ${timeZone})
          ON CONFLICT DO NOTHING`,
    );
    return journey(tx, userId);
  });
}
