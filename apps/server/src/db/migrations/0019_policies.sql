CREATE TABLE "policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_number" text NOT NULL,
	"quote_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"agency_id" uuid,
	"named_insured" text NOT NULL,
	"agency_name" text,
	"agent_user_id" uuid,
	"carrier_id" uuid,
	"product" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"region" text NOT NULL,
	"limit" bigint NOT NULL,
	"deductible" bigint NOT NULL,
	"premium" bigint NOT NULL,
	"broker_fee" bigint DEFAULT 0 NOT NULL,
	"mga_fee" bigint DEFAULT 0 NOT NULL,
	"surplus_lines_tax" bigint DEFAULT 0 NOT NULL,
	"stamping_fee" bigint DEFAULT 0 NOT NULL,
	"total_premium" bigint NOT NULL,
	"effective_date" date NOT NULL,
	"end_date" date NOT NULL,
	"payment_status" text DEFAULT 'Unpaid' NOT NULL,
	"customer_email" text,
	"bound_at" timestamp with time zone NOT NULL,
	"bound_by" uuid,
	"binder_expires_on" date NOT NULL,
	"issued_at" timestamp with time zone,
	"issued_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_number_counters" (
	"region" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "policy_number_counters_region_year_pk" PRIMARY KEY("region","year")
);
--> statement-breakpoint
ALTER TABLE "quotes" DROP CONSTRAINT "quotes_status_check";--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_account_id_organisations_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_agency_id_organisations_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_carrier_id_organisations_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_bound_by_users_id_fk" FOREIGN KEY ("bound_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "policies_policy_number_idx" ON "policies" USING btree ("policy_number");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_quote_idx" ON "policies" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "policies_agency_status_idx" ON "policies" USING btree ("agency_id","status");--> statement-breakpoint
CREATE INDEX "policies_account_idx" ON "policies" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "policies_effective_idx" ON "policies" USING btree ("effective_date","id");--> statement-breakpoint
CREATE INDEX "policies_end_idx" ON "policies" USING btree ("end_date","id");--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" in ('INDICATION','READY','REFERRED','IN_REVIEW','DECLINED','EXPIRED','INVALID','LOST','BOUND'));