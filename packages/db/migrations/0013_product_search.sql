-- Search at marketplace scale (decision 0097). The search document stops being a generated column: it
-- now carries the tags and the supplier's name too, which a generated column cannot read, so triggers keep it.
-- The packs a product is sold in (from price, price per litre, formats, stock) are kept on the product by a
-- statement trigger on skus, so lists filter and sort on indexed columns instead of a subquery per row.
ALTER TABLE "products" ALTER COLUMN "search_vector" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_vector" SET DEFAULT ''::tsvector;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_vector" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "from_price_cents" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "from_litre_price_cents" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pack_formats" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "in_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE FUNCTION product_search_document(name text, style text, tags text[], supplier_name text, description text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A')
    || setweight(to_tsvector('english'::regconfig, concat_ws(' ', style, array_to_string(tags, ' '), supplier_name)), 'B')
    || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')
$$;--> statement-breakpoint
CREATE FUNCTION products_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := product_search_document(
    NEW.name, NEW.style, NEW.tags, (SELECT o.name FROM organisations o WHERE o.id = NEW.supplier_id), NEW.description);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_document BEFORE INSERT OR UPDATE OF name, style, tags, description, supplier_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_document();--> statement-breakpoint
CREATE FUNCTION organisations_product_search_documents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET search_vector = product_search_document(name, style, tags, NEW.name, description)
    WHERE supplier_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER organisations_product_search_documents AFTER UPDATE OF name ON organisations
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION organisations_product_search_documents();--> statement-breakpoint
-- A pack's format from its name as suppliers write it ("50 L keg", "24 × 375 mL cans", "12 × 330 mL bottles").
CREATE FUNCTION sku_pack_format(sku_name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN sku_name ~* '\mkegs?\M' THEN 'keg'
    WHEN sku_name ~* '\mcans?\M' THEN 'can'
    WHEN sku_name ~* '\mbottles?\M' THEN 'bottle'
    ELSE 'other'
  END
$$;--> statement-breakpoint
CREATE FUNCTION refresh_product_packs(product_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p
  SET from_price_cents = s.from_price, from_litre_price_cents = s.from_litre, pack_formats = s.formats, in_stock = s.in_stock
  FROM (
    SELECT p2.id,
      min(k.unit_price_cents) AS from_price,
      (min(round(k.unit_price_cents * 1000.0 / (k.units_per_pack * k.volume_ml))) FILTER (WHERE k.volume_ml IS NOT NULL))::integer AS from_litre,
      coalesce(array_agg(DISTINCT sku_pack_format(k.name)) FILTER (WHERE k.id IS NOT NULL), '{}'::text[]) AS formats,
      coalesce(bool_or(k.stock_on_hand IS NULL OR k.stock_on_hand > 0), false) AS in_stock
    FROM products p2
    LEFT JOIN skus k ON k.product_id = p2.id AND k.status = 'active'
    -- a semi-join, not = ANY: a bulk insert of SKUs passes every product it touched
    WHERE p2.id IN (SELECT unnest(product_ids))
    GROUP BY p2.id
  ) s
  WHERE p.id = s.id
    AND (p.from_price_cents, p.from_litre_price_cents, p.pack_formats, p.in_stock)
      IS DISTINCT FROM (s.from_price, s.from_litre, s.formats, s.in_stock)
$$;--> statement-breakpoint
CREATE FUNCTION skus_refresh_product_packs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_packs(ARRAY(SELECT DISTINCT product_id FROM new_skus));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_packs(ARRAY(SELECT DISTINCT product_id FROM old_skus));
  ELSE
    PERFORM refresh_product_packs(ARRAY(SELECT product_id FROM new_skus UNION SELECT product_id FROM old_skus));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER skus_packs_after_insert AFTER INSERT ON skus REFERENCING NEW TABLE AS new_skus
  FOR EACH STATEMENT EXECUTE FUNCTION skus_refresh_product_packs();--> statement-breakpoint
CREATE TRIGGER skus_packs_after_update AFTER UPDATE ON skus REFERENCING OLD TABLE AS old_skus NEW TABLE AS new_skus
  FOR EACH STATEMENT EXECUTE FUNCTION skus_refresh_product_packs();--> statement-breakpoint
CREATE TRIGGER skus_packs_after_delete AFTER DELETE ON skus REFERENCING OLD TABLE AS old_skus
  FOR EACH STATEMENT EXECUTE FUNCTION skus_refresh_product_packs();--> statement-breakpoint
UPDATE products p SET search_vector = product_search_document(p.name, p.style, p.tags, o.name, p.description)
  FROM organisations o WHERE o.id = p.supplier_id;--> statement-breakpoint
SELECT refresh_product_packs(ARRAY(SELECT id FROM products));--> statement-breakpoint
CREATE INDEX "products_pack_formats_idx" ON "products" USING gin ("pack_formats");--> statement-breakpoint
CREATE INDEX "products_style_idx" ON "products" USING btree ("style");--> statement-breakpoint
CREATE INDEX "products_name_order_idx" ON "products" USING btree ("name","id","supplier_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_newest_order_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"name","id","supplier_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_price_order_idx" ON "products" USING btree ("from_price_cents","name","id","supplier_id") WHERE status = 'active';
