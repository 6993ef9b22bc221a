CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "account_profiles_name_key_trgm_idx" ON "account_profiles" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "account_profiles_cbid_trgm_idx" ON "account_profiles" USING gin ("cbid" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "account_profiles_city_trgm_idx" ON "account_profiles" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "account_profiles_domain_trgm_idx" ON "account_profiles" USING gin ("domain_name" gin_trgm_ops);