CREATE TABLE "search_postings" (
	"lexeme" text COLLATE "C" NOT NULL,
	"product_id" uuid NOT NULL,
	"rank" real NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_postings_order_idx" ON "search_postings" USING btree ("lexeme","rank" DESC NULLS LAST,"name","product_id");--> statement-breakpoint
-- A product's postings: each lexeme of its search document with the rank `ts_rank` gives the document for that
-- lexeme alone, with the list's weights (decision 0097). The lexeme is quoted as tsquery input wants it.
CREATE FUNCTION product_postings(document tsvector) RETURNS TABLE (lexeme text, rank real) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT l, ts_rank('{0.02, 0.02, 0.05, 1}', document, ('''' || replace(replace(l, '\', '\\'), '''', '''''') || '''')::tsquery)
  FROM unnest(tsvector_to_array(document)) AS l
$$;--> statement-breakpoint
-- Keeps search_postings: a statement's new products get theirs; an update replaces those of the products whose
-- document or name changed; a delete removes them. Old postings are found by their whole index key (computed again
-- from the old row), so the index answers each. No unique index: writers of different products never wait for
-- each other here, and a product's own rows are only written by whoever holds that product's row lock.
CREATE FUNCTION products_write_postings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_postings (lexeme, product_id, rank, name)
      SELECT x.lexeme, n.id, x.rank, n.name FROM new_products n, product_postings(n.search_vector) AS x;
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM search_postings sp
      USING old_products o JOIN new_products n ON n.id = o.id AND (o.search_vector, o.name) IS DISTINCT FROM (n.search_vector, n.name),
        product_postings(o.search_vector) AS x
      WHERE sp.lexeme = x.lexeme AND sp.rank = x.rank AND sp.name = o.name AND sp.product_id = o.id;
    INSERT INTO search_postings (lexeme, product_id, rank, name)
      SELECT x.lexeme, n.id, x.rank, n.name
      FROM new_products n JOIN old_products o ON o.id = n.id AND (o.search_vector, o.name) IS DISTINCT FROM (n.search_vector, n.name),
        product_postings(n.search_vector) AS x;
  ELSE
    DELETE FROM search_postings sp USING old_products o, product_postings(o.search_vector) AS x
      WHERE sp.lexeme = x.lexeme AND sp.rank = x.rank AND sp.name = o.name AND sp.product_id = o.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_postings_after_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION products_write_postings();--> statement-breakpoint
CREATE TRIGGER products_postings_after_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION products_write_postings();--> statement-breakpoint
CREATE TRIGGER products_postings_after_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_products
  FOR EACH STATEMENT EXECUTE FUNCTION products_write_postings();--> statement-breakpoint
INSERT INTO search_postings (lexeme, product_id, rank, name)
  SELECT x.lexeme, p.id, x.rank, p.name FROM products p, product_postings(p.search_vector) AS x;
--> statement-breakpoint
ANALYZE search_postings;
