CREATE TABLE "finance_agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"quote_number" text NOT NULL,
	"financer_id" uuid,
	"financer_name" text NOT NULL,
	"currency" text NOT NULL,
	"product" text NOT NULL,
	"apr_bps" integer NOT NULL,
	"amount_due" bigint NOT NULL,
	"broker_fee" bigint NOT NULL,
	"mga_fee" bigint NOT NULL,
	"down_payment" bigint NOT NULL,
	"amount_financed" bigint NOT NULL,
	"finance_charge" bigint NOT NULL,
	"total_payment_amount" bigint NOT NULL,
	"installment_amount" bigint NOT NULL,
	"number_of_installments" integer NOT NULL,
	"first_installment_due" date NOT NULL,
	"installments" jsonb NOT NULL,
	"status" text NOT NULL,
	"expires_on" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"signature" text,
	"signer_email" text,
	"signed_by" uuid,
	"signed_at" timestamp with time zone,
	"signer_ip" text,
	"signer_user_agent" text,
	"document_hash" text,
	"plan_id" uuid,
	"disaffirm_by" date,
	"disaffirmed_at" timestamp with time zone,
	"disaffirmed_by" uuid,
	"annual_payment_due" date,
	CONSTRAINT "finance_agreements_quote_number_unique" UNIQUE("quote_number")
);
--> statement-breakpoint
ALTER TABLE "installment_plans" ADD COLUMN "apr_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "installment_plans" ADD COLUMN "finance_charge" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "installment_plans" ADD COLUMN "total_payment_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "finance_agreements" ADD CONSTRAINT "finance_agreements_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_agreements" ADD CONSTRAINT "finance_agreements_financer_id_organisations_id_fk" FOREIGN KEY ("financer_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_agreements" ADD CONSTRAINT "finance_agreements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_agreements" ADD CONSTRAINT "finance_agreements_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_agreements" ADD CONSTRAINT "finance_agreements_plan_id_installment_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."installment_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_agreements" ADD CONSTRAINT "finance_agreements_disaffirmed_by_users_id_fk" FOREIGN KEY ("disaffirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "finance_agreements_policy_idx" ON "finance_agreements" USING btree ("policy_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_agreements_live_idx" ON "finance_agreements" USING btree ("policy_id") WHERE status in ('QUOTED', 'SIGNED', 'ACTIVE');--> statement-breakpoint
UPDATE "installment_plans" SET "total_payment_amount" = "amount_due";