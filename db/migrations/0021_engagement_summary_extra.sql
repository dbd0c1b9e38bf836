-- Custom migration (drizzle-kit cannot express triggers): keep the engagement summaries
-- (db/schema-engagement-summary.ts, decision 0028) equal to what they summarise:
-- activity_users (each user's first and last active UTC day and retention weeks) and
-- activity_day_counts from activity_user_days, activity_month_counts from activity_user_months,
-- signup_day_counts from users. Statement-level triggers with transition tables on those tables
-- (decision 0021's pattern), so every write that reaches them reaches the summaries: activity
-- added or removed, a plan or sign-up change (the roll-ups' segment columns are updated), an
-- account deletion (cascades), a TRUNCATE.
-- Counters: increases are one ordered upsert (ordered, so concurrent writers lock rows in the same
-- order); decreases lock the rows in order, subtract, and drop rows that reach zero (a negative
-- EXCLUDED row would fail the CHECK before ON CONFLICT is considered, so they are an UPDATE).
-- A user's first/last day and retention weeks: additions widen them (least/greatest/bit OR, right
-- whatever commits first); removals recount them from activity_user_days after locking the row, in
-- a new statement, so the recount's snapshot includes every writer that touched the row before
-- us, and a later writer waits for our lock and widens our result. Then the summaries are filled.
-- Retention: the bit of week N (1 << N) when `day` is in week N = 1–4 after `signup_day`
-- (RETENTION_WEEKS, src/lib/analytics/engagement.ts), else 0.
CREATE FUNCTION engagement_retention_bit(day date, signup_day date) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN day - signup_day BETWEEN 7 AND 34 THEN 1 << ((day - signup_day) / 7) ELSE 0 END
$$;
--> statement-breakpoint
CREATE FUNCTION engagement_summary_users_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM activity_users WHERE user_id = ANY (ids) ORDER BY user_id FOR UPDATE;
  UPDATE activity_users a
  SET first_day = s.first_day, last_day = s.last_day, signup_day = s.signup_day, status = s.status, retained_weeks = s.retained_weeks
  FROM (
    SELECT d.user_id, min(d.day) AS first_day, max(d.day) AS last_day, max(d.signup_day) AS signup_day, max(d.status) AS status,
           bit_or(engagement_retention_bit(d.day, d.signup_day)) AS retained_weeks
    FROM activity_user_days d WHERE d.user_id = ANY (ids) GROUP BY d.user_id
  ) s
  WHERE a.user_id = s.user_id
    AND (a.first_day, a.last_day, a.signup_day, a.status, a.retained_weeks) IS DISTINCT FROM (s.first_day, s.last_day, s.signup_day, s.status, s.retained_weeks);
  DELETE FROM activity_users a WHERE a.user_id = ANY (ids) AND NOT EXISTS (SELECT 1 FROM activity_user_days d WHERE d.user_id = a.user_id);
END
$$;
--> statement-breakpoint
-- Applies net changes [{"day", "status", "n"}] to activity_day_counts: increases as one ordered upsert,
-- decreases after locking their rows in order, then drops counters that reached zero.
CREATE FUNCTION engagement_summary_apply_days(delta jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF delta IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO activity_day_counts AS c (day, status, users)
  SELECT d.day, d.status, d.n FROM jsonb_to_recordset(delta) AS d(day date, status varchar(16), n integer) WHERE d.n > 0 ORDER BY 1, 2
  ON CONFLICT (day, status) DO UPDATE SET users = c.users + EXCLUDED.users;
  PERFORM 1 FROM activity_day_counts c JOIN jsonb_to_recordset(delta) AS d(day date, status varchar(16), n integer) ON c.day = d.day AND c.status = d.status
  WHERE d.n < 0 ORDER BY c.day, c.status FOR UPDATE OF c;
  UPDATE activity_day_counts c SET users = c.users + d.n FROM jsonb_to_recordset(delta) AS d(day date, status varchar(16), n integer)
  WHERE d.n < 0 AND c.day = d.day AND c.status = d.status;
  DELETE FROM activity_day_counts c USING jsonb_to_recordset(delta) AS d(day date, status varchar(16), n integer)
  WHERE d.n < 0 AND c.day = d.day AND c.status = d.status AND c.users = 0;
END
$$;
--> statement-breakpoint
-- Applies net changes [{"month", "status", "n"}] to activity_month_counts: increases as one ordered upsert,
-- decreases after locking their rows in order, then drops counters that reached zero.
CREATE FUNCTION engagement_summary_apply_months(delta jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF delta IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO activity_month_counts AS c (month, status, users)
  SELECT d.month, d.status, d.n FROM jsonb_to_recordset(delta) AS d(month date, status varchar(16), n integer) WHERE d.n > 0 ORDER BY 1, 2
  ON CONFLICT (month, status) DO UPDATE SET users = c.users + EXCLUDED.users;
  PERFORM 1 FROM activity_month_counts c JOIN jsonb_to_recordset(delta) AS d(month date, status varchar(16), n integer) ON c.month = d.month AND c.status = d.status
  WHERE d.n < 0 ORDER BY c.month, c.status FOR UPDATE OF c;
  UPDATE activity_month_counts c SET users = c.users + d.n FROM jsonb_to_recordset(delta) AS d(month date, status varchar(16), n integer)
  WHERE d.n < 0 AND c.month = d.month AND c.status = d.status;
  DELETE FROM activity_month_counts c USING jsonb_to_recordset(delta) AS d(month date, status varchar(16), n integer)
  WHERE d.n < 0 AND c.month = d.month AND c.status = d.status AND c.users = 0;
END
$$;
--> statement-breakpoint
CREATE FUNCTION engagement_summary_days_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM engagement_summary_apply_days((SELECT jsonb_agg(jsonb_build_object('day', day, 'status', status, 'n', n)) FROM (SELECT day, status, count(*)::int AS n FROM added GROUP BY 1, 2) t));
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
CREATE FUNCTION engagement_summary_days_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM engagement_summary_apply_days((SELECT jsonb_agg(jsonb_build_object('day', day, 'status', status, 'n', n)) FROM (SELECT day, status, -count(*)::int AS n FROM removed GROUP BY 1, 2) t));
  PERFORM engagement_summary_users_refresh(ARRAY(SELECT DISTINCT user_id FROM removed));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An UPDATE of the roll-up: `actions` only (activity added to a day already counted: no net
-- change, nothing written), or the segment columns after a plan or sign-up change (the user moves
-- between counters).
CREATE FUNCTION engagement_summary_days_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM engagement_summary_apply_days((SELECT jsonb_agg(jsonb_build_object('day', day, 'status', status, 'n', n)) FROM (SELECT day, status, sum(k)::int AS n FROM (SELECT day, status, 1 AS k FROM after_rows UNION ALL SELECT day, status, -1 FROM before_rows) x GROUP BY 1, 2 HAVING sum(k) <> 0) t));
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
CREATE FUNCTION engagement_summary_months_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM engagement_summary_apply_months((SELECT jsonb_agg(jsonb_build_object('month', month, 'status', status, 'n', n)) FROM (SELECT month, status, count(*)::int AS n FROM added GROUP BY 1, 2) t));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION engagement_summary_months_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM engagement_summary_apply_months((SELECT jsonb_agg(jsonb_build_object('month', month, 'status', status, 'n', n)) FROM (SELECT month, status, -count(*)::int AS n FROM removed GROUP BY 1, 2) t));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An UPDATE of the roll-up: `actions` only (activity added to a month already counted: no net
-- change, nothing written), or the segment columns after a plan or sign-up change (the user moves
-- between counters).
CREATE FUNCTION engagement_summary_months_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM engagement_summary_apply_months((SELECT jsonb_agg(jsonb_build_object('month', month, 'status', status, 'n', n)) FROM (SELECT month, status, sum(k)::int AS n FROM (SELECT month, status, 1 AS k FROM after_rows UNION ALL SELECT month, status, -1 FROM before_rows) x GROUP BY 1, 2 HAVING sum(k) <> 0) t));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- DELETE, not TRUNCATE: a TRUNCATE ... CASCADE of users may be emptying activity_users in the same statement.
CREATE FUNCTION engagement_summary_days_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM activity_day_counts;
  DELETE FROM activity_users;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION engagement_summary_months_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM activity_month_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER activity_user_days_summary_insert AFTER INSERT ON activity_user_days REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION engagement_summary_days_added();
--> statement-breakpoint
CREATE TRIGGER activity_user_days_summary_delete AFTER DELETE ON activity_user_days REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION engagement_summary_days_removed();
--> statement-breakpoint
CREATE TRIGGER activity_user_days_summary_update AFTER UPDATE ON activity_user_days REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION engagement_summary_days_changed();
--> statement-breakpoint
CREATE TRIGGER activity_user_days_summary_truncate AFTER TRUNCATE ON activity_user_days
  FOR EACH STATEMENT EXECUTE FUNCTION engagement_summary_days_truncated();
--> statement-breakpoint
CREATE TRIGGER activity_user_months_summary_insert AFTER INSERT ON activity_user_months REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION engagement_summary_months_added();
--> statement-breakpoint
CREATE TRIGGER activity_user_months_summary_delete AFTER DELETE ON activity_user_months REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION engagement_summary_months_removed();
--> statement-breakpoint
CREATE TRIGGER activity_user_months_summary_update AFTER UPDATE ON activity_user_months REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION engagement_summary_months_changed();
--> statement-breakpoint
CREATE TRIGGER activity_user_months_summary_truncate AFTER TRUNCATE ON activity_user_months
  FOR EACH STATEMENT EXECUTE FUNCTION engagement_summary_months_truncated();
--> statement-breakpoint
-- Applies net changes [{"signup_day", "status", "n"}] to signup_day_counts: increases as one ordered upsert,
-- decreases after locking their rows in order, then drops counters that reached zero.
CREATE FUNCTION engagement_summary_apply_signup_days(delta jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF delta IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO signup_day_counts AS c (signup_day, status, users)
  SELECT d.signup_day, d.status, d.n FROM jsonb_to_recordset(delta) AS d(signup_day date, status varchar(16), n integer) WHERE d.n > 0 ORDER BY 1, 2
  ON CONFLICT (signup_day, status) DO UPDATE SET users = c.users + EXCLUDED.users;
  PERFORM 1 FROM signup_day_counts c JOIN jsonb_to_recordset(delta) AS d(signup_day date, status varchar(16), n integer) ON c.signup_day = d.signup_day AND c.status = d.status
  WHERE d.n < 0 ORDER BY c.signup_day, c.status FOR UPDATE OF c;
  UPDATE signup_day_counts c SET users = c.users + d.n FROM jsonb_to_recordset(delta) AS d(signup_day date, status varchar(16), n integer)
  WHERE d.n < 0 AND c.signup_day = d.signup_day AND c.status = d.status;
  DELETE FROM signup_day_counts c USING jsonb_to_recordset(delta) AS d(signup_day date, status varchar(16), n integer)
  WHERE d.n < 0 AND c.signup_day = d.signup_day AND c.status = d.status AND c.users = 0;
END
$$;
--> statement-breakpoint
-- Sign-ups per UTC day and plan follow users: added and removed accounts (statement-level), a
-- changed sign-up day or plan (row-level, only when the day or plan changes: users are updated
-- often, for other columns).
CREATE FUNCTION engagement_signups_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM engagement_summary_apply_signup_days((SELECT jsonb_agg(jsonb_build_object('signup_day', signup_day, 'status', status, 'n', n))
    FROM (SELECT (created_at AT TIME ZONE 'UTC')::date AS signup_day, status, count(*)::int AS n FROM added GROUP BY 1, 2) t));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION engagement_signups_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM engagement_summary_apply_signup_days((SELECT jsonb_agg(jsonb_build_object('signup_day', signup_day, 'status', status, 'n', n))
    FROM (SELECT (created_at AT TIME ZONE 'UTC')::date AS signup_day, status, -count(*)::int AS n FROM removed GROUP BY 1, 2) t));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION engagement_signups_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF ((OLD.created_at AT TIME ZONE 'UTC')::date, OLD.status) IS DISTINCT FROM ((NEW.created_at AT TIME ZONE 'UTC')::date, NEW.status) THEN
    PERFORM engagement_summary_apply_signup_days(jsonb_build_array(
      jsonb_build_object('signup_day', (OLD.created_at AT TIME ZONE 'UTC')::date, 'status', OLD.status, 'n', -1),
      jsonb_build_object('signup_day', (NEW.created_at AT TIME ZONE 'UTC')::date, 'status', NEW.status, 'n', 1)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION engagement_signups_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM signup_day_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_signup_counts_insert AFTER INSERT ON users REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION engagement_signups_added();
--> statement-breakpoint
CREATE TRIGGER users_signup_counts_delete AFTER DELETE ON users REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION engagement_signups_removed();
--> statement-breakpoint
CREATE TRIGGER users_signup_counts_update AFTER UPDATE OF created_at, status ON users
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION engagement_signups_changed();
--> statement-breakpoint
CREATE TRIGGER users_signup_counts_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION engagement_signups_truncated();
--> statement-breakpoint
INSERT INTO activity_users (user_id, first_day, last_day, signup_day, status, retained_weeks)
SELECT user_id, min(day), max(day), max(signup_day), max(status), bit_or(engagement_retention_bit(day, signup_day)) FROM activity_user_days GROUP BY user_id;
--> statement-breakpoint
INSERT INTO activity_day_counts (day, status, users) SELECT day, status, count(*)::int FROM activity_user_days GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO activity_month_counts (month, status, users) SELECT month, status, count(*)::int FROM activity_user_months GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO signup_day_counts (signup_day, status, users)
SELECT (created_at AT TIME ZONE 'UTC')::date, status, count(*)::int FROM users GROUP BY 1, 2;
