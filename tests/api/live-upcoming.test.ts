// The landing page's "Upcoming live recitations" (decision 0066), read from the real Postgres: live
// and scheduled sessions that have not ended, soonest first, three at most; never an ended, an
// overdue or a sample session.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { UPCOMING_LIMIT, upcomingSessions } from '../../src/server/live/public.ts';
import { closeDb, truncate, useTestDatabase } from './helpers.ts';

const db = useTestDatabase();
const NOW = new Date('2026-12-01T18:00:00Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

async function session(title: string, status: string, start: number, end: number, sample = false) {
  await db.execute(sql`
    INSERT INTO live_prayer_sessions
      (title, surah_name, surah_number, current_ayah, total_ayahs, first_ayah, last_ayah, status, is_live,
       reciter, start_time, end_time, is_sample)
    VALUES (${title}, 'Al-Mulk', 67, 1, 30, 1, 30, ${status}, ${status === 'live'},
       ${`${title} reciter`}, ${at(start)}, ${at(end)}, ${sample})`);
}

beforeAll(async () => {
  await truncate('live_prayer_sessions');
  await session('later', 'scheduled', 120, 180);
  await session('running', 'live', -10, 50);
  await session('next', 'scheduled', 60, 120);
  await session('much later', 'scheduled', 300, 360);
  await session('finished', 'ended', -120, -60);
  await session('overdue', 'scheduled', -120, -1);
  await session('sample', 'scheduled', 30, 90, true);
});

afterAll(async () => {
  await truncate('live_prayer_sessions');
  await closeDb();
});

it('lists the live and scheduled sessions not yet ended, soonest first, at most three', async () => {
  const upcoming = await upcomingSessions(db, NOW);
  expect(UPCOMING_LIMIT).toBe(3);
  expect(upcoming.map((s) => s.title)).toEqual(['running', 'next', 'later']);
  expect(upcoming[0]).toMatchObject({
    status: 'live',
    surahNumber: 67,
    reciter: 'running reciter',
    startTime: at(-10),
    endTime: at(50),
  });
});

it('lists nothing once every session has ended', async () => {
  expect(await upcomingSessions(db, new Date(NOW.getTime() + 7 * 3_600_000))).toEqual([]);
});
