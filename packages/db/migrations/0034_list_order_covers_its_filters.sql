-- The name order's index covers the list's filters (decision 0159): tags, style, pack formats and ABV after the key,
-- so a list filtered by them (a tag, a style, a pack, an ABV range) walks the index in its order and stops at the
-- list's first thousand matches without reading a product's row, and the facets of those matches come from the same
-- entries. Drizzle's index builder can't say INCLUDE; the schema names the key only.
DROP INDEX "products_name_order_idx";--> statement-breakpoint
CREATE INDEX "products_name_order_idx" ON "products" USING btree ("name","id","supplier_id") INCLUDE ("tags","style","pack_formats","abv") WHERE status = 'active';
