-- Custom migration: the per-day and per-month active-user counters (migration 0021) are spread over
-- 32 rows each, by user id, so that when most users log their first deed of the day at once (after
-- a prayer) their transactions do not all queue on the one (day, status) row: each counter row is
-- locked until its writer commits, and measured in bench:app's spike, 16 concurrent completions
-- spent 34 ms of their 35 ms insert waiting for it. A user always lands in the same slot
-- (user_id % 32), so a slot's count is the users of that slot and never goes below zero on a
-- removal. Readers sum the slots (src/server/repositories/analytics-engagement.ts).
CREATE FUNCTION engagement_count_slot(user_id integer) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT (user_id % 32)::smallint
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION engagement_summary_apply_days(delta jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF delta IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO activity_day_counts AS c (day, status, slot, users)
  SELECT d.day, d.status, d.slot, d.n FROM jsonb_to_recordset(delta) AS d(day date, status varchar(16), slot smallint, n integer) WHERE d.n > 0 ORDER BY 1, 2, 3
  ON CONFLICT (day, status, slot) DO UPDATE SET users = c.users + EXCLUDED.users;
  PERFORM 1 FROM activity_day_counts c JOIN jsonb_to_recordset(delta) AS d(day date, status varchar(16), slot smallint, n integer)
    ON c.day = d.day AND c.status = d.status AND c.slot = d.slot
  WHERE d.n < 0 ORDER BY c.day, c.status, c.slot FOR UPDATE OF c;
  UPDATE activity_day_counts c SET users = c.users + d.n FROM jsonb_to_recordset(delta) AS d(day date, status varchar(16), slot smallint, n integer)
  WHERE d.n < 0 AND c.day = d.day AND c.status = d.status AND c.slot = d.slot;
  DELETE FROM activity_day_counts c USING jsonb_to_recordset(delta) AS d(day date, status varchar(16), slot smallint, n integer)
  WHERE d.n < 0 AND c.day = d.day AND c.status = d.status AND c.slot = d.slot AND c.users = 0;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION engagement_summary_apply_months(delta jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF delta IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO activity_month_counts AS c (month, status, slot, users)
  SELECT d.month, d.status, d.slot, d.n FROM jsonb_to_recordset(delta) AS d(month date, status varchar(16), slot smallint, n integer) WHERE d.n > 0 ORDER BY 1, 2, 3
  ON CONFLICT (month, status, slot) DO UPDATE SET users = c.users + EXCLUDED.users;
  PERFORM 1 FROM activity_month_counts c JOIN jsonb_to_recordset(delta) AS d(month date, status varchar(16), slot smallint, n integer)
    ON c.month = d.month AND c.status = d.status AND c.slot = d.slot
  WHERE d.n < 0 ORDER BY c.month, c.status, c.slot FOR UPDATE OF c;
  UPDATE activity_month_counts c SET users = c.users + d.n FROM jsonb_to_recordset(delta) AS d(month date, status varchar(16), slot smallint, n integer)
  WHERE d.n < 0 AND c.month = d.month AND c.status = d.status AND c.slot = d.slot;
  DELETE FROM activity_month_counts c USING jsonb_to_recordset(delta) AS d(month date, status varchar(16), slot smallint, n integer)
  WHERE d.n < 0 AND c.month = d.month AND c.status = d.status AND c.slot = d.slot AND c.users = 0;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION engagement_summary_days_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM engagement_summary_apply_days((SELECT jsonb_agg(jsonb_build_object('day', day, 'status', status, 'slot', slot, 'n', n))
    FROM (SELECT day, status, engagement_count_slot(user_id) AS slot, count(*)::int AS n FROM added GROUP BY 1, 2, 3) t));
  INSERT INTO activity_users AS a (user_id, first_day, last_day, signup_day, status, retained_weeks)
  SELECT user_id, min(day), max(day), max(signup_day), max(status), bit_or(engagement_retention_bit(day, signup_day))
  FROM added GROUP BY user_id ORDER BY user_id
  ON CONFLICT (user_id) DO UPDATE SET
    first_day = least(a.first_day, EXCLUDED.first_day), last_day = greatest(a.last_day, EXCLUDED.last_day),
    signup_day = EXCLUDED.signup_day, status = EXCLUDED.status, retained_weeks = a.retained_weeks | EXCLUDED.retained_weeks;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION engagement_summary_days_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM engagement_summary_apply_days((SELECT jsonb_agg(jsonb_build_object('day', day, 'status', status, 'slot', slot, 'n', n))
    FROM (SELECT day, status, engagement_count_slot(user_id) AS slot, -count(*)::int AS n FROM removed GROUP BY 1, 2, 3) t));
  PERFORM engagement_summary_users_refresh(ARRAY(SELECT DISTINCT user_id FROM removed));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION engagement_summary_days_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM engagement_summary_apply_days((SELECT jsonb_agg(jsonb_build_object('day', day, 'status', status, 'slot', slot, 'n', n))
    FROM (SELECT day, status, slot, sum(k)::int AS n
          FROM (SELECT day, status, engagement_count_slot(user_id) AS slot, 1 AS k FROM after_rows
                UNION ALL SELECT day, status, engagement_count_slot(user_id), -1 FROM before_rows) x
          GROUP BY 1, 2, 3 HAVING sum(k) <> 0) t));
  -- Users whose rows changed other than in `actions` (day, sign-up day or plan).
  PERFORM engagement_summary_users_refresh(ARRAY(
    SELECT user_id FROM (SELECT user_id, day, signup_day, status FROM after_rows EXCEPT SELECT user_id, day, signup_day, status FROM before_rows) x
    UNION
    SELECT user_id FROM (SELECT user_id, day, signup_day, status FROM before_rows EXCEPT SELECT user_id, day, signup_day, status FROM after_rows) y
  ));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION engagement_summary_months_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM engagement_summary_apply_months((SELECT jsonb_agg(jsonb_build_object('month', month, 'status', status, 'slot', slot, 'n', n))
    FROM (SELECT month, status, engagement_count_slot(user_id) AS slot, count(*)::int AS n FROM added GROUP BY 1, 2, 3) t));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION engagement_summary_months_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM engagement_summary_apply_months((SELECT jsonb_agg(jsonb_build_object('month', month, 'status', status, 'slot', slot, 'n', n))
    FROM (SELECT month, status, engagement_count_slot(user_id) AS slot, -count(*)::int AS n FROM removed GROUP BY 1, 2, 3) t));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION engagement_summary_months_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM engagement_summary_apply_months((SELECT jsonb_agg(jsonb_build_object('month', month, 'status', status, 'slot', slot, 'n', n))
    FROM (SELECT month, status, slot, sum(k)::int AS n
          FROM (SELECT month, status, engagement_count_slot(user_id) AS slot, 1 AS k FROM after_rows
                UNION ALL SELECT month, status, engagement_count_slot(user_id), -1 FROM before_rows) x
          GROUP BY 1, 2, 3 HAVING sum(k) <> 0) t));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The counts so far were written unslotted (all in slot 0): recount them into their slots.
DELETE FROM activity_day_counts;
--> statement-breakpoint
INSERT INTO activity_day_counts (day, status, slot, users)
SELECT day, status, engagement_count_slot(user_id), count(*)::int FROM activity_user_days GROUP BY 1, 2, 3;
--> statement-breakpoint
DELETE FROM activity_month_counts;
--> statement-breakpoint
INSERT INTO activity_month_counts (month, status, slot, users)
SELECT month, status, engagement_count_slot(user_id), count(*)::int FROM activity_user_months GROUP BY 1, 2, 3;
