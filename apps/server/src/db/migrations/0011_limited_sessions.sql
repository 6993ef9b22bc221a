ALTER TABLE "sessions" ADD COLUMN "scope_limit" text[];--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "purpose" text;