-- Custom SQL (Drizzle cannot express triggers): keeps verses.rotation_index (0-based position in id
-- order) and verses.priority_index (0-based position among priority verses in id order, null for
-- the others) dense after every statement that adds, removes or re-flags verses, whoever runs it
-- (staff API, seed, sample and bench scripts). The verse of the day then reads the n-th verse by
-- an index lookup instead of counting and skipping rows (docs/decisions/0017-verse-rotation-index.md).
-- The advisory lock orders concurrent writers: the last one to commit renumbers with every row visible.
CREATE OR REPLACE FUNCTION verses_reindex_rotation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('verses_reindex_rotation'));
  UPDATE verses v
     SET rotation_index = r.rotation_index, priority_index = r.priority_index
    FROM (SELECT id,
                 (row_number() OVER (ORDER BY id) - 1)::int AS rotation_index,
                 CASE WHEN is_widget_priority
                      THEN (row_number() OVER (PARTITION BY is_widget_priority ORDER BY id) - 1)::int END AS priority_index
            FROM verses) r
   WHERE v.id = r.id
     AND (v.rotation_index IS DISTINCT FROM r.rotation_index OR v.priority_index IS DISTINCT FROM r.priority_index);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER verses_reindex_rotation_ins AFTER INSERT ON verses FOR EACH STATEMENT EXECUTE FUNCTION verses_reindex_rotation();
--> statement-breakpoint
CREATE TRIGGER verses_reindex_rotation_del AFTER DELETE ON verses FOR EACH STATEMENT EXECUTE FUNCTION verses_reindex_rotation();
--> statement-breakpoint
CREATE TRIGGER verses_reindex_rotation_upd AFTER UPDATE OF id, is_widget_priority ON verses FOR EACH STATEMENT EXECUTE FUNCTION verses_reindex_rotation();
--> statement-breakpoint
CREATE TRIGGER verses_reindex_rotation_trunc AFTER TRUNCATE ON verses FOR EACH STATEMENT EXECUTE FUNCTION verses_reindex_rotation();
--> statement-breakpoint
-- Existing rows: a no-op UPDATE of the flag fires the trigger once.
UPDATE verses SET is_widget_priority = is_widget_priority WHERE false;
