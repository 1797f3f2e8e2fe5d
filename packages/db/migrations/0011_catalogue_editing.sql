CREATE TABLE "product_slug_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "volume_ml" integer;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_prices" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "product_slug_history" ADD CONSTRAINT "product_slug_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_slug_history_product_idx" ON "product_slug_history" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "venue_prices_sku_idx" ON "venue_prices" USING btree ("sku_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tags_format" CHECK (cardinality("products"."tags") <= 20 and array_to_string("products"."tags", '') = lower(array_to_string("products"."tags", '')) and strpos(array_to_string("products"."tags", '|'), ',') = 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_version_positive" CHECK ("products"."version" >= 1);--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_volume_range" CHECK ("skus"."volume_ml" is null or "skus"."volume_ml" between 1 and 1000000);--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_version_positive" CHECK ("skus"."version" >= 1);--> statement-breakpoint
-- hand-written: rows from before this migration were last changed when they were made
UPDATE "skus" SET "updated_at" = "created_at";--> statement-breakpoint
UPDATE "venue_prices" SET "updated_at" = "created_at";
