CREATE TABLE "account_security_answers" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cyber_form" jsonb,
	"tech_eo_form" jsonb,
	"social_engineering" jsonb,
	"last_security_answered" timestamp with time zone,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rater_presets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"preset_key" text NOT NULL,
	"name" text NOT NULL,
	"product" text NOT NULL,
	"naics_code" text,
	"organisation_id" uuid,
	"limit" bigint NOT NULL,
	"deductible" bigint NOT NULL,
	"waiting_period" integer NOT NULL,
	"retroactive_period" integer NOT NULL,
	"coverages" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rater_presets_key_check" CHECK ("rater_presets"."preset_key" in ('BASIC','POPULAR','ELITE','CUSTOM'))
);
--> statement-breakpoint
ALTER TABLE "account_security_answers" ADD CONSTRAINT "account_security_answers_account_id_organisations_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_security_answers" ADD CONSTRAINT "account_security_answers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rater_presets" ADD CONSTRAINT "rater_presets_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rater_presets" ADD CONSTRAINT "rater_presets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rater_presets_product_idx" ON "rater_presets" USING btree ("product","preset_key");--> statement-breakpoint
CREATE INDEX "rater_presets_owner_idx" ON "rater_presets" USING btree ("organisation_id");