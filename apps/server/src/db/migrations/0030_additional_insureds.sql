CREATE TABLE "policy_additional_insureds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"business_name" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"naics_code" text NOT NULL,
	"naics_description" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"doc_type" text NOT NULL,
	"additional_insured_id" uuid,
	"holder_name" text NOT NULL,
	"delivery" text NOT NULL,
	"email" text,
	"content" jsonb NOT NULL,
	"requested_by" uuid,
	"requested_for" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "policy_additional_insureds" ADD CONSTRAINT "policy_additional_insureds_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_additional_insureds" ADD CONSTRAINT "policy_additional_insureds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_certificates" ADD CONSTRAINT "policy_certificates_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_certificates" ADD CONSTRAINT "policy_certificates_additional_insured_id_policy_additional_insureds_id_fk" FOREIGN KEY ("additional_insured_id") REFERENCES "public"."policy_additional_insureds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_certificates" ADD CONSTRAINT "policy_certificates_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_certificates" ADD CONSTRAINT "policy_certificates_requested_for_organisations_id_fk" FOREIGN KEY ("requested_for") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_additional_insureds_policy_idx" ON "policy_additional_insureds" USING btree ("policy_id","created_at");--> statement-breakpoint
CREATE INDEX "policy_certificates_policy_idx" ON "policy_certificates" USING btree ("policy_id","created_at");