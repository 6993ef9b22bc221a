CREATE TABLE "account_lead_syncs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"target" text NOT NULL,
	"crm_reference" text,
	"error" text,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "account_lead_syncs_status_check" CHECK ("account_lead_syncs"."status" in ('QUEUED','SENT','FAILED'))
);
--> statement-breakpoint
CREATE TABLE "account_risk_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"trigger" text DEFAULT 'ON_DEMAND' NOT NULL,
	"factors" jsonb NOT NULL,
	"company_score" integer NOT NULL,
	"industry_score" integer,
	"findings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_risk_scans_company_score_check" CHECK ("account_risk_scans"."company_score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "agency_agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"version" text NOT NULL,
	"signer_name" text NOT NULL,
	"signer_title" text,
	"signed_by" uuid,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text
);
--> statement-breakpoint
CREATE TABLE "carrier_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"carrier_id" uuid NOT NULL,
	"product" text NOT NULL,
	"paper" text DEFAULT 'ADMITTED' NOT NULL,
	"states" text[] DEFAULT '{}'::text[] NOT NULL,
	"share_percent" integer DEFAULT 100 NOT NULL,
	"naic_company_code" text,
	"am_best_rating" text,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carrier_profiles_paper_check" CHECK ("carrier_profiles"."paper" in ('ADMITTED','SURPLUS')),
	CONSTRAINT "carrier_profiles_share_check" CHECK ("carrier_profiles"."share_percent" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "account_profiles" ADD COLUMN "firmographics_refreshed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_profiles" ADD COLUMN "firmographics_source" text;--> statement-breakpoint
ALTER TABLE "account_profiles" ADD COLUMN "last_scanned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "fein" text;--> statement-breakpoint
ALTER TABLE "account_lead_syncs" ADD CONSTRAINT "account_lead_syncs_account_id_organisations_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_lead_syncs" ADD CONSTRAINT "account_lead_syncs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_risk_scans" ADD CONSTRAINT "account_risk_scans_account_id_organisations_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_risk_scans" ADD CONSTRAINT "account_risk_scans_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_agreements" ADD CONSTRAINT "agency_agreements_agency_id_organisations_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_agreements" ADD CONSTRAINT "agency_agreements_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_profiles" ADD CONSTRAINT "carrier_profiles_carrier_id_organisations_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_lead_syncs_account_idx" ON "account_lead_syncs" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "account_risk_scans_account_idx" ON "account_risk_scans" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "agency_agreements_agency_idx" ON "agency_agreements" USING btree ("agency_id","signed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_profiles_carrier_product_paper_idx" ON "carrier_profiles" USING btree ("carrier_id","product","paper");--> statement-breakpoint
CREATE INDEX "carrier_profiles_product_idx" ON "carrier_profiles" USING btree ("product");