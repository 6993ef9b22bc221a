CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_number" text NOT NULL,
	"account_id" uuid NOT NULL,
	"agency_id" uuid,
	"agent_user_id" uuid,
	"team_id" uuid,
	"product" text NOT NULL,
	"status" text NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"is_surplus" boolean DEFAULT false NOT NULL,
	"is_renewal" boolean DEFAULT false NOT NULL,
	"is_endorsement" boolean DEFAULT false NOT NULL,
	"agency_billed" boolean DEFAULT false NOT NULL,
	"state" text,
	"limit" bigint NOT NULL,
	"aggregate_limit" bigint NOT NULL,
	"deductible" bigint NOT NULL,
	"waiting_period" integer,
	"retroactive_period" integer,
	"preset_name" text,
	"effective_date" date NOT NULL,
	"end_date" date NOT NULL,
	"expires_on" date NOT NULL,
	"need_by_date" date,
	"premium" bigint NOT NULL,
	"mga_fee" bigint DEFAULT 0 NOT NULL,
	"broker_fee" bigint DEFAULT 0 NOT NULL,
	"surplus_lines_tax" bigint DEFAULT 0 NOT NULL,
	"stamping_fee" bigint DEFAULT 0 NOT NULL,
	"total_premium" bigint NOT NULL,
	"refer_to_underwriter" boolean DEFAULT false NOT NULL,
	"coverages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rating_input" jsonb NOT NULL,
	"rating_result" jsonb NOT NULL,
	"customer_first_name" text,
	"customer_last_name" text,
	"customer_email" text,
	"customer_phone" text,
	"sent_to_customer_at" timestamp with time zone,
	"lost_reason" text,
	"lost_reason_summary" text,
	"request_group_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" in ('INDICATION','READY','REFERRED','DECLINED','EXPIRED','INVALID','LOST'))
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_account_id_organisations_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_agency_id_organisations_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_number_idx" ON "quotes" USING btree ("quote_number");--> statement-breakpoint
CREATE INDEX "quotes_agency_modified_idx" ON "quotes" USING btree ("agency_id","updated_at","id") WHERE "quotes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "quotes_team_modified_idx" ON "quotes" USING btree ("team_id","updated_at","id") WHERE "quotes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "quotes_account_idx" ON "quotes" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("status");