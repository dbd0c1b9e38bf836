// The sample live recitation sessions (decisions 0043, 0065): one scheduled and one ended with
// approved dedications by sample users, marked sample, added once on a fresh database only, and
// removed without touching a real session.
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import stateHandler from '../../functions/live-state.mts';
import { API } from '../../src/lib/routes.ts';
import { generateSampleCommunity } from '../../src/server/sample/community.ts';
import { removeSampleLive, seedSampleLiveOnce } from '../../src/server/sample/live.ts';
import { queryRows } from '../../src/server/sql.ts';
import { call, closeDb, context, ORIGIN, truncate, useTestDatabase } from './helpers.ts';

const db = useTestDatabase();
afterAll(() => closeDb());
beforeEach(() => truncate('users', 'circles', 'live_prayer_sessions', 'audit_log', 'launch_signups'));

describe('sample live recitation sessions', () => {
  it('adds a scheduled and an ended session once, shows the ended one’s dedications, and removes only the sample', async () => {
    await generateSampleCommunity(db, { users: 20 });
    expect(await seedSampleLiveOnce(db)).toEqual({ sessions: 2, dedications: 3 });
    expect(await seedSampleLiveOnce(db)).toBeNull();
    const sessions = await queryRows<{ id: number; status: string; is_sample: boolean }>(
      db,
      sql`SELECT id, status, is_sample FROM live_prayer_sessions ORDER BY id`,
    );
    expect(sessions.map((s) => [s.status, s.is_sample])).toEqual([
      ['scheduled', true],
      ['ended', true],
    ]);
    const ended = sessions[1]!.id;
    const state = await call(
      stateHandler,
      new Request(`${ORIGIN}${API.liveState.path(ended)}`),
      context({ id: String(ended) }),
    );
    expect(state.body.dedications.map((d: { ayahNumber: number }) => d.ayahNumber)).toEqual([1, 4, 9]);
    expect(state.body.listenerCount).toBe(37);

    await db.execute(sql`INSERT INTO live_prayer_sessions (title, surah_name, surah_number, total_ayahs, start_time, end_time)
                         VALUES ('Real', 'Al-Fatiha', 1, 1, now(), now() + interval '1 hour')`);
    expect(await removeSampleLive(db)).toBe(2);
    const left = await queryRows<{ title: string }>(db, sql`SELECT title FROM live_prayer_sessions`);
    expect(left).toEqual([{ title: 'Real' }]);
    expect(await queryRows(db, sql`SELECT 1 FROM ayah_dedications`)).toEqual([]);
  });
});
