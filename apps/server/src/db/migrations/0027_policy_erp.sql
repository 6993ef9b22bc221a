ALTER TABLE "policies" ADD COLUMN "erp_years" integer;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "erp_starts_on" date;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "erp_ends_on" date;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "erp_premium" bigint;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "erp_issued_at" timestamp with time zone;