CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY("user_id","key"),
	CONSTRAINT "idempotency_keys_state" CHECK ("idempotency_keys"."state" in ('running', 'done'))
);
--> statement-breakpoint
ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_qty_range";--> statement-breakpoint
-- hand-written: existing lines were ordered as they stand
ALTER TABLE "order_lines" ADD COLUMN "ordered_qty" integer;--> statement-breakpoint
UPDATE "order_lines" SET "ordered_qty" = "qty";--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "ordered_qty" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "purchase_order_number" text;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD COLUMN "requested_delivery_date" date;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD COLUMN "venue_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- hand-written: each supplier order was asked for on its order's day
UPDATE "supplier_orders" so SET "requested_delivery_date" = o."requested_delivery_date" FROM "orders" o WHERE o."id" = so."order_id";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_qty_range" CHECK ("order_lines"."ordered_qty" between 1 and 9999 and "order_lines"."qty" between 0 and "order_lines"."ordered_qty");