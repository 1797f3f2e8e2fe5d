CREATE TYPE "public"."keg_owner_kind" AS ENUM('supplier', 'pool');--> statement-breakpoint
CREATE TYPE "public"."keg_collection_status" AS ENUM('requested', 'collected', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."keg_ledger_reason" AS ENUM('delivered', 'returned', 'written_off', 'adjusted');--> statement-breakpoint
CREATE TABLE "keg_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"name" text NOT NULL,
	"litres" numeric(5, 1) NOT NULL,
	"owner_kind" "keg_owner_kind" DEFAULT 'supplier' NOT NULL,
	"pool_name" text,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"deposit_taxable" boolean DEFAULT true NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "keg_types_litres_range" CHECK ("keg_types"."litres" > 0 and "keg_types"."litres" <= 2000),
	CONSTRAINT "keg_types_deposit_range" CHECK ("keg_types"."deposit_cents" between 0 and 100000000),
	CONSTRAINT "keg_types_pool" CHECK (("keg_types"."owner_kind" = 'supplier' and "keg_types"."pool_name" is null) or ("keg_types"."owner_kind" = 'pool' and "keg_types"."pool_name" is not null and "keg_types"."deposit_cents" = 0))
);
--> statement-breakpoint
CREATE TABLE "supplier_keg_settings" (
	"supplier_id" uuid PRIMARY KEY NOT NULL,
	"collection_promise_days" smallint DEFAULT 7 NOT NULL,
	"keg_out_days" smallint DEFAULT 60 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_keg_settings_ranges" CHECK ("supplier_keg_settings"."collection_promise_days" between 1 and 90 and "supplier_keg_settings"."keg_out_days" between 1 and 730)
);
--> statement-breakpoint
CREATE TABLE "keg_collection_notes" (
	"collection_id" uuid NOT NULL,
	"note_id" uuid NOT NULL,
	CONSTRAINT "keg_collection_notes_collection_id_note_id_pk" PRIMARY KEY("collection_id","note_id")
);
--> statement-breakpoint
CREATE TABLE "keg_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	"status" "keg_collection_status" DEFAULT 'requested' NOT NULL,
	"swap_at_delivery" boolean DEFAULT false NOT NULL,
	"requested_for" date,
	"requested" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"requested_by" uuid,
	"requested_at" timestamp with time zone,
	"collected" jsonb,
	"collected_by" uuid,
	"collected_at" timestamp with time zone,
	"override" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keg_empties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"keg_type_id" uuid NOT NULL,
	"on_tap_entry_id" uuid,
	"emptied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"collection_id" uuid,
	"collected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keg_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	"keg_type_id" uuid NOT NULL,
	"delta" integer NOT NULL,
	"reason" "keg_ledger_reason" NOT NULL,
	"supplier_order_id" uuid,
	"collection_id" uuid,
	"note" text,
	"actor_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "keg_ledger_delta_nonzero" CHECK ("keg_ledger"."delta" <> 0),
	CONSTRAINT "keg_ledger_delta_sign" CHECK (case "keg_ledger"."reason" when 'delivered' then "keg_ledger"."delta" > 0 when 'returned' then "keg_ledger"."delta" < 0 when 'written_off' then "keg_ledger"."delta" < 0 else true end),
	CONSTRAINT "keg_ledger_delivered_has_order" CHECK ("keg_ledger"."reason" <> 'delivered' or "keg_ledger"."supplier_order_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind";--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "keg_type_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "keg_type_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "kegs_per_unit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "deposit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "deposit_tax_rate_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "deposit_account_code" text;--> statement-breakpoint
ALTER TABLE "keg_types" ADD CONSTRAINT "keg_types_supplier_id_organisations_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_keg_settings" ADD CONSTRAINT "supplier_keg_settings_supplier_id_organisations_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keg_collection_notes" ADD CONSTRAINT "keg_collection_notes_collection_id_keg_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."keg_collections"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keg_collection_notes" ADD CONSTRAINT "keg_collection_notes_note_id_tax_documents_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."tax_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keg_collections" ADD CONSTRAINT "keg_collections_supplier_id_organisations_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keg_collections" ADD CONSTRAINT "keg_collections_venue_id_organisations_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keg_collections" ADD CONSTRAINT "keg_collections_requested_by_profiles_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keg_collections" ADD CONSTRAINT "keg_collections_collected_by_profiles_id_fk" FOREIGN KEY ("collected_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keg_empties" ADD CONSTRAINT "keg_empties_venue_id_organisations_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keg_empties" ADD CONSTRAINT "keg_empties_supplier_id_organisations_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keg_empties" ADD CONSTRAINT "keg_empties_keg_type_id_keg_types_id_fk" FOREIGN KEY ("keg_type_id") REFERENCES "public"."keg_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keg_empties" ADD CONSTRAINT "keg_empties_on_tap_entry_id_on_tap_entries_id_fk" FOREIGN KEY ("on_tap_entry_id") REFERENCES "public"."on_tap_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keg_empties" ADD CONSTRAINT "keg_empties_collection_id_keg_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."keg_collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keg_ledger" ADD CONSTRAINT "keg_ledger_supplier_id_organisations_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keg_ledger" ADD CONSTRAINT "keg_ledger_venue_id_organisations_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keg_ledger" ADD CONSTRAINT "keg_ledger_keg_type_id_keg_types_id_fk" FOREIGN KEY ("keg_type_id") REFERENCES "public"."keg_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keg_ledger" ADD CONSTRAINT "keg_ledger_supplier_order_id_supplier_orders_id_fk" FOREIGN KEY ("supplier_order_id") REFERENCES "public"."supplier_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keg_ledger" ADD CONSTRAINT "keg_ledger_collection_id_keg_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."keg_collections"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keg_ledger" ADD CONSTRAINT "keg_ledger_actor_id_profiles_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "keg_types_supplier_name_unique" ON "keg_types" USING btree ("supplier_id",lower("name")) WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "keg_types_supplier_idx" ON "keg_types" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "keg_collection_notes_note_idx" ON "keg_collection_notes" USING btree ("note_id");--> statement-breakpoint
CREATE UNIQUE INDEX "keg_collections_one_open_per_pair" ON "keg_collections" USING btree ("supplier_id","venue_id") WHERE status = 'requested';--> statement-breakpoint
CREATE INDEX "keg_collections_supplier_status_idx" ON "keg_collections" USING btree ("supplier_id","status","requested_for");--> statement-breakpoint
CREATE INDEX "keg_collections_venue_idx" ON "keg_collections" USING btree ("venue_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "keg_empties_entry_unique" ON "keg_empties" USING btree ("on_tap_entry_id") WHERE on_tap_entry_id is not null;--> statement-breakpoint
CREATE INDEX "keg_empties_waiting_idx" ON "keg_empties" USING btree ("venue_id","supplier_id","keg_type_id","emptied_at") WHERE collected_at is null;--> statement-breakpoint
CREATE INDEX "keg_empties_supplier_waiting_idx" ON "keg_empties" USING btree ("supplier_id","emptied_at") WHERE collected_at is null;--> statement-breakpoint
CREATE INDEX "keg_ledger_pair_idx" ON "keg_ledger" USING btree ("supplier_id","venue_id","keg_type_id","at");--> statement-breakpoint
CREATE INDEX "keg_ledger_venue_idx" ON "keg_ledger" USING btree ("venue_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "keg_ledger_delivered_once" ON "keg_ledger" USING btree ("supplier_order_id","keg_type_id") WHERE reason = 'delivered';--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_keg_type_id_keg_types_id_fk" FOREIGN KEY ("keg_type_id") REFERENCES "public"."keg_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_keg_type_id_keg_types_id_fk" FOREIGN KEY ("keg_type_id") REFERENCES "public"."keg_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "skus_keg_type_idx" ON "skus" USING btree ("keg_type_id") WHERE keg_type_id is not null;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_keg" CHECK ("order_lines"."kegs_per_unit" >= 0 and "order_lines"."deposit_cents" >= 0 and "order_lines"."deposit_tax_rate_basis_points" between 0 and 10000 and ("order_lines"."keg_type_id" is not null or ("order_lines"."kegs_per_unit" = 0 and "order_lines"."deposit_cents" = 0)));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind" CHECK ("notifications"."kind" in ('order_placed', 'order_accepted', 'order_rejected', 'order_dispatched', 'order_delivered', 'order_cancelled', 'invite_accepted', 'xero_sync_failed', 'xero_reconnect_needed', 'order_paid', 'standing_order_reminder', 'standing_order_placed', 'standing_order_needs_attention', 'standing_order_failed', 'order_held', 'order_released', 'trade_application_submitted', 'trade_application_decided', 'trade_application_withdrawn', 'trade_account_changed', 'keg_collection_requested', 'keg_collection_recorded'));--> statement-breakpoint
-- The keg ledger is append-only (issue 37): a movement is corrected by another entry (adjusted), never by changing or
-- deleting one, so the balance both sides read is always the sum of what happened.
CREATE FUNCTION keg_ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'keg ledger entries are never changed nor deleted: write an adjustment' USING ERRCODE = 'integrity_constraint_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER keg_ledger_append_only BEFORE UPDATE OR DELETE ON keg_ledger
  FOR EACH ROW EXECUTE FUNCTION keg_ledger_refuse_change();
