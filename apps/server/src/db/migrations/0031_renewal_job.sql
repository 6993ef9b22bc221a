ALTER TABLE "policies" ADD COLUMN "renewal_checked_on" date;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "renewal_error" text;