ALTER TABLE "policies" ADD COLUMN "renewal_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "renewal_reminders_muted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "renewal_quote_id" uuid;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "renewed_by_policy_id" uuid;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_renewal_quote_id_quotes_id_fk" FOREIGN KEY ("renewal_quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;