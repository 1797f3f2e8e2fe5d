CREATE TYPE "public"."holiday_policy" AS ENUM('earlier', 'later', 'skip');--> statement-breakpoint
CREATE TYPE "public"."standing_occurrence_status" AS ENUM('scheduled', 'skipped', 'placed', 'needs_attention', 'failed');--> statement-breakpoint
CREATE TYPE "public"."standing_order_status" AS ENUM('active', 'paused', 'ended');--> statement-breakpoint
CREATE TABLE "standing_occurrences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"standing_order_id" uuid NOT NULL,
	"scheduled_date" date NOT NULL,
	"delivery_date" date NOT NULL,
	"calendar_note" text,
	"status" "standing_occurrence_status" DEFAULT 'scheduled' NOT NULL,
	"skipped_by" text,
	"place_at" timestamp with time zone NOT NULL,
	"remind_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"override_lines" jsonb,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order_id" uuid,
	"supplier_order_id" uuid,
	"placed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standing_occurrences_order_date_unique" UNIQUE("standing_order_id","scheduled_date"),
	CONSTRAINT "standing_occurrences_skipped_by" CHECK ("standing_occurrences"."skipped_by" is null or "standing_occurrences"."skipped_by" in ('venue', 'calendar', 'pause'))
);
--> statement-breakpoint
CREATE TABLE "standing_order_lines" (
	"standing_order_id" uuid NOT NULL,
	"sku_id" uuid NOT NULL,
	"qty" integer NOT NULL,
	"last_unit_price_cents" integer,
	CONSTRAINT "standing_order_lines_pkey" PRIMARY KEY("standing_order_id","sku_id"),
	CONSTRAINT "standing_order_lines_qty_range" CHECK ("standing_order_lines"."qty" between 1 and 9999)
);
--> statement-breakpoint
CREATE TABLE "standing_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"status" "standing_order_status" DEFAULT 'active' NOT NULL,
	"delivery_weekdays" smallint[] NOT NULL,
	"every_weeks" integer DEFAULT 1 NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"paused_until" date,
	"note" text DEFAULT '' NOT NULL,
	"planned_through" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standing_orders_every_weeks_range" CHECK ("standing_orders"."every_weeks" between 1 and 8),
	CONSTRAINT "standing_orders_weekdays_present" CHECK (cardinality("standing_orders"."delivery_weekdays") between 1 and 7),
	CONSTRAINT "standing_orders_ends_after_start" CHECK ("standing_orders"."ends_on" is null or "standing_orders"."ends_on" >= "standing_orders"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "supplier_closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"date" date NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_closures_supplier_date_unique" UNIQUE("supplier_id","date")
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind";--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "holiday_policy" "holiday_policy" DEFAULT 'later' NOT NULL;--> statement-breakpoint
ALTER TABLE "standing_occurrences" ADD CONSTRAINT "standing_occurrences_standing_order_id_standing_orders_id_fk" FOREIGN KEY ("standing_order_id") REFERENCES "public"."standing_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_occurrences" ADD CONSTRAINT "standing_occurrences_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_occurrences" ADD CONSTRAINT "standing_occurrences_supplier_order_id_supplier_orders_id_fk" FOREIGN KEY ("supplier_order_id") REFERENCES "public"."supplier_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_lines" ADD CONSTRAINT "standing_order_lines_standing_order_id_standing_orders_id_fk" FOREIGN KEY ("standing_order_id") REFERENCES "public"."standing_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_lines" ADD CONSTRAINT "standing_order_lines_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_venue_id_organisations_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_supplier_id_organisations_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_closures" ADD CONSTRAINT "supplier_closures_supplier_id_organisations_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "standing_occurrences_delivery_idx" ON "standing_occurrences" USING btree ("standing_order_id","delivery_date");--> statement-breakpoint
CREATE INDEX "standing_occurrences_due_idx" ON "standing_occurrences" USING btree ("place_at") WHERE "standing_occurrences"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "standing_occurrences_remind_idx" ON "standing_occurrences" USING btree ("remind_at") WHERE "standing_occurrences"."status" = 'scheduled' and "standing_occurrences"."reminded_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "standing_occurrences_supplier_order_unique" ON "standing_occurrences" USING btree ("supplier_order_id") WHERE "standing_occurrences"."supplier_order_id" is not null;--> statement-breakpoint
CREATE INDEX "standing_order_lines_sku_idx" ON "standing_order_lines" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "standing_orders_venue_idx" ON "standing_orders" USING btree ("venue_id","created_at");--> statement-breakpoint
CREATE INDEX "standing_orders_supplier_idx" ON "standing_orders" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "standing_orders_planned_idx" ON "standing_orders" USING btree ("planned_through") WHERE "standing_orders"."status" <> 'ended';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind" CHECK ("notifications"."kind" in ('order_placed', 'order_accepted', 'order_rejected', 'order_dispatched', 'order_delivered', 'order_cancelled', 'invite_accepted', 'xero_sync_failed', 'xero_reconnect_needed', 'order_paid', 'standing_order_reminder', 'standing_order_placed', 'standing_order_needs_attention', 'standing_order_failed'));