-- One mail budget per inbox (decision 0059), amended: a stranger who spends an inbox's budget must
-- not lock its owner out of the app. Past the budget, a sign-in code may still go when no sign-in
-- code went to that inbox in the last 10 minutes (SIGN_IN_CODE_LIFETIME_MS, a code's life), so the
-- inbox always holds a working code and a stranger adds at most one message per 10 minutes. The
-- other numbers are MAIL_BUDGET_PER_HOUR and MAIL_BUDGET_PER_DAY of src/lib/mail-budget.ts
-- (tests/unit/mail-budget.test.ts reads the newest definition of this function).
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
    IF NEW.kind = 'app_sign_in_code' AND NOT EXISTS (
         SELECT 1 FROM mail_outbox
         WHERE inbox_hash = NEW.inbox_hash AND kind = 'app_sign_in_code' AND status <> 'over_budget'
           AND created_at > now() - interval '10 minutes') THEN
      RETURN NEW;
    END IF;
    NEW.status := 'over_budget';
    RAISE LOG 'mail_outbox: % message dropped, its inbox is over its mail budget (% this hour, % today)',
      NEW.kind, last_hour, last_day;
  END IF;
  RETURN NEW;
END;
$$;
