CREATE TABLE "quote_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"signer_user_id" uuid,
	"signer_name" text NOT NULL,
	"signer_email" text,
	"state" text,
	"ip_address" text,
	"user_agent" text,
	"document_sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quote_signatures_kind_check" CHECK ("quote_signatures"."kind" in ('APPLICATION','SURPLUS_NOTICE'))
);
--> statement-breakpoint
ALTER TABLE "account_profiles" ADD COLUMN "verified_by_agent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_profiles" ADD COLUMN "verified_by_agent" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "bind_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "bind_request" jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "surplus_notice_attested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_signatures" ADD CONSTRAINT "quote_signatures_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_signatures" ADD CONSTRAINT "quote_signatures_signer_user_id_users_id_fk" FOREIGN KEY ("signer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_signatures_quote_kind_idx" ON "quote_signatures" USING btree ("quote_id","kind");