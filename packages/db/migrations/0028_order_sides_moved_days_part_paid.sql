CREATE TYPE "public"."order_side" AS ENUM('venue', 'supplier');--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "actor_side" "order_side";--> statement-breakpoint
-- Backfill (hand-written): which side took each step so far. Checkout's event is the venue's; accept, reject,
-- dispatch and deliver are the supplier's, and so is a cancel from accepted. A cancel from submitted was the
-- supplier's exactly when it left its reason as the supplier note (a venue's cancel never sets one, and nothing
-- else sets it while the order is submitted).
UPDATE "order_events" AS e SET "actor_side" = CASE
	WHEN e."from_status" IS NULL THEN 'venue'::"order_side"
	WHEN e."to_status" <> 'cancelled' OR e."from_status" <> 'submitted' THEN 'supplier'::"order_side"
	WHEN so."supplier_note" IS NOT NULL AND so."supplier_note" <> '' THEN 'supplier'::"order_side"
	ELSE 'venue'::"order_side"
END
FROM "supplier_orders" AS so
WHERE so."id" = e."supplier_order_id";--> statement-breakpoint
ALTER TABLE "order_events" ALTER COLUMN "actor_side" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD COLUMN "asked_delivery_date" date;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD COLUMN "part_paid_at" timestamp with time zone;
