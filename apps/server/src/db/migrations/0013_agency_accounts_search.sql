ALTER TABLE "agency_accounts" ADD COLUMN "search_key" text;--> statement-breakpoint
UPDATE "agency_accounts" aa SET "search_key" = lower(concat_ws(E'\n', ap."name_key", ap."cbid", ap."city", ap."domain_name")) FROM "account_profiles" ap WHERE ap."organisation_id" = aa."account_id";--> statement-breakpoint
CREATE OR REPLACE FUNCTION agency_accounts_search_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The account's searched columns, from its profile (every writer inserts the profile first).
  NEW.search_key := (SELECT lower(concat_ws(E'\n', ap.name_key, ap.cbid, ap.city, ap.domain_name))
    FROM account_profiles ap WHERE ap.organisation_id = NEW.account_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER agency_accounts_search_key BEFORE INSERT OR UPDATE OF account_id ON "agency_accounts"
  FOR EACH ROW EXECUTE FUNCTION agency_accounts_search_key();--> statement-breakpoint
CREATE OR REPLACE FUNCTION account_profiles_search_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE agency_accounts SET search_key = lower(concat_ws(E'\n', NEW.name_key, NEW.cbid, NEW.city, NEW.domain_name))
    WHERE account_id = NEW.organisation_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER account_profiles_search_key AFTER UPDATE OF organisation_id, name_key, cbid, city, domain_name ON "account_profiles"
  FOR EACH ROW WHEN ((OLD.organisation_id, OLD.name_key, OLD.cbid, OLD.city, OLD.domain_name) IS DISTINCT FROM (NEW.organisation_id, NEW.name_key, NEW.cbid, NEW.city, NEW.domain_name))
  EXECUTE FUNCTION account_profiles_search_key();--> statement-breakpoint
CREATE INDEX "agency_accounts_search_trgm_idx" ON "agency_accounts" USING gin ("search_key" gin_trgm_ops);