// Sample thawab completions and earned badges for the sample community (db:sample and the
// first-run seed), set-based so 100,000 users take seconds. The completions are the community's
// own 'thawap_completed' activity items (src/server/sample/community-activity.ts), one for one: the same user,
// the same moment and UTC day, in a circle or not as the item is. So the Analytics sub-tabs, which
// count activity items (active users, engagement) and completions (Thawab Metrics), tell one story,
// as the app records a completed deed as both. Each user keeps a few "habit" tasks (2-5 of the
// catalogue, rotating by day); the k-th deed of a user's day is a different task than the others
// that day (catalogue positions k·7 apart), and the item's content is the task's name.
// Badges are then awarded from those completions by each badge's rule as the sample reads it:
// with required days, that many distinct days with a completion; without, that many completions
// of tasks of the badge's category. earned_at is the completion that reached the count.
// Repeatable for a given seed and community. Only sample users' rows are read and written: a real
// app user's completions and badges are the app's (decision 0043).
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.ts';
import { queryRows } from '../sql.ts';
import { gcd } from './community-circles.ts';

export interface SampleDeedCounts {
  thawabCompletions: number;
  userBadges: number;
}

/** True when users and the catalogue exist but no completions or earned badges do yet. */
export async function sampleDeedsMissing(db: Executor): Promise<boolean> {
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
export async function generateSampleDeeds(
  db: Database,
  { seed = 0.42, onlyIfMissing = false }: { seed?: number; onlyIfMissing?: boolean } = {},
): Promise<SampleDeedCounts | null> {
  const generated = await db.transaction(async (tx) => {
    if (onlyIfMissing) {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('sample-deeds'))`);
      if (!(await sampleDeedsMissing(tx))) return false;
    }
    await tx.execute(sql`SELECT setseed(${seed})`);
    await tx.execute(sql`CREATE TEMP TABLE s_tasks ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY id)::int AS k, id, xp_value, category, name FROM thawab_tasks`);
    // Every thawap_completed item and the task it completes: the task its content names (the
    // community generator names one per deed). An item that names none (a community generated
    // before the catalogue existed) gets one here the same way (the user's 2-5 habit tasks rotate
    // by day number; a day's deeds are distinct tasks, a stride coprime to the catalogue size apart) and its content
    // is set to the task's name.
    await tx.execute(sql`CREATE TEMP TABLE s_named ON COMMIT DROP AS
      SELECT DISTINCT ON (name) id, name, xp_value FROM thawab_tasks ORDER BY name, id`);
    await tx.execute(sql`CREATE TEMP TABLE s_done ON COMMIT DROP AS
      SELECT a.id AS activity_id, a.user_id, a.created_at AS at, (a.created_at AT TIME ZONE 'UTC')::date AS day, t.id AS task_id, t.xp_value, false AS renamed
      FROM user_activity a JOIN s_named t ON t.name = a.content JOIN users u ON u.id = a.user_id AND u.is_sample
      WHERE a.type = 'thawap_completed'`);
    const [catalogue] = await queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM s_tasks`);
    const taskCount = Math.max(1, catalogue?.n ?? 0);
    let taskStride = 7;
    while (gcd(taskStride, taskCount) !== 1) taskStride++;
    await tx.execute(sql`
      INSERT INTO s_done
      SELECT a.id, a.user_id, a.created_at, a.day, t.id, t.xp_value, true
      FROM (
        SELECT id, user_id, created_at, (created_at AT TIME ZONE 'UTC')::date AS day,
               row_number() OVER (PARTITION BY user_id, (created_at AT TIME ZONE 'UTC')::date ORDER BY created_at, id)::int AS k
        FROM user_activity a
        WHERE type = 'thawap_completed' AND user_id IN (SELECT id FROM users WHERE is_sample) AND NOT EXISTS (SELECT 1 FROM s_named n WHERE n.name = a.content)
      ) a
      JOIN (
        SELECT id, 2 + floor(random() * 4)::int AS habits, floor(random() * ${taskCount})::int AS first_task FROM users WHERE is_sample
      ) h ON h.id = a.user_id
      CROSS JOIN LATERAL (
        SELECT CASE WHEN a.k <= h.habits THEN ((a.day - DATE '2000-01-01') + a.k - 1) % h.habits ELSE a.k - 1 END AS slot
      ) s
      JOIN s_tasks t ON t.k = 1 + ((h.first_task + s.slot * ${taskStride}) % ${taskCount})::int`);
    await tx.execute(sql`
      INSERT INTO thawab_completions (user_id, task_id, completed_on, completed_at, xp)
      SELECT user_id, task_id, day, at, xp_value FROM s_done
      ON CONFLICT DO NOTHING`);
    await tx.execute(sql`
      UPDATE user_activity a SET content = t.name FROM s_done d JOIN s_tasks t ON t.id = d.task_id
      WHERE d.renamed AND a.id = d.activity_id`);
    // The n-th distinct day and the n-th completion per category of each user, numbered once.
    await tx.execute(sql`CREATE TEMP TABLE s_days ON COMMIT DROP AS
      SELECT user_id, min(completed_at) AS at, row_number() OVER (PARTITION BY user_id ORDER BY completed_on)::int AS n
      FROM thawab_completions WHERE user_id IN (SELECT id FROM users WHERE is_sample) GROUP BY user_id, completed_on`);
    await tx.execute(sql`CREATE TEMP TABLE s_by_category ON COMMIT DROP AS
      SELECT c.user_id, t.category, c.completed_at AS at,
             row_number() OVER (PARTITION BY c.user_id, t.category ORDER BY c.completed_at, c.task_id)::int AS n
      FROM thawab_completions c JOIN s_tasks t ON t.id = c.task_id JOIN users u ON u.id = c.user_id AND u.is_sample`);
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
