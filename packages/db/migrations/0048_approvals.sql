CREATE TYPE "public"."approval_reason" AS ENUM('staff', 'order_limit', 'week_limit');--> statement-breakpoint
CREATE TYPE "public"."approval_status" AS ENUM('pending', 'approved', 'declined', 'returned', 'withdrawn');--> statement-breakpoint
CREATE TABLE "approval_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"status" "approval_status" DEFAULT 'pending' NOT NULL,
	"reason" "approval_reason" NOT NULL,
	"reason_text" text NOT NULL,
	"currency" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"total_cents" bigint NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"returned_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_requests_total_nonnegative" CHECK ("approval_requests"."total_cents" >= 0),
	CONSTRAINT "approval_requests_decided" CHECK (("approval_requests"."status" = 'pending') = ("approval_requests"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind";--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "order_limit_cents" bigint;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "week_limit_cents" bigint;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "approval_price_rise_percent" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_venue_id_organisations_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_requested_by_profiles_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_decided_by_profiles_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_requests_venue_idx" ON "approval_requests" USING btree ("venue_id","created_at");--> statement-breakpoint
CREATE INDEX "approval_requests_requester_idx" ON "approval_requests" USING btree ("venue_id","requested_by","created_at");--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_limits_nonnegative" CHECK (coalesce("memberships"."order_limit_cents", 0) >= 0 and coalesce("memberships"."week_limit_cents", 0) >= 0);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind" CHECK ("notifications"."kind" in ('order_placed', 'order_accepted', 'order_rejected', 'order_dispatched', 'order_delivered', 'order_cancelled', 'invite_accepted', 'xero_sync_failed', 'xero_reconnect_needed', 'order_paid', 'standing_order_reminder', 'standing_order_placed', 'standing_order_needs_attention', 'standing_order_failed', 'order_held', 'order_released', 'trade_application_submitted', 'trade_application_decided', 'trade_application_withdrawn', 'trade_account_changed', 'keg_collection_requested', 'keg_collection_cancelled', 'keg_collection_recorded', 'approval_requested', 'approval_decided'));--> statement-breakpoint
-- Hand-written from here (decisions 0183, 0184).
-- The role type is made anew instead of ALTER TYPE … ADD VALUE: the migrator runs every pending migration in one
-- transaction, and PostgreSQL refuses a value added in the transaction that uses it ("unsafe use of new enum
-- value"), while a type created in it may be used at once: 0047 turns venue members into buyers.
ALTER TYPE "public"."organisation_role" RENAME TO "organisation_role_before_buyers";--> statement-breakpoint
CREATE TYPE "public"."organisation_role" AS ENUM('owner', 'admin', 'member', 'buyer', 'staff');--> statement-breakpoint
ALTER TABLE "memberships" ALTER COLUMN "organisation_role" SET DATA TYPE "public"."organisation_role" USING "organisation_role"::text::"public"."organisation_role";--> statement-breakpoint
ALTER TABLE "invites" ALTER COLUMN "organisation_role" SET DATA TYPE "public"."organisation_role" USING "organisation_role"::text::"public"."organisation_role";--> statement-breakpoint
DROP TYPE "public"."organisation_role_before_buyers";--> statement-breakpoint
-- An approval request's snapshot is frozen: only its decision (status, who, when, note, order, returned lines) changes.
CREATE FUNCTION "approval_requests_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.snapshot IS DISTINCT FROM OLD.snapshot OR NEW.total_cents IS DISTINCT FROM OLD.total_cents
    OR NEW.venue_id IS DISTINCT FROM OLD.venue_id OR NEW.requested_by IS DISTINCT FROM OLD.requested_by
    OR NEW.reason IS DISTINCT FROM OLD.reason OR NEW.reason_text IS DISTINCT FROM OLD.reason_text
    OR NEW.currency IS DISTINCT FROM OLD.currency OR NEW.created_at IS DISTINCT FROM OLD.created_at THEN
    RAISE EXCEPTION 'an approval request''s snapshot can''t be changed' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "approval_requests_frozen" BEFORE UPDATE ON "approval_requests" FOR EACH ROW EXECUTE FUNCTION "approval_requests_frozen"();
