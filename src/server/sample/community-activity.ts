// The sample community's activity (decision 0043): 120 days of feed items consistent with each
// person's last-active time and streak, every deed naming a task of the catalogue. A step of
// generateSampleCommunity (community.ts), run in its transaction in its order.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { queryRows } from '../sql.ts';
import { gcd } from './community-circles.ts';

/** Joining items, deeds in circles and personal ones (through s_acts), a deed on each streak day. */
export async function insertActivity(tx: Tx): Promise<void> {
  // Activity: joining each circle, deeds inside circles (the last one at the member's
  // last-active time) and personal deeds (the last one at the user's last-active time).
  await tx.execute(sql`
      INSERT INTO user_activity (user_id, circle_id, type, content, created_at)
      SELECT m.user_id, m.circle_id, 'member_joined', 'Joined the circle', m.joined_at FROM circle_members m JOIN s_circle_ids ci ON ci.id = m.circle_id`);
  // Deeds and the rest go through s_acts first: a deed's content is then the catalogue task it
  // completes (src/server/sample/deeds.ts turns each into its thawab completion, one for one).
  await tx.execute(
    sql`CREATE TEMP TABLE s_acts (user_id int, circle_id int, type text, content text, created_at timestamptz, target_user_id int, goal_id int, amount int) ON COMMIT DROP`,
  );
  await tx.execute(sql`
      INSERT INTO s_acts (user_id, circle_id, type, content, created_at, target_user_id, goal_id, amount)
      SELECT m.user_id, m.circle_id, x.type, x.content,
             CASE WHEN k = 1 THEN m.last_active_at ELSE x.lo + (m.last_active_at - x.lo) * random() END,
             -- A blessing goes to another member, a contribution to one of the circle's goals (decision 0042).
             CASE WHEN x.type = 'blessing_sent' THEN (SELECT o.user_id FROM circle_members o WHERE o.circle_id = m.circle_id AND o.user_id <> m.user_id ORDER BY random() + 0 * k LIMIT 1) END,
             CASE WHEN x.type = 'goal_contribution' THEN (SELECT g.id FROM circle_goals g WHERE g.circle_id = m.circle_id ORDER BY random() + 0 * k LIMIT 1) END,
             CASE WHEN x.type = 'goal_contribution' THEN 1 + floor(random() * 5)::int END
      FROM circle_members m JOIN s_circle_ids ci ON ci.id = m.circle_id CROSS JOIN s_lists d
      CROSS JOIN LATERAL generate_series(1, floor(power(random() + 0 * m.id, 1.5) * 6)::int) k
      CROSS JOIN LATERAL (
        SELECT least(m.last_active_at, greatest(m.joined_at, now() - interval '120 days')) AS lo, r,
               CASE WHEN r < 0.1 THEN 'goal_contribution' WHEN r < 0.18 THEN 'blessing_sent' ELSE 'thawap_completed' END AS type,
               CASE WHEN r < 0.1 THEN 'Contributed to a circle goal' WHEN r < 0.18 THEN 'Sent a blessing to the circle'
                    ELSE d.deeds[1 + floor(random() * array_length(d.deeds, 1))::int] END AS content
        FROM (SELECT random() + 0 * k AS r) rr
      ) x
      WHERE m.last_active_at > m.joined_at AND m.last_active_at > now() - interval '120 days'`);
  await tx.execute(sql`
      INSERT INTO s_acts (user_id, type, content, created_at)
      SELECT u.id, x.type, x.content, CASE WHEN k = 1 THEN u.last_active_at ELSE x.lo + (u.last_active_at - x.lo) * random() END
      FROM s_users u CROSS JOIN s_lists d
      CROSS JOIN LATERAL generate_series(1, 1 + floor(power(random() + 0 * u.id, 1.5) * 4)::int) k
      CROSS JOIN LATERAL (
        SELECT least(u.last_active_at, greatest(u.created_at, now() - interval '120 days')) AS lo,
               CASE WHEN r < 0.15 THEN 'quran_completed' ELSE 'thawap_completed' END AS type,
               CASE WHEN r < 0.15 THEN d.qurans[1 + floor(random() * array_length(d.qurans, 1))::int]
                    ELSE d.deeds[1 + floor(random() * array_length(d.deeds, 1))::int] END AS content
        FROM (SELECT random() + 0 * k AS r) rr
      ) x
      WHERE u.last_active_at > now() - interval '120 days'`);

  // A streak of N days is a deed on each of the N days up to the last-active time (UTC days).
  await tx.execute(sql`
      INSERT INTO s_acts (user_id, type, content, created_at)
      SELECT u.id, 'thawap_completed', d.deeds[1 + floor(random() * array_length(d.deeds, 1))::int], u.last_active_at - interval '1 day' * k
      FROM s_users u CROSS JOIN s_lists d
      CROSS JOIN LATERAL generate_series(0, u.streak - 1) k
      WHERE u.streak > 0`);
  // Each deed names a task of the catalogue when there is one: the user's habits (2-5 tasks)
  // rotate by day number, so a day's k-th deed (k up to the habit count) is habit (day + k) mod
  // habits, and more deeds than habits that day take further tasks; with catalogue positions a
  // stride apart that is coprime to the catalogue size, a user's deeds of one day are distinct tasks.
  // Temporary tables have no statistics until analysed (autovacuum never sees them): without
  // them a join over 100,000 users can be planned as a nested loop (minutes instead of seconds).
  await tx.execute(sql`ANALYZE s_acts`);
  await tx.execute(sql`CREATE TEMP TABLE s_task_names ON COMMIT DROP AS
      SELECT (row_number() OVER (ORDER BY min(id)) - 1)::int AS k, name FROM thawab_tasks GROUP BY name`);
  const [catalogue] = await queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM s_task_names`);
  const taskCount = Math.max(1, catalogue?.n ?? 0);
  let taskStride = 7;
  while (gcd(taskStride, taskCount) !== 1) taskStride++;
  await tx.execute(sql`
      INSERT INTO user_activity (user_id, circle_id, type, content, created_at, target_user_id, goal_id, amount)
      SELECT a.user_id, a.circle_id, a.type, coalesce(t.name, a.content), a.created_at, a.target_user_id, a.goal_id, a.amount
      FROM (
        SELECT x.*, CASE WHEN x.type = 'thawap_completed'
                         THEN ((u.first_task + ${taskStride} * CASE WHEN x.k <= u.habits THEN (x.day + x.k - 1) % u.habits ELSE x.k - 1 END) % ${taskCount})::int END AS task
        FROM (
          SELECT s.*, (s.created_at AT TIME ZONE 'UTC')::date - DATE '2000-01-01' AS day,
                 row_number() OVER (PARTITION BY s.user_id, s.type, (s.created_at AT TIME ZONE 'UTC')::date ORDER BY s.created_at)::int AS k
          FROM s_acts s
        ) x
        JOIN s_users u ON u.id = x.user_id
      ) a
      LEFT JOIN s_task_names t ON t.k = a.task`);
}
