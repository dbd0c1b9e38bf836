-- Custom migration (drizzle-kit cannot express triggers): keep the engagement roll-ups
-- (db/schema-engagement.ts, decision 0021) in step with user_activity, whoever writes it.
-- Statement-level triggers with transition tables: a bulk insert of 100,000 rows is one
-- aggregated upsert per roll-up, not 100,000 row triggers. Removals subtract and drop rows that
-- reach zero; an UPDATE is a removal of the old rows and an addition of the new ones; TRUNCATE of
-- user_activity empties the roll-ups. The segment columns (sign-up day, plan) are copied from
-- users and follow users.created_at and users.status. Then the roll-ups are filled from the
-- existing activity.
CREATE FUNCTION engagement_rollup_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_user_days AS d (day, user_id, actions, signup_day, status)
  SELECT (n.created_at AT TIME ZONE 'UTC')::date, n.user_id, count(*)::int, (u.created_at AT TIME ZONE 'UTC')::date, u.status
  FROM new_rows n JOIN users u ON u.id = n.user_id GROUP BY 1, 2, 4, 5
  ON CONFLICT (day, user_id) DO UPDATE SET actions = d.actions + EXCLUDED.actions;
  INSERT INTO activity_user_months AS m (month, user_id, actions, signup_day, status)
  SELECT date_trunc('month', n.created_at AT TIME ZONE 'UTC')::date, n.user_id, count(*)::int, (u.created_at AT TIME ZONE 'UTC')::date, u.status
  FROM new_rows n JOIN users u ON u.id = n.user_id GROUP BY 1, 2, 4, 5
  ON CONFLICT (month, user_id) DO UPDATE SET actions = m.actions + EXCLUDED.actions;
  INSERT INTO activity_circle_days AS c (day, circle_id, user_id, morning, afternoon, evening, night, signup_day, status)
  SELECT (n.created_at AT TIME ZONE 'UTC')::date, n.circle_id, n.user_id,
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
CREATE FUNCTION engagement_rollup_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Rows that lose all their actions go first, then the others are reduced (the other order would
  -- judge "all" on already-reduced counts).
  DELETE FROM activity_user_days d USING (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, user_id, count(*)::int AS n FROM old_rows GROUP BY 1, 2) o
  WHERE d.day = o.day AND d.user_id = o.user_id AND d.actions <= o.n;
  UPDATE activity_user_days d SET actions = d.actions - o.n
  FROM (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, user_id, count(*)::int AS n FROM old_rows GROUP BY 1, 2) o
  WHERE d.day = o.day AND d.user_id = o.user_id AND d.actions > o.n;
  DELETE FROM activity_user_months m USING (SELECT date_trunc('month', created_at AT TIME ZONE 'UTC')::date AS month, user_id, count(*)::int AS n FROM old_rows GROUP BY 1, 2) o
  WHERE m.month = o.month AND m.user_id = o.user_id AND m.actions <= o.n;
  UPDATE activity_user_months m SET actions = m.actions - o.n
  FROM (SELECT date_trunc('month', created_at AT TIME ZONE 'UTC')::date AS month, user_id, count(*)::int AS n FROM old_rows GROUP BY 1, 2) o
  WHERE m.month = o.month AND m.user_id = o.user_id AND m.actions > o.n;
  UPDATE activity_circle_days c SET
    morning = greatest(0, c.morning - o.morning), afternoon = greatest(0, c.afternoon - o.afternoon),
    evening = greatest(0, c.evening - o.evening), night = greatest(0, c.night - o.night)
  FROM (
    SELECT (created_at AT TIME ZONE 'UTC')::date AS day, circle_id, user_id,
         count(*) FILTER (WHERE extract(hour FROM created_at AT TIME ZONE 'UTC') >= 6 AND extract(hour FROM created_at AT TIME ZONE 'UTC') < 12)::int AS morning,
         count(*) FILTER (WHERE extract(hour FROM created_at AT TIME ZONE 'UTC') >= 12 AND extract(hour FROM created_at AT TIME ZONE 'UTC') < 18)::int AS afternoon,
         count(*) FILTER (WHERE extract(hour FROM created_at AT TIME ZONE 'UTC') >= 18)::int AS evening,
         count(*) FILTER (WHERE extract(hour FROM created_at AT TIME ZONE 'UTC') < 6)::int AS night
    FROM old_rows WHERE circle_id IS NOT NULL GROUP BY 1, 2, 3
  ) o
  WHERE c.day = o.day AND c.circle_id = o.circle_id AND c.user_id = o.user_id;
  DELETE FROM activity_circle_days c USING (SELECT DISTINCT (created_at AT TIME ZONE 'UTC')::date AS day, circle_id, user_id FROM old_rows WHERE circle_id IS NOT NULL) o
  WHERE c.day = o.day AND c.circle_id = o.circle_id AND c.user_id = o.user_id AND c.morning = 0 AND c.afternoon = 0 AND c.evening = 0 AND c.night = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION engagement_rollup_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- DELETE, not TRUNCATE: a TRUNCATE ... CASCADE of users may be emptying these tables in the same
  -- statement, and a nested TRUNCATE of a table in use fails.
  DELETE FROM activity_user_days;
  DELETE FROM activity_user_months;
  DELETE FROM activity_circle_days;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION engagement_rollup_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE activity_user_days SET signup_day = (NEW.created_at AT TIME ZONE 'UTC')::date, status = NEW.status WHERE user_id = NEW.id;
  UPDATE activity_user_months SET signup_day = (NEW.created_at AT TIME ZONE 'UTC')::date, status = NEW.status WHERE user_id = NEW.id;
  UPDATE activity_circle_days SET signup_day = (NEW.created_at AT TIME ZONE 'UTC')::date, status = NEW.status WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_rollup_segment AFTER UPDATE OF created_at, status ON users
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION engagement_rollup_user();
--> statement-breakpoint
CREATE TRIGGER user_activity_rollup_insert AFTER INSERT ON user_activity REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION engagement_rollup_add();
--> statement-breakpoint
CREATE TRIGGER user_activity_rollup_delete AFTER DELETE ON user_activity REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION engagement_rollup_remove();
--> statement-breakpoint
CREATE TRIGGER user_activity_rollup_update_old AFTER UPDATE ON user_activity REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION engagement_rollup_remove();
--> statement-breakpoint
CREATE TRIGGER user_activity_rollup_update_new AFTER UPDATE ON user_activity REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION engagement_rollup_add();
--> statement-breakpoint
CREATE TRIGGER user_activity_rollup_truncate AFTER TRUNCATE ON user_activity
  FOR EACH STATEMENT EXECUTE FUNCTION engagement_rollup_truncate();
