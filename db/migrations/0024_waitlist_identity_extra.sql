-- Custom SQL migration file, put your code below! --
-- Fills the identities of the records made before decision 0031 with the rules of
-- src/lib/contact-identity.ts (emailIdentity, phoneIdentity), written once more here in SQL for this
-- one-off backfill. When two old records now share an identity, the older one keeps it; the newer
-- keeps its email or phone but no identity, so the API treats it like a record nobody can address.
WITH keyed AS (
  SELECT id,
    CASE
      WHEN split_part(lower(trim(email)), '@', 2) IN ('gmail.com', 'googlemail.com')
        THEN replace(split_part(split_part(lower(trim(email)), '@', 1), '+', 1), '.', '') || '@gmail.com'
      ELSE lower(trim(email))
    END AS k
  FROM "launch_signups" WHERE email IS NOT NULL AND trim(email) <> ''
), firsts AS (
  SELECT DISTINCT ON (k) id, k FROM keyed ORDER BY k, id
)
UPDATE "launch_signups" s SET "email_key" = f.k FROM firsts f WHERE s.id = f.id;
--> statement-breakpoint
WITH compact AS (
  SELECT id, regexp_replace(phone_number, '[\s.-]', '', 'g') AS c
  FROM "launch_signups" WHERE email IS NULL AND phone_number IS NOT NULL
), trunk AS (
  SELECT id, regexp_replace(CASE WHEN c ~ '^\(?\+' THEN regexp_replace(c, '\(0\)', '') ELSE c END, '[()]', '', 'g') AS c FROM compact
), intl AS (
  SELECT id, CASE WHEN c ~ '^00[1-9]' THEN '+' || substr(c, 3) ELSE c END AS c FROM trunk
), keyed AS (
  SELECT id, CASE WHEN c LIKE '+%' THEN '+' ELSE '' END || regexp_replace(c, '\D', '', 'g') AS k
  FROM intl WHERE c ~ '\d'
), firsts AS (
  SELECT DISTINCT ON (k) id, k FROM keyed ORDER BY k, id
)
UPDATE "launch_signups" s SET "phone_key" = f.k FROM firsts f WHERE s.id = f.id;
