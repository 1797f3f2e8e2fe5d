CREATE TYPE "public"."run_stop_outcome" AS ENUM('delivered', 'partly_delivered', 'failed');--> statement-breakpoint
CREATE TABLE "run_sheets" (
	"supplier_id" uuid NOT NULL,
	"delivery_date" date NOT NULL,
	"venue_order" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "run_sheets_supplier_id_delivery_date_pk" PRIMARY KEY("supplier_id","delivery_date"),
	CONSTRAINT "run_sheets_version_positive" CHECK ("run_sheets"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "run_stop_outcomes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	"delivery_date" date NOT NULL,
	"outcome" "run_stop_outcome" NOT NULL,
	"receiver_name" text,
	"failure_reason" text,
	"photo_key" text,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "run_stop_outcomes_shape" CHECK (("run_stop_outcomes"."outcome" = 'failed') = ("run_stop_outcomes"."failure_reason" is not null) and ("run_stop_outcomes"."outcome" = 'failed' or "run_stop_outcomes"."receiver_name" is not null))
);
--> statement-breakpoint
ALTER TABLE "run_sheets" ADD CONSTRAINT "run_sheets_supplier_id_organisations_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_sheets" ADD CONSTRAINT "run_sheets_updated_by_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_stop_outcomes" ADD CONSTRAINT "run_stop_outcomes_supplier_id_organisations_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_stop_outcomes" ADD CONSTRAINT "run_stop_outcomes_venue_id_organisations_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_stop_outcomes" ADD CONSTRAINT "run_stop_outcomes_recorded_by_profiles_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "run_stop_outcomes_venue_idx" ON "run_stop_outcomes" USING btree ("venue_id");--> statement-breakpoint
CREATE UNIQUE INDEX "run_stop_outcomes_stop_unique" ON "run_stop_outcomes" USING btree ("supplier_id","delivery_date","venue_id");