CREATE TABLE "quote_subjectivities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"catalogue_key" text,
	"text" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"document_id" uuid,
	"document_name" text,
	"comment" text,
	"completed_by" uuid,
	"completed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_subjectivities_kind_check" CHECK ("quote_subjectivities"."kind" in ('PRE_BIND','POST_BIND')),
	CONSTRAINT "quote_subjectivities_status_check" CHECK ("quote_subjectivities"."status" in ('OPEN','COMPLETED'))
);
--> statement-breakpoint
CREATE TABLE "underwriting_authorities" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"max_limit" bigint,
	"max_premium" bigint,
	"products" text[],
	"is_senior" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotes" DROP CONSTRAINT "quotes_status_check";--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "underwriter_user_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "manual_referral_reason" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "irpm" jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "event_exclusions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "original_rating_input" jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "requires_senior" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "decline_reason_summary" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_subjectivities" ADD CONSTRAINT "quote_subjectivities_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_subjectivities" ADD CONSTRAINT "quote_subjectivities_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_subjectivities" ADD CONSTRAINT "quote_subjectivities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underwriting_authorities" ADD CONSTRAINT "underwriting_authorities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_subjectivities_quote_idx" ON "quote_subjectivities" USING btree ("quote_id","created_at");--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_underwriter_user_id_users_id_fk" FOREIGN KEY ("underwriter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_uw_inbox_idx" ON "quotes" USING btree ("need_by_date","id") WHERE "quotes"."deleted_at" is null and "quotes"."status" in ('REFERRED','IN_REVIEW');--> statement-breakpoint
CREATE INDEX "quotes_uw_assignee_idx" ON "quotes" USING btree ("underwriter_user_id","need_by_date","id") WHERE "quotes"."deleted_at" is null and "quotes"."status" in ('REFERRED','IN_REVIEW');--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" in ('INDICATION','READY','REFERRED','IN_REVIEW','DECLINED','EXPIRED','INVALID','LOST'));