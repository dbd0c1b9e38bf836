// The verse of the day reads the n-th verse by a dense index (verses.rotation_index and
// priority_index, kept by a trigger: docs/decisions/0017). Whatever writes the table (the staff
// API, bulk SQL), its answer for unscheduled dates is the documented rule over verses in id order
// (src/lib/content/verse-of-the-day.ts), checked here against an independent SQL reading.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminVerses from '../../functions/admin-verses.mts';
import appVerse from '../../functions/app-verse-of-the-day.mts';
import { API } from '../../src/lib/routes.ts';
import { addDays, parseIsoDate } from '../../src/lib/dates.ts';
import { pickVerseOfTheDay } from '../../src/lib/content/verse-of-the-day.ts';
import { seedContent } from '../../src/server/content/seed.ts';
import { call, closeDb, context, truncate, useTestDatabase, versionOf } from './helpers.ts';
import { cookieFor, createStaff, staffRequest } from './staff-helpers.ts';

const db = useTestDatabase();
let cookie: string;
const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const DATES = Array.from({ length: 12 }, (_, i) => addDays('2040-01-01', i * 5));

/** The verse the rule picks for a date, from the table in id order (no index columns used). */
async function expected(date: string): Promise<number | null> {
  const all = await rows<{ id: number; priority: boolean }>(
    sql`SELECT id, is_widget_priority AS priority FROM verses WHERE scheduled_date IS DISTINCT FROM ${date} ORDER BY id`,
  );
  const priority = all.filter((v) => v.priority);
  const pick = pickVerseOfTheDay(parseIsoDate(date)!, {
    scheduledId: null,
    priorityCount: priority.length,
    totalCount: all.length,
  });
  if (!pick || pick.reason === 'scheduled') return null;
  return (pick.reason === 'priority' ? priority : all)[pick.index]!.id;
}

async function expectRuleHolds() {
  for (const date of DATES) {
    const answer = await call(appVerse, new Request(`http://localhost${API.appVerseOfTheDay}?date=${date}`), context());
    expect(answer.status).toBe(200);
    expect(answer.body.id).toBe(await expected(date));
  }
  // The indexes are dense: 0..n-1 over all verses, and over the priority verses.
  const [dense] = await rows<{ n: number; r: number; rn: number; p: number; pn: number }>(
    sql`SELECT count(*)::int AS n, count(DISTINCT rotation_index)::int AS r, coalesce(max(rotation_index) + 1, 0)::int AS rn, count(priority_index)::int AS p, coalesce(max(priority_index) + 1, 0)::int AS pn FROM verses`,
  );
  expect(dense!.r).toBe(dense!.n);
  expect(dense!.rn).toBe(dense!.n);
  expect(dense!.pn).toBe(dense!.p);
}

beforeAll(async () => {
  await truncate('verses', 'staff_accounts', 'staff_sessions', 'audit_log');
  cookie = await cookieFor((await createStaff('rotation-editor', 'Content Editor')).id);
  await seedContent(db);
});
afterAll(() => closeDb());

describe('verse of the day over the dense rotation index', () => {
  it('after the seed: priority verses first, by index', async () => {
    expect(
      (await call(appVerse, new Request(`http://localhost${API.appVerseOfTheDay}?date=2040-01-01`), context())).body
        .reason,
    ).toBe('priority');
    await expectRuleHolds();
  });

  it('after staff deletes and priority changes through the API', async () => {
    const [a, b] = await rows<{ id: number }>(sql`SELECT id FROM verses WHERE is_widget_priority ORDER BY id LIMIT 2`);
    const middle = (await rows<{ id: number }>(sql`SELECT id FROM verses ORDER BY id OFFSET 10 LIMIT 1`))[0]!;
    for (const id of [a!.id, middle.id]) {
      expect(
        (
          await call(
            adminVerses,
            staffRequest('DELETE', API.adminVerses.path(id), {
              cookie,
              body: { version: await versionOf('verses', id) },
            }),
            context({ id: String(id) }),
          )
        ).status,
      ).toBe(200);
    }
    const item = await call(
      adminVerses,
      staffRequest('GET', API.adminVerses.path(b!.id), { cookie }),
      context({ id: String(b!.id) }),
    );
    const { surah, ayahNumber, arabic, translation, tags, scheduledDate } = item.body;
    const body = {
      surah,
      ayahNumber,
      arabic,
      translation,
      tags,
      scheduledDate,
      isWidgetPriority: false,
      version: item.body.version,
    };
    const saved = await call(
      adminVerses,
      staffRequest('PUT', API.adminVerses.path(b!.id), { cookie, body }),
      context({ id: String(b!.id) }),
    );
    expect(saved.status).toBe(200);
    await expectRuleHolds();
  });

  it('after bulk SQL: no priority verses (the rotation over all), and an empty table', async () => {
    await db.execute(sql`UPDATE verses SET is_widget_priority = false`);
    await db.execute(sql`DELETE FROM verses WHERE id % 3 = 0`);
    expect(
      (await call(appVerse, new Request(`http://localhost${API.appVerseOfTheDay}?date=2040-01-01`), context())).body
        .reason,
    ).toBe('rotation');
    await expectRuleHolds();
    await db.execute(sql`DELETE FROM verses`);
    expect(
      (await call(appVerse, new Request(`http://localhost${API.appVerseOfTheDay}?date=2040-01-01`), context())).status,
    ).toBe(404);
  });
});
