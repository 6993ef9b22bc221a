CREATE TABLE "reinsurance_treaties" (
	"reinsurer_id" uuid NOT NULL,
	"carrier_id" uuid NOT NULL,
	"share_percent" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reinsurance_treaties_reinsurer_id_carrier_id_pk" PRIMARY KEY("reinsurer_id","carrier_id"),
	CONSTRAINT "reinsurance_treaties_share_check" CHECK ("reinsurance_treaties"."share_percent" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "reinsurance_treaties" ADD CONSTRAINT "reinsurance_treaties_reinsurer_id_organisations_id_fk" FOREIGN KEY ("reinsurer_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reinsurance_treaties" ADD CONSTRAINT "reinsurance_treaties_carrier_id_organisations_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reinsurance_treaties_carrier_idx" ON "reinsurance_treaties" USING btree ("carrier_id");