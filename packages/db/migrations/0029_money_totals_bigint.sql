-- Money totals in bigint cents (decision 0125): a line at the largest price (PRICE_CENTS_MAX) and quantity
-- (CART_QTY_MAX) taxed at 100 % is 2 × 10^12 cents, past integer's 2^31, so such a checkout failed with 22003.
-- One ALTER TABLE per table: each rewrites its table once, whatever the number of columns changed.
ALTER TABLE "order_lines" ALTER COLUMN "line_total_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal_cents" SET DATA TYPE bigint, ALTER COLUMN "tax_cents" SET DATA TYPE bigint, ALTER COLUMN "total_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "supplier_orders" ALTER COLUMN "subtotal_cents" SET DATA TYPE bigint, ALTER COLUMN "tax_cents" SET DATA TYPE bigint, ALTER COLUMN "total_cents" SET DATA TYPE bigint;
