CREATE TYPE "public"."order_change_kind" AS ENUM('substitute', 'quantity', 'price', 'add_line');--> statement-breakpoint
CREATE TYPE "public"."order_change_status" AS ENUM('open', 'accepted', 'declined', 'expired', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."substitution_preference" AS ENUM('ask', 'same_or_cheaper', 'never');--> statement-breakpoint
CREATE TABLE "order_change_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_order_id" uuid NOT NULL,
	"kind" "order_change_kind" NOT NULL,
	"order_line_id" uuid,
	"sku_id" uuid,
	"qty" integer,
	"unit_price_cents" integer,
	"note" text DEFAULT '' NOT NULL,
	"before_line" jsonb,
	"after_line" jsonb NOT NULL,
	"base_version" integer NOT NULL,
	"status" "order_change_status" DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"if_declined_qty" integer,
	"proposed_by" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_change_proposals_line" CHECK (("order_change_proposals"."kind" = 'add_line') = ("order_change_proposals"."order_line_id" is null)),
	CONSTRAINT "order_change_proposals_qty" CHECK ("order_change_proposals"."qty" is null or "order_change_proposals"."qty" between 1 and 9999),
	CONSTRAINT "order_change_proposals_if_declined" CHECK ("order_change_proposals"."if_declined_qty" is null or "order_change_proposals"."if_declined_qty" between 0 and 9999),
	CONSTRAINT "order_change_proposals_price" CHECK ("order_change_proposals"."unit_price_cents" is null or "order_change_proposals"."unit_price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "substitution_preference" "substitution_preference" DEFAULT 'ask' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "substitution_preference" "substitution_preference" DEFAULT 'ask' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "ordered_sku_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "ordered_product_name" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "ordered_sku_name" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "ordered_sku_code" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "ordered_unit_price_cents" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "qty_before_change" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "added_by_change" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_guide_items" ADD COLUMN "substitution_preference" "substitution_preference" DEFAULT 'ask' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_change_proposals" ADD CONSTRAINT "order_change_proposals_supplier_order_id_supplier_orders_id_fk" FOREIGN KEY ("supplier_order_id") REFERENCES "public"."supplier_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_change_proposals" ADD CONSTRAINT "order_change_proposals_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_change_proposals" ADD CONSTRAINT "order_change_proposals_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_change_proposals" ADD CONSTRAINT "order_change_proposals_proposed_by_profiles_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_change_proposals" ADD CONSTRAINT "order_change_proposals_decided_by_profiles_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_change_proposals_supplier_order_idx" ON "order_change_proposals" USING btree ("supplier_order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_change_proposals_open_idx" ON "order_change_proposals" USING btree ("expires_at") WHERE "order_change_proposals"."status" = 'open';--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_ordered_sku_id_skus_id_fk" FOREIGN KEY ("ordered_sku_id") REFERENCES "public"."skus"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_ordered_snapshot" CHECK (("order_lines"."ordered_product_name" is null) = ("order_lines"."qty_before_change" is null) and ("order_lines"."ordered_product_name" is null) = ("order_lines"."ordered_unit_price_cents" is null));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind" CHECK ("notifications"."kind" in ('order_placed', 'order_accepted', 'order_rejected', 'order_dispatched', 'order_delivered', 'order_cancelled', 'invite_accepted', 'xero_sync_failed', 'xero_reconnect_needed', 'order_paid', 'standing_order_reminder', 'standing_order_placed', 'standing_order_needs_attention', 'standing_order_failed', 'order_held', 'order_released', 'trade_application_submitted', 'trade_application_decided', 'trade_application_withdrawn', 'trade_account_changed', 'keg_collection_requested', 'keg_collection_cancelled', 'keg_collection_recorded', 'approval_requested', 'approval_decided', 'order_change_proposed', 'order_change_decided'));