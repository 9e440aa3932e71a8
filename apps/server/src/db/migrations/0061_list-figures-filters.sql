-- The users list's amount sorts check the list's filter on each row they walk (amount-walks.ts). It is on the
-- subscription's own columns (product, billing group, payment profile, end, and the account) unless it searches
-- a name or number, and reading the subscription for every row walked cost a deep page most of its time (issue 31:
-- at offset 10 000 of 500 000 subscriptions, 34 500 subscriptions read, 200-300 ms). So the figures keep those
-- columns too, by the triggers that keep the account and the data allowance, and every figure's index ends with
-- them: the filter is checked in the index.
DROP INDEX "list_figures_work_idx";--> statement-breakpoint
DROP INDEX "list_figures_private_idx";--> statement-breakpoint
DROP INDEX "list_figures_total_idx";--> statement-breakpoint
DROP INDEX "list_figures_deducted_month_idx";--> statement-breakpoint
DROP INDEX "list_figures_deducted_year_idx";--> statement-breakpoint
DROP INDEX "list_figures_data_free_idx";--> statement-breakpoint
DROP INDEX "list_figures_data_use_idx";--> statement-breakpoint
ALTER TABLE "subscription_list_figures" ADD COLUMN "product" text;--> statement-breakpoint
ALTER TABLE "subscription_list_figures" ADD COLUMN "billing_group_id" integer;--> statement-breakpoint
ALTER TABLE "subscription_list_figures" ADD COLUMN "payment_profile_id" integer;--> statement-breakpoint
ALTER TABLE "subscription_list_figures" ADD COLUMN "ended_on" date;--> statement-breakpoint
UPDATE subscription_list_figures f SET product = s.product, billing_group_id = s.billing_group_id,
  payment_profile_id = s.payment_profile_id, ended_on = s.ended_on
  FROM subscriptions s WHERE s.id = f.subscription_id;--> statement-breakpoint
