-- Custom migration (drizzle-kit cannot express functions or data): the per-inviter roll-up
-- (referral_inviter_stats, decision 0020) also keeps `active`, the signed-up invitees whose account
-- was used in the stored active window (referral_active_window, decision 0025). Same statement-level
-- triggers as before (people_rollups_extra): a change of invitations.signed_up_at or
-- invitations.invitee_last_active_at (itself copied from users.last_active_at by a row trigger)
-- refreshes its inviters from the invitations rows.
-- Locks: the inviters' users rows first (as before), then the window row FOR KEY SHARE. The day's
-- recompute (src/server/repositories/referral-window.ts) holds that row FOR UPDATE while it rewrites
-- every inviter's count, so a writer either finished before it (the recompute's next statement reads
-- the writer's committed rows) or waits for it and then counts with the new window.
CREATE OR REPLACE FUNCTION people_refresh_inviters(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  window_from timestamptz;
BEGIN
  IF cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM users u JOIN (SELECT DISTINCT unnest(ids) AS id) t ON t.id = u.id ORDER BY u.id FOR NO KEY UPDATE OF u;
  -- NULL (no window row yet) counts no one; the first reader then stores a window and recounts.
  window_from := (SELECT w.active_from FROM referral_active_window w FOR KEY SHARE);
  UPDATE users u SET referral_count = x.n
  FROM (
    SELECT t.id, (SELECT count(*) FROM invitations i WHERE i.inviter_id = t.id AND i.signed_up_at IS NOT NULL)::int AS n
    FROM (SELECT DISTINCT unnest(ids) AS id) t
  ) x
  WHERE u.id = x.id AND u.referral_count <> x.n;
  DELETE FROM referral_inviter_stats s USING (SELECT DISTINCT unnest(ids) AS id) t
  WHERE s.user_id = t.id AND NOT EXISTS (SELECT 1 FROM invitations i WHERE i.inviter_id = s.user_id);
  INSERT INTO referral_inviter_stats (user_id, invites, signups, last_invite_at, active)
  SELECT i.inviter_id, count(*)::int, count(i.signed_up_at)::int, max(i.sent_at),
         count(*) FILTER (WHERE i.signed_up_at IS NOT NULL AND i.invitee_last_active_at >= window_from)::int
  FROM (SELECT DISTINCT unnest(ids) AS id) t
  JOIN invitations i ON i.inviter_id = t.id
  WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = t.id)
  GROUP BY i.inviter_id
  ON CONFLICT (user_id) DO UPDATE SET invites = excluded.invites, signups = excluded.signups, last_invite_at = excluded.last_invite_at,
                                      active = excluded.active
  WHERE (referral_inviter_stats.invites, referral_inviter_stats.signups, referral_inviter_stats.last_invite_at, referral_inviter_stats.active)
        IS DISTINCT FROM (excluded.invites, excluded.signups, excluded.last_invite_at, excluded.active);
END
$$;
--> statement-breakpoint
-- A window that is never current and counts no one (every `active` is 0, as the new column's
-- default already says): the first reader (or the scheduled refresh) stores today's and recounts.
INSERT INTO referral_active_window (id, today, active_from) VALUES (true, '-infinity', 'infinity') ON CONFLICT (id) DO NOTHING;
