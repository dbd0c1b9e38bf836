-- Custom migration (drizzle-kit cannot express triggers): keeps the people roll-ups (decision 0020)
-- exactly in step with their source rows. Statement-level AFTER triggers with transition tables
-- recompute, from the source table itself, only the users a statement touched, in the same
-- transaction as the write (bulk inserts of the sample generator included), after locking those
-- users' rows so that concurrent writes for the same user cannot refresh from stale snapshots:
--   users.circle_rank           highest circle role: 2 Creator, 1 Admin, 0 none (circle_members)
--   users.referral_count        invitations sent that led to an account (invitations)
--   referral_inviter_stats      per inviter: invitations sent, of which signed up, last sent
-- and row-level triggers copy each invitee's users.last_active_at onto their invitation
-- (invitations.invitee_last_active_at), so active invitees are an index range;
-- then backfills them for existing rows.
CREATE OR REPLACE FUNCTION people_refresh_circle_rank(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- The ids are joined as a set (unnest), never `= ANY(ids)`: a cached generic plan would test a
  -- large array linearly for every row (a bulk INSERT passes tens of thousands of ids).
  -- Lock the users first (in id order) so concurrent writers refresh one after the other and
  -- each count below sees the other's committed rows (READ COMMITTED: a new snapshot per statement).
  PERFORM 1 FROM users u JOIN (SELECT DISTINCT unnest(ids) AS id) t ON t.id = u.id ORDER BY u.id FOR NO KEY UPDATE OF u;
  UPDATE users u SET circle_rank = x.rank
  FROM (
    SELECT t.id, coalesce((SELECT max(CASE m.role WHEN 'Creator' THEN 2 WHEN 'Admin' THEN 1 ELSE 0 END)
                           FROM circle_members m WHERE m.user_id = t.id), 0)::smallint AS rank
    FROM (SELECT DISTINCT unnest(ids) AS id) t
  ) x
  WHERE u.id = x.id AND u.circle_rank <> x.rank;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION people_refresh_inviters(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM users u JOIN (SELECT DISTINCT unnest(ids) AS id) t ON t.id = u.id ORDER BY u.id FOR NO KEY UPDATE OF u;
  UPDATE users u SET referral_count = x.n
  FROM (
    SELECT t.id, (SELECT count(*) FROM invitations i WHERE i.inviter_id = t.id AND i.signed_up_at IS NOT NULL)::int AS n
    FROM (SELECT DISTINCT unnest(ids) AS id) t
  ) x
  WHERE u.id = x.id AND u.referral_count <> x.n;
  DELETE FROM referral_inviter_stats s USING (SELECT DISTINCT unnest(ids) AS id) t
  WHERE s.user_id = t.id AND NOT EXISTS (SELECT 1 FROM invitations i WHERE i.inviter_id = s.user_id);
  INSERT INTO referral_inviter_stats (user_id, invites, signups, last_invite_at)
  SELECT i.inviter_id, count(*)::int, count(i.signed_up_at)::int, max(i.sent_at)
  FROM (SELECT DISTINCT unnest(ids) AS id) t
  JOIN invitations i ON i.inviter_id = t.id
  WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = t.id)
  GROUP BY i.inviter_id
  ON CONFLICT (user_id) DO UPDATE SET invites = excluded.invites, signups = excluded.signups, last_invite_at = excluded.last_invite_at
  WHERE (referral_inviter_stats.invites, referral_inviter_stats.signups, referral_inviter_stats.last_invite_at)
        IS DISTINCT FROM (excluded.invites, excluded.signups, excluded.last_invite_at);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION people_circle_members_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM people_refresh_circle_rank(ARRAY(SELECT user_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM people_refresh_circle_rank(ARRAY(SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows));
  ELSE
    PERFORM people_refresh_circle_rank(ARRAY(SELECT user_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION people_invitations_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM people_refresh_inviters(ARRAY(SELECT inviter_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM people_refresh_inviters(ARRAY(SELECT inviter_id FROM new_rows UNION SELECT inviter_id FROM old_rows));
  ELSE
    PERFORM people_refresh_inviters(ARRAY(SELECT inviter_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER circle_members_rollup_insert AFTER INSERT ON circle_members
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION people_circle_members_changed();
--> statement-breakpoint
CREATE TRIGGER circle_members_rollup_update AFTER UPDATE ON circle_members
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION people_circle_members_changed();
--> statement-breakpoint
CREATE TRIGGER circle_members_rollup_delete AFTER DELETE ON circle_members
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION people_circle_members_changed();
--> statement-breakpoint
CREATE TRIGGER invitations_rollup_insert AFTER INSERT ON invitations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION people_invitations_changed();
--> statement-breakpoint
CREATE TRIGGER invitations_rollup_update AFTER UPDATE ON invitations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION people_invitations_changed();
--> statement-breakpoint
CREATE TRIGGER invitations_rollup_delete AFTER DELETE ON invitations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION people_invitations_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION people_invitation_invitee_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- FOR SHARE waits for a concurrent change of the invitee's last_active_at and reads its result.
  NEW.invitee_last_active_at := (SELECT u.last_active_at FROM users u WHERE u.id = NEW.invitee_id FOR SHARE);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER invitations_invitee_activity BEFORE INSERT OR UPDATE OF invitee_id ON invitations
  FOR EACH ROW EXECUTE FUNCTION people_invitation_invitee_activity();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION people_user_activity_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invitations SET invitee_last_active_at = NEW.last_active_at WHERE invitee_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_last_active_to_invitation AFTER UPDATE OF last_active_at ON users
  FOR EACH ROW WHEN (OLD.last_active_at IS DISTINCT FROM NEW.last_active_at) EXECUTE FUNCTION people_user_activity_changed();
--> statement-breakpoint
-- Backfill from the rows already there.
UPDATE invitations i SET invitee_last_active_at = u.last_active_at FROM users u WHERE u.id = i.invitee_id;
UPDATE users u SET circle_rank = r.rank
FROM (SELECT user_id, max(CASE role WHEN 'Creator' THEN 2 WHEN 'Admin' THEN 1 ELSE 0 END)::smallint AS rank FROM circle_members GROUP BY user_id) r
WHERE u.id = r.user_id AND u.circle_rank <> r.rank;
--> statement-breakpoint
UPDATE users u SET referral_count = r.n
FROM (SELECT inviter_id, count(*)::int AS n FROM invitations WHERE signed_up_at IS NOT NULL GROUP BY inviter_id) r
WHERE u.id = r.inviter_id AND u.referral_count <> r.n;
--> statement-breakpoint
INSERT INTO referral_inviter_stats (user_id, invites, signups, last_invite_at)
SELECT inviter_id, count(*)::int, count(signed_up_at)::int, max(sent_at) FROM invitations GROUP BY inviter_id
ON CONFLICT (user_id) DO NOTHING;
