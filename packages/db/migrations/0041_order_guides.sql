CREATE TABLE "guide_count_lines" (
	"count_id" uuid NOT NULL,
	"sku_id" uuid NOT NULL,
	"on_hand" integer NOT NULL,
	CONSTRAINT "guide_count_lines_count_id_sku_id_pk" PRIMARY KEY("count_id","sku_id"),
	CONSTRAINT "guide_count_lines_on_hand_range" CHECK ("guide_count_lines"."on_hand" between 0 and 99999)
);
--> statement-breakpoint
CREATE TABLE "guide_counts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guide_id" uuid NOT NULL,
	"counted_by" uuid,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_guide_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guide_id" uuid NOT NULL,
	"sku_id" uuid NOT NULL,
	"section" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"par_qty" integer NOT NULL,
	CONSTRAINT "order_guide_items_guide_sku_unique" UNIQUE("guide_id","sku_id"),
	CONSTRAINT "order_guide_items_position_nonnegative" CHECK ("order_guide_items"."position" >= 0),
	CONSTRAINT "order_guide_items_par_range" CHECK ("order_guide_items"."par_qty" between 0 and 99999),
	CONSTRAINT "order_guide_items_section_length" CHECK (length("order_guide_items"."section") <= 60)
);
--> statement-breakpoint
CREATE TABLE "order_guides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"name" text NOT NULL,
	"supplier_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_guides_name_present" CHECK (length(trim("order_guides"."name")) between 1 and 80),
	CONSTRAINT "order_guides_version_positive" CHECK ("order_guides"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "guide_count_lines" ADD CONSTRAINT "guide_count_lines_count_id_guide_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."guide_counts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_count_lines" ADD CONSTRAINT "guide_count_lines_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_counts" ADD CONSTRAINT "guide_counts_guide_id_order_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."order_guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_counts" ADD CONSTRAINT "guide_counts_counted_by_profiles_id_fk" FOREIGN KEY ("counted_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_guide_items" ADD CONSTRAINT "order_guide_items_guide_id_order_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."order_guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_guide_items" ADD CONSTRAINT "order_guide_items_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_guides" ADD CONSTRAINT "order_guides_venue_id_organisations_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_guides" ADD CONSTRAINT "order_guides_supplier_id_organisations_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_guides" ADD CONSTRAINT "order_guides_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guide_count_lines_sku_idx" ON "guide_count_lines" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "guide_counts_guide_idx" ON "guide_counts" USING btree ("guide_id","counted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "guide_counts_counted_by_idx" ON "guide_counts" USING btree ("counted_by");--> statement-breakpoint
CREATE INDEX "order_guide_items_sku_idx" ON "order_guide_items" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "order_guides_venue_idx" ON "order_guides" USING btree ("venue_id","name");--> statement-breakpoint
CREATE INDEX "order_guides_supplier_idx" ON "order_guides" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "order_guides_created_by_idx" ON "order_guides" USING btree ("created_by");