CREATE TYPE "public"."outbox_state" AS ENUM('queued', 'sent', 'failed', 'stored');--> statement-breakpoint
DROP INDEX "outbox_messages_unsent_idx";--> statement-breakpoint
-- rows from before the job queue: sent, failed once, or never sent (no mail server, or SMS)
ALTER TABLE "outbox_messages" ADD COLUMN "state" "outbox_state" NOT NULL DEFAULT 'stored';--> statement-breakpoint
UPDATE "outbox_messages" SET "state" = CASE WHEN "sent_at" IS NOT NULL THEN 'sent'::"outbox_state" WHEN "error" IS NOT NULL THEN 'failed'::"outbox_state" ELSE 'stored'::"outbox_state" END;--> statement-breakpoint
ALTER TABLE "outbox_messages" ALTER COLUMN "state" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "outbox_messages_state_idx" ON "outbox_messages" USING btree ("state","created_at");
