CREATE TYPE "public"."invoice_issue_step" AS ENUM('accepted', 'delivered');--> statement-breakpoint
CREATE TYPE "public"."payment_terms_kind" AS ENUM('net_days', 'days_after_month_end', 'day_of_next_month', 'on_delivery');--> statement-breakpoint
CREATE TYPE "public"."tax_document_kind" AS ENUM('invoice', 'adjustment_note');--> statement-breakpoint
CREATE TABLE "supplier_invoice_settings" (
	"supplier_id" uuid PRIMARY KEY NOT NULL,
	"invoice_prefix" text DEFAULT 'INV-' NOT NULL,
	"adjustment_note_prefix" text DEFAULT 'CN-' NOT NULL,
	"issue_on" "invoice_issue_step" DEFAULT 'delivered' NOT NULL,
	"terms_kind" "payment_terms_kind" DEFAULT 'net_days' NOT NULL,
	"terms_days" smallint DEFAULT 14,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_invoice_settings_terms" CHECK (case "supplier_invoice_settings"."terms_kind" when 'on_delivery' then "supplier_invoice_settings"."terms_days" is null when 'day_of_next_month' then coalesce("supplier_invoice_settings"."terms_days" between 1 and 31, false) else coalesce("supplier_invoice_settings"."terms_days" between 0 and 365, false) end),
	CONSTRAINT "supplier_invoice_settings_prefixes" CHECK ("supplier_invoice_settings"."invoice_prefix" ~ '^[A-Za-z0-9/-]{0,10}$' and "supplier_invoice_settings"."adjustment_note_prefix" ~ '^[A-Za-z0-9/-]{0,10}$')
);
--> statement-breakpoint
CREATE TABLE "supplier_venue_payment_terms" (
	"supplier_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	"terms_kind" "payment_terms_kind" NOT NULL,
	"terms_days" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_venue_payment_terms_supplier_id_venue_id_pk" PRIMARY KEY("supplier_id","venue_id"),
	CONSTRAINT "supplier_venue_payment_terms_terms" CHECK (case "supplier_venue_payment_terms"."terms_kind" when 'on_delivery' then "supplier_venue_payment_terms"."terms_days" is null when 'day_of_next_month' then coalesce("supplier_venue_payment_terms"."terms_days" between 1 and 31, false) else coalesce("supplier_venue_payment_terms"."terms_days" between 0 and 365, false) end)
);
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "abn" text;--> statement-breakpoint
ALTER TABLE "supplier_invoice_settings" ADD CONSTRAINT "supplier_invoice_settings_supplier_id_organisations_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_venue_payment_terms" ADD CONSTRAINT "supplier_venue_payment_terms_supplier_id_organisations_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_venue_payment_terms" ADD CONSTRAINT "supplier_venue_payment_terms_venue_id_organisations_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_abn_format" CHECK ("organisations"."abn" is null or "organisations"."abn" ~ '^[0-9]{11}$');