-- Custom SQL migration file, put your code below! --
-- Keeps the invites credited before waitlist_referrals existed: every signup already linked to an
-- inviter (referred_by_id) becomes one credited referral, dated when the invitee joined.
INSERT INTO "waitlist_referrals" ("referrer_id", "invitee_id", "credited", "flag_reason", "created_at")
SELECT "referred_by_id", "id", true, NULL, "created_at"
FROM "launch_signups"
WHERE "referred_by_id" IS NOT NULL AND "referred_by_id" <> "id"
ON CONFLICT ("invitee_id") DO NOTHING;
