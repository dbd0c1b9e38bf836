-- Custom migration (drizzle-kit cannot express a conditional extension): trigram index for the
-- back-office user search (case-insensitive "contains" on users.search_text). Postgres and Neon
-- ship pg_trgm; the local embedded database (PGlite) does not load it, and there the search
-- simply scans search_text. Either way the migration succeeds.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS users_search_trgm_idx ON users USING gin (search_text gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available (%); user search scans users.search_text', SQLERRM;
END
$$;
