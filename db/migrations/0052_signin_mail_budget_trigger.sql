-- One mail budget per inbox (decision 0059). A message with an inbox_hash (every message sent for a
-- request made on the site; list mail has none) is stored as 'over_budget', never sent, when its
-- inbox was already given 10 messages in the last hour or 30 in the last day. The numbers are
-- MAIL_BUDGET_PER_HOUR and MAIL_BUDGET_PER_DAY of src/lib/mail-budget.ts
-- (tests/unit/mail-budget.test.ts keeps them equal). Requests for one inbox are counted one after
-- the other (an advisory lock until the transaction ends), so 50 parallel requests cannot all pass.
CREATE OR REPLACE FUNCTION mail_outbox_inbox_budget() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_hour integer;
  last_day integer;
BEGIN
  IF NEW.inbox_hash IS NULL OR NEW.status <> 'pending' THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('mail_inbox:' || NEW.inbox_hash));
  SELECT count(*) FILTER (WHERE created_at > now() - interval '1 hour'), count(*)
    INTO last_hour, last_day
    FROM mail_outbox
    WHERE inbox_hash = NEW.inbox_hash AND status <> 'over_budget' AND created_at > now() - interval '1 day';
  IF last_hour >= 10 OR last_day >= 30 THEN
    NEW.status := 'over_budget';
    RAISE LOG 'mail_outbox: % message dropped, its inbox is over its mail budget (% this hour, % today)',
      NEW.kind, last_hour, last_day;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER mail_outbox_inbox_budget BEFORE INSERT ON mail_outbox
  FOR EACH ROW EXECUTE FUNCTION mail_outbox_inbox_budget();
