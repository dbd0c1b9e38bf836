-- Custom migration: the Spiritual Levels table's version lives in one row (db/schema-versions.ts,
-- decision 0029); it exists from the start so the first save can claim version 1.
INSERT INTO spiritual_level_set (id) VALUES (1) ON CONFLICT (id) DO NOTHING;
