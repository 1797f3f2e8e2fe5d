CREATE TABLE "sales_daily" (
	"supplier_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	"supplier_day" date NOT NULL,
	"venue_day" date NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"orders" integer NOT NULL,
	"qty" bigint NOT NULL,
	"ex_cents" bigint NOT NULL,
	"inc_cents" bigint NOT NULL,
	"previous_day" date,
	CONSTRAINT "sales_daily_key" UNIQUE NULLS NOT DISTINCT("supplier_id","supplier_day","venue_id","venue_day","product_id")
);
--> statement-breakpoint
CREATE TABLE "sales_daily_orders" (
	"supplier_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	"supplier_day" date NOT NULL,
	"venue_day" date NOT NULL,
	"orders" integer NOT NULL,
	"qty" bigint NOT NULL,
	"ex_cents" bigint NOT NULL,
	"inc_cents" bigint NOT NULL,
	CONSTRAINT "sales_daily_orders_key" UNIQUE("supplier_id","supplier_day","venue_id","venue_day")
);
--> statement-breakpoint
ALTER TABLE "sales_daily" ADD CONSTRAINT "sales_daily_supplier_id_organisations_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_daily" ADD CONSTRAINT "sales_daily_venue_id_organisations_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_daily_orders" ADD CONSTRAINT "sales_daily_orders_supplier_id_organisations_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_daily_orders" ADD CONSTRAINT "sales_daily_orders_venue_id_organisations_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_daily_venue_idx" ON "sales_daily" USING btree ("venue_id","venue_day");--> statement-breakpoint
CREATE INDEX "sales_daily_pair_idx" ON "sales_daily" USING btree ("supplier_id","venue_id","product_id","supplier_day");--> statement-breakpoint
CREATE INDEX "sales_daily_orders_venue_idx" ON "sales_daily_orders" USING btree ("venue_id","venue_day");--> statement-breakpoint
CREATE INDEX "sales_daily_orders_rhythm_idx" ON "sales_daily_orders" USING btree ("supplier_id","venue_id","supplier_day");--> statement-breakpoint
-- The sales rollups (decision 0193), kept exact in the transaction of every change: a statement that writes
-- supplier_orders or order_lines recomputes, from those tables, each (supplier, venue, supplier's local day) it
-- touched. Counted orders as decision 0185: accepted, dispatched, delivered.
CREATE FUNCTION "sales_rollup_refresh"(suppliers uuid[], venues uuid[], days date[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF suppliers IS NULL THEN RETURN; END IF;
  -- one transaction at a time per supplier and venue, so each recomputes after the other's commit and sees it (their
  -- previous days too): a lock for each of 256 buckets of pairs (a backfill takes at most 256 locks), taken in order
  -- (no deadlock between two refreshes)
  PERFORM pg_advisory_xact_lock(hashtext('sales_rollup'), k.bucket)
  FROM (SELECT DISTINCT hashtext(s::text || v::text) & 255 AS bucket
        FROM unnest(suppliers, venues, days) AS u(s, v, d) ORDER BY 1) k;
  DELETE FROM sales_daily r USING unnest(suppliers, venues, days) AS k(s, v, d)
  WHERE r.supplier_id = k.s AND r.supplier_day = k.d AND r.venue_id = k.v;
  DELETE FROM sales_daily_orders r USING unnest(suppliers, venues, days) AS k(s, v, d)
  WHERE r.supplier_id = k.s AND r.supplier_day = k.d AND r.venue_id = k.v;
  WITH keys AS (SELECT DISTINCT s, v, d FROM unnest(suppliers, venues, days) AS u(s, v, d)),
  counted AS (
    SELECT so.id, so.supplier_id, o.venue_id, k.d AS supplier_day, (so.created_at AT TIME ZONE vz.time_zone)::date AS venue_day
    FROM keys k
    JOIN organisations sz ON sz.id = k.s
    JOIN supplier_orders so ON so.supplier_id = k.s AND so.status IN ('accepted', 'dispatched', 'delivered')
      AND so.created_at >= ((k.d - 1)::timestamp AT TIME ZONE sz.time_zone)
      AND so.created_at < ((k.d + 2)::timestamp AT TIME ZONE sz.time_zone)
      AND (so.created_at AT TIME ZONE sz.time_zone)::date = k.d
    JOIN orders o ON o.id = so.order_id AND o.venue_id = k.v
    JOIN organisations vz ON vz.id = o.venue_id
  ),
  lines AS (
    SELECT c.id, c.supplier_id, c.venue_id, c.supplier_day, c.venue_day, ol.product_id, ol.product_name, ol.qty,
      ol.line_total_cents AS ex,
      ol.line_total_cents + round(ol.line_total_cents * ol.tax_rate_basis_points / 10000.0)::bigint AS inc
    FROM counted c JOIN order_lines ol ON ol.supplier_order_id = c.id
  ),
  by_day AS (
    INSERT INTO sales_daily_orders (supplier_id, venue_id, supplier_day, venue_day, orders, qty, ex_cents, inc_cents)
    SELECT supplier_id, venue_id, supplier_day, venue_day, count(DISTINCT id), sum(qty), sum(ex), sum(inc)
    FROM lines GROUP BY supplier_id, venue_id, supplier_day, venue_day
  )
  INSERT INTO sales_daily (supplier_id, venue_id, supplier_day, venue_day, product_id, product_name, orders, qty, ex_cents, inc_cents)
  SELECT supplier_id, venue_id, supplier_day, venue_day, product_id, max(product_name), count(DISTINCT id), sum(qty), sum(ex), sum(inc)
  FROM lines GROUP BY supplier_id, venue_id, supplier_day, venue_day, product_id;
  -- each product's previous row for the venue, from the first day refreshed on (a removed row's next row changes too)
  WITH pairs AS (SELECT s, v, min(d) AS since FROM unnest(suppliers, venues, days) AS k(s, v, d) GROUP BY s, v),
  chained AS (
    SELECT r.ctid AS row_id, r.supplier_day, r.previous_day, p.since,
      lag(r.supplier_day) OVER (PARTITION BY r.supplier_id, r.venue_id, r.product_id ORDER BY r.supplier_day, r.venue_day) AS previous
    FROM pairs p JOIN sales_daily r ON r.supplier_id = p.s AND r.venue_id = p.v
  )
  UPDATE sales_daily x SET previous_day = c.previous
  FROM chained c
  WHERE x.ctid = c.row_id AND c.supplier_day >= c.since AND c.previous_day IS DISTINCT FROM c.previous;
END $$;
--> statement-breakpoint
-- the groups of some supplier orders (their supplier, venue and placing instant): an order already gone (deleted with
-- its order) has no venue to look up, so every venue of that supplier's day in the rollup is recomputed
CREATE FUNCTION "sales_rollup_touch"(suppliers uuid[], order_ids uuid[], placed timestamptz[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE ks uuid[]; kv uuid[]; kd date[];
BEGIN
  IF suppliers IS NULL THEN RETURN; END IF;
  WITH raw AS (
    SELECT t.s, o.venue_id AS v, (t.at AT TIME ZONE sz.time_zone)::date AS d
    FROM unnest(suppliers, order_ids, placed) AS t(s, oid, at)
    JOIN organisations sz ON sz.id = t.s
    LEFT JOIN orders o ON o.id = t.oid
  ),
  keys AS (
    SELECT s, v, d FROM raw WHERE v IS NOT NULL
    UNION
    SELECT r.s, x.venue_id, r.d FROM raw r JOIN sales_daily_orders x ON x.supplier_id = r.s AND x.supplier_day = r.d WHERE r.v IS NULL
  )
  SELECT array_agg(s), array_agg(v), array_agg(d) INTO ks, kv, kd FROM keys;
  PERFORM sales_rollup_refresh(ks, kv, kd);
END $$;
--> statement-breakpoint
CREATE FUNCTION "sales_rollup_supplier_orders_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_rollup_touch(array_agg(supplier_id), array_agg(order_id), array_agg(created_at))
  FROM new_rows WHERE status IN ('accepted', 'dispatched', 'delivered');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "sales_rollup_supplier_orders_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_rollup_touch(array_agg(supplier_id), array_agg(order_id), array_agg(created_at))
  FROM old_rows WHERE status IN ('accepted', 'dispatched', 'delivered');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- an update counts only when it moves an order in or out of the counted statuses, or to another day, supplier or order
CREATE FUNCTION "sales_rollup_supplier_orders_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_rollup_touch(array_agg(c.supplier_id), array_agg(c.order_id), array_agg(c.created_at))
  FROM (
    SELECT x.supplier_id, x.order_id, x.created_at
    FROM old_rows b JOIN new_rows a ON a.id = b.id
    CROSS JOIN LATERAL (VALUES (b.supplier_id, b.order_id, b.created_at), (a.supplier_id, a.order_id, a.created_at)) AS x(supplier_id, order_id, created_at)
    WHERE (b.status IN ('accepted', 'dispatched', 'delivered')) <> (a.status IN ('accepted', 'dispatched', 'delivered'))
      OR (a.status IN ('accepted', 'dispatched', 'delivered')
        AND (b.created_at <> a.created_at OR b.supplier_id <> a.supplier_id OR b.order_id <> a.order_id))
  ) c;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- lines count only in a counted order; lines of one deleted with its order are the order's trigger's
CREATE FUNCTION "sales_rollup_lines_of"(supplier_order_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_rollup_touch(array_agg(so.supplier_id), array_agg(so.order_id), array_agg(so.created_at))
  FROM supplier_orders so
  WHERE so.id = ANY (supplier_order_ids) AND so.status IN ('accepted', 'dispatched', 'delivered');
END $$;
--> statement-breakpoint
CREATE FUNCTION "sales_rollup_lines_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_rollup_lines_of((SELECT array_agg(DISTINCT supplier_order_id) FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "sales_rollup_lines_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_rollup_lines_of((SELECT array_agg(DISTINCT supplier_order_id) FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- a line's figures: what it is of (product, name), how many, at what money, in which order
CREATE FUNCTION "sales_rollup_lines_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_rollup_lines_of((
    SELECT array_agg(DISTINCT x.id)
    FROM old_rows b JOIN new_rows a ON a.id = b.id
    CROSS JOIN LATERAL (VALUES (b.supplier_order_id), (a.supplier_order_id)) AS x(id)
    WHERE (b.supplier_order_id, b.product_id, b.product_name, b.qty, b.line_total_cents, b.tax_rate_basis_points)
      IS DISTINCT FROM (a.supplier_order_id, a.product_id, a.product_name, a.qty, a.line_total_cents, a.tax_rate_basis_points)
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- every counted order of a supplier or a venue from scratch (its zone changed: its days did), or of all (a truncate)
CREATE FUNCTION "sales_rollup_rebuild"(organisation uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF organisation IS NULL THEN
    DELETE FROM sales_daily;
    DELETE FROM sales_daily_orders;
  ELSE
    DELETE FROM sales_daily WHERE supplier_id = organisation;
    DELETE FROM sales_daily WHERE venue_id = organisation;
    DELETE FROM sales_daily_orders WHERE supplier_id = organisation;
    DELETE FROM sales_daily_orders WHERE venue_id = organisation;
  END IF;
  PERFORM sales_rollup_touch(array_agg(c.supplier_id), array_agg(c.order_id), array_agg(c.created_at))
  FROM (
    SELECT so.supplier_id, so.order_id, so.created_at FROM supplier_orders so
    WHERE so.status IN ('accepted', 'dispatched', 'delivered') AND (organisation IS NULL OR so.supplier_id = organisation)
    UNION ALL
    SELECT so.supplier_id, so.order_id, so.created_at FROM supplier_orders so JOIN orders o ON o.id = so.order_id
    WHERE so.status IN ('accepted', 'dispatched', 'delivered') AND o.venue_id = organisation
  ) c;
END $$;
--> statement-breakpoint
CREATE FUNCTION "sales_rollup_zone_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_rollup_rebuild(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "sales_rollup_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_rollup_rebuild(NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "supplier_orders_sales_rollup_insert" AFTER INSERT ON "supplier_orders" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "sales_rollup_supplier_orders_inserted"();
--> statement-breakpoint
CREATE TRIGGER "supplier_orders_sales_rollup_update" AFTER UPDATE ON "supplier_orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "sales_rollup_supplier_orders_updated"();
--> statement-breakpoint
CREATE TRIGGER "supplier_orders_sales_rollup_delete" AFTER DELETE ON "supplier_orders" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "sales_rollup_supplier_orders_deleted"();
--> statement-breakpoint
CREATE TRIGGER "order_lines_sales_rollup_insert" AFTER INSERT ON "order_lines" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "sales_rollup_lines_inserted"();
--> statement-breakpoint
CREATE TRIGGER "order_lines_sales_rollup_update" AFTER UPDATE ON "order_lines" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "sales_rollup_lines_updated"();
--> statement-breakpoint
CREATE TRIGGER "order_lines_sales_rollup_delete" AFTER DELETE ON "order_lines" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "sales_rollup_lines_deleted"();
--> statement-breakpoint
CREATE TRIGGER "organisations_sales_rollup_zone" AFTER UPDATE OF "time_zone" ON "organisations"
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION "sales_rollup_zone_changed"();
--> statement-breakpoint
CREATE TRIGGER "supplier_orders_sales_rollup_truncate" AFTER TRUNCATE ON "supplier_orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "sales_rollup_truncated"();
--> statement-breakpoint
CREATE TRIGGER "order_lines_sales_rollup_truncate" AFTER TRUNCATE ON "order_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION "sales_rollup_truncated"();
--> statement-breakpoint
-- the orders already placed (the demo's, an existing database's)
SELECT sales_rollup_rebuild(NULL);
--> statement-breakpoint
-- the planner's statistics for the rows just written
ANALYZE "sales_daily";
--> statement-breakpoint
ANALYZE "sales_daily_orders";
