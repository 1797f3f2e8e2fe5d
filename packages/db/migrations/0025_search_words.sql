CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The words of a product's name, style and tags (3 letters or more, lower-cased), as a search is split into words.
CREATE FUNCTION product_search_words(name text, style text, tags text[]) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(concat_ws(' ', name, style, array_to_string(tags, ' '))), '[^[:alnum:]]+') AS w
  WHERE length(w) >= 3
$$;--> statement-breakpoint
-- Adds the words of the rows a statement wrote (on an update, only of rows whose name, style or tags changed), in
-- word order so two statements adding the same words wait for each other instead of deadlocking.
CREATE FUNCTION products_add_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_words (word)
      SELECT DISTINCT w FROM new_products p, product_search_words(p.name, p.style, p.tags) AS w ORDER BY w
      ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO search_words (word)
      SELECT DISTINCT w FROM new_products p
        JOIN old_products o ON o.id = p.id AND (o.name, o.style, o.tags) IS DISTINCT FROM (p.name, p.style, p.tags),
        product_search_words(p.name, p.style, p.tags) AS w
      ORDER BY w
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_words_after_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION products_add_search_words();--> statement-breakpoint
CREATE TRIGGER products_search_words_after_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION products_add_search_words();--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM products p, product_search_words(p.name, p.style, p.tags) AS w ORDER BY w
  ON CONFLICT DO NOTHING;