ALTER TABLE "subscription_list_figures" ALTER COLUMN "product" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_list_figures" ALTER COLUMN "billing_group_id" SET NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION list_figures_refresh(changed int[], at date DEFAULT NULL) RETURNS void LANGUAGE sql AS $$
  INSERT INTO subscription_list_figures AS f (subscription_id, account_id, period, total_ore, work_ore, private_ore,
    data_bytes, deducted_month_ore, deducted_year_ore, data_included_bytes, product, billing_group_id,
    payment_profile_id, ended_on)
  SELECT t.id, t.account_id, t.period, k.total_ore, k.work_ore, k.private_ore, k.data_bytes, k.deducted_month_ore,
    k.deducted_year_ore, t.data_included_bytes, t.product, t.billing_group_id, t.payment_profile_id, t.ended_on
  FROM (
    SELECT s.id, s.account_id, s.data_included_bytes, s.product, s.billing_group_id, s.payment_profile_id,
      s.ended_on,
      coalesce(greatest(f.period, at,
        (SELECT max(c.period) FROM subscription_month_costs c WHERE c.subscription_id = s.id)),
        '-infinity'::date) AS period
    FROM unnest(changed) u(id) JOIN subscriptions s ON s.id = u.id
    LEFT JOIN subscription_list_figures f ON f.subscription_id = s.id
  ) t
  CROSS JOIN LATERAL (
    SELECT coalesce(sum(c.total_ore), 0) AS total_ore, coalesce(sum(c.work_ore), 0) AS work_ore,
      coalesce(sum(c.private_ore), 0) AS private_ore, coalesce(sum(c.data_bytes), 0) AS data_bytes,
      coalesce(sum(c.deducted_ore) FILTER (WHERE c.period = t.period), 0) AS deducted_month_ore,
      coalesce(sum(c.deducted_ore) FILTER (WHERE c.period >= date_trunc('year', t.period)), 0) AS deducted_year_ore
    FROM subscription_month_costs c
    WHERE c.subscription_id = t.id AND c.period BETWEEN (t.period - interval '11 months')::date AND t.period
  ) k
  ON CONFLICT (subscription_id) DO UPDATE SET account_id = excluded.account_id, period = excluded.period,
    total_ore = excluded.total_ore, work_ore = excluded.work_ore, private_ore = excluded.private_ore,
    data_bytes = excluded.data_bytes, deducted_month_ore = excluded.deducted_month_ore,
    deducted_year_ore = excluded.deducted_year_ore, data_included_bytes = excluded.data_included_bytes,
    product = excluded.product, billing_group_id = excluded.billing_group_id,
    payment_profile_id = excluded.payment_profile_id, ended_on = excluded.ended_on
  WHERE (f.account_id, f.period, f.total_ore, f.work_ore, f.private_ore, f.data_bytes, f.deducted_month_ore,
      f.deducted_year_ore, f.data_included_bytes, f.product, f.billing_group_id, f.payment_profile_id, f.ended_on)
    IS DISTINCT FROM (excluded.account_id, excluded.period, excluded.total_ore, excluded.work_ore,
      excluded.private_ore, excluded.data_bytes, excluded.deducted_month_ore, excluded.deducted_year_ore,
      excluded.data_included_bytes, excluded.product, excluded.billing_group_id, excluded.payment_profile_id,
      excluded.ended_on)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION list_figures_subscriptions_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO subscription_list_figures (subscription_id, account_id, period, data_included_bytes, product,
    billing_group_id, payment_profile_id, ended_on)
  SELECT n.id, n.account_id, '-infinity'::date, n.data_included_bytes, n.product, n.billing_group_id,
    n.payment_profile_id, n.ended_on
  FROM new_rows n
  ON CONFLICT (subscription_id) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION list_figures_subscriptions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE subscription_list_figures f SET account_id = n.account_id, data_included_bytes = n.data_included_bytes,
    product = n.product, billing_group_id = n.billing_group_id, payment_profile_id = n.payment_profile_id,
    ended_on = n.ended_on
  FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE f.subscription_id = n.id
    AND (o.account_id, o.data_included_bytes, o.product, o.billing_group_id, o.payment_profile_id, o.ended_on)
      IS DISTINCT FROM (n.account_id, n.data_included_bytes, n.product, n.billing_group_id, n.payment_profile_id,
        n.ended_on);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE INDEX "list_figures_work_idx" ON "subscription_list_figures" USING btree ("account_id","period","work_ore","subscription_id","product","billing_group_id","payment_profile_id","ended_on");--> statement-breakpoint
CREATE INDEX "list_figures_private_idx" ON "subscription_list_figures" USING btree ("account_id","period","private_ore","subscription_id","product","billing_group_id","payment_profile_id","ended_on");--> statement-breakpoint
CREATE INDEX "list_figures_total_idx" ON "subscription_list_figures" USING btree ("account_id","period","total_ore","subscription_id","product","billing_group_id","payment_profile_id","ended_on");--> statement-breakpoint
CREATE INDEX "list_figures_deducted_month_idx" ON "subscription_list_figures" USING btree ("account_id","period","deducted_month_ore","subscription_id","product","billing_group_id","payment_profile_id","ended_on");--> statement-breakpoint
CREATE INDEX "list_figures_deducted_year_idx" ON "subscription_list_figures" USING btree ("account_id","period","deducted_year_ore","subscription_id","product","billing_group_id","payment_profile_id","ended_on");--> statement-breakpoint
CREATE INDEX "list_figures_data_free_idx" ON "subscription_list_figures" USING btree ("account_id","period",greatest((data_included_bytes * 12) - data_bytes, 0),"subscription_id","product","billing_group_id","payment_profile_id","ended_on");--> statement-breakpoint
CREATE INDEX "list_figures_data_use_idx" ON "subscription_list_figures" USING btree ("account_id","period",(data_bytes::float8 / nullif((data_included_bytes * 12), 0)),"subscription_id","product","billing_group_id","payment_profile_id","ended_on");--> statement-breakpoint
-- Every row was rewritten and the new columns have no statistics yet: the planner took an account of 325 586 rows
-- for one of 242 and read it whole rather than walk its index (issue 31), until the next autovacuum.
ANALYZE subscription_list_figures;
