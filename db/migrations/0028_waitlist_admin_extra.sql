-- Custom migration (decision 0035): one meaning of "unsubscribed" on the newsletter, and trigram
-- indexes for the Waitlist tab's search.
--
-- newsletter_subscriptions keeps is_active (older code and the public form write it) next to the
-- new unsubscribed_at. The trigger keeps them equal whichever one a write sets, and the check holds
-- every row to it: unsubscribed <=> unsubscribed_at IS NOT NULL <=> NOT is_active.
UPDATE newsletter_subscriptions SET unsubscribed_at = now() WHERE NOT is_active AND unsubscribed_at IS NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION newsletter_unsubscribed_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.unsubscribed_at IS NOT NULL THEN
      NEW.is_active := false;
    ELSIF NOT NEW.is_active THEN
      NEW.unsubscribed_at := now();
    END IF;
  ELSIF NEW.unsubscribed_at IS DISTINCT FROM OLD.unsubscribed_at THEN
    NEW.is_active := NEW.unsubscribed_at IS NULL;
  ELSIF NEW.is_active IS DISTINCT FROM OLD.is_active THEN
    NEW.unsubscribed_at := CASE WHEN NEW.is_active THEN NULL ELSE now() END;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER newsletter_unsubscribed_sync BEFORE INSERT OR UPDATE ON newsletter_subscriptions
  FOR EACH ROW EXECUTE FUNCTION newsletter_unsubscribed_sync();--> statement-breakpoint
ALTER TABLE newsletter_subscriptions ADD CONSTRAINT newsletter_active_matches_unsubscribed CHECK (is_active = (unsubscribed_at IS NULL));--> statement-breakpoint
-- Search is a case-insensitive "contains" on these expressions (WAITLIST_SEARCH_SQL and
-- NEWSLETTER_SEARCH_SQL in src/server/repositories/waitlist-admin.ts spell them identically).
-- Where pg_trgm is missing (the local embedded database), search scans; the migration succeeds.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS launch_signups_search_trgm_idx ON launch_signups
    USING gin ((lower(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone_number, ''))) gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS newsletter_search_trgm_idx ON newsletter_subscriptions USING gin ((lower(email)) gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available (%); waitlist search scans', SQLERRM;
END
$$;
