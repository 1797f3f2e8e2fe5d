-- Public contact details (decision 0136): every organisation starts with none. Its contact_email and contact_phone
-- (an approved applicant's own, or typed by an admin) are not copied: nobody consented to publishing them.
ALTER TABLE "organisations" ADD COLUMN "public_email" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "public_phone" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "getting_started_dismissed_at" timestamp with time zone;
