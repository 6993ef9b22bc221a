CREATE TABLE "policy_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"endorsement_type" text,
	"effective_date" date NOT NULL,
	"reason" text,
	"status" text NOT NULL,
	"premium_delta" bigint NOT NULL,
	"terms" jsonb NOT NULL,
	"reverts" integer,
	"reverted_by" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "cancel_effective_date" date;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "cancel_method" text;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "return_premium" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "reinstate_by" date;--> statement-breakpoint
ALTER TABLE "policy_revisions" ADD CONSTRAINT "policy_revisions_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_revisions" ADD CONSTRAINT "policy_revisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "policy_revisions_number_idx" ON "policy_revisions" USING btree ("policy_id","number");--> statement-breakpoint
-- Every policy issued before transactions were kept gets its revision 1: the policy as issued.
INSERT INTO "policy_revisions" ("policy_id", "number", "kind", "effective_date", "status", "premium_delta", "terms", "created_by", "created_at")
SELECT "id", 1, 'NEW_BUSINESS', "effective_date", 'ISSUED', "premium",
  jsonb_build_object('limit', "limit", 'deductible', "deductible", 'annualPremium', "premium",
    'namedInsured', "named_insured", 'address', null, 'additionalNamedInsureds', '[]'::jsonb, 'forms', '[]'::jsonb),
  "issued_by", "issued_at"
FROM "policies" WHERE "issued_at" IS NOT NULL;--> statement-breakpoint
UPDATE "policies" SET "revision" = 1 WHERE "issued_at" IS NOT NULL;
