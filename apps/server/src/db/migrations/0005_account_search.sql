DROP INDEX "account_profiles_state_idx";--> statement-breakpoint
ALTER TABLE "account_profiles" ADD COLUMN "name_key" text;--> statement-breakpoint
UPDATE "account_profiles" ap SET "name_key" = lower(o."name") FROM "organisations" o WHERE o."id" = ap."organisation_id";--> statement-breakpoint
CREATE OR REPLACE FUNCTION account_profiles_name_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Writers that know the name (bulk upload) supply it; anything else is looked up.
  IF NEW.name_key IS NULL OR TG_OP = 'UPDATE' THEN
    NEW.name_key := (SELECT lower(o.name) FROM organisations o WHERE o.id = NEW.organisation_id);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER account_profiles_name_key BEFORE INSERT OR UPDATE OF organisation_id ON "account_profiles"
  FOR EACH ROW EXECUTE FUNCTION account_profiles_name_key();--> statement-breakpoint
CREATE OR REPLACE FUNCTION organisations_name_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE account_profiles SET name_key = lower(NEW.name) WHERE organisation_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER organisations_name_key AFTER UPDATE OF name ON "organisations"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION organisations_name_key();--> statement-breakpoint
CREATE INDEX "account_profiles_name_key_idx" ON "account_profiles" USING btree (("name_key" collate "C"),"cbid","organisation_id") WHERE "account_profiles"."account_status" <> 'DELETED';--> statement-breakpoint
CREATE INDEX "account_profiles_state_name_idx" ON "account_profiles" USING btree ("state",("name_key" collate "C"),"cbid","organisation_id") WHERE "account_profiles"."account_status" <> 'DELETED';--> statement-breakpoint
CREATE INDEX "account_profiles_cbid_prefix_idx" ON "account_profiles" USING btree ("cbid" text_pattern_ops) WHERE "account_profiles"."account_status" <> 'DELETED';--> statement-breakpoint
CREATE INDEX "account_profiles_updated_idx" ON "account_profiles" USING btree ("updated_at");