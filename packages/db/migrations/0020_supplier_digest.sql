CREATE TABLE "supplier_digests" (
	"organisation_id" uuid NOT NULL,
	"digest_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_digests_pkey" PRIMARY KEY("organisation_id","digest_date")
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "daily_digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_digests" ADD CONSTRAINT "supplier_digests_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;