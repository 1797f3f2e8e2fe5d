-- Hand-written (decision 0183): a venue's members become buyers without limits, which is what a member could do
-- before roles (place any order). Suppliers keep `member`.
UPDATE "memberships" SET "organisation_role" = 'buyer'
FROM "organisations"
WHERE "organisations"."id" = "memberships"."organisation_id" AND "organisations"."type" = 'venue' AND "memberships"."organisation_role" = 'member';--> statement-breakpoint
UPDATE "invites" SET "organisation_role" = 'buyer'
FROM "organisations"
WHERE "organisations"."id" = "invites"."organisation_id" AND "organisations"."type" = 'venue' AND "invites"."organisation_role" = 'member';
