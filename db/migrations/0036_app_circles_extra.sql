-- Decision 0042: the circles' JSON columns become rows, then go. Members and goals already had
-- their tables (circle_members, circle_goals); quran challenges, their assignments, activity items
-- and reactions get theirs in app_circles. Anything found only in the JSON is copied over here
-- (rows naming a user who no longer exists are left out; an item already in user_activity, same
-- circle, user, type and moment, is not copied twice), then the columns are dropped.

-- member_ids → circle_members (as Members, joined when the circle was made).
INSERT INTO circle_members (circle_id, user_id, role, joined_at)
SELECT c.id, m.user_id, 'Member', c.created_at
FROM circles c CROSS JOIN LATERAL unnest(c.member_ids) AS m(user_id)
WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = m.user_id)
ON CONFLICT (circle_id, user_id) DO NOTHING;
--> statement-breakpoint
-- Every circle keeps exactly one Creator, its admin_id: a circle without a Creator row gets one.
UPDATE circle_members m SET role = 'Creator'
FROM circles c
WHERE m.circle_id = c.id AND m.user_id = c.admin_id
  AND NOT EXISTS (SELECT 1 FROM circle_members o WHERE o.circle_id = c.id AND o.role = 'Creator');
--> statement-breakpoint
INSERT INTO circle_members (circle_id, user_id, role, joined_at)
SELECT c.id, c.admin_id, 'Creator', c.created_at FROM circles c
WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = c.admin_id)
  AND NOT EXISTS (SELECT 1 FROM circle_members o WHERE o.circle_id = c.id AND o.role = 'Creator')
ON CONFLICT (circle_id, user_id) DO NOTHING;
--> statement-breakpoint
-- group_goals → circle_goals (a goal already there with the same title and creation time is the same goal).
INSERT INTO circle_goals (circle_id, title, description, target_count, current_count, created_at, completed_at)
SELECT g.circle_id, g.title, g.description, g.target, least(g.current, g.target), g.created,
       CASE WHEN g.current >= g.target OR g.done THEN coalesce(g.completed, g.created) END
FROM (
  SELECT c.id AS circle_id,
         left(coalesce(nullif(j->>'title', ''), 'Goal'), 255) AS title,
         coalesce(j->>'description', '') AS description,
         CASE WHEN j->>'targetCount' ~ '^\d{1,9}$' AND (j->>'targetCount')::int > 0 THEN (j->>'targetCount')::int ELSE 1 END AS target,
         CASE WHEN j->>'currentCount' ~ '^\d{1,9}$' THEN (j->>'currentCount')::int ELSE 0 END AS current,
         CASE WHEN j->>'createdAt' ~ '^\d{4}-\d{2}-\d{2}' THEN (j->>'createdAt')::timestamptz ELSE c.created_at END AS created,
         CASE WHEN j->>'completedAt' ~ '^\d{4}-\d{2}-\d{2}' THEN (j->>'completedAt')::timestamptz END AS completed,
         coalesce(j->>'isCompleted' = 'true', false) AS done
  FROM circles c CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(c.group_goals) = 'array' THEN c.group_goals ELSE '[]'::jsonb END) AS j
) g
WHERE NOT EXISTS (SELECT 1 FROM circle_goals o WHERE o.circle_id = g.circle_id AND o.title = g.title AND o.created_at = g.created);
--> statement-breakpoint
-- quran_challenges → circle_quran_challenges and their assignments.
DO $$
DECLARE
  c record;
  q jsonb;
  a jsonb;
  new_id integer;
  first_ayah integer;
BEGIN
  FOR c IN SELECT id, created_at, quran_challenges FROM circles WHERE jsonb_typeof(quran_challenges) = 'array' AND jsonb_array_length(quran_challenges) > 0 LOOP
    FOR q IN SELECT * FROM jsonb_array_elements(c.quran_challenges) LOOP
      first_ayah := CASE WHEN q->>'startAyah' ~ '^\d{1,6}$' AND (q->>'startAyah')::int >= 1 THEN (q->>'startAyah')::int ELSE 1 END;
      INSERT INTO circle_quran_challenges (circle_id, title, description, surah_name, total_ayahs, start_ayah, end_ayah, deadline, created_at, completed_at)
      VALUES (
        c.id,
        left(coalesce(nullif(q->>'title', ''), 'Quran challenge'), 255),
        coalesce(q->>'description', ''),
        left(coalesce(q->>'surahName', ''), 100),
        CASE WHEN q->>'totalAyahs' ~ '^\d{1,6}$' THEN (q->>'totalAyahs')::int ELSE 0 END,
        first_ayah,
        CASE WHEN q->>'endAyah' ~ '^\d{1,6}$' AND (q->>'endAyah')::int >= first_ayah THEN (q->>'endAyah')::int ELSE first_ayah END,
        CASE WHEN q->>'deadline' ~ '^\d{4}-\d{2}-\d{2}' THEN left(q->>'deadline', 10)::date END,
        CASE WHEN q->>'createdAt' ~ '^\d{4}-\d{2}-\d{2}' THEN (q->>'createdAt')::timestamptz ELSE c.created_at END,
        CASE WHEN q->>'isCompleted' = 'true' THEN CASE WHEN q->>'createdAt' ~ '^\d{4}-\d{2}-\d{2}' THEN (q->>'createdAt')::timestamptz ELSE c.created_at END END
      ) RETURNING id INTO new_id;
      FOR a IN SELECT * FROM jsonb_array_elements(CASE WHEN jsonb_typeof(q->'assignments') = 'array' THEN q->'assignments' ELSE '[]'::jsonb END) LOOP
        IF a->>'userId' ~ '^\d{1,9}$' AND EXISTS (SELECT 1 FROM users WHERE id = (a->>'userId')::int) THEN
          INSERT INTO circle_quran_assignments (challenge_id, user_id, start_ayah, end_ayah, completed_at)
          VALUES (
            new_id, (a->>'userId')::int,
            CASE WHEN a->>'startAyah' ~ '^\d{1,6}$' AND (a->>'startAyah')::int >= 1 THEN (a->>'startAyah')::int ELSE 1 END,
            greatest(CASE WHEN a->>'startAyah' ~ '^\d{1,6}$' AND (a->>'startAyah')::int >= 1 THEN (a->>'startAyah')::int ELSE 1 END,
                     CASE WHEN a->>'endAyah' ~ '^\d{1,6}$' THEN (a->>'endAyah')::int ELSE 1 END),
            CASE WHEN a->>'completedAt' ~ '^\d{4}-\d{2}-\d{2}' THEN (a->>'completedAt')::timestamptz
                 WHEN a->>'isCompleted' = 'true' THEN now() END
          ) ON CONFLICT DO NOTHING;
        END IF;
      END LOOP;
    END LOOP;
  END LOOP;
