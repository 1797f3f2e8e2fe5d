CREATE TABLE "xero_allocation_syncs" (
	"allocation_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"xero_allocation_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "xero_allocation_syncs_allocation_id_organisation_id_pk" PRIMARY KEY("allocation_id","organisation_id")
);
--> statement-breakpoint
CREATE TABLE "xero_credit_note_syncs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"note_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"side" "accounting_side" NOT NULL,
	"state" "accounting_sync_state" DEFAULT 'pending' NOT NULL,
	"xero_credit_note_id" text,
	"xero_status" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_attempt_at" timestamp with time zone,
	"synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "xero_credit_note_syncs_note_organisation_unique" UNIQUE("note_id","organisation_id")
);
--> statement-breakpoint
ALTER TABLE "xero_allocation_syncs" ADD CONSTRAINT "xero_allocation_syncs_allocation_id_credit_allocations_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."credit_allocations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xero_allocation_syncs" ADD CONSTRAINT "xero_allocation_syncs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xero_credit_note_syncs" ADD CONSTRAINT "xero_credit_note_syncs_note_id_tax_documents_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."tax_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xero_credit_note_syncs" ADD CONSTRAINT "xero_credit_note_syncs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;