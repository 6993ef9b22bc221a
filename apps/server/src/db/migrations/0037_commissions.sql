CREATE TABLE "commission_holds" (
	"policy_id" uuid PRIMARY KEY NOT NULL,
	"held_by" uuid,
	"held_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_payout_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"title" text NOT NULL,
	"processor" text NOT NULL,
	"token" text NOT NULL,
	"last4" text NOT NULL,
	"account_type" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"reference" text NOT NULL,
	"failure_message" text,
	"last4" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_rates" (
	"agency_id" uuid NOT NULL,
	"product" text NOT NULL,
	"rate_bps" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "commission" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "commission_rate_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "agency_billed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "commission_holds" ADD CONSTRAINT "commission_holds_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_holds" ADD CONSTRAINT "commission_holds_held_by_users_id_fk" FOREIGN KEY ("held_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_payout_accounts" ADD CONSTRAINT "commission_payout_accounts_agency_id_organisations_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_payout_accounts" ADD CONSTRAINT "commission_payout_accounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_payouts" ADD CONSTRAINT "commission_payouts_agency_id_organisations_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_payouts" ADD CONSTRAINT "commission_payouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rates" ADD CONSTRAINT "commission_rates_agency_id_organisations_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rates" ADD CONSTRAINT "commission_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_payout_accounts_agency_idx" ON "commission_payout_accounts" USING btree ("agency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_payouts_key_idx" ON "commission_payouts" USING btree ("agency_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "commission_payouts_agency_idx" ON "commission_payouts" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_rates_agency_product_idx" ON "commission_rates" USING btree ("agency_id","product");--> statement-breakpoint
-- Backfill (decision 054): every invoice an agency placed earns the default 15 % on its premium,
-- posted as a COMMISSION journal like those raised from now on.
UPDATE "invoices" SET "commission_rate_bps" = 1500,
  "commission" = (sign("premium") * round(abs("premium") * 1500 / 10000.0))::bigint
  WHERE "agency_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "ledger_journals" ("kind", "policy_id", "currency", "memo", "created_at")
  SELECT 'COMMISSION', "policy_id", "currency", 'Commission on ' || "invoice_number", "created_at"
  FROM "invoices" WHERE "commission" <> 0;--> statement-breakpoint
INSERT INTO "ledger_entries" ("journal_id", "ledger_account", "policy_id", "account_id", "agency_id", "invoice_id", "currency", "amount", "created_at")
  SELECT j."id", a."account", i."policy_id", i."account_id", i."agency_id", i."id", i."currency",
    CASE WHEN a."account" = 'COMMISSION_EXPENSE' THEN i."commission" ELSE -i."commission" END, i."created_at"
  FROM "invoices" i
  JOIN "ledger_journals" j ON j."policy_id" = i."policy_id" AND j."kind" = 'COMMISSION'
    AND j."memo" = 'Commission on ' || i."invoice_number"
  CROSS JOIN (VALUES ('COMMISSION_EXPENSE'), ('COMMISSION_PAYABLE')) AS a("account")
  WHERE i."commission" <> 0;
