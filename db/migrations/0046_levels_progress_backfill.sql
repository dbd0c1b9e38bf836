-- Decision 0056: the badges' rule as data, each user's starting level, the seeded Fasting tasks at
-- the first level, and every user's Barakah Score and level recomputed by the rule once.

-- 1. Badges with required days are streak badges; the six seeded theme badges take their theme
--    (matched by their seeded English names, this once; from now on the columns are the rule).
UPDATE badges SET kind = 'streak' WHERE required_days > 0 AND kind = 'count';
--> statement-breakpoint
UPDATE badges b SET kind = 'theme', theme = v.theme
FROM (VALUES ('Faith Builder', 'faith'), ('Beacon of Hope', 'hope'), ('Patience Master', 'patience'),
             ('Grateful Heart', 'gratitude'), ('Family Guardian', 'family'), ('Generous Soul', 'charity')) AS v(name, theme)
WHERE b.name = v.name AND b.required_days = 0;
--> statement-breakpoint

-- 2. The start is the level a user held, by its place: an app level's position, or a quiz band's
--    place among the bands + 1 (the bands that are not app levels); none: the first level.
UPDATE users u SET start_level_position = greatest(0, least(
  coalesce(
    (SELECT l.position FROM spiritual_levels l WHERE lower(l.name) = lower(u.spiritual_level)),
    CASE lower(u.spiritual_level)
      WHEN 'grounded heart' THEN 3
      WHEN 'radiant believer' THEN 4 WHEN 'vibrant soul' THEN 4
      WHEN 'source of light' THEN 5 WHEN 'illuminated spirit' THEN 5
    END,
    0),
  (SELECT count(*) - 1 FROM spiritual_levels)))
WHERE u.spiritual_level IS NOT NULL;
--> statement-breakpoint

-- 3. The seeded Fasting tasks a new user should see open at the first level, where staff never edited them.
UPDATE thawab_tasks SET min_level = coalesce((SELECT name FROM spiritual_levels ORDER BY position LIMIT 1), 'Waking Soul')
WHERE category = 'Fasting' AND version = 1 AND min_level = 'Growing Spirit'
  AND name IN ('Fast on Monday', 'Fast on Thursday', 'Break a fast with dates');
--> statement-breakpoint

-- 4. Score = the start level's minimum + floor(XP / 200), at most 100; XP = deeds' XP + 10 per
--    credited invite (src/lib/progress/levels.ts: XP_PER_SCORE_POINT, XP_PER_INVITE); level = the
--    last level whose minimum the score reaches.
WITH levels AS (
  SELECT name, min_score, row_number() OVER (ORDER BY position)::int - 1 AS idx FROM spiritual_levels
), scored AS (
  SELECT u.id,
         least(100, coalesce((SELECT l.min_score FROM levels l WHERE l.idx = u.start_level_position), 0)
                    + ((coalesce((SELECT sum(c.xp) FROM thawab_completions c WHERE c.user_id = u.id), 0)
                        + 10 * (SELECT count(*) FROM waitlist_referrals r WHERE r.referrer_id = u.launch_signup_id AND r.credited)) / 200)::int) AS score
  FROM users u
)
UPDATE users u SET barakah_score = s.score,
       spiritual_level = (SELECT l.name FROM levels l WHERE l.min_score <= s.score ORDER BY l.idx DESC LIMIT 1)
FROM scored s
WHERE s.id = u.id AND EXISTS (SELECT 1 FROM spiritual_levels);
