CREATE TABLE "broker_of_record_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"from_agency_id" uuid,
	"to_agency_id" uuid NOT NULL,
	"from_agency_name" text,
	"to_agency_name" text NOT NULL,
	"status" text NOT NULL,
	"letter_signed_on" date NOT NULL,
	"notes" text,
	"requested_by" uuid,
	"decision_note" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "broker_of_record_requests" ADD CONSTRAINT "broker_of_record_requests_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_of_record_requests" ADD CONSTRAINT "broker_of_record_requests_from_agency_id_organisations_id_fk" FOREIGN KEY ("from_agency_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_of_record_requests" ADD CONSTRAINT "broker_of_record_requests_to_agency_id_organisations_id_fk" FOREIGN KEY ("to_agency_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_of_record_requests" ADD CONSTRAINT "broker_of_record_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_of_record_requests" ADD CONSTRAINT "broker_of_record_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bor_requests_policy_idx" ON "broker_of_record_requests" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "bor_requests_to_agency_idx" ON "broker_of_record_requests" USING btree ("to_agency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bor_requests_pending_idx" ON "broker_of_record_requests" USING btree ("policy_id") WHERE "broker_of_record_requests"."status" = 'REQUESTED';