--> statement-breakpoint
DO $$
BEGIN
  INSERT INTO activity_user_days AS d (day, user_id, actions, signup_day, status)
  SELECT (n.created_at AT TIME ZONE 'UTC')::date, n.user_id, count(*)::int, (u.created_at AT TIME ZONE 'UTC')::date, u.status
  FROM user_activity n JOIN users u ON u.id = n.user_id GROUP BY 1, 2, 4, 5
  ON CONFLICT (day, user_id) DO UPDATE SET actions = d.actions + EXCLUDED.actions;
  INSERT INTO activity_user_months AS m (month, user_id, actions, signup_day, status)
  SELECT date_trunc('month', n.created_at AT TIME ZONE 'UTC')::date, n.user_id, count(*)::int, (u.created_at AT TIME ZONE 'UTC')::date, u.status
  FROM user_activity n JOIN users u ON u.id = n.user_id GROUP BY 1, 2, 4, 5
  ON CONFLICT (month, user_id) DO UPDATE SET actions = m.actions + EXCLUDED.actions;
  INSERT INTO activity_circle_days AS c (day, circle_id, user_id, morning, afternoon, evening, night, signup_day, status)
  SELECT (n.created_at AT TIME ZONE 'UTC')::date, n.circle_id, n.user_id,
         count(*) FILTER (WHERE extract(hour FROM n.created_at AT TIME ZONE 'UTC') >= 6 AND extract(hour FROM n.created_at AT TIME ZONE 'UTC') < 12)::int,
         count(*) FILTER (WHERE extract(hour FROM n.created_at AT TIME ZONE 'UTC') >= 12 AND extract(hour FROM n.created_at AT TIME ZONE 'UTC') < 18)::int,
         count(*) FILTER (WHERE extract(hour FROM n.created_at AT TIME ZONE 'UTC') >= 18)::int,
         count(*) FILTER (WHERE extract(hour FROM n.created_at AT TIME ZONE 'UTC') < 6)::int,
         (u.created_at AT TIME ZONE 'UTC')::date, u.status
  FROM user_activity n JOIN users u ON u.id = n.user_id WHERE n.circle_id IS NOT NULL GROUP BY 1, 2, 3, 8, 9
  ON CONFLICT (day, circle_id, user_id) DO UPDATE SET
    morning = c.morning + EXCLUDED.morning, afternoon = c.afternoon + EXCLUDED.afternoon,
    evening = c.evening + EXCLUDED.evening, night = c.night + EXCLUDED.night;
END
$$;
