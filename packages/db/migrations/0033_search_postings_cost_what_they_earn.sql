-- Postings that cost what they earn (decision 0158): only active products have postings (the walk reads no other);
-- they carry the facts the walk's facets, pack and ABV filters and public check read — supplier, style, tags, pack
-- formats as bits (`packs`), ABV — as INCLUDE columns after the key, and no longer prices or stock: a SKU's price
-- or stock change leaves them alone, and a walk filtered by those reads the product's row. Rebuilt below, emptied
-- first so the new column needs no default.
-- One expression, so the planner inlines it (an unnest here cost 1.8 s a 20,000-product load, called per posting).
CREATE FUNCTION pack_mask(formats text[]) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ((CASE WHEN 'keg' = ANY (formats) THEN 1 ELSE 0 END) | (CASE WHEN 'can' = ANY (formats) THEN 2 ELSE 0 END)
    | (CASE WHEN 'bottle' = ANY (formats) THEN 4 ELSE 0 END) | (CASE WHEN 'other' = ANY (formats) THEN 8 ELSE 0 END))::smallint
$$;--> statement-breakpoint
TRUNCATE "search_postings";--> statement-breakpoint
DROP INDEX "search_postings_order_idx";--> statement-breakpoint
ALTER TABLE "search_postings" DROP COLUMN "active";--> statement-breakpoint
ALTER TABLE "search_postings" DROP COLUMN "pack_formats";--> statement-breakpoint
ALTER TABLE "search_postings" DROP COLUMN "from_price_cents";--> statement-breakpoint
ALTER TABLE "search_postings" DROP COLUMN "from_litre_price_cents";--> statement-breakpoint
ALTER TABLE "search_postings" DROP COLUMN "in_stock";--> statement-breakpoint
ALTER TABLE "search_postings" ADD COLUMN "packs" smallint NOT NULL;--> statement-breakpoint
-- As migration 0032's, comparing only what the postings now hold: the document, name, status, supplier, style, tags,
-- pack formats and ABV. An inactive product has no postings to drop.
CREATE OR REPLACE FUNCTION products_write_postings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_postings_due (product_id) SELECT n.id FROM new_products n WHERE n.status = 'active' ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'UPDATE' THEN
    -- a product already due has no postings to drop
    WITH changed AS (
      SELECT o.id, o.name, o.search_vector, o.status = 'active' AS had, n.status = 'active' AS has,
        EXISTS (SELECT 1 FROM search_postings_due d WHERE d.product_id = o.id) AS due
      FROM old_products o JOIN new_products n ON n.id = o.id
        AND (o.search_vector, o.name, o.status, o.supplier_id, o.style, o.tags, o.pack_formats, o.abv)
          IS DISTINCT FROM (n.search_vector, n.name, n.status, n.supplier_id, n.style, n.tags, n.pack_formats, n.abv)
    ), dropped AS (
      DELETE FROM search_postings sp USING changed o, product_postings(o.search_vector) AS x
        WHERE o.had AND NOT o.due AND sp.lexeme = x.lexeme AND sp.rank = x.rank AND sp.name = o.name AND sp.product_id = o.id
    )
    INSERT INTO search_postings_due (product_id) SELECT o.id FROM changed o WHERE o.has AND NOT o.due;
  ELSE
    DELETE FROM search_postings sp USING old_products o, product_postings(o.search_vector) AS x
      WHERE o.status = 'active' AND sp.lexeme = x.lexeme AND sp.rank = x.rank AND sp.name = o.name AND sp.product_id = o.id
        AND NOT EXISTS (SELECT 1 FROM search_postings_due d WHERE d.product_id = o.id);
    DELETE FROM search_postings_due d USING old_products o WHERE d.product_id = o.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- At commit, as migration 0032's: every due product's postings, from its row as it then stands, if it is active; in
-- the index's order, so a large load fills its leaves one after another rather than at random.
CREATE OR REPLACE FUNCTION search_postings_write_due() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM search_postings_due d WHERE d.product_id = NEW.product_id) THEN
    RETURN NULL;
  END IF;
  WITH due AS (DELETE FROM search_postings_due RETURNING product_id)
  INSERT INTO search_postings (lexeme, product_id, rank, name, supplier_id, style, tags, packs, abv)
    SELECT x.lexeme, p.id, x.rank, p.name, p.supplier_id, p.style, p.tags, pack_mask(p.pack_formats), p.abv
    FROM due JOIN products p ON p.id = due.product_id AND p.status = 'active', product_postings(p.search_vector) AS x
    ORDER BY x.lexeme COLLATE "C", x.rank DESC, p.name, p.id;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO search_postings (lexeme, product_id, rank, name, supplier_id, style, tags, packs, abv)
  SELECT x.lexeme, p.id, x.rank, p.name, p.supplier_id, p.style, p.tags, pack_mask(p.pack_formats), p.abv
  FROM products p, product_postings(p.search_vector) AS x WHERE p.status = 'active';--> statement-breakpoint
-- the index built once over the rebuilt postings, rather than row by row during their insert
CREATE INDEX "search_postings_order_idx" ON "search_postings" USING btree ("lexeme","rank" DESC NULLS LAST,"name","product_id")
  INCLUDE ("supplier_id","style","tags","packs","abv");--> statement-breakpoint
ANALYZE search_postings;
