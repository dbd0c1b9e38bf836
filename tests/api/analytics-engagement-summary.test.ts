// The engagement summaries (decision 0028: activity_users, activity_day_counts,
// activity_month_counts, signup_day_counts) are kept by triggers on the engagement roll-ups and
// users; User Engagement reads
// them instead of counting distinct users. They must equal what the roll-ups say after every kind
// of write, including writes from two transactions at once (a recount from a stale snapshot, or
// counters updated in different orders, would leave them wrong).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_WEEKS } from '../../src/lib/analytics/engagement.ts';
import { getDb } from '../../src/server/db.ts';
import { queryRows } from '../../src/server/sql.ts';
import { closeDb, truncate, useTestDatabase } from './helpers.ts';

useTestDatabase();
const db = () => getDb();
const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);
const DAY = 86_400_000;
const NOW = Date.now();
const at = (daysAgo: number, hour = 12) => {
  const d = new Date(NOW - daysAgo * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};
const ids: number[] = [];

afterAll(() => closeDb());

/** Every difference between the summaries and a recount from the roll-ups (empty when equal). */
async function summaryDiff() {
  return rows(sql`
    WITH spans AS (
      SELECT user_id, min(day) AS first_day, max(day) AS last_day, max(signup_day) AS signup_day, max(status) AS status,
           bit_or(CASE WHEN day - signup_day BETWEEN 7 AND 34 THEN 1 << ((day - signup_day) / 7) ELSE 0 END) AS retained_weeks
    FROM activity_user_days GROUP BY 1
    ), signups AS (SELECT (created_at AT TIME ZONE 'UTC')::date AS signup_day, status, count(*)::int AS users FROM users GROUP BY 1, 2),
    days AS (SELECT day, status, (user_id % 32)::smallint AS slot, count(*)::int AS users FROM activity_user_days GROUP BY 1, 2, 3),
    months AS (SELECT month, status, (user_id % 32)::smallint AS slot, count(*)::int AS users FROM activity_user_months GROUP BY 1, 2, 3)
    SELECT 'activity_users' AS what, coalesce(s.user_id, a.user_id)::text AS key FROM spans s FULL JOIN activity_users a ON a.user_id = s.user_id
    WHERE (s.first_day, s.last_day, s.signup_day, s.status, s.retained_weeks) IS DISTINCT FROM (a.first_day, a.last_day, a.signup_day, a.status, a.retained_weeks)
    UNION ALL
    SELECT 'signup_day_counts', coalesce(s.signup_day, c.signup_day) || ' ' || coalesce(s.status, c.status) FROM signups s FULL JOIN signup_day_counts c ON c.signup_day = s.signup_day AND c.status = s.status
    WHERE s.users IS DISTINCT FROM c.users
    UNION ALL
    SELECT 'activity_day_counts', coalesce(d.day, c.day) || ' ' || coalesce(d.status, c.status) || ' ' || coalesce(d.slot, c.slot)
    FROM days d FULL JOIN activity_day_counts c ON c.day = d.day AND c.status = d.status AND c.slot = d.slot
    WHERE d.users IS DISTINCT FROM c.users
    UNION ALL
    SELECT 'activity_month_counts', coalesce(m.month, c.month) || ' ' || coalesce(m.status, c.status) || ' ' || coalesce(m.slot, c.slot)
    FROM months m FULL JOIN activity_month_counts c ON c.month = m.month AND c.status = m.status AND c.slot = m.slot
    WHERE m.users IS DISTINCT FROM c.users`);
}

async function addActivity(userId: number, daysAgo: number, hour = 12, circleId: number | null = null) {
  await db().execute(
    sql`INSERT INTO user_activity (user_id, circle_id, type, content, created_at) VALUES (${userId}, ${circleId}, 'thawap_completed', 'x', ${at(daysAgo, hour)})`,
  );
}
const span = async (userId: number) =>
  (
    await rows<{ first_day: string; last_day: string }>(
      sql`SELECT first_day::text, last_day::text FROM activity_users WHERE user_id = ${userId}`,
    )
  )[0];
const isoDaysAgo = (daysAgo: number) => at(daysAgo).slice(0, 10);

beforeAll(async () => {
  await truncate('users', 'circles', 'circle_members', 'user_activity');
  for (let i = 0; i < 8; i++) {
    const [row] = await rows<{ id: number }>(
      sql`INSERT INTO users (name, email, age, location, status, streak, created_at)
          VALUES (${`Summary ${i}`}, ${`summary${i}@example.com`}, 30, 'Leeds', ${i % 3 === 0 ? 'Premium User' : 'Free User'}, ${i}, ${at(120 - i * 10)}) RETURNING id`,
    );
    ids.push(row!.id);
  }
});

describe('the engagement summaries follow the roll-ups', () => {
  it('the retention bit of a day is its week after sign-up, for exactly the weeks User Engagement shows', async () => {
    const bits = await rows<{ offset: number; bit: number }>(
      sql`SELECT o AS offset, engagement_retention_bit(DATE '2026-01-01' + o, DATE '2026-01-01') AS bit FROM generate_series(0, 45) o`,
    );
    for (const { offset, bit } of bits) {
      const week = Math.floor(offset / 7);
      expect(bit, `day ${offset}`).toBe((RETENTION_WEEKS as readonly number[]).includes(week) ? 1 << week : 0);
    }
  });

  it('through every kind of write', async () => {
    const [circle] = await rows<{ id: number }>(
      sql`INSERT INTO circles (name, description, type, admin_id) VALUES ('Summary circle', 'd', 'public', ${ids[0]!}) RETURNING id`,
    );
    // One statement for many users and days (the bulk path), then single inserts: a new day, a
    // second item on a day already counted (an UPDATE of the roll-up: no counter moves).
    await db().execute(sql`
      INSERT INTO user_activity (user_id, circle_id, type, content, created_at)
      SELECT u, CASE WHEN d % 3 = 0 THEN ${circle!.id}::int END, 'thawap_completed', 'x', now() - d * interval '1 day'
      FROM unnest(${`{${ids.join(',')}}`}::int[]) u CROSS JOIN generate_series(0, 70, 7) d`);
    expect(await summaryDiff()).toEqual([]);
    expect((await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM activity_users`))[0]!.n).toBe(ids.length);
    await addActivity(ids[1]!, 3);
    await addActivity(ids[1]!, 3, 18);
    await addActivity(ids[2]!, 0, 1);
    expect(await summaryDiff()).toEqual([]);
    // Removals: one item of a day with more, a whole day (the user's last), all of a user's activity.
    await db().execute(
      sql`DELETE FROM user_activity WHERE id = (SELECT max(id) FROM user_activity WHERE user_id = ${ids[1]!})`,
    );
    await db().execute(sql`DELETE FROM user_activity WHERE user_id = ${ids[2]!} AND created_at >= ${at(0, 0)}`);
    await db().execute(sql`DELETE FROM user_activity WHERE user_id = ${ids[3]!}`);
    expect(await summaryDiff()).toEqual([]);
    expect(await span(ids[3]!)).toBeUndefined();
    expect(await span(ids[2]!)).toEqual({ first_day: isoDaysAgo(70), last_day: isoDaysAgo(7) });
    // A circle goes (its activity stays the users' own: an UPDATE of user_activity), a plan
    // change and a sign-up change (the user moves between counters), an account deletion.
    await db().execute(sql`DELETE FROM circles WHERE id = ${circle!.id}`);
    await db().execute(sql`UPDATE users SET status = 'Lifetime User' WHERE id IN (${ids[4]!}, ${ids[5]!})`);
    await db().execute(sql`UPDATE users SET created_at = created_at - interval '40 days' WHERE id = ${ids[6]!}`);
    await db().execute(sql`DELETE FROM users WHERE id = ${ids[7]!}`);
    expect(await summaryDiff()).toEqual([]);
    expect((await rows(sql`SELECT status FROM activity_users WHERE user_id = ${ids[4]!}`))[0]).toEqual({
      status: 'Lifetime User',
    });
    // Sign-ups: new accounts in one statement, a plan change of a user without activity.
    await db().execute(sql`
      INSERT INTO users (name, email, age, location, status, created_at)
      SELECT 'Later ' || g, 'later' || g || '@example.com', 30, 'Leeds', 'Free User', now() - g * interval '1 day' FROM generate_series(1, 5) g`);
    await db().execute(sql`UPDATE users SET status = 'Premium User' WHERE email = 'later2@example.com'`);
    expect(await summaryDiff()).toEqual([]);
    // No counter is left at zero (a removed day or month drops its row).
    expect(
      await rows(
        sql`SELECT day FROM activity_day_counts WHERE users = 0 UNION ALL SELECT month FROM activity_month_counts WHERE users = 0`,
      ),
    ).toEqual([]);
    // Emptying the activity (TRUNCATE) empties the activity summaries; emptying users, the sign-ups.
    await db().execute(sql`TRUNCATE user_activity CASCADE`);
    expect(
      await rows(
        sql`SELECT 1 FROM activity_users UNION ALL SELECT 1 FROM activity_day_counts UNION ALL SELECT 1 FROM activity_month_counts`,
      ),
    ).toEqual([]);
    expect(await summaryDiff()).toEqual([]);
    await db().execute(sql`DELETE FROM users WHERE email LIKE 'later%'`);
    expect(await summaryDiff()).toEqual([]);
  });
});

describe('concurrent writes', () => {
  /** `first` runs and waits; `second` runs meanwhile (blocking on first's locks); then first commits. */
  async function interleave(
    first: (tx: Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0]) => Promise<void>,
    second: typeof first,
  ) {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const one = db().transaction(async (tx) => {
      await first(tx);
      await gate;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const two = db().transaction(async (tx) => second(tx));
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await Promise.all([one, two]);
  }
  const insert = (userId: number, daysAgo: number) =>
    sql`INSERT INTO user_activity (user_id, type, content, created_at) VALUES (${userId}, 'thawap_completed', 'x', ${at(daysAgo)})`;

  beforeAll(async () => {
    await truncate('user_activity');
    for (const id of ids.slice(0, 7)) for (const daysAgo of [20, 10]) await addActivity(id, daysAgo);
  });

  it('two users first active on the same day both count, also when they share a counter row (their slot)', async () => {
    // A user whose id falls in ids[1]'s slot (user_id % 32), so both writers upsert the same row.
    const [twin] = await rows<{ id: number }>(
      sql`INSERT INTO users (id, name, email, age, location, status, created_at)
          VALUES (${ids[1]! + 32 * 1000}, 'Summary twin', 'summary.twin@example.com', 30, 'Leeds', 'Free User', ${at(60)}) RETURNING id`,
    );
    await interleave(
      async (tx) => void (await tx.execute(insert(ids[1]!, 2))),
      async (tx) => void (await tx.execute(insert(twin!.id, 2))),
    );
    await db().execute(insert(ids[2]!, 2));
    const counted = sql`SELECT sum(users)::int AS users, count(*)::int AS slots FROM activity_day_counts
                        WHERE day = ${isoDaysAgo(2)}::date AND status = 'Free User'`;
    expect((await rows(counted))[0]).toEqual({ users: 3, slots: 2 });
    expect(await summaryDiff()).toEqual([]);
  });

  it('a later day added while the last day is removed: the recount sees the added day', async () => {
    const user = ids[4]!;
    // The addition holds the user's summary row; the removal's recount must wait for it and then
    // see its day, not recount from the snapshot it started with.
    await interleave(
      async (tx) => void (await tx.execute(insert(user, 1))),
      async (tx) =>
        void (await tx.execute(sql`DELETE FROM user_activity WHERE user_id = ${user} AND created_at = ${at(10)}`)),
    );
    expect(await span(user)).toEqual({ first_day: isoDaysAgo(20), last_day: isoDaysAgo(1) });
    expect(await summaryDiff()).toEqual([]);
  });

  it('a day added while the last day is removed, the other way round', async () => {
    const user = ids[5]!;
    await interleave(
      async (tx) =>
        void (await tx.execute(sql`DELETE FROM user_activity WHERE user_id = ${user} AND created_at = ${at(10)}`)),
      async (tx) => void (await tx.execute(insert(user, 1))),
    );
    expect(await span(user)).toEqual({ first_day: isoDaysAgo(20), last_day: isoDaysAgo(1) });
    expect(await summaryDiff()).toEqual([]);
  });

  it("activity added while all of a user's activity is removed: the user stays, with the new day", async () => {
    const user = ids[6]!;
    await interleave(
      async (tx) => void (await tx.execute(sql`DELETE FROM user_activity WHERE user_id = ${user}`)),
      async (tx) => void (await tx.execute(insert(user, 1))),
    );
    expect(await span(user)).toEqual({ first_day: isoDaysAgo(1), last_day: isoDaysAgo(1) });
    expect(await summaryDiff()).toEqual([]);
  });

  it('two sign-ups on the same day both count (the counter is one row)', async () => {
    await interleave(
      async (tx) =>
        void (await tx.execute(
          sql`INSERT INTO users (name, email, age, location, status) VALUES ('Both 1', 'both1@example.com', 30, 'Leeds', 'Free User')`,
        )),
      async (tx) =>
        void (await tx.execute(
          sql`INSERT INTO users (name, email, age, location, status) VALUES ('Both 2', 'both2@example.com', 30, 'Leeds', 'Free User')`,
        )),
    );
    expect(await summaryDiff()).toEqual([]);
  });

  it('two plan changes moving users across the same days in opposite orders finish (no deadlock) and count right', async () => {
    await interleave(
      async (tx) => void (await tx.execute(sql`UPDATE users SET status = 'Premium User' WHERE id = ${ids[1]!}`)),
      async (tx) => void (await tx.execute(sql`UPDATE users SET status = 'Premium User' WHERE id = ${ids[2]!}`)),
    );
    expect(await summaryDiff()).toEqual([]);
  });
});
