CREATE TABLE "product_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"alt_text" text DEFAULT '' NOT NULL,
	"thumbnail_key" text NOT NULL,
	"card_key" text NOT NULL,
	"detail_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_images_position_range" CHECK ("product_images"."position" between 0 and 5),
	CONSTRAINT "product_images_alt_text_length" CHECK (length("product_images"."alt_text") <= 250),
	CONSTRAINT "product_images_size_positive" CHECK ("product_images"."width" > 0 and "product_images"."height" > 0),
	CONSTRAINT "product_images_keys_shape" CHECK ("product_images"."thumbnail_key" ~ '^[0-9a-f]{64}-thumbnail\.webp$' and "product_images"."card_key" ~ '^[0-9a-f]{64}-card\.webp$' and "product_images"."detail_key" ~ '^[0-9a-f]{64}-detail\.webp$')
);
--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written (drizzle can't declare a deferrable constraint): one image per position per product, checked at
-- commit so a reorder can swap positions inside its transaction. Its index also serves the lookups by product.
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_position_unique" UNIQUE ("product_id", "position") DEFERRABLE INITIALLY DEFERRED;
