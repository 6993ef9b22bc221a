CREATE TABLE "premium_financers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"financer_name" text NOT NULL,
	"apr_bps" integer NOT NULL,
	"number_of_installments" integer NOT NULL,
	"currency" text NOT NULL,
	"total_premium" bigint NOT NULL,
	"down_payment" bigint NOT NULL,
	"amount_financed" bigint NOT NULL,
	"installment_amount" bigint NOT NULL,
	"finance_charge" bigint NOT NULL,
	"total_payment_amount" bigint NOT NULL,
	"status" text NOT NULL,
	"payment_id" uuid,
	"funded_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "premium_financers_policy_id_unique" UNIQUE("policy_id")
);
--> statement-breakpoint
ALTER TABLE "premium_financers" ADD CONSTRAINT "premium_financers_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_financers" ADD CONSTRAINT "premium_financers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_financers" ADD CONSTRAINT "premium_financers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;