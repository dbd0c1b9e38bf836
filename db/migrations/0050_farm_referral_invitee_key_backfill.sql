-- Decision 0060: each earlier referral row gets its invitee's identity key hash (the waitlist
-- record's email_key, else "tel:" and its phone_key; an app account's email normalised as
-- src/lib/contact-identity.ts does: lowercase, Gmail without dots and "+tag", as gmail.com), then a
-- "+tag" removed at every provider, as src/lib/referral-identity.ts keys an invitee. When a
-- person was an invitee more than once (the account deleted and made again), only the first row
-- gets the key; the later ones stay as they were counted.
WITH identity AS (
  SELECT r.id, r.created_at,
         coalesce(
           s.email_key,
           CASE WHEN s.id IS NOT NULL AND s.email IS NULL AND s.phone_key IS NOT NULL THEN 'tel:' || s.phone_key END,
           CASE WHEN split_part(lower(trim(u.email)), '@', 2) IN ('gmail.com', 'googlemail.com')
                THEN replace(split_part(split_part(lower(trim(u.email)), '@', 1), '+', 1), '.', '') || '@gmail.com'
                ELSE nullif(lower(trim(u.email)), '') END
         ) AS key
  FROM waitlist_referrals r
  LEFT JOIN launch_signups s ON s.id = r.invitee_id
  LEFT JOIN users u ON u.id = r.invitee_user_id
), keyed AS (
  SELECT id, created_at,
         CASE WHEN key LIKE 'tel:%' THEN key ELSE regexp_replace(key, '^([^@+]*)\+[^@]*@', '\1@') END AS key
  FROM identity
), first AS (
  SELECT DISTINCT ON (key) id, key FROM keyed WHERE key IS NOT NULL ORDER BY key, created_at, id
)
UPDATE waitlist_referrals r SET invitee_key_hash = encode(sha256(convert_to(first.key, 'UTF8')), 'hex')
FROM first WHERE r.id = first.id;
