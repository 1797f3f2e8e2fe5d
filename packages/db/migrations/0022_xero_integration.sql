CREATE TYPE "public"."accounting_side" AS ENUM('supplier', 'venue');--> statement-breakpoint
CREATE TYPE "public"."accounting_sync_state" AS ENUM('pending', 'synced', 'failed', 'voided', 'deleted', 'paid', 'skipped');--> statement-breakpoint
ALTER TYPE "public"."integration_status" ADD VALUE 'needs_reconnecting';--> statement-breakpoint
CREATE TABLE "accounting_sync_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_order_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"side" "accounting_side" NOT NULL,
	"provider" "integration_provider" DEFAULT 'xero' NOT NULL,
	"state" "accounting_sync_state" DEFAULT 'pending' NOT NULL,
	"xero_invoice_id" text,
	"xero_invoice_number" text,
	"xero_status" text,
	"void_requested" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_attempt_at" timestamp with time zone,
	"synced_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_sync_records_order_organisation_unique" UNIQUE("supplier_order_id","organisation_id","provider")
);
--> statement-breakpoint
CREATE TABLE "xero_connect_requests" (
	"state" text PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"code_verifier_encrypted" text NOT NULL,
	"tokens_encrypted" text,
	"tenants" jsonb,
	"xero_user_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind";--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "connection_id" text;--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "xero_user_id" text;--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "connected_by" uuid;--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "connected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "account_code" text;--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "tax_type" text;--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "invoice_status" text DEFAULT 'DRAFT' NOT NULL;--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "sync_on" text DEFAULT 'accept' NOT NULL;--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "day_limit_remaining" integer;--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "blocked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "poll_cursor" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "accounting_sync_records" ADD CONSTRAINT "accounting_sync_records_supplier_order_id_supplier_orders_id_fk" FOREIGN KEY ("supplier_order_id") REFERENCES "public"."supplier_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_sync_records" ADD CONSTRAINT "accounting_sync_records_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xero_connect_requests" ADD CONSTRAINT "xero_connect_requests_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xero_connect_requests" ADD CONSTRAINT "xero_connect_requests_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounting_sync_records_organisation_idx" ON "accounting_sync_records" USING btree ("organisation_id","updated_at");--> statement-breakpoint
CREATE INDEX "accounting_sync_records_invoice_idx" ON "accounting_sync_records" USING btree ("xero_invoice_id");--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_connected_by_profiles_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integrations_tenant_idx" ON "integrations" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind" CHECK ("notifications"."kind" in ('order_placed', 'order_accepted', 'order_rejected', 'order_dispatched', 'order_delivered', 'order_cancelled', 'invite_accepted', 'xero_sync_failed', 'xero_reconnect_needed', 'order_paid'));