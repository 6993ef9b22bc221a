ALTER TABLE "policies" ADD COLUMN "premium_tax" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "premium_tax" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Policies bound before: what their total carried beyond premium, fees, surplus-lines tax and
-- stamping fee was the UK's insurance premium tax or a state's other charges.
UPDATE "policies" SET "premium_tax" = GREATEST(0, "total_premium" - "premium" - "broker_fee" - "mga_fee" - "surplus_lines_tax" - "stamping_fee");
