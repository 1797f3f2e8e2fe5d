CREATE TABLE "organisation_slug_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisation_slug_history" ADD CONSTRAINT "organisation_slug_history_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organisation_slug_history_organisation_idx" ON "organisation_slug_history" USING btree ("organisation_id");