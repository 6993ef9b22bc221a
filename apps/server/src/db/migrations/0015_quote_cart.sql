CREATE TABLE "quote_cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"owner_organisation_id" uuid NOT NULL,
	"product" text NOT NULL,
	"preset_name" text,
	"limit" bigint NOT NULL,
	"deductible" bigint NOT NULL,
	"effective_date" date NOT NULL,
	"total_premium" bigint NOT NULL,
	"refer_to_underwriter" boolean DEFAULT false NOT NULL,
	"request" jsonb NOT NULL,
	"rating_result" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_cart_items" ADD CONSTRAINT "quote_cart_items_account_id_organisations_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_cart_items" ADD CONSTRAINT "quote_cart_items_owner_organisation_id_organisations_id_fk" FOREIGN KEY ("owner_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_cart_items" ADD CONSTRAINT "quote_cart_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_cart_items_cart_idx" ON "quote_cart_items" USING btree ("account_id","owner_organisation_id","created_at");