-- The postings are derived from products (decision 0121) and rebuilt below with the columns they now carry
-- (decision 0122): emptied first, so the new columns need no default.
TRUNCATE "search_postings";--> statement-breakpoint
DROP INDEX "search_postings_order_idx";--> statement-breakpoint
ALTER TABLE "search_postings" ADD COLUMN "active" boolean NOT NULL;--> statement-breakpoint
ALTER TABLE "search_postings" ADD COLUMN "supplier_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "search_postings" ADD COLUMN "style" text NOT NULL;--> statement-breakpoint
ALTER TABLE "search_postings" ADD COLUMN "tags" text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "search_postings" ADD COLUMN "pack_formats" text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "search_postings" ADD COLUMN "abv" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "search_postings" ADD COLUMN "from_price_cents" integer;--> statement-breakpoint
ALTER TABLE "search_postings" ADD COLUMN "from_litre_price_cents" integer;--> statement-breakpoint
ALTER TABLE "search_postings" ADD COLUMN "in_stock" boolean NOT NULL;--> statement-breakpoint
-- Keeps search_postings (decision 0121; migration 0026), now with what the list's filters, facets and public check
-- read of each product (decision 0122): an update replaces a product's postings when its document or name changed,
-- or any fact they carry (its status, supplier, style, tags, pack formats, ABV, from prices, or whether it is in
-- stock, which a SKU's write can change). A stock or price change that leaves those as they were writes nothing
-- here. Old postings are still found by the front of their index key, computed again from the old row.
CREATE OR REPLACE FUNCTION products_write_postings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_postings (lexeme, product_id, rank, name, active, supplier_id, style, tags, pack_formats, abv, from_price_cents, from_litre_price_cents, in_stock)
      SELECT x.lexeme, n.id, x.rank, n.name, n.status = 'active', n.supplier_id, n.style, n.tags, n.pack_formats,
        n.abv, n.from_price_cents, n.from_litre_price_cents, n.in_stock
      FROM new_products n, product_postings(n.search_vector) AS x;
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM search_postings sp
      USING old_products o JOIN new_products n ON n.id = o.id
          AND (o.search_vector, o.name, o.status, o.supplier_id, o.style, o.tags, o.pack_formats, o.abv, o.from_price_cents,
              o.from_litre_price_cents, o.in_stock)
            IS DISTINCT FROM (n.search_vector, n.name, n.status, n.supplier_id, n.style, n.tags, n.pack_formats, n.abv, n.from_price_cents,
              n.from_litre_price_cents, n.in_stock),
        product_postings(o.search_vector) AS x
      WHERE sp.lexeme = x.lexeme AND sp.rank = x.rank AND sp.name = o.name AND sp.product_id = o.id;
    INSERT INTO search_postings (lexeme, product_id, rank, name, active, supplier_id, style, tags, pack_formats, abv, from_price_cents, from_litre_price_cents, in_stock)
      SELECT x.lexeme, n.id, x.rank, n.name, n.status = 'active', n.supplier_id, n.style, n.tags, n.pack_formats,
        n.abv, n.from_price_cents, n.from_litre_price_cents, n.in_stock
      FROM new_products n JOIN old_products o ON o.id = n.id
          AND (o.search_vector, o.name, o.status, o.supplier_id, o.style, o.tags, o.pack_formats, o.abv, o.from_price_cents,
              o.from_litre_price_cents, o.in_stock)
            IS DISTINCT FROM (n.search_vector, n.name, n.status, n.supplier_id, n.style, n.tags, n.pack_formats, n.abv, n.from_price_cents,
              n.from_litre_price_cents, n.in_stock),
        product_postings(n.search_vector) AS x;
  ELSE
    DELETE FROM search_postings sp USING old_products o, product_postings(o.search_vector) AS x
      WHERE sp.lexeme = x.lexeme AND sp.rank = x.rank AND sp.name = o.name AND sp.product_id = o.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO search_postings (lexeme, product_id, rank, name, active, supplier_id, style, tags, pack_formats, abv, from_price_cents, from_litre_price_cents, in_stock)
  SELECT x.lexeme, p.id, x.rank, p.name, p.status = 'active', p.supplier_id, p.style, p.tags, p.pack_formats,
        p.abv, p.from_price_cents, p.from_litre_price_cents, p.in_stock
  FROM products p, product_postings(p.search_vector) AS x;
--> statement-breakpoint
-- the index built once over the rebuilt postings, rather than row by row during their insert
CREATE INDEX "search_postings_order_idx" ON "search_postings" USING btree ("lexeme","rank" DESC NULLS LAST,"name","product_id","active","supplier_id","style","tags","pack_formats","abv","from_price_cents","from_litre_price_cents","in_stock");--> statement-breakpoint
ANALYZE search_postings;
