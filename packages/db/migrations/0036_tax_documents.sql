CREATE TABLE "tax_document_counters" (
	"supplier_id" uuid NOT NULL,
	"kind" "tax_document_kind" NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "tax_document_counters_supplier_id_kind_pk" PRIMARY KEY("supplier_id","kind"),
	CONSTRAINT "tax_document_counters_positive" CHECK ("tax_document_counters"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	"kind" "tax_document_kind" NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"supplier_order_id" uuid NOT NULL,
	"relates_to_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"terms_kind" "payment_terms_kind" NOT NULL,
	"terms_days" smallint,
	"currency" text NOT NULL,
	"seller_name" text NOT NULL,
	"seller_abn" text,
	"buyer_name" text NOT NULL,
	"buyer_abn" text,
	"reason" text,
	"lines" jsonb NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"gst_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"xero_id" text,
	"xero_synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_documents_supplier_kind_number_unique" UNIQUE("supplier_id","kind","number"),
	CONSTRAINT "tax_documents_supplier_kind_sequence_unique" UNIQUE("supplier_id","kind","sequence"),
	CONSTRAINT "tax_documents_relates" CHECK (("tax_documents"."kind" = 'invoice') = ("tax_documents"."relates_to_id" is null)),
	CONSTRAINT "tax_documents_totals" CHECK ("tax_documents"."total_cents" = "tax_documents"."subtotal_cents" + "tax_documents"."gst_cents"),
	CONSTRAINT "tax_documents_abn_format" CHECK (("tax_documents"."seller_abn" is null or "tax_documents"."seller_abn" ~ '^[0-9]{11}$') and ("tax_documents"."buyer_abn" is null or "tax_documents"."buyer_abn" ~ '^[0-9]{11}$')),
	CONSTRAINT "tax_documents_sequence_positive" CHECK ("tax_documents"."sequence" > 0)
);
--> statement-breakpoint
ALTER TABLE "tax_document_counters" ADD CONSTRAINT "tax_document_counters_supplier_id_organisations_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_supplier_id_organisations_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_venue_id_organisations_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_supplier_order_id_supplier_orders_id_fk" FOREIGN KEY ("supplier_order_id") REFERENCES "public"."supplier_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_relates_to_id_tax_documents_id_fk" FOREIGN KEY ("relates_to_id") REFERENCES "public"."tax_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_one_invoice_per_order" ON "tax_documents" USING btree ("supplier_order_id") WHERE "tax_documents"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "tax_documents_supplier_issued_idx" ON "tax_documents" USING btree ("supplier_id","issued_at");--> statement-breakpoint
CREATE INDEX "tax_documents_venue_issued_idx" ON "tax_documents" USING btree ("venue_id","issued_at");--> statement-breakpoint
-- An issued tax document is never changed nor deleted (decision 0160): what was issued stays what the venue holds,
-- and its number stays taken. A change after issue is an adjustment note, a document of its own. Only the Xero
-- columns (xero_id, xero_synced_at) are written later.
CREATE FUNCTION tax_documents_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'tax document % is issued: it is never deleted', OLD.number USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF (NEW.id, NEW.supplier_id, NEW.venue_id, NEW.kind, NEW.sequence, NEW.number, NEW.supplier_order_id, NEW.relates_to_id,
      NEW.issued_at, NEW.issue_date, NEW.due_date, NEW.terms_kind, NEW.terms_days, NEW.currency, NEW.seller_name,
      NEW.seller_abn, NEW.buyer_name, NEW.buyer_abn, NEW.reason, NEW.lines, NEW.subtotal_cents, NEW.gst_cents,
      NEW.total_cents, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.supplier_id, OLD.venue_id, OLD.kind, OLD.sequence, OLD.number, OLD.supplier_order_id, OLD.relates_to_id,
      OLD.issued_at, OLD.issue_date, OLD.due_date, OLD.terms_kind, OLD.terms_days, OLD.currency, OLD.seller_name,
      OLD.seller_abn, OLD.buyer_name, OLD.buyer_abn, OLD.reason, OLD.lines, OLD.subtotal_cents, OLD.gst_cents,
      OLD.total_cents, OLD.created_at) THEN
    RAISE EXCEPTION 'tax document % is issued: it can''t be changed (make an adjustment note)', OLD.number
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER tax_documents_immutable BEFORE UPDATE OR DELETE ON tax_documents
  FOR EACH ROW EXECUTE FUNCTION tax_documents_refuse_change();
