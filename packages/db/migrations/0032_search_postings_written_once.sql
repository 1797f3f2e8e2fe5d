CREATE TABLE "search_postings_due" (
	"product_id" uuid PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- A product's postings (decisions 0121, 0122) are written once a transaction, when it commits (decision 0157). A
-- write that changes what they hold (the document, name, or a fact they carry) drops the product's postings at once,
-- found by their index key computed from the old row as before, unless it is already due, and marks it due; a deleted
-- product's postings go at once. The commit writes every due product's postings from its row as it then stands. A
-- product inserted and given its packs in one transaction (a CSV import, the bench seed) is so written once, with its
-- packs, rather than once without them and again with them. Within the transaction the due products have no postings.
CREATE OR REPLACE FUNCTION products_write_postings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_postings_due (product_id) SELECT n.id FROM new_products n ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'UPDATE' THEN
    -- a product already due has no postings to drop
    WITH changed AS (
      SELECT o.id, o.name, o.search_vector, EXISTS (SELECT 1 FROM search_postings_due d WHERE d.product_id = o.id) AS due
      FROM old_products o JOIN new_products n ON n.id = o.id
        AND (o.search_vector, o.name, o.status, o.supplier_id, o.style, o.tags, o.pack_formats, o.abv, o.from_price_cents,
            o.from_litre_price_cents, o.in_stock)
          IS DISTINCT FROM (n.search_vector, n.name, n.status, n.supplier_id, n.style, n.tags, n.pack_formats, n.abv, n.from_price_cents,
            n.from_litre_price_cents, n.in_stock)
    ), dropped AS (
      DELETE FROM search_postings sp USING changed o, product_postings(o.search_vector) AS x
        WHERE NOT o.due AND sp.lexeme = x.lexeme AND sp.rank = x.rank AND sp.name = o.name AND sp.product_id = o.id
    )
    INSERT INTO search_postings_due (product_id) SELECT o.id FROM changed o WHERE NOT o.due;
  ELSE
    DELETE FROM search_postings sp USING old_products o, product_postings(o.search_vector) AS x
      WHERE sp.lexeme = x.lexeme AND sp.rank = x.rank AND sp.name = o.name AND sp.product_id = o.id
        AND NOT EXISTS (SELECT 1 FROM search_postings_due d WHERE d.product_id = o.id);
    DELETE FROM search_postings_due d USING old_products o WHERE d.product_id = o.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- At commit, once for each due product: the first firing writes every due product's postings (from products as they
-- stand; a product deleted since has none) and empties the table; the rest find theirs gone and return.
CREATE FUNCTION search_postings_write_due() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM search_postings_due d WHERE d.product_id = NEW.product_id) THEN
    RETURN NULL;
  END IF;
  WITH due AS (DELETE FROM search_postings_due RETURNING product_id)
  INSERT INTO search_postings (lexeme, product_id, rank, name, active, supplier_id, style, tags, pack_formats, abv, from_price_cents, from_litre_price_cents, in_stock)
    SELECT x.lexeme, p.id, x.rank, p.name, p.status = 'active', p.supplier_id, p.style, p.tags, p.pack_formats,
      p.abv, p.from_price_cents, p.from_litre_price_cents, p.in_stock
    FROM due JOIN products p ON p.id = due.product_id, product_postings(p.search_vector) AS x;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER search_postings_due_at_commit AFTER INSERT ON search_postings_due
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_postings_write_due();
