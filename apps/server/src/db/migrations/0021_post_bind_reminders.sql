ALTER TABLE "quote_subjectivities" ADD COLUMN "remind_from" date;--> statement-breakpoint
ALTER TABLE "quote_subjectivities" ADD COLUMN "last_reminded_at" timestamp with time zone;