// The private-deeds migration (decision 0057, db/migrations/*_private_deeds.sql): on a database as it
// was (a real user's deed written into the feeds of both their circles, with a reaction; a sample
// member's deed in a feed), it keeps one personal item per real completion and drops the feed copies
// and their reactions, and turns sharing on for the sample community, whose feed items stay.
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/sql.ts';
import { closeDb, truncate, useTestDatabase } from './helpers.ts';

const db = useTestDatabase();
afterAll(() => closeDb());
beforeEach(() => truncate('users', 'circles'));

const folder = new URL('../../db/migrations/', import.meta.url);
const migration = readdirSync(folder).find((name) => name.endsWith('_private_deeds.sql'))!;
const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(db, query);

describe('the private-deeds migration', () => {
  it('removes real users’ deed items from feeds without consent, keeping one personal item each; the sample shares', async () => {
    const [real, friend, sample] = (
      await rows<{ id: number }>(sql`INSERT INTO users (name, age, location, email, is_sample) VALUES
        ('Amina', 30, '', 'a@example.org', false), ('Bilal', 30, '', 'b@example.org', false), ('Sample', 30, '', 's@example.org', true)
        RETURNING id`)
    ).map((r) => r.id);
    const [c1, c2] = (
      await rows<{ id: number }>(sql`INSERT INTO circles (name, description, type, admin_id) VALUES
        ('One', '', 'public', ${real}), ('Two', '', 'public', ${friend}) RETURNING id`)
    ).map((r) => r.id);
    await db.execute(sql`INSERT INTO circle_members (circle_id, user_id, role) VALUES
      (${c1}, ${real}, 'Creator'), (${c2}, ${friend}, 'Creator'), (${c2}, ${real}, 'Member'), (${c2}, ${sample}, 'Member')`);
    const at = '2026-11-20T08:00:00Z';
    const items = await rows<{ id: number; circle_id: number | null; user_id: number }>(sql`
      INSERT INTO user_activity (user_id, circle_id, type, content, created_at) VALUES
        (${real}, ${c1}, 'thawap_completed', 'Pray Fajr', ${at}), (${real}, ${c2}, 'thawap_completed', 'Pray Fajr', ${at}),
        (${real}, NULL, 'thawap_completed', 'Give charity', '2026-11-21T08:00:00Z'),
        (${real}, ${c2}, 'member_joined', 'Joined the circle', ${at}),
        (${sample}, ${c2}, 'thawap_completed', 'Read Quran', ${at})
      RETURNING id, circle_id, user_id`);
    const realInTwo = items[1]!.id;
    const sampleItem = items[4]!.id;
    await db.execute(sql`INSERT INTO activity_reactions (activity_id, user_id, reaction) VALUES
      (${realInTwo}, ${friend}, 'heart'), (${sampleItem}, ${friend}, 'dua')`);

    await db.execute(sql.raw(readFileSync(new URL(migration, folder), 'utf8')));

    expect(
      await rows(sql`SELECT circle_id, content, created_at::text AS at FROM user_activity
                     WHERE user_id = ${real} AND type = 'thawap_completed' ORDER BY content`),
    ).toEqual([
      { circle_id: null, content: 'Give charity', at: '2026-11-21 08:00:00+00' },
      { circle_id: null, content: 'Pray Fajr', at: '2026-11-20 08:00:00+00' },
    ]);
    // Joining stays in the feed; the sample member's deed stays shared, with its reaction.
    expect(await rows(sql`SELECT type FROM user_activity WHERE user_id = ${real} AND circle_id IS NOT NULL`)).toEqual([
      { type: 'member_joined' },
    ]);
    expect(await rows(sql`SELECT circle_id FROM user_activity WHERE id = ${sampleItem}`)).toEqual([{ circle_id: c2 }]);
    expect(await rows(sql`SELECT activity_id, reaction FROM activity_reactions`)).toEqual([
      { activity_id: sampleItem, reaction: 'dua' },
    ]);
    expect(await rows(sql`SELECT user_id, share_deeds FROM circle_members ORDER BY user_id, circle_id`)).toEqual([
      { user_id: real, share_deeds: false },
      { user_id: real, share_deeds: false },
      { user_id: friend, share_deeds: false },
      { user_id: sample, share_deeds: true },
    ]);
  });
});
