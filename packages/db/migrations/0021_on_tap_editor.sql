ALTER TABLE "on_tap_entries" DROP CONSTRAINT "on_tap_entries_venue_product_unique";--> statement-breakpoint
ALTER TABLE "on_tap_entries" DROP CONSTRAINT "on_tap_entries_tap_number_range";--> statement-breakpoint
ALTER TABLE "on_tap_entries" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "on_tap_entries" ALTER COLUMN "tap_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "on_tap_entries" ADD COLUMN "status" text DEFAULT 'pouring' NOT NULL;--> statement-breakpoint
ALTER TABLE "on_tap_entries" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "on_tap_entries" ADD COLUMN "guest_name" text;--> statement-breakpoint
ALTER TABLE "on_tap_entries" ADD COLUMN "guest_brewery" text;--> statement-breakpoint
ALTER TABLE "on_tap_entries" ADD COLUMN "guest_style" text;--> statement-breakpoint
ALTER TABLE "on_tap_entries" ADD COLUMN "guest_abv" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "on_tap_entries" ADD COLUMN "sku_id" uuid;--> statement-breakpoint
ALTER TABLE "on_tap_entries" ADD COLUMN "supplier_order_id" uuid;--> statement-breakpoint
ALTER TABLE "on_tap_entries" ADD COLUMN "kicked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "on_tap_entries" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- hand-written (decision 0110): existing entries all pour. Their order is their tap order; a serving size's
-- `name` is now its `label`; a tap number two entries shared (nothing stopped it before) stays with the one poured
-- first, the other keeps pouring without a number, so the unique index below can be built.
UPDATE "on_tap_entries" e SET "position" = o."position", "updated_at" = e."since"
FROM (SELECT "id", (row_number() OVER (PARTITION BY "venue_id" ORDER BY "tap_number", "since", "id") - 1)::int AS "position" FROM "on_tap_entries") o
WHERE o."id" = e."id";--> statement-breakpoint
UPDATE "on_tap_entries" SET "serving_sizes" = (
  SELECT coalesce(jsonb_agg(CASE WHEN s ? 'name' THEN (s - 'name') || jsonb_build_object('label', s -> 'name') ELSE s END ORDER BY i), '[]'::jsonb)
  FROM jsonb_array_elements("serving_sizes") WITH ORDINALITY AS a(s, i)
)
WHERE jsonb_typeof("serving_sizes") = 'array' AND "serving_sizes" <> '[]'::jsonb;--> statement-breakpoint
UPDATE "on_tap_entries" e SET "tap_number" = NULL
WHERE EXISTS (
  SELECT 1 FROM "on_tap_entries" o
  WHERE o."venue_id" = e."venue_id" AND o."tap_number" = e."tap_number" AND (o."since", o."id") < (e."since", e."id")
);--> statement-breakpoint
ALTER TABLE "on_tap_entries" ADD CONSTRAINT "on_tap_entries_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_tap_entries" ADD CONSTRAINT "on_tap_entries_supplier_order_id_supplier_orders_id_fk" FOREIGN KEY ("supplier_order_id") REFERENCES "public"."supplier_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "on_tap_entries_current_product_unique" ON "on_tap_entries" USING btree ("venue_id","product_id") WHERE kicked_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "on_tap_entries_pouring_tap_unique" ON "on_tap_entries" USING btree ("venue_id","tap_number") WHERE status = 'pouring' and kicked_at is null;--> statement-breakpoint
CREATE INDEX "on_tap_entries_venue_list_idx" ON "on_tap_entries" USING btree ("venue_id","status","position") WHERE kicked_at is null;--> statement-breakpoint
CREATE INDEX "on_tap_entries_venue_kicked_idx" ON "on_tap_entries" USING btree ("venue_id","kicked_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "on_tap_entries_sku_idx" ON "on_tap_entries" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "on_tap_entries_supplier_order_idx" ON "on_tap_entries" USING btree ("supplier_order_id");--> statement-breakpoint
ALTER TABLE "on_tap_entries" ADD CONSTRAINT "on_tap_entries_status_known" CHECK ("on_tap_entries"."status" in ('pouring', 'next'));--> statement-breakpoint
ALTER TABLE "on_tap_entries" ADD CONSTRAINT "on_tap_entries_position_nonnegative" CHECK ("on_tap_entries"."position" >= 0);--> statement-breakpoint
ALTER TABLE "on_tap_entries" ADD CONSTRAINT "on_tap_entries_product_or_guest" CHECK (("on_tap_entries"."product_id" is not null and "on_tap_entries"."guest_name" is null and "on_tap_entries"."guest_brewery" is null and "on_tap_entries"."guest_style" is null and "on_tap_entries"."guest_abv" is null) or ("on_tap_entries"."product_id" is null and "on_tap_entries"."guest_name" is not null and "on_tap_entries"."guest_brewery" is not null));--> statement-breakpoint
ALTER TABLE "on_tap_entries" ADD CONSTRAINT "on_tap_entries_guest_abv_range" CHECK ("on_tap_entries"."guest_abv" is null or "on_tap_entries"."guest_abv" between 0 and 99.9);--> statement-breakpoint
ALTER TABLE "on_tap_entries" ADD CONSTRAINT "on_tap_entries_tap_number_range" CHECK ("on_tap_entries"."tap_number" is null or "on_tap_entries"."tap_number" between 1 and 999);