CREATE TABLE "agency_bill_terms" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_remittances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"total" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"method" text NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agency_bill_terms" ADD CONSTRAINT "agency_bill_terms_agency_id_organisations_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_bill_terms" ADD CONSTRAINT "agency_bill_terms_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_remittances" ADD CONSTRAINT "agency_remittances_agency_id_organisations_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_remittances" ADD CONSTRAINT "agency_remittances_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agency_remittances_month_idx" ON "agency_remittances" USING btree ("agency_id","year","month");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_remittances_key_idx" ON "agency_remittances" USING btree ("agency_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "invoices_agency_billed_idx" ON "invoices" USING btree ("agency_id","created_at") WHERE "invoices"."agency_billed";