CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"agency_id" uuid,
	"agent_user_id" uuid,
	"source" text NOT NULL,
	"need_by_date" date,
	"declination_reason" text,
	"declination_reason_description" text,
	"fill_in_declination_reason" text,
	"declined_at" timestamp with time zone,
	"declined_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submissions_source_check" CHECK ("submissions"."source" in ('CART','REQUEST','CUSTOM','RENEWAL'))
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_account_id_organisations_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_agency_id_organisations_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_declined_by_users_id_fk" FOREIGN KEY ("declined_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_agency_modified_idx" ON "submissions" USING btree ("agency_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "submissions_modified_idx" ON "submissions" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "submissions_account_idx" ON "submissions" USING btree ("account_id");--> statement-breakpoint
-- Every existing quote joins a submission: its request group's, or one of its own.
INSERT INTO "submissions" ("id", "account_id", "agency_id", "agent_user_id", "source", "need_by_date", "created_by", "created_at", "updated_at")
SELECT DISTINCT ON (coalesce("request_group_id", "id")) coalesce("request_group_id", "id"), "account_id", "agency_id", "agent_user_id",
  CASE WHEN "request_group_id" IS NOT NULL THEN 'CART' WHEN "is_renewal" THEN 'RENEWAL' WHEN "custom_request" IS NOT NULL THEN 'CUSTOM' ELSE 'REQUEST' END,
  "need_by_date", "created_by", "created_at", "updated_at"
FROM "quotes" ORDER BY coalesce("request_group_id", "id"), "created_at";--> statement-breakpoint
UPDATE "quotes" SET "request_group_id" = "id" WHERE "request_group_id" IS NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_request_group_id_submissions_id_fk" FOREIGN KEY ("request_group_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_request_group_idx" ON "quotes" USING btree ("request_group_id");