CREATE TABLE "account_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"author_organisation_id" uuid,
	"note_type" text DEFAULT 'GENERAL' NOT NULL,
	"body" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_profiles" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"cbid" text NOT NULL,
	"account_status" text DEFAULT 'OPEN' NOT NULL,
	"phone" text,
	"duns_number" text,
	"no_of_employees" integer,
	"year_established" integer,
	"naics_code" text,
	"sic_code" text,
	"primary_industry" text,
	"secondary_industry" text,
	"domestic_revenue" bigint,
	"foreign_revenue" bigint,
	"total_revenue" bigint,
	"domain_name" text,
	"other_domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"no_domain_attested" boolean DEFAULT false NOT NULL,
	"url" text,
	"is_franchise" boolean DEFAULT false NOT NULL,
	"address1" text,
	"address2" text,
	"address3" text,
	"city" text,
	"zip_code" text,
	"state" text,
	"country" text,
	"mailing_same_as_physical" boolean DEFAULT true NOT NULL,
	"mailing_address1" text,
	"mailing_address2" text,
	"mailing_address3" text,
	"mailing_city" text,
	"mailing_zip_code" text,
	"mailing_state" text,
	"mailing_country" text,
	"profile_score" integer DEFAULT 0 NOT NULL,
	"team_id" uuid,
	"declined_at" timestamp with time zone,
	"decline_product_type" text,
	"decline_reason" text,
	"decline_reason_summary" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_accounts" (
	"agency_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"relation" text DEFAULT 'ASSIGNED' NOT NULL,
	"agent_user_id" uuid,
	"team_id" uuid,
	"is_favourite" boolean DEFAULT false NOT NULL,
	"is_my_agent" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_accounts_agency_id_account_id_pk" PRIMARY KEY("agency_id","account_id"),
	CONSTRAINT "agency_accounts_relation_check" CHECK ("agency_accounts"."relation" in ('ASSIGNED','LINKED','REQUESTED'))
);
--> statement-breakpoint
CREATE TABLE "blacklisted_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blacklisted_domains_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "industry_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scheme" text NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"level" integer NOT NULL,
	"parent_code" text,
	"primary_industry" text,
	"secondary_industry" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "industry_codes_scheme_check" CHECK ("industry_codes"."scheme" in ('NAICS','SIC'))
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state_name_abbrv" text NOT NULL,
	"state_name" text NOT NULL,
	"time_zone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "states_state_name_abbrv_unique" UNIQUE("state_name_abbrv")
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "is_primary_contact" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "is_billing_contact" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "account_notes" ADD CONSTRAINT "account_notes_account_id_organisations_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_notes" ADD CONSTRAINT "account_notes_author_organisation_id_organisations_id_fk" FOREIGN KEY ("author_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_notes" ADD CONSTRAINT "account_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_profiles" ADD CONSTRAINT "account_profiles_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_profiles" ADD CONSTRAINT "account_profiles_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_profiles" ADD CONSTRAINT "account_profiles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_accounts" ADD CONSTRAINT "agency_accounts_agency_id_organisations_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_accounts" ADD CONSTRAINT "agency_accounts_account_id_organisations_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_accounts" ADD CONSTRAINT "agency_accounts_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_accounts" ADD CONSTRAINT "agency_accounts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_accounts" ADD CONSTRAINT "agency_accounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blacklisted_domains" ADD CONSTRAINT "blacklisted_domains_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_notes_account_idx" ON "account_notes" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "account_profiles_cbid_idx" ON "account_profiles" USING btree ("cbid");--> statement-breakpoint
CREATE INDEX "account_profiles_state_idx" ON "account_profiles" USING btree ("state");--> statement-breakpoint
CREATE INDEX "account_profiles_domain_idx" ON "account_profiles" USING btree ("domain_name");--> statement-breakpoint
CREATE INDEX "account_profiles_naics_idx" ON "account_profiles" USING btree ("naics_code");--> statement-breakpoint
CREATE INDEX "agency_accounts_account_idx" ON "agency_accounts" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "agency_accounts_agent_idx" ON "agency_accounts" USING btree ("agent_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "industry_codes_scheme_code_idx" ON "industry_codes" USING btree ("scheme","code");