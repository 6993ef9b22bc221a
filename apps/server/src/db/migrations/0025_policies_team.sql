ALTER TABLE "policies" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policies_team_idx" ON "policies" USING btree ("team_id");--> statement-breakpoint
-- Binders and policies bound before: the team of the quote they were bound from.
UPDATE "policies" p SET "team_id" = q."team_id" FROM "quotes" q
  WHERE q."id" = p."quote_id" AND q."team_id" IS NOT NULL;
