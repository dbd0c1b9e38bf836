// The circles' JSON columns → tables migration (decision 0042, db/migrations/*_app_circles_extra.sql):
// on a database as it was (the four JSON columns back, join requests as the spec left them), the
// migration copies what only the JSON held into circle_members, circle_goals, the Quran challenge
// tables, user_activity and activity_reactions, cleans the join requests and drops the columns.
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/sql.ts';
import { closeDb, truncate, useTestDatabase } from './helpers.ts';

const db = useTestDatabase();
afterAll(() => closeDb());
beforeEach(() => truncate('users', 'circles'));

const folder = new URL('../../db/migrations/', import.meta.url);
const migration = readdirSync(folder).find((name) => name.endsWith('_app_circles_extra.sql'))!;
const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(db, query);

describe('the circles JSON migration', () => {
  it('moves members, goals, Quran challenges, the feed and its reactions into tables, then drops the columns', async () => {
    await db.execute(sql`ALTER TABLE circles ADD COLUMN member_ids integer[] DEFAULT ARRAY[]::integer[] NOT NULL,
      ADD COLUMN group_goals jsonb DEFAULT '[]'::jsonb NOT NULL, ADD COLUMN quran_challenges jsonb DEFAULT '[]'::jsonb NOT NULL,
      ADD COLUMN activity_feed jsonb DEFAULT '[]'::jsonb NOT NULL`);
    await db.execute(sql`ALTER TABLE circle_requests DROP CONSTRAINT circle_requests_status_known`);
    await db.execute(sql`DROP INDEX circle_requests_one_pending`);
    const [a, b, c] = (
      await rows<{ id: number }>(sql`INSERT INTO users (name, age, location, email) VALUES
      ('Amina', 30, '', 'a@example.org'), ('Bilal', 30, '', 'b@example.org'), ('Sara', 30, '', 's@example.org') RETURNING id`)
    ).map((r) => r.id);
    const goals = [
      {
        id: 'g1',
        title: 'Read Al-Kahf',
        description: 'Fridays',
        targetCount: 10,
        currentCount: 4,
        createdAt: '2026-01-02T10:00:00.000Z',
        isCompleted: false,
      },
      {
        id: 'g2',
        title: 'Fast Mondays',
        description: '',
        targetCount: 4,
        currentCount: 4,
        createdAt: '2026-01-03T10:00:00.000Z',
        completedAt: '2026-02-01T10:00:00.000Z',
        isCompleted: true,
      },
    ];
    const challenges = [
      {
        id: 'q1',
        title: 'Al-Mulk in a week',
        description: '',
        surahName: 'Al-Mulk',
        totalAyahs: 30,
        startAyah: 1,
        endAyah: 30,
        deadline: '2026-03-01',
        createdAt: '2026-02-01T00:00:00.000Z',
        isCompleted: false,
        assignments: [
          { userId: b, startAyah: 1, endAyah: 15, isCompleted: true, completedAt: '2026-02-02T00:00:00.000Z' },
          { userId: 99_999, startAyah: 16, endAyah: 30, isCompleted: false },
        ],
      },
    ];
    const feed = [
      {
        id: 'a1',
        userId: b,
        type: 'blessing_sent',
        content: 'Blessings to all',
        createdAt: '2026-02-03T00:00:00.000Z',
        reactions: [
          { userId: a, reaction: 'ameen' },
          { userId: c, reaction: 'thumbsup' },
        ],
      },
      {
        id: 'a2',
        userId: 99_999,
        type: 'member_joined',
        content: 'gone',
        createdAt: '2026-02-04T00:00:00.000Z',
        reactions: [],
      },
      { id: 'a3', userId: c, type: 'not_a_type', content: 'odd', createdAt: '2026-02-05T00:00:00.000Z', reactions: [] },
    ];
    const [circle] = await rows<{
      id: number;
    }>(sql`INSERT INTO circles (name, description, type, invite_code, admin_id, created_at, member_ids, group_goals, quran_challenges, activity_feed)
      VALUES ('Old', 'From JSON', 'private', 'abc123', ${a}, '2026-01-01T00:00:00Z', ARRAY[${b}, ${c}, 99999]::int[],
              ${JSON.stringify(goals)}::jsonb, ${JSON.stringify(challenges)}::jsonb, ${JSON.stringify(feed)}::jsonb) RETURNING id`);
    const id = circle!.id;
    // Already a table row: not copied twice.
    await db.execute(
      sql`INSERT INTO circle_goals (circle_id, title, target_count, current_count, created_at) VALUES (${id}, 'Read Al-Kahf', 10, 4, '2026-01-02T10:00:00Z')`,
    );
    await db.execute(sql`INSERT INTO circle_requests (circle_id, user_id, status, requested_at) VALUES
      (${id}, ${b}, 'Accepted', '2026-01-05'), (${id}, ${c}, 'pending', '2026-01-06'), (${id}, ${c}, 'pending', '2026-01-07')`);

    await db.execute(sql.raw(readFileSync(new URL(migration, folder), 'utf8')));

    expect(await rows(sql`SELECT user_id, role FROM circle_members WHERE circle_id = ${id} ORDER BY user_id`)).toEqual([
      { user_id: a, role: 'Creator' },
      { user_id: b, role: 'Member' },
      { user_id: c, role: 'Member' },
    ]);
    expect(
      await rows(
        sql`SELECT title, target_count, current_count, completed_at IS NOT NULL AS complete FROM circle_goals WHERE circle_id = ${id} ORDER BY created_at`,
      ),
    ).toEqual([
      { title: 'Read Al-Kahf', target_count: 10, current_count: 4, complete: false },
      { title: 'Fast Mondays', target_count: 4, current_count: 4, complete: true },
    ]);
    expect(
      await rows(sql`SELECT q.title, q.surah_name, q.start_ayah, q.end_ayah, q.deadline::text, a.user_id, a.start_ayah AS from_ayah, a.end_ayah AS to_ayah, a.completed_at IS NOT NULL AS done
      FROM circle_quran_challenges q JOIN circle_quran_assignments a ON a.challenge_id = q.id WHERE q.circle_id = ${id}`),
    ).toEqual([
      {
        title: 'Al-Mulk in a week',
        surah_name: 'Al-Mulk',
        start_ayah: 1,
        end_ayah: 30,
        deadline: '2026-03-01',
        user_id: b,
        from_ayah: 1,
        to_ayah: 15,
        done: true,
      },
    ]);
    const items = await rows<{ id: number; user_id: number; type: string; content: string }>(
      sql`SELECT id, user_id, type, content FROM user_activity WHERE circle_id = ${id}`,
    );
    expect(items.map(({ id: _, ...rest }) => rest)).toEqual([
      { user_id: b, type: 'blessing_sent', content: 'Blessings to all' },
    ]);
    expect(
      await rows(sql`SELECT user_id, reaction FROM activity_reactions WHERE activity_id = ${items[0]!.id}`),
    ).toEqual([{ user_id: a, reaction: 'ameen' }]);
    expect(
      await rows(
        sql`SELECT user_id, status FROM circle_requests WHERE circle_id = ${id} ORDER BY user_id, requested_at`,
      ),
    ).toEqual([
      { user_id: b, status: 'approved' },
      { user_id: c, status: 'approved' },
    ]);
    expect(
      await rows(
        sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'circles' AND column_name IN ('member_ids', 'group_goals', 'quran_challenges', 'activity_feed')`,
      ),
    ).toEqual([]);
    // The rules are back: one pending request per user and circle, known statuses only.
    await expect(
      db.execute(sql`INSERT INTO circle_requests (circle_id, user_id, status) VALUES (${id}, ${b}, 'maybe')`),
    ).rejects.toThrow();
  });
});
