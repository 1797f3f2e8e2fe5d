CREATE TYPE "public"."order_message_kind" AS ENUM('message', 'system');--> statement-breakpoint
CREATE TABLE "order_message_reads" (
	"supplier_order_id" uuid NOT NULL,
	"side" "order_side" NOT NULL,
	"last_read_at" timestamp with time zone,
	"digested_through" timestamp with time zone,
	CONSTRAINT "order_message_reads_supplier_order_id_side_pk" PRIMARY KEY("supplier_order_id","side")
);
--> statement-breakpoint
CREATE TABLE "order_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_order_id" uuid NOT NULL,
	"kind" "order_message_kind" NOT NULL,
	"author_id" uuid,
	"author_side" "order_side",
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_messages_body_length" CHECK (char_length(btrim("order_messages"."body")) between 1 and 4000),
	CONSTRAINT "order_messages_side" CHECK (("order_messages"."kind" = 'message') = ("order_messages"."author_side" is not null))
);
--> statement-breakpoint
ALTER TABLE "order_message_reads" ADD CONSTRAINT "order_message_reads_supplier_order_id_supplier_orders_id_fk" FOREIGN KEY ("supplier_order_id") REFERENCES "public"."supplier_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_supplier_order_id_supplier_orders_id_fk" FOREIGN KEY ("supplier_order_id") REFERENCES "public"."supplier_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_messages_thread_idx" ON "order_messages" USING btree ("supplier_order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_messages_recent_idx" ON "order_messages" USING btree ("created_at") WHERE kind = 'message';--> statement-breakpoint
-- Hand-written: messages on an order are never changed nor deleted (decision 0179). The only changes let through are
-- the database's own referential actions: an account's removal clearing author_id (ON DELETE SET NULL, nothing else
-- changing), and the supplier order's removal taking its thread (ON DELETE CASCADE, run from the referential trigger,
-- so at a trigger depth above 1).
CREATE FUNCTION order_messages_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.author_id IS NULL AND OLD.author_id IS NOT NULL
     AND (NEW.id, NEW.supplier_order_id, NEW.kind, NEW.author_side, NEW.body, NEW.created_at)
         IS NOT DISTINCT FROM (OLD.id, OLD.supplier_order_id, OLD.kind, OLD.author_side, OLD.body, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'messages on an order are never changed nor deleted' USING ERRCODE = 'integrity_constraint_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER order_messages_append_only BEFORE UPDATE OR DELETE ON order_messages
  FOR EACH ROW EXECUTE FUNCTION order_messages_refuse_change();
