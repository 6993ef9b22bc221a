CREATE TABLE "account_tags" (
	"tag_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_tags_tag_id_account_id_pk" PRIMARY KEY("tag_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "agency_levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"min_revenue" bigint DEFAULT 0 NOT NULL,
	"max_revenue" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_levels_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "agency_licenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"npn" text,
	"number" text NOT NULL,
	"state" text NOT NULL,
	"expiration_date" date NOT NULL,
	"active_resident_state" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_licenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"agent_user_id" uuid NOT NULL,
	"npn" text,
	"number" text NOT NULL,
	"state" text NOT NULL,
	"expiration_date" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulk_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"uploaded_by" uuid,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'PROCESSING' NOT NULL,
	"num_uploaded" integer DEFAULT 0 NOT NULL,
	"num_success" integer DEFAULT 0 NOT NULL,
	"num_failure" integer DEFAULT 0 NOT NULL,
	"report_file_id" uuid,
	"upload_time" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "bulk_uploads_status_check" CHECK ("bulk_uploads"."status" in ('PROCESSING','COMPLETED','FAILED'))
);
--> statement-breakpoint
CREATE TABLE "organisation_members" (
	"group_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"agent_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_members_group_id_member_id_pk" PRIMARY KEY("group_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "surplus_licenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"broker_first_name" text NOT NULL,
	"broker_last_name" text NOT NULL,
	"broker_email" text NOT NULL,
	"surplus_license_number" text NOT NULL,
	"surplus_lines_state" text NOT NULL,
	"signature_on_file" boolean DEFAULT false NOT NULL,
	"notice_file_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "hostname" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "contact_first_name" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "contact_last_name" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "agency_level_id" uuid;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "paused_payment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "account_tags" ADD CONSTRAINT "account_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_tags" ADD CONSTRAINT "account_tags_account_id_organisations_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_licenses" ADD CONSTRAINT "agency_licenses_agency_id_organisations_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_licenses" ADD CONSTRAINT "agency_licenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_programs" ADD CONSTRAINT "agency_programs_agency_id_organisations_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_licenses" ADD CONSTRAINT "agent_licenses_agency_id_organisations_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_licenses" ADD CONSTRAINT "agent_licenses_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_licenses" ADD CONSTRAINT "agent_licenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_uploads" ADD CONSTRAINT "bulk_uploads_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_uploads" ADD CONSTRAINT "bulk_uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_uploads" ADD CONSTRAINT "bulk_uploads_report_file_id_stored_files_id_fk" FOREIGN KEY ("report_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_group_id_organisations_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_member_id_organisations_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surplus_licenses" ADD CONSTRAINT "surplus_licenses_agency_id_organisations_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surplus_licenses" ADD CONSTRAINT "surplus_licenses_notice_file_id_stored_files_id_fk" FOREIGN KEY ("notice_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surplus_licenses" ADD CONSTRAINT "surplus_licenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tags_account_idx" ON "account_tags" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_licenses_agency_state_number_idx" ON "agency_licenses" USING btree ("agency_id","state","number");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_programs_agency_name_idx" ON "agency_programs" USING btree ("agency_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_licenses_agent_state_number_idx" ON "agent_licenses" USING btree ("agent_user_id","state","number");--> statement-breakpoint
CREATE INDEX "agent_licenses_agency_idx" ON "agent_licenses" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "bulk_uploads_org_time_idx" ON "bulk_uploads" USING btree ("organisation_id","upload_time");--> statement-breakpoint
CREATE INDEX "organisation_members_member_idx" ON "organisation_members" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "surplus_licenses_agency_state_idx" ON "surplus_licenses" USING btree ("agency_id","surplus_lines_state");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_org_name_idx" ON "tags" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_hostname_idx" ON "organisations" USING btree (lower("hostname"));--> statement-breakpoint
CREATE INDEX "organisations_name_prefix_idx" ON "organisations" USING btree (lower("name") text_pattern_ops);