END
$$;
--> statement-breakpoint
-- activity_feed → user_activity (in the circle) with its reactions; reaction kinds the app does
-- not know are left out.
DO $$
DECLARE
  c record;
  i jsonb;
  r jsonb;
  item_id integer;
  at timestamptz;
BEGIN
  FOR c IN SELECT id, created_at, activity_feed FROM circles WHERE jsonb_typeof(activity_feed) = 'array' AND jsonb_array_length(activity_feed) > 0 LOOP
    FOR i IN SELECT * FROM jsonb_array_elements(c.activity_feed) LOOP
      CONTINUE WHEN NOT (i->>'userId' ~ '^\d{1,9}$' AND EXISTS (SELECT 1 FROM users WHERE id = (i->>'userId')::int));
      CONTINUE WHEN i->>'type' IS NULL OR i->>'type' NOT IN ('thawap_completed', 'goal_contribution', 'quran_completed', 'blessing_sent', 'member_joined');
      at := CASE WHEN i->>'createdAt' ~ '^\d{4}-\d{2}-\d{2}' THEN (i->>'createdAt')::timestamptz ELSE c.created_at END;
      SELECT a.id INTO item_id FROM user_activity a
        WHERE a.circle_id = c.id AND a.user_id = (i->>'userId')::int AND a.type = i->>'type' AND a.created_at = at LIMIT 1;
      IF item_id IS NULL THEN
        INSERT INTO user_activity (user_id, circle_id, type, content, created_at)
        VALUES ((i->>'userId')::int, c.id, i->>'type', coalesce(i->>'content', ''), at) RETURNING id INTO item_id;
      END IF;
      FOR r IN SELECT * FROM jsonb_array_elements(CASE WHEN jsonb_typeof(i->'reactions') = 'array' THEN i->'reactions' ELSE '[]'::jsonb END) LOOP
        IF r->>'userId' ~ '^\d{1,9}$' AND r->>'reaction' IN ('heart', 'dua', 'mashallah', 'ameen')
           AND EXISTS (SELECT 1 FROM users WHERE id = (r->>'userId')::int) THEN
          INSERT INTO activity_reactions (activity_id, user_id, reaction, created_at)
          VALUES (item_id, (r->>'userId')::int, r->>'reaction', at) ON CONFLICT DO NOTHING;
        END IF;
      END LOOP;
      item_id := NULL;
    END LOOP;
  END LOOP;
END
$$;
--> statement-breakpoint
-- Join requests: the three statuses the app uses; one pending request per user and circle (the
-- oldest stays); a pending request of someone already a member was in effect approved.
UPDATE circle_requests SET status = CASE lower(status) WHEN 'approved' THEN 'approved' WHEN 'accepted' THEN 'approved'
                                                       WHEN 'declined' THEN 'declined' WHEN 'rejected' THEN 'declined' ELSE 'pending' END
WHERE status NOT IN ('pending', 'approved', 'declined');
--> statement-breakpoint
DELETE FROM circle_requests r USING circle_requests o
WHERE r.status = 'pending' AND o.status = 'pending' AND o.circle_id = r.circle_id AND o.user_id = r.user_id
  AND (o.requested_at, o.id) < (r.requested_at, r.id);
--> statement-breakpoint
UPDATE circle_requests r SET status = 'approved', decided_at = now()
WHERE r.status = 'pending' AND EXISTS (SELECT 1 FROM circle_members m WHERE m.circle_id = r.circle_id AND m.user_id = r.user_id);
--> statement-breakpoint
ALTER TABLE "circle_requests" ADD CONSTRAINT "circle_requests_status_known" CHECK ("circle_requests"."status" IN ('pending', 'approved', 'declined'));
--> statement-breakpoint
CREATE UNIQUE INDEX "circle_requests_one_pending" ON "circle_requests" USING btree ("circle_id","user_id") WHERE "circle_requests"."status" = 'pending';
--> statement-breakpoint
ALTER TABLE "circles" DROP COLUMN "member_ids";
--> statement-breakpoint
ALTER TABLE "circles" DROP COLUMN "group_goals";
--> statement-breakpoint
ALTER TABLE "circles" DROP COLUMN "quran_challenges";
--> statement-breakpoint
ALTER TABLE "circles" DROP COLUMN "activity_feed";
