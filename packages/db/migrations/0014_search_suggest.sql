CREATE TABLE "catalogue_version" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_single_row" CHECK ("catalogue_version"."singleton")
);
--> statement-breakpoint
CREATE INDEX "organisations_name_trgm_idx" ON "organisations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- hand-written: the one row, and the triggers that count every statement changing what the public catalogue shows
-- (decision 0101). Once per statement, inside its transaction: a cache that reads the version after the commit
-- sees the change; a rolled-back change counts nothing.
INSERT INTO "catalogue_version" ("singleton", "version") VALUES (true, 0);--> statement-breakpoint
CREATE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "singleton";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "skus_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "skus" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "venue_prices_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "venue_prices" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "product_slug_history_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_slug_history" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "product_images_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_images" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "on_tap_entries_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "on_tap_entries" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "organisations_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "organisations" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "organisation_slug_history_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "organisation_slug_history" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "addresses_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "addresses" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
