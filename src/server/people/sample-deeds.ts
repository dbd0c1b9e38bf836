// Sample thawab completions and earned badges for the sample community (db:sample and the
// first-run seed), set-based so 100,000 users take seconds. Each user keeps a few "habit" tasks
// (2–5 of the catalogue) and completes one or more of them on their active days, within the last
// 120 days and never after their last-active time (the same window as their sample activity);
// engagement is skewed (a few very regular users, many occasional ones). Badges are then awarded
// from those completions by each badge's rule as the sample reads it: with required days, that
// many distinct days with a completion; without, that many completions of tasks of the badge's
// category. earned_at is the completion that reached the count. Repeatable for a given seed and
// community (the community itself is placed relative to now()).
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { queryRows } from '../sql.ts';

export interface SampleDeedCounts {
  thawabCompletions: number;
  userBadges: number;
}

/** True when users and the catalogue exist but no completions or earned badges do yet. */
export async function sampleDeedsMissing(db: Pick<Database, 'execute'>): Promise<boolean> {
  const [row] = await queryRows<{ missing: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM users) AND EXISTS (SELECT 1 FROM thawab_tasks) AND EXISTS (SELECT 1 FROM badges)
           AND NOT EXISTS (SELECT 1 FROM thawab_completions) AND NOT EXISTS (SELECT 1 FROM user_badges) AS missing`,
  );
  return row?.missing ?? false;
}

/**
 * Generates the sample completions and badges. `onlyIfMissing`: under a lock, and only while
 * `sampleDeedsMissing` (two first runs at once: the second finds the rows and returns null).
 */
export async function generateSampleDeeds(db: Database, { seed = 0.42, onlyIfMissing = false }: { seed?: number; onlyIfMissing?: boolean } = {}): Promise<SampleDeedCounts | null> {
  const generated = await db.transaction(async (tx) => {
    if (onlyIfMissing) {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('sample-deeds'))`);
      if (!(await sampleDeedsMissing(tx))) return false;
    }
    await tx.execute(sql`SELECT setseed(${seed})`);
    await tx.execute(sql`CREATE TEMP TABLE s_tasks ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY id)::int AS k, id, xp_value, category FROM thawab_tasks`);
    // Active days: engagement e in [0, 1) skewed low; about e × 60% of the window's days.
    await tx.execute(sql`
      INSERT INTO thawab_completions (user_id, task_id, completed_on, completed_at, xp)
      SELECT p.id, t.id, (p.at AT TIME ZONE 'UTC')::date, p.at, t.xp_value
      FROM (
        SELECT u.id, u.habits, u.first_task,
               CASE WHEN d = 0 THEN u.hi ELSE u.lo + (u.hi - u.lo) * random() END AS at,
               1 + floor(random() * u.habits)::int AS per_day
        FROM (
          SELECT x.id, x.lo, x.hi, x.e, 2 + floor(random() * 4)::int AS habits, floor(random() * (SELECT count(*) FROM s_tasks))::int AS first_task
          FROM (
            SELECT id, greatest(created_at, now() - interval '120 days') AS lo, last_active_at AS hi, power(random(), 2.2) AS e
            FROM users WHERE last_active_at > now() - interval '120 days'
          ) x WHERE x.hi > x.lo
        ) u
        CROSS JOIN LATERAL generate_series(0, floor(extract(epoch FROM u.hi - u.lo) / 86400 * u.e * 0.6)::int) d
      ) p
      CROSS JOIN LATERAL generate_series(0, p.per_day - 1) j
      JOIN s_tasks t ON t.k = 1 + ((p.first_task + ((j + floor(random() * p.habits)::int) % p.habits) * 7) % (SELECT count(*) FROM s_tasks))::int
      ON CONFLICT DO NOTHING`);
    // The n-th distinct day and the n-th completion per category of each user, numbered once.
    await tx.execute(sql`CREATE TEMP TABLE s_days ON COMMIT DROP AS
      SELECT user_id, min(completed_at) AS at, row_number() OVER (PARTITION BY user_id ORDER BY completed_on)::int AS n
      FROM thawab_completions GROUP BY user_id, completed_on`);
    await tx.execute(sql`CREATE TEMP TABLE s_by_category ON COMMIT DROP AS
      SELECT c.user_id, t.category, c.completed_at AS at,
             row_number() OVER (PARTITION BY c.user_id, t.category ORDER BY c.completed_at, c.task_id)::int AS n
      FROM thawab_completions c JOIN s_tasks t ON t.id = c.task_id`);
    await tx.execute(sql`
      INSERT INTO user_badges (user_id, badge_id, earned_at)
      SELECT d.user_id, b.id, d.at FROM badges b JOIN s_days d ON d.n = b.required_count WHERE b.required_days > 0
      UNION ALL
      SELECT c.user_id, b.id, c.at FROM badges b JOIN s_by_category c ON c.category = b.category AND c.n = b.required_count WHERE b.required_days = 0
      ON CONFLICT DO NOTHING`);
    // The analytics summary described the rows before: the next request recomputes it.
    await tx.execute(sql`DELETE FROM analytics_deeds_refresh`);
    return true;
  });
  if (!generated) return null;
  const [counts] = await queryRows<{ thawabCompletions: number; userBadges: number }>(
    db,
    sql`SELECT (SELECT count(*) FROM thawab_completions)::int AS "thawabCompletions", (SELECT count(*) FROM user_badges)::int AS "userBadges"`,
  );
  await db.execute(sql`ANALYZE thawab_completions, user_badges`);
  return counts!;
}
