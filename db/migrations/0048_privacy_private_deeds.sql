-- Decision 0057: a completed deed is private unless its owner shares it. Until now every deed was
-- written into the feed of each circle its owner belonged to, without asking. Nobody real has
-- consented (share_deeds starts false for every membership), so those feed items go: each
-- completion keeps exactly one item, its personal one (no circle), so the user's own activity and
-- the engagement roll-ups (which follow updates and deletes by trigger) still count the deed once.
-- The sample community (users.is_sample) models members who chose to share: their memberships
-- share, and their feed items stay.
UPDATE circle_members m SET share_deeds = true FROM users u WHERE u.id = m.user_id AND u.is_sample;
--> statement-breakpoint
-- Reactions to the items leaving the feeds were given to something that should not have been shown.
DELETE FROM activity_reactions r USING user_activity a, users u
WHERE r.activity_id = a.id AND u.id = a.user_id AND NOT u.is_sample
  AND a.type = 'thawap_completed' AND a.circle_id IS NOT NULL;
--> statement-breakpoint
-- One completion's items share its user and instant: all but one go (unless a personal one exists, then all go).
DELETE FROM user_activity a USING (
  SELECT x.id, row_number() OVER (PARTITION BY x.user_id, x.created_at ORDER BY x.id) AS n,
         EXISTS (SELECT 1 FROM user_activity p WHERE p.user_id = x.user_id AND p.type = 'thawap_completed'
                 AND p.circle_id IS NULL AND p.created_at = x.created_at) AS has_personal
  FROM user_activity x JOIN users u ON u.id = x.user_id
  WHERE x.type = 'thawap_completed' AND x.circle_id IS NOT NULL AND NOT u.is_sample
) d
WHERE a.id = d.id AND (d.n > 1 OR d.has_personal);
--> statement-breakpoint
-- The one left becomes the personal item.
UPDATE user_activity a SET circle_id = NULL FROM users u
WHERE u.id = a.user_id AND NOT u.is_sample AND a.type = 'thawap_completed' AND a.circle_id IS NOT NULL;
