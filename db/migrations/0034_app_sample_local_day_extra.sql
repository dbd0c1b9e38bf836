-- Custom migration (decision 0043): the app's own day and the sample community.
--
-- 1. The engagement roll-ups (decision 0021) count an activity item on the user's local date when
--    the item carries one (user_activity.local_date: a deed the app completed on the user's day,
--    decision 0039), else on its UTC day as before. Same functions as 0015_engagement_extra with
--    that one day expression; the triggers stay as they are. The circle time bands stay UTC hours.
-- 2. Users the sample generator made before users.is_sample existed are marked sample: every user
--    then was either generated or made by an app sign-in (decision 0038), and an app-made user was
--    created by 'app user' or has a sign-in code or token family.
CREATE OR REPLACE FUNCTION engagement_rollup_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_user_days AS d (day, user_id, actions, signup_day, status)
  SELECT coalesce(n.local_date, (n.created_at AT TIME ZONE 'UTC')::date), n.user_id, count(*)::int, (u.created_at AT TIME ZONE 'UTC')::date, u.status
  FROM new_rows n JOIN users u ON u.id = n.user_id GROUP BY 1, 2, 4, 5
  ON CONFLICT (day, user_id) DO UPDATE SET actions = d.actions + EXCLUDED.actions;
  INSERT INTO activity_user_months AS m (month, user_id, actions, signup_day, status)
  SELECT date_trunc('month', coalesce(n.local_date, (n.created_at AT TIME ZONE 'UTC')::date))::date, n.user_id, count(*)::int, (u.created_at AT TIME ZONE 'UTC')::date, u.status
  FROM new_rows n JOIN users u ON u.id = n.user_id GROUP BY 1, 2, 4, 5
  ON CONFLICT (month, user_id) DO UPDATE SET actions = m.actions + EXCLUDED.actions;
  INSERT INTO activity_circle_days AS c (day, circle_id, user_id, morning, afternoon, evening, night, signup_day, status)
  SELECT coalesce(n.local_date, (n.created_at AT TIME ZONE 'UTC')::date), n.circle_id, n.user_id,
         count(*) FILTER (WHERE extract(hour FROM n.created_at AT TIME ZONE 'UTC') >= 6 AND extract(hour FROM n.created_at AT TIME ZONE 'UTC') < 12)::int,
         count(*) FILTER (WHERE extract(hour FROM n.created_at AT TIME ZONE 'UTC') >= 12 AND extract(hour FROM n.created_at AT TIME ZONE 'UTC') < 18)::int,
         count(*) FILTER (WHERE extract(hour FROM n.created_at AT TIME ZONE 'UTC') >= 18)::int,
         count(*) FILTER (WHERE extract(hour FROM n.created_at AT TIME ZONE 'UTC') < 6)::int,
         (u.created_at AT TIME ZONE 'UTC')::date, u.status
  FROM new_rows n JOIN users u ON u.id = n.user_id WHERE n.circle_id IS NOT NULL GROUP BY 1, 2, 3, 8, 9
  ON CONFLICT (day, circle_id, user_id) DO UPDATE SET
    morning = c.morning + EXCLUDED.morning, afternoon = c.afternoon + EXCLUDED.afternoon,
    evening = c.evening + EXCLUDED.evening, night = c.night + EXCLUDED.night;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION engagement_rollup_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Rows that lose all their actions go first, then the others are reduced (the other order would
  -- judge "all" on already-reduced counts).
  DELETE FROM activity_user_days d USING (SELECT coalesce(local_date, (created_at AT TIME ZONE 'UTC')::date) AS day, user_id, count(*)::int AS n FROM old_rows GROUP BY 1, 2) o
  WHERE d.day = o.day AND d.user_id = o.user_id AND d.actions <= o.n;
  UPDATE activity_user_days d SET actions = d.actions - o.n
  FROM (SELECT coalesce(local_date, (created_at AT TIME ZONE 'UTC')::date) AS day, user_id, count(*)::int AS n FROM old_rows GROUP BY 1, 2) o
  WHERE d.day = o.day AND d.user_id = o.user_id AND d.actions > o.n;
  DELETE FROM activity_user_months m USING (SELECT date_trunc('month', coalesce(local_date, (created_at AT TIME ZONE 'UTC')::date))::date AS month, user_id, count(*)::int AS n FROM old_rows GROUP BY 1, 2) o
  WHERE m.month = o.month AND m.user_id = o.user_id AND m.actions <= o.n;
  UPDATE activity_user_months m SET actions = m.actions - o.n
  FROM (SELECT date_trunc('month', coalesce(local_date, (created_at AT TIME ZONE 'UTC')::date))::date AS month, user_id, count(*)::int AS n FROM old_rows GROUP BY 1, 2) o
  WHERE m.month = o.month AND m.user_id = o.user_id AND m.actions > o.n;
  UPDATE activity_circle_days c SET
    morning = greatest(0, c.morning - o.morning), afternoon = greatest(0, c.afternoon - o.afternoon),
    evening = greatest(0, c.evening - o.evening), night = greatest(0, c.night - o.night)
  FROM (
    SELECT coalesce(local_date, (created_at AT TIME ZONE 'UTC')::date) AS day, circle_id, user_id,
         count(*) FILTER (WHERE extract(hour FROM created_at AT TIME ZONE 'UTC') >= 6 AND extract(hour FROM created_at AT TIME ZONE 'UTC') < 12)::int AS morning,
         count(*) FILTER (WHERE extract(hour FROM created_at AT TIME ZONE 'UTC') >= 12 AND extract(hour FROM created_at AT TIME ZONE 'UTC') < 18)::int AS afternoon,
         count(*) FILTER (WHERE extract(hour FROM created_at AT TIME ZONE 'UTC') >= 18)::int AS evening,
         count(*) FILTER (WHERE extract(hour FROM created_at AT TIME ZONE 'UTC') < 6)::int AS night
    FROM old_rows WHERE circle_id IS NOT NULL GROUP BY 1, 2, 3
  ) o
  WHERE c.day = o.day AND c.circle_id = o.circle_id AND c.user_id = o.user_id;
  DELETE FROM activity_circle_days c USING (SELECT DISTINCT coalesce(local_date, (created_at AT TIME ZONE 'UTC')::date) AS day, circle_id, user_id FROM old_rows WHERE circle_id IS NOT NULL) o
  WHERE c.day = o.day AND c.circle_id = o.circle_id AND c.user_id = o.user_id AND c.morning = 0 AND c.afternoon = 0 AND c.evening = 0 AND c.night = 0;
  RETURN NULL;
END
$$;

--> statement-breakpoint
UPDATE users u SET is_sample = true
WHERE u.changed_by IS DISTINCT FROM 'app user'
  AND NOT EXISTS (SELECT 1 FROM app_token_families f WHERE f.user_id = u.id)
  AND NOT EXISTS (SELECT 1 FROM app_sign_in_codes c WHERE c.email = lower(trim(u.email)));
--> statement-breakpoint
-- Completions the app already recorded: their activity items carry the completion's local date.
UPDATE user_activity a SET local_date = c.completed_on
FROM thawab_completions c
WHERE c.time_zone IS NOT NULL AND a.user_id = c.user_id AND a.type = 'thawap_completed' AND a.created_at = c.completed_at
  AND a.local_date IS NULL;
