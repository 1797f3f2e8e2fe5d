-- The realtime feed (decision 0109): a change to a supplier's products or packs, and to a venue's On Tap
-- list, tells every instance in the transaction that makes it, whatever path made it (the catalogue screens, the CSV
-- import, a checkout taking stock). One event per statement and supplier (or venue), at most 100 products each, so a
-- payload stays far below NOTIFY's 8,000 bytes; a statement that changed no row sends nothing.
CREATE FUNCTION "realtime_products_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tapline_realtime', json_build_object('type', 'catalogue.changed', 'organisationIds', json_build_array(c.supplier_id), 'supplierId', c.supplier_id, 'productIds', c.ids, 'version', (extract(epoch from clock_timestamp()) * 1000)::bigint)::text)
  FROM (
    SELECT supplier_id, json_agg(product_id) AS ids
    FROM (SELECT supplier_id, product_id, (row_number() OVER (PARTITION BY supplier_id ORDER BY product_id) - 1) / 100 AS chunk
          FROM (SELECT DISTINCT supplier_id, id AS product_id FROM changed) d) r
    GROUP BY supplier_id, chunk
  ) c;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "realtime_skus_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tapline_realtime', json_build_object('type', 'catalogue.changed', 'organisationIds', json_build_array(c.supplier_id), 'supplierId', c.supplier_id, 'productIds', c.ids, 'version', (extract(epoch from clock_timestamp()) * 1000)::bigint)::text)
  FROM (
    SELECT supplier_id, json_agg(product_id) AS ids
    FROM (SELECT supplier_id, product_id, (row_number() OVER (PARTITION BY supplier_id ORDER BY product_id) - 1) / 100 AS chunk
          FROM (SELECT DISTINCT supplier_id, product_id FROM changed) d) r
    GROUP BY supplier_id, chunk
  ) c;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "realtime_on_tap_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tapline_realtime', json_build_object('type', 'on-tap.changed', 'organisationIds', json_build_array(venue_id), 'venueId', venue_id, 'version', (extract(epoch from clock_timestamp()) * 1000)::bigint)::text)
  FROM (SELECT DISTINCT venue_id FROM changed) v;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_realtime_inserted" AFTER INSERT ON "products" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "realtime_products_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_realtime_updated" AFTER UPDATE ON "products" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "realtime_products_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_realtime_deleted" AFTER DELETE ON "products" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "realtime_products_changed"();
--> statement-breakpoint
CREATE TRIGGER "skus_realtime_inserted" AFTER INSERT ON "skus" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "realtime_skus_changed"();
--> statement-breakpoint
CREATE TRIGGER "skus_realtime_updated" AFTER UPDATE ON "skus" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "realtime_skus_changed"();
--> statement-breakpoint
CREATE TRIGGER "skus_realtime_deleted" AFTER DELETE ON "skus" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "realtime_skus_changed"();
--> statement-breakpoint
CREATE TRIGGER "on_tap_entries_realtime_inserted" AFTER INSERT ON "on_tap_entries" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "realtime_on_tap_changed"();
--> statement-breakpoint
CREATE TRIGGER "on_tap_entries_realtime_updated" AFTER UPDATE ON "on_tap_entries" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "realtime_on_tap_changed"();
--> statement-breakpoint
CREATE TRIGGER "on_tap_entries_realtime_deleted" AFTER DELETE ON "on_tap_entries" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "realtime_on_tap_changed"();
