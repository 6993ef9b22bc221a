ALTER TABLE "bulk_uploads" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bulk_uploads" ADD COLUMN "failure_reason" text;