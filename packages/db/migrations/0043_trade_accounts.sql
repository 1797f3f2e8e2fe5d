CREATE TYPE "public"."price_list_kind" AS ENUM('percent_off', 'fixed');--> statement-breakpoint
CREATE TYPE "public"."trade_account_event_kind" AS ENUM('applied', 'approved', 'declined', 'changed', 'held', 'released', 'closed', 'reopened', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."trade_account_status" AS ENUM('active', 'on_hold', 'closed');--> statement-breakpoint
CREATE TYPE "public"."trade_application_status" AS ENUM('submitted', 'approved', 'declined', 'withdrawn');--> statement-breakpoint
ALTER TYPE "public"."supplier_order_status" ADD VALUE 'held' BEFORE 'submitted';--> statement-breakpoint
CREATE TABLE "delivery_zone_localities" (
	"zone_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"postcode" text NOT NULL,
	"suburb" text DEFAULT '' NOT NULL,
	CONSTRAINT "delivery_zone_localities_supplier_id_postcode_suburb_pk" PRIMARY KEY("supplier_id","postcode","suburb"),
	CONSTRAINT "delivery_zone_localities_postcode_format" CHECK ("delivery_zone_localities"."postcode" ~ '^[0-9]{4}$'),
	CONSTRAINT "delivery_zone_localities_suburb_lower" CHECK ("delivery_zone_localities"."suburb" = lower(trim("delivery_zone_localities"."suburb")))
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"name" text NOT NULL,
	"delivery_weekdays" smallint[] NOT NULL,
	"order_cutoff_time" text,
	"lead_days" integer,
	"minimum_order_cents" integer,
	"delivery_fee_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_supplier_name_unique" UNIQUE("supplier_id","name"),
	CONSTRAINT "delivery_zones_weekdays_present" CHECK (cardinality("delivery_zones"."delivery_weekdays") between 1 and 7),
	CONSTRAINT "delivery_zones_cutoff_format" CHECK ("delivery_zones"."order_cutoff_time" is null or "delivery_zones"."order_cutoff_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "delivery_zones_lead_days_range" CHECK ("delivery_zones"."lead_days" is null or "delivery_zones"."lead_days" between 0 and 60),
	CONSTRAINT "delivery_zones_money_nonnegative" CHECK (coalesce("delivery_zones"."minimum_order_cents", 0) >= 0 and "delivery_zones"."delivery_fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "price_list_items" (
	"price_list_id" uuid NOT NULL,
	"sku_id" uuid NOT NULL,
	"min_qty" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	CONSTRAINT "price_list_items_price_list_id_sku_id_min_qty_pk" PRIMARY KEY("price_list_id","sku_id","min_qty"),
	CONSTRAINT "price_list_items_min_qty_range" CHECK ("price_list_items"."min_qty" between 1 and 9999),
	CONSTRAINT "price_list_items_price_nonnegative" CHECK ("price_list_items"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" "price_list_kind" NOT NULL,
	"percent_off_basis_points" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_lists_supplier_name_unique" UNIQUE("supplier_id","name"),
	CONSTRAINT "price_lists_percent" CHECK (("price_lists"."kind" = 'percent_off') = ("price_lists"."percent_off_basis_points" is not null) and coalesce("price_lists"."percent_off_basis_points" between 0 and 10000, true))
);
--> statement-breakpoint
CREATE TABLE "supplier_trade_settings" (
	"supplier_id" uuid PRIMARY KEY NOT NULL,
	"accounts_required" boolean DEFAULT false NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"terms_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_account_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	"kind" "trade_account_event_kind" NOT NULL,
	"actor_id" uuid,
	"note" text,
	"application_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	"status" "trade_account_status" DEFAULT 'active' NOT NULL,
	"credit_limit_cents" bigint,
	"price_list_id" uuid,
	"zone_id" uuid,
	"hold_reason" text,
	"closed_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_accounts_supplier_venue_unique" UNIQUE("supplier_id","venue_id"),
	CONSTRAINT "trade_accounts_limit_nonnegative" CHECK ("trade_accounts"."credit_limit_cents" is null or "trade_accounts"."credit_limit_cents" >= 0),
	CONSTRAINT "trade_accounts_hold_reason" CHECK (("trade_accounts"."status" = 'on_hold') = ("trade_accounts"."hold_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "trade_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"status" "trade_application_status" DEFAULT 'submitted' NOT NULL,
	"legal_name" text NOT NULL,
	"abn" text NOT NULL,
	"acn" text,
	"liquor_licence_number" text NOT NULL,
	"liquor_licence_state" text NOT NULL,
	"liquor_licence_expiry" date NOT NULL,
	"directors" jsonb NOT NULL,
	"trade_references" jsonb NOT NULL,
	"requested_limit_cents" bigint,
	"terms_version" integer NOT NULL,
	"terms_text" text NOT NULL,
	"submitted_by" uuid,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	CONSTRAINT "trade_applications_abn_format" CHECK ("trade_applications"."abn" ~ '^[0-9]{11}$'),
	CONSTRAINT "trade_applications_acn_format" CHECK ("trade_applications"."acn" is null or "trade_applications"."acn" ~ '^[0-9]{9}$'),
	CONSTRAINT "trade_applications_limit_nonnegative" CHECK ("trade_applications"."requested_limit_cents" is null or "trade_applications"."requested_limit_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "supplier_orders" DROP CONSTRAINT "supplier_orders_money_nonnegative";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind";--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD COLUMN "delivery_fee_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD COLUMN "zone_id" uuid;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD COLUMN "held_reason" text;--> statement-breakpoint
ALTER TABLE "delivery_zone_localities" ADD CONSTRAINT "delivery_zone_localities_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zone_localities" ADD CONSTRAINT "delivery_zone_localities_supplier_id_organisations_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_supplier_id_organisations_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_items" ADD CONSTRAINT "price_list_items_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_items" ADD CONSTRAINT "price_list_items_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_supplier_id_organisations_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_trade_settings" ADD CONSTRAINT "supplier_trade_settings_supplier_id_organisations_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_account_events" ADD CONSTRAINT "trade_account_events_supplier_id_organisations_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_account_events" ADD CONSTRAINT "trade_account_events_venue_id_organisations_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_account_events" ADD CONSTRAINT "trade_account_events_actor_id_profiles_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_account_events" ADD CONSTRAINT "trade_account_events_application_id_trade_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."trade_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_accounts" ADD CONSTRAINT "trade_accounts_supplier_id_organisations_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_accounts" ADD CONSTRAINT "trade_accounts_venue_id_organisations_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_accounts" ADD CONSTRAINT "trade_accounts_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_accounts" ADD CONSTRAINT "trade_accounts_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_applications" ADD CONSTRAINT "trade_applications_venue_id_organisations_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_applications" ADD CONSTRAINT "trade_applications_supplier_id_organisations_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_applications" ADD CONSTRAINT "trade_applications_submitted_by_profiles_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_applications" ADD CONSTRAINT "trade_applications_decided_by_profiles_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_zone_localities_zone_idx" ON "delivery_zone_localities" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "price_list_items_sku_idx" ON "price_list_items" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "trade_account_events_pair_idx" ON "trade_account_events" USING btree ("supplier_id","venue_id","created_at");--> statement-breakpoint
CREATE INDEX "trade_accounts_venue_idx" ON "trade_accounts" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "trade_accounts_price_list_idx" ON "trade_accounts" USING btree ("price_list_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_applications_one_waiting" ON "trade_applications" USING btree ("venue_id","supplier_id") WHERE "trade_applications"."status" = 'submitted';--> statement-breakpoint
CREATE INDEX "trade_applications_supplier_idx" ON "trade_applications" USING btree ("supplier_id","status","submitted_at");--> statement-breakpoint
CREATE INDEX "trade_applications_venue_idx" ON "trade_applications" USING btree ("venue_id","submitted_at");--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD CONSTRAINT "supplier_orders_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD CONSTRAINT "supplier_orders_money_nonnegative" CHECK ("supplier_orders"."subtotal_cents" >= 0 and "supplier_orders"."tax_cents" >= 0 and "supplier_orders"."total_cents" >= 0 and "supplier_orders"."delivery_fee_cents" >= 0);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind" CHECK ("notifications"."kind" in ('order_placed', 'order_accepted', 'order_rejected', 'order_dispatched', 'order_delivered', 'order_cancelled', 'invite_accepted', 'xero_sync_failed', 'xero_reconnect_needed', 'order_paid', 'standing_order_reminder', 'standing_order_placed', 'standing_order_needs_attention', 'standing_order_failed', 'order_held', 'order_released', 'trade_application_submitted', 'trade_application_decided', 'trade_account_changed'));