CREATE TABLE "sales_monthly" (
	"supplier_id" uuid NOT NULL,
	"month" date NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"day_rows" integer NOT NULL,
	"orders" integer NOT NULL,
	"qty" bigint NOT NULL,
	"ex_cents" bigint NOT NULL,
	"inc_cents" bigint NOT NULL,
	CONSTRAINT "sales_monthly_key" UNIQUE NULLS NOT DISTINCT("supplier_id","month","product_id")
);
--> statement-breakpoint
CREATE TABLE "sales_rhythms" (
	"supplier_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	"order_days" integer NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"median_gap" double precision,
	CONSTRAINT "sales_rhythms_supplier_id_venue_id_pk" PRIMARY KEY("supplier_id","venue_id")
);
--> statement-breakpoint
ALTER TABLE "sales_monthly" ADD CONSTRAINT "sales_monthly_supplier_id_organisations_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_rhythms" ADD CONSTRAINT "sales_rhythms_supplier_id_organisations_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_rhythms" ADD CONSTRAINT "sales_rhythms_venue_id_organisations_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_daily_product_idx" ON "sales_daily" USING btree ("supplier_id","product_id","supplier_day");
--> statement-breakpoint
-- sales_monthly (decision 0194): each (supplier, product, supplier's month) that rows of sales_daily came to or went
-- from recomputed from sales_daily, in the same transaction
CREATE FUNCTION "sales_monthly_refresh"(suppliers uuid[], products uuid[], days date[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF suppliers IS NULL THEN RETURN; END IF;
  -- one transaction at a time per month of a product (1,024 buckets, taken in order): each recomputes after the
  -- other's commit, from rows that hold the other's changes too
  PERFORM pg_advisory_xact_lock(hashtext('sales_monthly'), k.bucket)
  FROM (SELECT DISTINCT hashtext(s::text || coalesce(p::text, '-') || date_trunc('month', d)::date::text) & 1023 AS bucket
        FROM unnest(suppliers, products, days) AS u(s, p, d) ORDER BY 1) k;
  DELETE FROM sales_monthly m
  USING (SELECT DISTINCT s, p, date_trunc('month', d)::date AS mo FROM unnest(suppliers, products, days) AS u(s, p, d)) k
  WHERE m.supplier_id = k.s AND m.month = k.mo AND m.product_id IS NOT DISTINCT FROM k.p;
  WITH keys AS (
    SELECT DISTINCT s, p, date_trunc('month', d)::date AS mo FROM unnest(suppliers, products, days) AS u(s, p, d)
  ),
  rows AS (
    SELECT k.s, k.p, k.mo, r.product_name, r.orders, r.qty, r.ex_cents, r.inc_cents
    FROM keys k JOIN sales_daily r ON r.supplier_id = k.s AND r.product_id = k.p
      AND r.supplier_day >= k.mo AND r.supplier_day < (k.mo + interval '1 month')::date
    UNION ALL
    SELECT k.s, k.p, k.mo, r.product_name, r.orders, r.qty, r.ex_cents, r.inc_cents
    FROM keys k JOIN sales_daily r ON r.supplier_id = k.s AND k.p IS NULL AND r.product_id IS NULL
      AND r.supplier_day >= k.mo AND r.supplier_day < (k.mo + interval '1 month')::date
  )
  INSERT INTO sales_monthly (supplier_id, month, product_id, product_name, day_rows, orders, qty, ex_cents, inc_cents)
  SELECT s, mo, p, max(product_name), count(*), sum(orders), sum(qty), sum(ex_cents), sum(inc_cents)
  FROM rows GROUP BY s, mo, p;
END $$;
--> statement-breakpoint
CREATE FUNCTION "sales_monthly_daily_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_monthly_refresh(array_agg(supplier_id), array_agg(product_id), array_agg(supplier_day)) FROM new_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "sales_monthly_daily_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_monthly_refresh(array_agg(supplier_id), array_agg(product_id), array_agg(supplier_day)) FROM old_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- a row's sums, name or place changed (a previous day alone is not in the months): the rows as they were and are
CREATE FUNCTION "sales_monthly_daily_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_monthly_refresh(array_agg(c.supplier_id), array_agg(c.product_id), array_agg(c.supplier_day))
  FROM (
    (SELECT supplier_id, supplier_day, venue_id, venue_day, product_id, product_name, orders, qty, ex_cents, inc_cents FROM old_rows
     EXCEPT SELECT supplier_id, supplier_day, venue_id, venue_day, product_id, product_name, orders, qty, ex_cents, inc_cents FROM new_rows)
    UNION ALL
    (SELECT supplier_id, supplier_day, venue_id, venue_day, product_id, product_name, orders, qty, ex_cents, inc_cents FROM new_rows
     EXCEPT SELECT supplier_id, supplier_day, venue_id, venue_day, product_id, product_name, orders, qty, ex_cents, inc_cents FROM old_rows)
  ) c;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sales_daily_monthly_insert" AFTER INSERT ON "sales_daily" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "sales_monthly_daily_inserted"();
--> statement-breakpoint
CREATE TRIGGER "sales_daily_monthly_update" AFTER UPDATE ON "sales_daily" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "sales_monthly_daily_updated"();
--> statement-breakpoint
CREATE TRIGGER "sales_daily_monthly_delete" AFTER DELETE ON "sales_daily" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "sales_monthly_daily_deleted"();
--> statement-breakpoint
-- the months of the rows already summed
INSERT INTO sales_monthly (supplier_id, month, product_id, product_name, day_rows, orders, qty, ex_cents, inc_cents)
SELECT supplier_id, date_trunc('month', supplier_day)::date, product_id, max(product_name), count(*), sum(orders), sum(qty),
  sum(ex_cents), sum(inc_cents)
FROM sales_daily GROUP BY 1, 2, 3;
--> statement-breakpoint
ANALYZE "sales_monthly";
--> statement-breakpoint
-- sales_rhythms (decision 0194): each pair's rhythm, recomputed where sales_daily_orders is (the refresh below), and
-- cleared with it by a rebuild
CREATE OR REPLACE FUNCTION "sales_rollup_refresh"(suppliers uuid[], venues uuid[], days date[]) RETURNS void LANGUAGE plpgsql AS $$
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
  -- each pair's rhythm over all its order days (decision 0194), under the pair's lock taken above
  DELETE FROM sales_rhythms r USING (SELECT DISTINCT s, v FROM unnest(suppliers, venues) AS u(s, v)) p
  WHERE r.supplier_id = p.s AND r.venue_id = p.v;
  WITH pairs AS (SELECT DISTINCT s, v FROM unnest(suppliers, venues) AS u(s, v)),
  order_days AS (
    SELECT DISTINCT x.supplier_id, x.venue_id, x.supplier_day AS day
    FROM pairs p JOIN sales_daily_orders x ON x.supplier_id = p.s AND x.venue_id = p.v
  ),
  gaps AS (
    SELECT supplier_id, venue_id, day, day - lag(day) OVER (PARTITION BY supplier_id, venue_id ORDER BY day) AS gap FROM order_days
  )
  INSERT INTO sales_rhythms (supplier_id, venue_id, order_days, first_day, last_day, median_gap)
  SELECT supplier_id, venue_id, count(*), min(day), max(day), percentile_cont(0.5) WITHIN GROUP (ORDER BY gap)
  FROM gaps GROUP BY supplier_id, venue_id;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sales_rollup_rebuild"(organisation uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF organisation IS NULL THEN
    DELETE FROM sales_daily;
    DELETE FROM sales_daily_orders;
    DELETE FROM sales_rhythms;
  ELSE
    DELETE FROM sales_daily WHERE supplier_id = organisation;
    DELETE FROM sales_daily WHERE venue_id = organisation;
    DELETE FROM sales_daily_orders WHERE supplier_id = organisation;
    DELETE FROM sales_daily_orders WHERE venue_id = organisation;
    DELETE FROM sales_rhythms WHERE supplier_id = organisation;
    DELETE FROM sales_rhythms WHERE venue_id = organisation;
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
-- the rhythms of the orders already summed
WITH gaps AS (
  SELECT supplier_id, venue_id, day, day - lag(day) OVER (PARTITION BY supplier_id, venue_id ORDER BY day) AS gap
  FROM (SELECT DISTINCT supplier_id, venue_id, supplier_day AS day FROM sales_daily_orders) d
)
INSERT INTO sales_rhythms (supplier_id, venue_id, order_days, first_day, last_day, median_gap)
SELECT supplier_id, venue_id, count(*), min(day), max(day), percentile_cont(0.5) WITHIN GROUP (ORDER BY gap)
FROM gaps GROUP BY supplier_id, venue_id;
--> statement-breakpoint
ANALYZE "sales_rhythms";
