CREATE TABLE "policy_book_groups" (
	"scope_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"is_paid" boolean NOT NULL,
	"count" integer NOT NULL,
	"total_premium" bigint NOT NULL,
	"limit" bigint NOT NULL,
	CONSTRAINT "policy_book_groups_scope_id_currency_status_is_paid_pk" PRIMARY KEY("scope_id","currency","status","is_paid")
);
--> statement-breakpoint
CREATE TABLE "policy_premium_months" (
	"scope_id" uuid NOT NULL,
	"month" date NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	"total_premium" bigint NOT NULL,
	CONSTRAINT "policy_premium_months_scope_id_month_currency_status_pk" PRIMARY KEY("scope_id","month","currency","status")
);
--> statement-breakpoint
CREATE INDEX "policies_binders_effective_idx" ON "policies" USING btree ("effective_date","id") WHERE "policies"."status" in ('BOUND', 'BINDER EXPIRED', 'RESCIND');--> statement-breakpoint
CREATE INDEX "policies_named_insured_trgm_idx" ON "policies" USING gin ("named_insured" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "policies_policy_number_trgm_idx" ON "policies" USING gin ("policy_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "policies_status_end_idx" ON "policies" USING btree ("status","end_date","agency_id","currency");--> statement-breakpoint
-- The book's summary rows follow every insert, update and delete of policies, one statement each
-- whatever the number of rows (transition tables): +1 for each new row, -1 for each old one, in
-- its agency's rows and in the whole book's (scope_id all zeros, WHOLE_BOOK_SCOPE); groups in key
-- order, so two writers cannot deadlock; an update that moves no total (a payment date, a
-- document) writes none. TRUNCATE empties them.
CREATE OR REPLACE FUNCTION policy_book_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH d AS (
      select agency_id as scope_id, currency, status, payment_status = 'Paid' as is_paid,
        date_trunc('month', bound_at at time zone 'UTC')::date as month,
        1 as n, total_premium as p, "limit" as l
      from new_rows where agency_id is not null
      union all
      select '00000000-0000-0000-0000-000000000000'::uuid as scope_id, currency, status, payment_status = 'Paid' as is_paid,
        date_trunc('month', bound_at at time zone 'UTC')::date as month,
        1 as n, total_premium as p, "limit" as l
      from new_rows
    ),
    grouped AS (
      INSERT INTO policy_book_groups AS g
        (scope_id, currency, status, is_paid, count, total_premium, "limit")
      SELECT scope_id, currency, status, is_paid, sum(n), sum(p), sum(l) FROM d
      GROUP BY scope_id, currency, status, is_paid
      HAVING sum(n) <> 0 OR sum(p) <> 0 OR sum(l) <> 0
      ORDER BY scope_id, currency, status, is_paid
      ON CONFLICT (scope_id, currency, status, is_paid) DO UPDATE SET
        count = g.count + excluded.count,
        total_premium = g.total_premium + excluded.total_premium,
        "limit" = g."limit" + excluded."limit"
    )
    INSERT INTO policy_premium_months AS m (scope_id, month, currency, status, count, total_premium)
    SELECT scope_id, month, currency, status, sum(n), sum(p) FROM d
    GROUP BY scope_id, month, currency, status
    HAVING sum(n) <> 0 OR sum(p) <> 0
    ORDER BY scope_id, month, currency, status
    ON CONFLICT (scope_id, month, currency, status) DO UPDATE SET
      count = m.count + excluded.count,
      total_premium = m.total_premium + excluded.total_premium;
  ELSIF TG_OP = 'DELETE' THEN
    WITH d AS (
      select agency_id as scope_id, currency, status, payment_status = 'Paid' as is_paid,
        date_trunc('month', bound_at at time zone 'UTC')::date as month,
        -1 as n, -total_premium as p, -"limit" as l
      from old_rows where agency_id is not null
      union all
      select '00000000-0000-0000-0000-000000000000'::uuid as scope_id, currency, status, payment_status = 'Paid' as is_paid,
        date_trunc('month', bound_at at time zone 'UTC')::date as month,
        -1 as n, -total_premium as p, -"limit" as l
      from old_rows
    ),
    grouped AS (
      INSERT INTO policy_book_groups AS g
        (scope_id, currency, status, is_paid, count, total_premium, "limit")
      SELECT scope_id, currency, status, is_paid, sum(n), sum(p), sum(l) FROM d
      GROUP BY scope_id, currency, status, is_paid
      HAVING sum(n) <> 0 OR sum(p) <> 0 OR sum(l) <> 0
      ORDER BY scope_id, currency, status, is_paid
      ON CONFLICT (scope_id, currency, status, is_paid) DO UPDATE SET
        count = g.count + excluded.count,
        total_premium = g.total_premium + excluded.total_premium,
        "limit" = g."limit" + excluded."limit"
    )
    INSERT INTO policy_premium_months AS m (scope_id, month, currency, status, count, total_premium)
    SELECT scope_id, month, currency, status, sum(n), sum(p) FROM d
    GROUP BY scope_id, month, currency, status
    HAVING sum(n) <> 0 OR sum(p) <> 0
    ORDER BY scope_id, month, currency, status
    ON CONFLICT (scope_id, month, currency, status) DO UPDATE SET
      count = m.count + excluded.count,
      total_premium = m.total_premium + excluded.total_premium;
  ELSE
    WITH d AS (
      select agency_id as scope_id, currency, status, payment_status = 'Paid' as is_paid,
        date_trunc('month', bound_at at time zone 'UTC')::date as month,
        1 as n, total_premium as p, "limit" as l
      from new_rows where agency_id is not null
      union all
      select '00000000-0000-0000-0000-000000000000'::uuid as scope_id, currency, status, payment_status = 'Paid' as is_paid,
        date_trunc('month', bound_at at time zone 'UTC')::date as month,
        1 as n, total_premium as p, "limit" as l
      from new_rows
      union all
      select agency_id as scope_id, currency, status, payment_status = 'Paid' as is_paid,
        date_trunc('month', bound_at at time zone 'UTC')::date as month,
        -1 as n, -total_premium as p, -"limit" as l
      from old_rows where agency_id is not null
      union all
      select '00000000-0000-0000-0000-000000000000'::uuid as scope_id, currency, status, payment_status = 'Paid' as is_paid,
        date_trunc('month', bound_at at time zone 'UTC')::date as month,
        -1 as n, -total_premium as p, -"limit" as l
      from old_rows
    ),
    grouped AS (
      INSERT INTO policy_book_groups AS g
        (scope_id, currency, status, is_paid, count, total_premium, "limit")
      SELECT scope_id, currency, status, is_paid, sum(n), sum(p), sum(l) FROM d
      GROUP BY scope_id, currency, status, is_paid
      HAVING sum(n) <> 0 OR sum(p) <> 0 OR sum(l) <> 0
      ORDER BY scope_id, currency, status, is_paid
      ON CONFLICT (scope_id, currency, status, is_paid) DO UPDATE SET
        count = g.count + excluded.count,
        total_premium = g.total_premium + excluded.total_premium,
        "limit" = g."limit" + excluded."limit"
    )
    INSERT INTO policy_premium_months AS m (scope_id, month, currency, status, count, total_premium)
    SELECT scope_id, month, currency, status, sum(n), sum(p) FROM d
    GROUP BY scope_id, month, currency, status
    HAVING sum(n) <> 0 OR sum(p) <> 0
    ORDER BY scope_id, month, currency, status
    ON CONFLICT (scope_id, month, currency, status) DO UPDATE SET
      count = m.count + excluded.count,
      total_premium = m.total_premium + excluded.total_premium;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER policies_book_insert AFTER INSERT ON "policies"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION policy_book_apply();--> statement-breakpoint
CREATE TRIGGER policies_book_update AFTER UPDATE ON "policies"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION policy_book_apply();--> statement-breakpoint
CREATE TRIGGER policies_book_delete AFTER DELETE ON "policies"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION policy_book_apply();--> statement-breakpoint
CREATE OR REPLACE FUNCTION policy_book_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM policy_book_groups;
  DELETE FROM policy_premium_months;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER policies_book_truncate AFTER TRUNCATE ON "policies"
  FOR EACH STATEMENT EXECUTE FUNCTION policy_book_clear();--> statement-breakpoint
INSERT INTO policy_book_groups (scope_id, currency, status, is_paid, count, total_premium, "limit")
SELECT scope_id, currency, status, is_paid, sum(n), sum(p), sum(l) FROM (
  select agency_id as scope_id, currency, status, payment_status = 'Paid' as is_paid,
        date_trunc('month', bound_at at time zone 'UTC')::date as month,
        1 as n, total_premium as p, "limit" as l
      from policies where agency_id is not null
      union all
      select '00000000-0000-0000-0000-000000000000'::uuid as scope_id, currency, status, payment_status = 'Paid' as is_paid,
        date_trunc('month', bound_at at time zone 'UTC')::date as month,
        1 as n, total_premium as p, "limit" as l
      from policies
) AS d GROUP BY scope_id, currency, status, is_paid;--> statement-breakpoint
INSERT INTO policy_premium_months (scope_id, month, currency, status, count, total_premium)
SELECT scope_id, month, currency, status, sum(n), sum(p) FROM (
  select agency_id as scope_id, currency, status, payment_status = 'Paid' as is_paid,
        date_trunc('month', bound_at at time zone 'UTC')::date as month,
        1 as n, total_premium as p, "limit" as l
      from policies where agency_id is not null
      union all
      select '00000000-0000-0000-0000-000000000000'::uuid as scope_id, currency, status, payment_status = 'Paid' as is_paid,
        date_trunc('month', bound_at at time zone 'UTC')::date as month,
        1 as n, total_premium as p, "limit" as l
      from policies
) AS d GROUP BY scope_id, month, currency, status;
