CREATE TYPE "public"."invoice_payment_source" AS ENUM('manual', 'xero');--> statement-breakpoint
CREATE TABLE "credit_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"note_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"allocated_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_allocations_positive" CHECK ("credit_allocations"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text,
	"source" "invoice_payment_source" NOT NULL,
	"xero_payment_id" text,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_positive" CHECK ("invoice_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "statement_mailings" (
	"supplier_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	"month" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_mailings_supplier_id_venue_id_month_pk" PRIMARY KEY("supplier_id","venue_id","month")
);
--> statement-breakpoint
ALTER TABLE "supplier_invoice_settings" ADD COLUMN "mail_statements" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_allocations" ADD CONSTRAINT "credit_allocations_note_id_tax_documents_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."tax_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_allocations" ADD CONSTRAINT "credit_allocations_invoice_id_tax_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_allocations" ADD CONSTRAINT "credit_allocations_supplier_id_organisations_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_allocations" ADD CONSTRAINT "credit_allocations_venue_id_organisations_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_tax_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_supplier_id_organisations_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_venue_id_organisations_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_recorded_by_auth_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_mailings" ADD CONSTRAINT "statement_mailings_supplier_id_organisations_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_mailings" ADD CONSTRAINT "statement_mailings_venue_id_organisations_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_allocations_note_idx" ON "credit_allocations" USING btree ("note_id");--> statement-breakpoint
CREATE INDEX "credit_allocations_invoice_idx" ON "credit_allocations" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_allocations_pair_idx" ON "credit_allocations" USING btree ("supplier_id","venue_id","allocated_on");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_pair_idx" ON "invoice_payments" USING btree ("supplier_id","venue_id","paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_xero_unique" ON "invoice_payments" USING btree ("xero_payment_id");